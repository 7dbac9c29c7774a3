/// When the animations of a committed tree change what is drawn.
struct AnimationSchedule {
    let root: LayerSnapshot

    init(_ root: LayerSnapshot) { self.root = root }

    /// The earliest media time, no earlier than `t`, at which an animation of the tree has an effect
    /// that changes with time: `t` itself when one is running, `.infinity` when none will.
    func nextChange(after t: CFTimeInterval) -> CFTimeInterval {
        var next = CFTimeInterval.infinity
        visit(root, chain: [], mediaTime: t, next: &next)
        return next
    }

    /// Visits `layer`, whose ancestors' timings (root first) are `chain`.
    private func visit(_ layer: LayerSnapshot, chain: [MediaTiming], mediaTime t: CFTimeInterval, next: inout CFTimeInterval) {
        let timings = chain + [layer.state.timing]
        var local = t
        for timing in timings { local = timing.localTime(fromParentTime: local) }
        for track in layer.tracks {
            let timing = track.timing
            let state = timing.evaluate(atParentTime: local)
            if state.phase == .active {
                next = t
                return
            }
            if state.phase == .before, let begin = mediaTime(ofLocal: timing.beginTime, through: timings), begin > t {
                next = min(next, begin)
            }
        }
        for sublayer in layer.sublayers { visit(sublayer, chain: timings, mediaTime: t, next: &next) }
        if let mask = layer.mask { visit(mask, chain: timings, mediaTime: t, next: &next) }
    }

    /// The media time of a local time of the last timing in `timings`; nil when a speed of 0 makes
    /// it unreachable.
    private func mediaTime(ofLocal local: CFTimeInterval, through timings: [MediaTiming]) -> CFTimeInterval? {
        var time = local
        for timing in timings.reversed() {
            guard timing.speed != 0 else { return nil }
            time = timing.parentTime(fromLocalTime: time)
        }
        return time
    }
}
