/// The timing half of a keyframe animation: which keyframe segment an animation's progress falls
/// in, and how far through it, whatever the type of the values.
///
/// Built from a `CAKeyframeAnimation`'s `keyTimes`, `timingFunctions` and `calculationMode`, and
/// asked ``locate(_:)`` once per frame. Apple's rules (details in `KeyframeTimeline+Rules.swift`):
/// - `keyTimes`: one per keyframe, each in [0, 1], non-decreasing, the first 0 and the last 1; in
///   discrete mode one more than the keyframes. Invalid key times are ignored and the keyframes are
///   spaced evenly, as they are when `keyTimes` is nil.
/// - `timingFunctions`: one per segment (keyframes - 1), each easing the progress within its
///   segment, after the animation's own `timingFunction` (which the caller applies).
/// - `paced` and `cubicPaced` ignore both and take the key times from the cumulative distance
///   between keyframes (`segmentLengths`).
///
/// Segments: in every mode but discrete, segment `i` runs from keyframe `i` to keyframe `i + 1`
/// between key times `i` and `i + 1`; in discrete mode ``locate(_:)`` reports the keyframe to show.
///
/// Everything is computed in `init`; ``locate(_:)`` is a binary search and at most one timing-curve
/// evaluation, without allocation.
package struct KeyframeTimeline: Sendable {
    /// The number of keyframes (values, or path points).
    package let keyframeCount: Int
    /// The calculation mode in force: the one given, or `linear` for a mode Apple does not define
    /// (`linear` is `calculationMode`'s default).
    package let calculationMode: CAAnimationCalculationMode
    /// The key times in use: `keyframeCount` of them, or `keyframeCount + 1` in discrete mode (where
    /// keyframe `i` shows from key time `i` until key time `i + 1`). Empty for zero keyframes.
    package let keyTimes: [Double]
    /// The timing curve of each segment, or nil when every segment is linear (no `timingFunctions`,
    /// too few of them, or a mode that ignores them).
    package let segmentCurves: [CubicTimingCurve]?

    /// Whether the mode is discrete: ``locate(_:)`` then reports a keyframe index.
    package let isDiscrete: Bool
    /// Whether the mode is cubic or cubic paced: values follow a spline through the keyframes.
    package let isCubic: Bool
    /// Whether the mode is paced or cubic paced: key times come from distances.
    package let isPaced: Bool
    /// The number of segments ``locate(_:)`` may report: the keyframes less one (at least 1 when
    /// there is a keyframe), or in discrete mode the keyframes themselves.
    package var segmentCount: Int { isDiscrete ? keyframeCount : max(keyframeCount - 1, min(keyframeCount, 1)) }

    /// Builds the timeline of `keyframeCount` keyframes.
    ///
    /// - Parameters:
    ///   - keyTimes: the animation's `keyTimes`, as doubles; nil for even spacing. Ignored when
    ///     invalid for the mode, and in the paced modes.
    ///   - calculationMode: the animation's `calculationMode`.
    ///   - timingFunctions: the curves of the animation's `timingFunctions`, for linear and cubic
    ///     mode. Fewer than `keyframeCount - 1`: ignored (all linear); more: the first ones are used.
    ///   - segmentLengths: the distance between each keyframe and the next (`keyframeCount - 1` of
    ///     them), for the paced modes; see ``KeyframeSequence/segmentLengths(of:)``. Without valid
    ///     lengths (nil, a wrong count, a negative or non-finite length, or a total of zero) the
    ///     paced modes space keyframes evenly.
    package init(keyframeCount: Int, keyTimes: [Double]?, calculationMode: CAAnimationCalculationMode,
                 timingFunctions: [CubicTimingCurve]?, segmentLengths: [Double]?) {
        let count = max(keyframeCount, 0)
        let mode = Self.normalised(calculationMode)
        self.keyframeCount = count
        self.calculationMode = mode
        let discrete = mode == .discrete
        let paced = mode == .paced || mode == .cubicPaced
        isDiscrete = discrete
        isCubic = mode == .cubic || mode == .cubicPaced
        isPaced = paced
        if paced {
            self.keyTimes = Self.pacedKeyTimes(segmentLengths, keyframeCount: count)
                ?? Self.evenKeyTimes(keyframeCount: count, discrete: false)
        } else {
            self.keyTimes = Self.validKeyTimes(keyTimes, keyframeCount: count, discrete: discrete)
                ?? Self.evenKeyTimes(keyframeCount: count, discrete: discrete)
        }
        segmentCurves = paced || discrete ? nil : Self.segmentCurves(timingFunctions, segmentCount: count - 1)
    }

    /// The segment that `progress` falls in and the eased fraction within it; in discrete mode the
    /// keyframe to show, with fraction 0.
    ///
    /// `progress` is the animation's progress with its own timing function applied. From 0 to 1:
    /// - the segment is the last one whose start key time is at or before `progress` (so at a key
    ///   time shared by several keyframes the latest applies), and at 1 the last segment, fraction 1;
    /// - the fraction is the position between the segment's key times, eased by its timing curve.
    ///
    /// Outside [0, 1] (a timing function that overshoots) the first and last segments extrapolate: the
    /// fraction is the linear position beyond the segment's key times, not eased (timing curves are
    /// defined on [0, 1] only), so that interpolation overshoots the end keyframes as it would in a
    /// basic animation. Discrete mode clamps, and NaN reads as 0. With fewer than two keyframes the
    /// answer is segment 0, fraction 0.
    package func locate(_ progress: Double) -> (segment: Int, fraction: Double) {
        let p = progress.isNaN ? 0 : progress
        if isDiscrete {
            guard keyframeCount > 1 else { return (0, 0) }
            return (lastStart(atOrBefore: min(max(p, 0), 1), below: keyframeCount), 0)
        }
        let segments = keyframeCount - 1
        guard segments > 0 else { return (0, 0) }
        if p >= 1 {
            let width = keyTimes[segments] - keyTimes[segments - 1]
            return (segments - 1, p == 1 || width <= 0 ? 1 : 1 + (p - 1) / width)
        }
        let index = lastStart(atOrBefore: max(p, 0), below: segments)
        let start = keyTimes[index], width = keyTimes[index + 1] - start
        guard width > 0 else { return (index, 1) }
        let raw = (p - start) / width
        if p < 0 { return (index, raw) }
        guard let curves = segmentCurves else { return (index, raw) }
        return (index, curves[index].value(at: raw))
    }

    /// The largest index below `limit` whose key time is at or before `p` (0 when none is). The
    /// key times never decrease, so for a few keyframes that is the count of those after the first
    /// that are at or before `p`: counted without a branch (a binary search's branches go either
    /// way as the progress moves, and mispredict).
    @inline(__always)
    private func lastStart(atOrBefore p: Double, below limit: Int) -> Int {
        if limit <= 16 {
            var count = 0
            for index in 1..<max(limit, 1) { count &+= keyTimes[index] <= p ? 1 : 0 }
            return count
        }
        var low = 0, high = limit - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if keyTimes[middle] <= p { low = middle } else { high = middle - 1 }
        }
        return low
    }
}
