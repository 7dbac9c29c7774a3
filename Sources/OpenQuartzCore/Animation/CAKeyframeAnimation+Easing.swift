extension CAKeyframeAnimation {
    /// A keyframe animation from `fromValue` to `toValue` eased by any function: the seeds'
    /// "Automating the Process" (an OpenQuartzCore addition).
    ///
    /// A cubic Bezier timing function cannot draw every easing (a bounce, an elastic), so the
    /// animation samples the easing at `framesPerSecond` keyframes per second of `duration` (60 by
    /// default, as the seeds choose to match the display) and moves linearly between them. The values
    /// are interpolated as animations interpolate them (``Interpolation``), so `NSValue` boxes and
    /// numbers work, and values that cannot be interpolated switch where the eased time reaches one
    /// half. Unlike the seeds' listing, the final value (at t = 1) is included by default, so the
    /// animation ends on `toValue`; `includesEnd: false` gives the listing's keyframes exactly.
    public convenience init(keyPath path: String, fromValue: Any, toValue: Any, duration: CFTimeInterval,
                            framesPerSecond: Double = 60, includesEnd: Bool = true,
                            easing: (Double) -> Double) {
        self.init(keyPath: path)
        self.duration = duration
        values = KeyframeSampling.sampled(fromValue: fromValue, toValue: toValue, duration: duration,
                                          framesPerSecond: framesPerSecond, includesEnd: includesEnd, easing: easing)
    }

    /// A keyframe animation from `fromValue` to `toValue` eased by one of Penner's functions, such as
    /// ``EasingFunction/bounceEaseOut``; see the initializer taking an easing closure.
    public convenience init(keyPath path: String, fromValue: Any, toValue: Any, duration: CFTimeInterval,
                            framesPerSecond: Double = 60, includesEnd: Bool = true, easing: EasingFunction) {
        self.init(keyPath: path, fromValue: fromValue, toValue: toValue, duration: duration,
                  framesPerSecond: framesPerSecond, includesEnd: includesEnd) { easing($0) }
    }
}
