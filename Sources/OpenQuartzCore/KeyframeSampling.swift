/// Turns any easing function into keyframe values, the technique of the seeds' Easing chapter,
/// "Automating the Process" (an OpenQuartzCore addition).
///
/// A cubic Bezier timing function cannot draw a bounce or an elastic wobble; sampling the easing
/// function densely and animating straight between the samples can. The seeds' listing takes
/// `numFrames = duration * 60` frames ("Core Animation renders updates to the screen at 60 frames
/// per second"), the normalised time `i / numFrames` of frame `i` for `i` from 0 below `numFrames`,
/// and the value `from + (to - from) * easing(time)` of each, then hands the list to a
/// `CAKeyframeAnimation` with the same duration and no `keyTimes`.
///
/// The seeds stop one frame short: the time 1 is never sampled, so the last keyframe holds
/// `easing((numFrames - 1) / numFrames)` rather than the end value, and with evenly spaced keyframes
/// each sample plays at `i / (numFrames - 1)` of the duration instead of its own time `i / numFrames`.
/// Here the final frame at time 1 is added by default (`includesEnd`), which puts every sample at
/// exactly its own time and ends the animation on `easing(1)`, the end value for any easing that
/// reaches 1; pass `includesEnd: false` for the seeds' list exactly.
///
/// ```swift
/// let frames = KeyframeSampling.sampled(from: CGPoint(x: 150, y: 32), to: CGPoint(x: 150, y: 268),
///                                       duration: 1, easing: .bounceEaseOut)
/// animation.values = frames   // 61 positions, bouncing to rest at (150, 268)
/// ```
public enum KeyframeSampling {
    /// The number of frames the seeds take for `duration` seconds: `duration * framesPerSecond`,
    /// truncated as the seeds' conversion to `NSInteger` truncates (after snapping products within
    /// 1e-9 of a whole number to it, so that representation error does not lose a frame). At least 1;
    /// 1 for a non-finite or negative product.
    public static func frameCount(duration: CFTimeInterval, framesPerSecond: Double = 60) -> Int {
        let product = duration * framesPerSecond
        guard product.isFinite, product >= 1 else { return 1 }
        let nearest = product.rounded()
        let frames = abs(product - nearest) <= 1e-9 * max(1, nearest) ? nearest : product.rounded(.towardZero)
        return frames >= Double(Int.max) ? Int.max : Int(frames)
    }

    /// The normalised times at which to sample: `i / n` for `i` in `0..<n` with `n` the
    /// ``frameCount(duration:framesPerSecond:)``, and 1 after them when `includesEnd` is true.
    public static func sampleTimes(duration: CFTimeInterval, framesPerSecond: Double = 60,
                                   includesEnd: Bool = true) -> [Double] {
        let n = frameCount(duration: duration, framesPerSecond: framesPerSecond)
        var times = (0..<n).map { Double($0) / Double(n) }
        if includesEnd { times.append(1) }
        return times
    }

    /// Keyframe values from `from` to `to` eased by `easing`: at each of the
    /// ``sampleTimes(duration:framesPerSecond:includesEnd:)``, `from` interpolated toward `to` by
    /// `easing(time)` (``Interpolatable/interpolated(to:fraction:)``, which extrapolates where the
    /// easing leaves [0, 1]).
    public static func sampled<Value: Interpolatable>(
        from: Value, to: Value, duration: CFTimeInterval, framesPerSecond: Double = 60,
        includesEnd: Bool = true, easing: (Double) -> Double
    ) -> [Value] {
        sampleTimes(duration: duration, framesPerSecond: framesPerSecond, includesEnd: includesEnd)
            .map { from.interpolated(to: to, fraction: easing($0)) }
    }

    /// Keyframe values eased by one of Penner's functions, such as the seeds' `bounceEaseOut`.
    public static func sampled<Value: Interpolatable>(
        from: Value, to: Value, duration: CFTimeInterval, framesPerSecond: Double = 60,
        includesEnd: Bool = true, easing: EasingFunction
    ) -> [Value] {
        sampled(from: from, to: to, duration: duration, framesPerSecond: framesPerSecond, includesEnd: includesEnd) {
            easing($0)
        }
    }

    /// Keyframe values from values held as `Any` (`NSValue`, `NSNumber`, ...), as an animation's
    /// `fromValue` and `toValue` and the seeds' listing hold them: each is
    /// ``Interpolation/interpolate(from:to:fraction:)``, so values that cannot be interpolated switch
    /// from `fromValue` to `toValue` where the eased time reaches 0.5. (Labelled apart from the typed
    /// form, which a non-generic overload taking `Any` would otherwise shadow.)
    public static func sampled(
        fromValue: Any, toValue: Any, duration: CFTimeInterval, framesPerSecond: Double = 60,
        includesEnd: Bool = true, easing: (Double) -> Double
    ) -> [Any] {
        sampleTimes(duration: duration, framesPerSecond: framesPerSecond, includesEnd: includesEnd)
            .map { Interpolation.interpolate(from: fromValue, to: toValue, fraction: easing($0)) }
    }
}
