/// A layer's time space: the chain of timings from the root of its tree down to the layer itself,
/// as one value. Every conversion between media time and a layer's local time goes through one:
/// the scheduler's (when animations start and end), the renderer's (what an animation shows at a
/// frame's time, when the tree next changes) and `convertTime(_:from:)`'s.
///
/// Core Animation's timing model (the CAMediaTiming chapter): each object's local time is
/// `(parentTime - beginTime) * speed + timeOffset` of its parent's, the root's parent time being
/// absolute media time.
package struct TimeSpace: Sendable {
    /// The timings, the root's first and the layer's own last.
    package private(set) var timings: [MediaTiming]

    /// The time space of the chain `timings` (root first).
    package init(timings: [MediaTiming] = []) {
        self.timings = timings
    }

    /// Enters a sublayer's (or an animation's) time space, whose own timing is `timing`.
    package mutating func push(_ timing: MediaTiming) {
        timings.append(timing)
    }

    /// Leaves the innermost time space.
    package mutating func pop() {
        timings.removeLast()
    }

    /// Empties the chain, keeping its storage (a renderer reuses one space from frame to frame).
    package mutating func removeAll() {
        timings.removeAll(keepingCapacity: true)
    }

    /// The local time at absolute media time `t`.
    package func localTime(fromMediaTime t: CFTimeInterval) -> CFTimeInterval {
        var time = t
        for timing in timings { time = timing.localTime(fromParentTime: time) }
        return time
    }

    /// The media time at which local time is `t`; nil when a speed of 0 on the way makes local time
    /// stand still (it is then never, or always, `t`).
    package func mediaTime(fromLocalTime t: CFTimeInterval) -> CFTimeInterval? {
        var time = t
        for timing in timings.reversed() {
            guard timing.speed != 0 else { return nil }
            time = timing.parentTime(fromLocalTime: time)
        }
        return time
    }

    /// The media time of local time `t` as `convertTime(_:to:)` gives it: a speed of 0 on the way
    /// maps every time to that object's beginTime (``MediaTiming/parentTime(fromLocalTime:)``).
    package func absoluteTime(fromLocalTime t: CFTimeInterval) -> CFTimeInterval {
        var time = t
        for timing in timings.reversed() { time = timing.parentTime(fromLocalTime: time) }
        return time
    }
}
