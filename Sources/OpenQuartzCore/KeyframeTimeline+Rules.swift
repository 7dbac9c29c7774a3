/// The rules that turn an animation's `keyTimes`, `timingFunctions` and distances into the key times
/// and curves a ``KeyframeTimeline`` uses.
extension KeyframeTimeline {
    /// The five modes Apple defines pass through; any other raw value reads as `linear`, the
    /// documented default of `calculationMode`. (Chosen here: Apple does not say what an unknown
    /// mode does.)
    static func normalised(_ mode: CAAnimationCalculationMode) -> CAAnimationCalculationMode {
        switch mode {
        case .linear, .discrete, .paced, .cubic, .cubicPaced: mode
        default: .linear
        }
    }

    /// `keyTimes` when they are valid for the mode, else nil (the caller then spaces keyframes evenly).
    ///
    /// Apple's documentation of `keyTimes`: each value lies in [0, 1] and is greater than or equal to
    /// the one before; in linear and cubic mode there is one per value, the first 0 and the last 1;
    /// in discrete mode "the array should have one more entry than appears in the values array",
    /// again from 0 to 1; and "if the values in this array are invalid or inappropriate for the
    /// current calculation mode, they are ignored". NaN is invalid.
    ///
    /// Discrete mode also accepts exactly one key time per value (chosen here, following the
    /// discrete mode's documentation, "each value / keyTime pair represents the value from the
    /// specified time until the next keyframe"): the first is 0, and the last value shows from its
    /// own key time to the end. The returned array then has a final 1 appended.
    static func validKeyTimes(_ keyTimes: [Double]?, keyframeCount: Int, discrete: Bool) -> [Double]? {
        guard let keyTimes, keyframeCount > 0, let first = keyTimes.first, first == 0 else { return nil }
        var previous = 0.0
        for time in keyTimes {
            guard time >= previous, time <= 1 else { return nil }  // also rejects NaN
            previous = time
        }
        if discrete {
            if keyTimes.count == keyframeCount + 1 { return keyTimes.last == 1 ? keyTimes : nil }
            if keyTimes.count == keyframeCount { return keyTimes + [1] }
            return nil
        }
        guard keyTimes.count == keyframeCount else { return nil }
        // One keyframe cannot have a first key time of 0 and a last of 1; it needs none.
        return keyframeCount == 1 || keyTimes.last == 1 ? keyTimes : nil
    }

    /// Evenly spaced key times, used without `keyTimes` (the seeds' Explicit Animations chapter: the
    /// sequence is traversed with an equal time for each step): `i / (n - 1)` for the `n` keyframes
    /// (a single keyframe at 0), or in discrete mode `i / n` for `i` in `0...n`, so that each of the
    /// `n` values shows for an equal share of the duration (the even form of discrete mode's one more
    /// key time than values; Apple does not spell it out).
    static func evenKeyTimes(keyframeCount n: Int, discrete: Bool) -> [Double] {
        if n == 0 { return [] }
        if discrete { return (0...n).map { i -> Double in i == n ? 1 : Double(i) / Double(n) } }
        if n == 1 { return [0] }
        return (0..<n).map { i -> Double in i == n - 1 ? 1 : Double(i) / Double(n - 1) }
    }

    /// Key times for the paced modes: each keyframe's cumulative distance from the first, divided by
    /// the total, so the animation covers equal distances in equal times.
    ///
    /// Apple's documentation of `paced` and `cubicPaced`: "keyTimes and timingFunction are ignored
    /// and keyframe times are automatically generated to give the animation a constant velocity".
    /// For the values 310, 60, 120, 60, 310 the distances are 250, 60, 60, 250, and the key times
    /// 0, 250/620, 310/620, 370/620 and 1 (vectors.md, "Keyframes"). Nil when `lengths` does not have
    /// `keyframeCount - 1` finite, non-negative entries with a positive total.
    static func pacedKeyTimes(_ lengths: [Double]?, keyframeCount: Int) -> [Double]? {
        guard let lengths, keyframeCount >= 2, lengths.count == keyframeCount - 1,
              lengths.allSatisfy({ $0.isFinite && $0 >= 0 }) else { return nil }
        let total = lengths.reduce(0, +)
        guard total > 0, total.isFinite else { return nil }
        var times = [0.0]
        times.reserveCapacity(keyframeCount)
        var covered = 0.0
        for length in lengths.dropLast() {
            covered += length
            times.append(min(covered / total, 1))
        }
        times.append(1)
        return times
    }

    /// The timing curves of `segmentCount` segments, or nil when they are all linear.
    ///
    /// Apple's documentation of `timingFunctions`: "If the number of keyframes in the values property
    /// is n, then this property should contain n-1 objects", one per segment; the seeds' Easing
    /// chapter says the same ("must be equal to the number of items in the keyframes array minus
    /// one"). Apple does not say what a wrong count does. Chosen here, in line with the rule for
    /// `keyTimes` (an invalid array is ignored): with too few functions the array is ignored and
    /// every segment is linear; with too many the first n-1 are used and the rest ignored.
    static func segmentCurves(_ curves: [CubicTimingCurve]?, segmentCount: Int) -> [CubicTimingCurve]? {
        guard let curves, segmentCount > 0, curves.count >= segmentCount else { return nil }
        let used = Array(curves.prefix(segmentCount))
        return used.allSatisfy(\.isLinear) ? nil : used
    }
}
