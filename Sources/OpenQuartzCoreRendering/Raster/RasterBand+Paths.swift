extension RasterBand {
    /// Fills a path op through its clips: clips that are rectangles on whole pixels limit the
    /// pixels drawn; the others multiply the path's coverage by their coverage mask, unless the
    /// pixels drawn lie wholly inside them (``RasterClip/interior``).
    func fill(_ draw: PathDraw, of recording: RasterRecording) {
        let target = stack[stack.count - 1]
        let area = draw.bounds.intersection(target.rect)
        guard !area.isEmpty else { return }
        let clipped = draw.clip >= 0 && !recording.clips[draw.clip].interior.contains(area)
        let mask = clipped ? clipMask(draw.clip, of: recording, within: stack[0].rect) : nil
        PathFill.fill(draw.path, of: recording.edges, rule: draw.rule, paint: draw.paint, opacity: draw.opacity,
                      clip: mask, area: area, into: target, scratch: pathScratch,
                      slot: mask == nil && draw.isStable ? coverageSlot(path: draw.path) : nil)
    }

    /// The coverage mask of clip `index` and its ancestors over this band's `rect`, made the first
    /// time a fill of this run needs it; nil when every clip of the chain is a whole-pixel rectangle
    /// (a fill's bounds already lie within them).
    func clipMask(_ index: Int, of recording: RasterRecording, within rect: PixelRect) -> ClipMask? {
        var current = index
        while current >= 0, recording.clips[current].isPixelRect { current = recording.clips[current].parent }
        guard current >= 0 else { return nil }
        if let made = clipMasks[current] { return made }
        let clip = recording.clips[current]
        let parent = clip.parent >= 0 ? clipMask(clip.parent, of: recording, within: rect) : nil
        if masksUsed == maskPool.count { maskPool.append(ClipMask()) }
        let mask = maskPool[masksUsed]
        masksUsed += 1
        mask.render(clip.path, of: recording.edges, rule: .winding, rect: clip.bounds.intersection(rect), parent: parent,
                    scratch: pathScratch)
        clipMasks[current] = mask
        return mask
    }
}
