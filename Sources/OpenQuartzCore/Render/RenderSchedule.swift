/// When the animations of a render tree change what is drawn: what `CARenderer` answers for
/// `nextFrameTime()` and what it checks to tell whether a frame changes anything.
package struct RenderSchedule {
    /// The time space of the layer being visited, kept from call to call.
    private var space = TimeSpace()

    package init() {}

    /// The earliest media time, no earlier than `t`, at which an animation of the tree under `root`
    /// has an effect that changes with time: `t` itself when one is running, `.infinity` when none
    /// will. `root` is taken as the root of its tree (its parent time is media time).
    package mutating func nextChange(of root: RenderLayer, after t: CFTimeInterval) -> CFTimeInterval {
        space.removeAll()
        var next = CFTimeInterval.infinity
        visit(root, parentTime: t, mediaTime: t, next: &next)
        return next
    }

    private mutating func visit(_ layer: RenderLayer, parentTime: CFTimeInterval, mediaTime t: CFTimeInterval,
                                next: inout CFTimeInterval) {
        space.push(layer.state.timing)
        defer { space.pop() }
        let local = layer.localTime(fromParentTime: parentTime)
        for track in layer.tracks {
            let timing = track.timing
            let state = timing.evaluate(atParentTime: local)
            if state.phase == .active {
                next = t
                return
            }
            if state.phase == .before, let begin = space.mediaTime(fromLocalTime: timing.beginTime), begin > t {
                next = min(next, begin)
            }
        }
        for sublayer in layer.sublayers {
            visit(sublayer, parentTime: local, mediaTime: t, next: &next)
            if next == t { return }
        }
        if let mask = layer.mask { visit(mask, parentTime: local, mediaTime: t, next: &next) }
    }
}
