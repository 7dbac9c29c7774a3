/// The Kochanek–Bartels spline through a keyframe animation's values: what the `cubic` and
/// `cubicPaced` calculation modes interpolate along.
///
/// Apple's documentation of `cubic`: "Intermediate frames are computed using a Catmull-Rom spline
/// that passes through the keyframes", adjustable by tension, continuity and bias values "using the
/// standard Kochanek-Bartels form". Each segment is the cubic Hermite curve from keyframe `i` to
/// keyframe `i + 1` with the outgoing tangent of `i` and the incoming tangent of `i + 1`. With
/// tension T, continuity C and bias B at keyframe `i`, and the chords `a = P[i] - P[i-1]`,
/// `b = P[i+1] - P[i]`:
///
///     outgoing = (1-T)(1+B)(1-C)/2 a + (1-T)(1-B)(1+C)/2 b
///     incoming = (1-T)(1+B)(1+C)/2 a + (1-T)(1-B)(1-C)/2 b
///
/// All zero gives Catmull-Rom, `(P[i+1] - P[i-1]) / 2`; tension 1 gives zero tangents ("positive
/// values indicate a tighter curve", Apple). Bias +1 takes the tangent from the chord before the
/// keyframe and -1 from the chord after, as in Kochanek and Bartels (1984).
///
/// Continuity follows Apple's documentation of `continuityValues`, "positive values result in
/// sharper corners while negative values create inverted corners": at +1 each segment leaves and
/// arrives along its own chord (straight segments, a sharp corner at every keyframe). Kochanek and
/// Bartels' continuity parameter has the opposite sign (their -1 gives these "box" corners and +1
/// inverted ones), so the formulas above are theirs with C negated.
///
/// Choices where Apple is silent:
/// - End keyframes have one neighbour. The missing one is mirrored (`P[-1] = 2 P[0] - P[1]`), so the
///   end chord serves for both: with two keyframes the spline is the straight line at constant speed,
///   the same as linear mode.
/// - Uneven key times: as Kochanek and Bartels prescribe for keys unevenly spaced in time, each
///   interior keyframe's incoming tangent is scaled by `2 d0 / (d0 + d1)` and its outgoing tangent
///   by `2 d1 / (d0 + d1)`, `d0` and `d1` being the durations of the segments before and after, so
///   the velocity does not jump at the keyframe. Evenly spaced keys are unchanged.
/// - Parameters are clamped to [-1, 1]; NaN and missing entries read as 0 (Apple: "If you do not
///   specify a value for a given control point, the value 0 is used"); extra entries are ignored.
///
/// Tangents and evaluation use only ``Interpolatable``'s operations, so every animatable type has a
/// spline; integer types round each term. Tangents are computed once, in `init`.
package struct KeyframeSpline<Value: Interpolatable>: Sendable {
    /// The keyframes the spline passes through.
    package let values: [Value]
    /// The tangent with which segment `i` leaves keyframe `i`.
    package let outgoing: [Value]
    /// The tangent with which segment `i - 1` arrives at keyframe `i`.
    package let incoming: [Value]

    /// The spline through `values`, with per-keyframe parameters and, when given, the key times
    /// (one per value) that scale the tangents of unevenly spaced keys. An empty `values` gives an
    /// empty spline.
    package init(values: [Value], keyTimes: [Double]?, tension: [Double]?, continuity: [Double]?, bias: [Double]?) {
        self.values = values
        let n = values.count
        guard n >= 2 else {
            let zero = values.first.map { $0.subtractingValue($0) }
            outgoing = zero.map { [$0] } ?? []
            incoming = outgoing
            return
        }
        let times = keyTimes?.count == n ? keyTimes : nil
        var outgoing: [Value] = [], incoming: [Value] = []
        outgoing.reserveCapacity(n)
        incoming.reserveCapacity(n)
        for i in 0..<n {
            let before = i > 0 ? values[i].subtractingValue(values[i - 1]) : values[1].subtractingValue(values[0])
            let after = i < n - 1 ? values[i + 1].subtractingValue(values[i]) : values[n - 1].subtractingValue(values[n - 2])
            let t = Self.parameter(tension, i), c = Self.parameter(continuity, i), b = Self.parameter(bias, i)
            var inScale = 1.0, outScale = 1.0
            if let times, i > 0, i < n - 1 {
                let d0 = times[i] - times[i - 1], d1 = times[i + 1] - times[i]
                if d0 + d1 > 0 {
                    inScale = 2 * d0 / (d0 + d1)
                    outScale = 2 * d1 / (d0 + d1)
                }
            }
            let k = (1 - t) / 2
            outgoing.append(before.scaled(by: k * (1 + b) * (1 - c) * outScale)
                .adding(after.scaled(by: k * (1 - b) * (1 + c) * outScale)))
            incoming.append(before.scaled(by: k * (1 + b) * (1 + c) * inScale)
                .adding(after.scaled(by: k * (1 - b) * (1 - c) * inScale)))
        }
        self.outgoing = outgoing
        self.incoming = incoming
    }

    /// The number of segments, one fewer than the keyframes.
    package var segmentCount: Int { max(values.count - 1, 0) }

    /// The point at `fraction` (0 at keyframe `segment`, 1 at the next) along segment `segment`.
    ///
    /// Evaluated as `P0 + h01 (P1 - P0) + h10 m0 + h11 m1` with the cubic Hermite basis
    /// `h01 = 3s^2 - 2s^3`, `h10 = s^3 - 2s^2 + s`, `h11 = s^3 - s^2`: the first two terms are
    /// ``Interpolatable/interpolated(to:fraction:)``, so types with their own interpolation (transforms,
    /// colours) keep it. Fractions outside [0, 1] extend the segment's cubic. With one keyframe, that
    /// keyframe.
    package func value(segment: Int, fraction s: Double) -> Value {
        guard values.count >= 2 else { return values[0] }
        let i = min(max(segment, 0), values.count - 2)
        let s2 = s * s, s3 = s2 * s
        let h01 = 3 * s2 - 2 * s3, h10 = s3 - 2 * s2 + s, h11 = s3 - s2
        return values[i].interpolated(to: values[i + 1], fraction: h01)
            .adding(outgoing[i].scaled(by: h10))
            .adding(incoming[i + 1].scaled(by: h11))
    }

    /// Parameter `index` of `array`, clamped to [-1, 1]; 0 when missing or NaN.
    private static func parameter(_ array: [Double]?, _ index: Int) -> Double {
        guard let array, index < array.count, !array[index].isNaN else { return 0 }
        return min(max(array[index], -1), 1)
    }
}
