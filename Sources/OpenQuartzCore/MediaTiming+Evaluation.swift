extension MediaTiming {
    /// Where a timed object is in its active duration, relative to the parent time it was asked about.
    public enum Phase: Sendable, Hashable {
        /// The parent time is before the active duration (or the speed is negative).
        case before
        /// The parent time is within the active duration.
        case active
        /// The parent time is at or after the end of the active duration.
        case after
    }

    /// The state of a timed object at one parent time: the result of ``MediaTiming/evaluate(atParentTime:)``.
    public struct Evaluation: Sendable, Hashable {
        /// Before, during, or after the active duration.
        public var phase: Phase

        /// Whether the object affects what is shown: while active, and outside its active duration
        /// when its fill mode holds that side.
        ///
        /// After the active duration this assumes the object is still there: an animation with
        /// `isRemovedOnCompletion` set is removed when it ends, so its forwards fill never shows.
        public var hasEffect: Bool

        /// The number of whole cycles before the current one (0 in the first). A cycle is one pass,
        /// or a forward and a backward pass when the object autoreverses.
        public var iteration: Int

        /// The fraction of the simple duration reached, in [0, 1], after autoreverse mirroring and
        /// before any timing function. Outside the active duration it is the progress the fill
        /// holds: that of active time 0 before, that of the end after.
        public var progress: Double

        /// Whether the object is in the backward half of an autoreversing cycle.
        public var isReversing: Bool

        /// The active time `(parentTime - beginTime) * speed`, clamped to [0, active duration].
        public var activeTime: CFTimeInterval

        /// The time within the simple duration, `progress * simpleDuration` (the local time itself
        /// when the duration is infinite). An animation group's children run on this time.
        public var simpleTime: CFTimeInterval

        @usableFromInline
        init(phase: Phase, hasEffect: Bool, iteration: Int, progress: Double, isReversing: Bool,
             activeTime: CFTimeInterval, simpleTime: CFTimeInterval) {
            self.phase = phase
            self.hasEffect = hasEffect
            self.iteration = iteration
            self.progress = progress
            self.isReversing = isReversing
            self.activeTime = activeTime
            self.simpleTime = simpleTime
        }
    }

    /// Cycle counts within this many cycles of a whole number are taken as that whole number.
    @usableFromInline static let boundaryTolerance = 1e-9

    /// The largest whole number not above `value` (`value.rounded(.down)`), by conversion to an
    /// integer where that is exact, which compiles to two instructions rather than a library call.
    @inlinable @inline(__always)
    static func floor(_ value: Double) -> Double {
        guard abs(value) < 0x1p52 else { return value.rounded(.down) }
        let truncated = Double(Int64(value))
        return truncated > value ? truncated - 1 : truncated
    }

    /// Evaluates the timing at `parentTime`, a time in the parent's time space (for an animation,
    /// its layer's local time).
    @inlinable @inline(__always)
    public func evaluate(atParentTime parentTime: CFTimeInterval) -> Evaluation {
        evaluate(atParentTime: parentTime, durations: durations)
    }

    /// The simple, cycle and active durations, which depend only on the properties: what a caller
    /// evaluating the same timing many times can keep.
    @inlinable
    var durations: (simple: CFTimeInterval, cycle: CFTimeInterval, active: CFTimeInterval) {
        (simpleDuration, cycleDuration, activeDuration)
    }

    /// ``evaluate(atParentTime:)`` with `durations` the timing's ``durations``.
    @inlinable @inline(__always)
    func evaluate(atParentTime parentTime: CFTimeInterval,
                  durations: (simple: CFTimeInterval, cycle: CFTimeInterval, active: CFTimeInterval)) -> Evaluation {
        let (simple, cycle, active) = durations
        let elapsed = (parentTime - beginTime) * Double(speed)

        let phase: Phase
        let clamped: Double
        if !(elapsed >= 0) {
            phase = .before
            clamped = 0
        } else if active.isFinite && elapsed >= active - Self.boundaryTolerance * min(cycle, active) {
            phase = .after
            clamped = active
        } else {
            phase = .active
            clamped = elapsed
        }

        let local = clamped + timeOffset
        var cycles = cycle.isFinite ? local / cycle : 0
        if !cycles.isFinite { cycles = 0 }
        // Within the tolerance of a whole number of cycles, take that whole number: the fraction
        // (exact: a double minus its floor) is then 0.
        var whole = Self.floor(cycles)
        var fraction = cycles - whole
        if fraction <= Self.boundaryTolerance {
            fraction = 0
        } else if 1 - fraction <= Self.boundaryTolerance {
            whole += 1
            fraction = 0
        }
        if phase == .after && fraction == 0 {
            // The end of the active duration falls on a cycle boundary: hold the end of the last
            // cycle, not the start of the next one.
            fraction = 1
            whole -= 1
        }

        var progress = fraction
        var reversing = false
        if autoreverses {
            let doubled = fraction * 2
            if doubled > 1 {
                progress = 2 - doubled
                reversing = true
            } else {
                progress = doubled
            }
        }

        let hasEffect = switch phase {
        case .before: fillsBackwards
        case .active: true
        case .after: fillsForwards
        }
        let iteration = whole >= Double(Int.max) ? Int.max : (whole <= Double(Int.min) ? Int.min : Int(whole))
        return Evaluation(
            phase: phase, hasEffect: hasEffect, iteration: iteration, progress: progress,
            isReversing: reversing, activeTime: clamped,
            simpleTime: simple.isFinite ? progress * simple : local)
    }
}
