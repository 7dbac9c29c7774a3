/// The values half of a keyframe animation: the value at any progress, for values of one
/// ``Interpolatable`` type, in every calculation mode.
///
/// Pair it with the ``KeyframeTimeline`` built for the same keyframes. By the timeline's mode:
/// - `linear` and `paced`: ``Interpolatable/interpolated(to:fraction:)`` between the two keyframes of
///   the segment the timeline locates (the paced timeline has placed the keyframes by distance);
/// - `discrete`: the keyframe the timeline reports, uninterpolated;
/// - `cubic`: the ``KeyframeSpline`` through the values, at the segment and fraction the timeline
///   locates (so `keyTimes` and `timingFunctions` apply, as Apple documents for cubic mode);
/// - `cubicPaced`: the same spline, traversed at constant speed along its own length
///   (``KeyframeSplinePacing``); the timeline's key times, from the chord lengths, only scale the
///   spline's tangents.
///
/// A keyframe's value is returned exactly at its key time, and a single keyframe is returned at every
/// progress. Everything is precomputed; ``value(at:)`` allocates only if the value type itself does
/// (arrays, paths, colours).
///
/// An immutable object rather than a value: a track holds one and reads it every frame, in place,
/// where a value holding this many arrays would be copied out (retaining each) first.
package final class KeyframeSequence<Value: Interpolatable>: Sendable {
    /// The keyframe values.
    package let values: [Value]
    /// The timeline the values are placed on.
    package let timeline: KeyframeTimeline
    /// The spline, in the cubic modes.
    package let spline: KeyframeSpline<Value>?
    /// The arc-length table, in `cubicPaced` mode.
    package let pacing: KeyframeSplinePacing?

    /// The sequence of `values` on `timeline`, with the animation's `tensionValues`,
    /// `continuityValues` and `biasValues` (used in the cubic modes only). Nil when `values` is empty.
    ///
    /// - Precondition: `timeline.keyframeCount == values.count`.
    package init?(values: [Value], timeline: KeyframeTimeline,
                  tensionValues: [Double]?, continuityValues: [Double]?, biasValues: [Double]?) {
        guard !values.isEmpty else { return nil }
        precondition(timeline.keyframeCount == values.count,
                     "KeyframeSequence: the timeline has \(timeline.keyframeCount) keyframes for \(values.count) values")
        self.values = values
        self.timeline = timeline
        if timeline.isCubic {
            let spline = KeyframeSpline(values: values, keyTimes: timeline.keyTimes, tension: tensionValues,
                                        continuity: continuityValues, bias: biasValues)
            self.spline = spline
            pacing = timeline.calculationMode == .cubicPaced ? KeyframeSplinePacing(spline: spline) : nil
        } else {
            spline = nil
            pacing = nil
        }
    }

    /// The sequence of `values` with its timeline built from the animation's properties: in the paced
    /// modes the timeline is paced by ``segmentLengths(of:)``. Nil when `values` is empty.
    package convenience init?(values: [Value], keyTimes: [Double]?, calculationMode: CAAnimationCalculationMode,
                  timingFunctions: [CubicTimingCurve]?, tensionValues: [Double]? = nil,
                  continuityValues: [Double]? = nil, biasValues: [Double]? = nil) {
        let paced = calculationMode == .paced || calculationMode == .cubicPaced
        let timeline = KeyframeTimeline(keyframeCount: values.count, keyTimes: keyTimes, calculationMode: calculationMode,
                                        timingFunctions: timingFunctions,
                                        segmentLengths: paced ? Self.segmentLengths(of: values) : nil)
        self.init(values: values, timeline: timeline, tensionValues: tensionValues, continuityValues: continuityValues,
                  biasValues: biasValues)
    }

    /// The value at `progress`, the animation's progress with its own timing function applied.
    ///
    /// Progress outside [0, 1] (an overshooting timing function) extrapolates the first or last
    /// segment in the linear, paced and cubic modes (see ``KeyframeTimeline/locate(_:)``), and is
    /// clamped in the discrete and cubic paced modes.
    package func value(at progress: Double) -> Value {
        let count = values.count
        guard count > 1 else { return values[0] }
        if let pacing, let located = pacing.locate(progress) {
            return segmentValue(located.segment, located.fraction)
        }
        let (segment, fraction) = timeline.locate(progress)
        if timeline.isDiscrete { return values[min(segment, count - 1)] }
        return segmentValue(segment, fraction)
    }

    /// The value at `fraction` along segment `segment`: the keyframes themselves at 0 and 1.
    @inline(__always)
    private func segmentValue(_ segment: Int, _ fraction: Double) -> Value {
        if fraction == 0 { return values[segment] }
        if fraction == 1 { return values[segment + 1] }
        if let spline { return spline.value(segment: segment, fraction: fraction) }
        return values[segment].interpolated(to: values[segment + 1], fraction: fraction)
    }

    /// The distance between each value and the next, measured by
    /// ``Interpolatable/interpolationDistance(to:)``: the `segmentLengths` of a paced
    /// ``KeyframeTimeline``. Empty for fewer than two values.
    package static func segmentLengths(of values: [Value]) -> [Double] {
        guard values.count > 1 else { return [] }
        return (1..<values.count).map { values[$0 - 1].interpolationDistance(to: values[$0]) }
    }
}
