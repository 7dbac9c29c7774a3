/// The timing of a layer or animation as a value, and the one evaluator of Core Animation's timing
/// model (an OpenQuartzCore addition).
///
/// `MediaTiming` holds the ``CAMediaTiming`` properties and maps a time in the parent's time space
/// to a phase (before, active, after), an iteration, and a progress through the simple duration.
/// Layers, animations, groups and the renderer all go through it, so the rules live in one place:
///
/// ```
/// d     = duration > 0 ? duration : defaultDuration (the transaction's, or 0.25 s)
/// cycle = autoreverses ? 2 d : d
/// AD    = repeatDuration > 0 ? repeatDuration : (repeatCount > 0 ? repeatCount * cycle : cycle)
/// e     = (parentTime - beginTime) * speed               (active time)
/// before: e < 0;  after: e >= AD;  active otherwise       (e is clamped to [0, AD])
/// t     = e + timeOffset;  u = t mod cycle, except u = cycle exactly at the end of the active duration
/// progress = autoreverses && u > d ? (cycle - u) / d : u / d
/// ```
///
/// The model comes from Apple's CAMediaTiming.h (the time-space formula, the defaults, the meaning
/// of `repeatCount`, `repeatDuration` and `autoreverses`) and from the conformance rules where Apple
/// is silent: `timeOffset` shifts where in the cycle an object starts but not its active window, and
/// is not scaled by `speed`; a negative speed makes the active time negative, so the object is
/// "before" its active duration and shows only a backwards fill.
///
/// Cycle boundaries are exact within 1e-9 of a cycle: a time that floating-point arithmetic puts a
/// hair before or after a boundary (3 x 0.1 s is 0.30000000000000004) counts as on it.
///
/// Evaluation is pure and allocation-free; the timing function is applied by the caller.
public struct MediaTiming: Sendable, Hashable {
    /// See ``CAMediaTiming/beginTime``.
    public var beginTime: CFTimeInterval
    /// See ``CAMediaTiming/duration``; 0 or less means ``defaultDuration``.
    public var duration: CFTimeInterval
    /// See ``CAMediaTiming/speed``.
    public var speed: Float
    /// See ``CAMediaTiming/timeOffset``.
    public var timeOffset: CFTimeInterval
    /// See ``CAMediaTiming/repeatCount``.
    public var repeatCount: Float
    /// See ``CAMediaTiming/repeatDuration``.
    public var repeatDuration: CFTimeInterval
    /// See ``CAMediaTiming/autoreverses``.
    public var autoreverses: Bool
    /// Whether the object holds its initial state before its active duration.
    public var fillsBackwards: Bool
    /// Whether the object holds its final state after its active duration.
    public var fillsForwards: Bool
    /// The simple duration used when ``duration`` is 0 or less: the duration of the transaction that
    /// added the animation. When it is not positive either, 0.25 seconds.
    public var defaultDuration: CFTimeInterval

    /// Creates a timing with the given properties; the defaults are Apple's.
    public init(beginTime: CFTimeInterval = 0, duration: CFTimeInterval = 0, speed: Float = 1,
                timeOffset: CFTimeInterval = 0, repeatCount: Float = 0, repeatDuration: CFTimeInterval = 0,
                autoreverses: Bool = false, fillMode: CAMediaTimingFillMode = .removed,
                defaultDuration: CFTimeInterval = 0.25) {
        self.beginTime = beginTime
        self.duration = duration
        self.speed = speed
        self.timeOffset = timeOffset
        self.repeatCount = repeatCount
        self.repeatDuration = repeatDuration
        self.autoreverses = autoreverses
        self.fillsBackwards = fillMode.fillsBackwards
        self.fillsForwards = fillMode.fillsForwards
        self.defaultDuration = defaultDuration
    }

    /// Creates the timing of a layer or animation, reading its ``CAMediaTiming`` properties.
    public init(_ object: some CAMediaTiming, defaultDuration: CFTimeInterval = 0.25) {
        self.init(beginTime: object.beginTime, duration: object.duration, speed: object.speed,
                  timeOffset: object.timeOffset, repeatCount: object.repeatCount,
                  repeatDuration: object.repeatDuration, autoreverses: object.autoreverses,
                  fillMode: object.fillMode, defaultDuration: defaultDuration)
    }

    /// The fill mode. Reading it gives the standard mode for ``fillsBackwards`` and
    /// ``fillsForwards``; an unknown mode reads as ``CAMediaTimingFillMode/removed``.
    public var fillMode: CAMediaTimingFillMode {
        get {
            switch (fillsBackwards, fillsForwards) {
            case (false, false): .removed
            case (false, true): .forwards
            case (true, false): .backwards
            case (true, true): .both
            }
        }
        set {
            fillsBackwards = newValue.fillsBackwards
            fillsForwards = newValue.fillsForwards
        }
    }

    /// The duration of one pass: ``duration`` when positive, else ``defaultDuration``, else 0.25 s.
    @inlinable
    public var simpleDuration: CFTimeInterval {
        if duration > 0 { return duration }
        return defaultDuration > 0 ? defaultDuration : 0.25
    }

    /// The duration of one repeat: twice the simple duration when the object autoreverses.
    @inlinable
    public var cycleDuration: CFTimeInterval {
        autoreverses ? 2 * simpleDuration : simpleDuration
    }

    /// How long the object is active in its local time: `repeatDuration` when positive, else
    /// `repeatCount` cycles when positive (infinite for `.infinity`), else one cycle.
    @inlinable
    public var activeDuration: CFTimeInterval {
        if repeatDuration > 0 { return repeatDuration }
        if repeatCount > 0 { return Double(repeatCount) * cycleDuration }
        return cycleDuration
    }

    /// The local time for a time in the parent's time space: `(parentTime - beginTime) * speed + timeOffset`.
    @inlinable
    public func localTime(fromParentTime parentTime: CFTimeInterval) -> CFTimeInterval {
        (parentTime - beginTime) * Double(speed) + timeOffset
    }

    /// The parent time for a local time, the inverse of ``localTime(fromParentTime:)``.
    ///
    /// With speed 0 every parent time maps to the same local time and there is no inverse; the
    /// result is then ``beginTime``.
    @inlinable
    public func parentTime(fromLocalTime localTime: CFTimeInterval) -> CFTimeInterval {
        speed == 0 ? beginTime : (localTime - timeOffset) / Double(speed) + beginTime
    }
}

extension MediaTiming {
    /// The parent time at which the active duration begins (`beginTime`), or nil when local time
    /// does not move forward (speed 0 or negative).
    public var parentTimeOfActiveStart: CFTimeInterval? {
        speed > 0 ? beginTime : nil
    }

    /// The parent time at which the active duration ends, or nil when it never does (infinite
    /// repeats, or speed 0 or negative).
    public var parentTimeOfActiveEnd: CFTimeInterval? {
        let end = beginTime + activeDuration / Double(speed)
        return speed > 0 && end.isFinite ? end : nil
    }
}
