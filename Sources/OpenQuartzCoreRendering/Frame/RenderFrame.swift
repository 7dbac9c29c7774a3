/// A layer tree evaluated at one moment: what to draw, in order, with nothing left to evaluate.
///
/// ``FrameBuilder`` makes it with one walk of a render tree (``RenderLayer``); the backends
/// interpret it: ``FramePainter`` with Cairo, the reference, and ``SoftwareCompositor`` with the
/// project's own rasterizer. No backend reads the layer tree or its animations; a new backend (a
/// GPU one) is one more interpreter of this.
///
/// A frame is reused from one evaluation to the next: its tables keep their storage, so building
/// a frame of an unchanged shape allocates nothing.
final class RenderFrame {
    /// The steps, back to front.
    var ops: [FrameOp] = []
    /// Maps from layer spaces to the frame's space, which is the space of the root's superlayer
    /// (the root placed by its own geometry) or the root's own bounds space.
    var maps: [PlaneMap] = []
    /// Clips, each within its parent.
    var clips: [FrameClip] = []
    /// Presented layer states the content steps draw from (shape, gradient and text layers).
    var states: [LayerState] = []
    /// Shadows the shadow effects cast.
    var shadows: [FrameShadow] = []

    /// Empties the frame, keeping its storage.
    func reset() {
        ops.removeAll(keepingCapacity: true)
        maps.removeAll(keepingCapacity: true)
        clips.removeAll(keepingCapacity: true)
        states.removeAll(keepingCapacity: true)
        shadows.removeAll(keepingCapacity: true)
    }

    /// Adds a map; returns its index.
    func addMap(_ map: PlaneMap) -> Int {
        maps.append(map)
        return maps.count - 1
    }

    /// Starts an effect; returns the index of its op, for ``closeEffect(_:)``.
    func openEffect(_ kind: FrameEffect.Kind) -> Int {
        ops.append(.begin(FrameEffect(kind: kind, next: -1, end: -1)))
        return ops.count - 1
    }

    /// Starts the second picture of the effect opened at `start`.
    func nextPicture(_ start: Int) {
        guard case .begin(var effect) = ops[start] else { return }
        effect.next = ops.count
        ops[start] = .begin(effect)
        ops.append(.next)
    }

    /// Ends the effect opened at `start`.
    func closeEffect(_ start: Int) {
        guard case .begin(var effect) = ops[start] else { return }
        effect.end = ops.count
        ops[start] = .begin(effect)
        ops.append(.end)
    }
}
