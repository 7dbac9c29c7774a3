/// Renumbering tables for ``RenderFrame/extract(_:of:using:)``, kept from one extraction to the next
/// so that extracting allocates nothing in the steady state.
final class FrameExtraction {
    fileprivate var maps: [Int] = [], clips: [Int] = [], states: [Int] = [], shadows: [Int] = []

    /// Tables for `frame`, every entry unassigned (-1).
    fileprivate func reset(for frame: RenderFrame) {
        Self.reset(&maps, frame.maps.count)
        Self.reset(&clips, frame.clips.count)
        Self.reset(&states, frame.states.count)
        Self.reset(&shadows, frame.shadows.count)
    }

    private static func reset(_ table: inout [Int], _ count: Int) {
        table.removeAll(keepingCapacity: true)
        table.append(contentsOf: repeatElement(-1, count: count))
    }
}

extension RenderFrame {
    /// Empties this frame and fills it with the steps `range` of `source` (whole effects), with only
    /// the maps, clips, presented states and shadows they use, renumbered in the order the steps
    /// first use them, and the effects' ``FrameEffect/next`` and ``FrameEffect/end`` counted from the
    /// range's start.
    ///
    /// Two extractions of steps that draw the same pixels have the same content
    /// (``hasSameContent(as:)``) wherever the steps sit in their frames and whatever else the frames
    /// hold, so a backend can tell that a part of a frame is what it drew before (``EffectPictures``).
    /// The extraction draws what the steps draw in `source`: ``FramePainter`` paints it whole.
    func extract(_ range: Range<Int>, of source: RenderFrame, using tables: FrameExtraction) {
        reset()
        tables.reset(for: source)
        for index in range {
            ops.append(renumbered(source.ops[index], from: source, start: range.lowerBound, tables))
        }
    }

    private func renumbered(_ op: FrameOp, from source: RenderFrame, start: Int, _ tables: FrameExtraction) -> FrameOp {
        switch op {
        case .rect(var step):
            step.placement = placement(step.placement, from: source, tables)
            return .rect(step)
        case .image(var step):
            step.placement = placement(step.placement, from: source, tables)
            return .image(step)
        case .shape(var step):
            step.state = state(step.state, from: source, tables)
            step.placement = placement(step.placement, from: source, tables)
            return .shape(step)
        case .gradient(let step):
            return .gradient(content(step, from: source, tables))
        case .text(let step):
            return .text(content(step, from: source, tables))
        case .displayList(var step):
            step.placement = placement(step.placement, from: source, tables)
            return .displayList(step)
        case .begin(var effect):
            switch effect.kind {
            case .shadow(let index):
                effect.kind = .shadow(shadow(index, from: source, tables))
            case .filter(let filters, let map, let extents):
                effect.kind = .filter(filters, map: self.map(map, from: source, tables), extents: extents)
            case .group, .mask, .transition, .blend:
                break
            }
            if effect.next >= 0 { effect.next -= start }
            effect.end -= start
            return .begin(effect)
        case .next, .end:
            return op
        }
    }

    private func content(_ step: FrameContent, from source: RenderFrame, _ tables: FrameExtraction) -> FrameContent {
        var step = step
        step.state = state(step.state, from: source, tables)
        step.placement = placement(step.placement, from: source, tables)
        return step
    }

    private func placement(_ placement: FramePlacement, from source: RenderFrame, _ tables: FrameExtraction) -> FramePlacement {
        FramePlacement(map: map(placement.map, from: source, tables), clip: clip(placement.clip, from: source, tables))
    }

    private func map(_ index: Int, from source: RenderFrame, _ tables: FrameExtraction) -> Int {
        if tables.maps[index] < 0 { tables.maps[index] = addMap(source.maps[index]) }
        return tables.maps[index]
    }

    private func clip(_ index: Int, from source: RenderFrame, _ tables: FrameExtraction) -> Int {
        guard index >= 0 else { return -1 }
        if tables.clips[index] < 0 {
            var clip = source.clips[index]
            clip.parent = self.clip(clip.parent, from: source, tables)
            clip.map = map(clip.map, from: source, tables)
            clips.append(clip)
            tables.clips[index] = clips.count - 1
        }
        return tables.clips[index]
    }

    private func state(_ index: Int, from source: RenderFrame, _ tables: FrameExtraction) -> Int {
        if tables.states[index] < 0 {
            states.append(source.states[index])
            tables.states[index] = states.count - 1
        }
        return tables.states[index]
    }

    private func shadow(_ index: Int, from source: RenderFrame, _ tables: FrameExtraction) -> Int {
        if tables.shadows[index] < 0 {
            var shadow = source.shadows[index]
            shadow.placement = placement(shadow.placement, from: source, tables)
            shadows.append(shadow)
            tables.shadows[index] = shadows.count - 1
        }
        return tables.shadows[index]
    }
}
