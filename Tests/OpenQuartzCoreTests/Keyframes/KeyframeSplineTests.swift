#if !QUARTZCORE_COMPATIBILITY_TEST
import OpenQuartzCore
import QuartzCoreTestSupport
import Testing

@Suite("Keyframes: cubic splines")
struct KeyframeSplineTests {
    let values: [Double] = [0, 10, 5, 20, 15]

    func cubic<V: Interpolatable>(_ values: [V], keyTimes: [Double]? = nil, mode: CAAnimationCalculationMode = .cubic,
                                  tension: [Double]? = nil, continuity: [Double]? = nil,
                                  bias: [Double]? = nil) -> KeyframeSequence<V> {
        KeyframeSequence(values: values, keyTimes: keyTimes, calculationMode: mode, timingFunctions: nil,
                         tensionValues: tension, continuityValues: continuity, biasValues: bias)!
    }

    /// The uniform Catmull-Rom segment from p1 to p2, in its matrix form (independent of the
    /// implementation's Hermite form).
    func catmullRom(_ p0: Double, _ p1: Double, _ p2: Double, _ p3: Double, _ s: Double) -> Double {
        0.5 * (2 * p1 + (p2 - p0) * s + (2 * p0 - 5 * p1 + 4 * p2 - p3) * s * s + (3 * p1 - p0 - 3 * p2 + p3) * s * s * s)
    }

    @Test func zeroParametersAreCatmullRom() {
        let s = cubic(values)
        // Four segments of a quarter each. The ends mirror their neighbour (the documented choice):
        // the phantom before the first value is 2 * 0 - 10, after the last 2 * 15 - 20.
        let padded = [-10] + values + [10]
        for segment in 0..<4 {
            for fraction in stride(from: 0.0, through: 1, by: 0.125) {
                let expected = catmullRom(padded[segment], padded[segment + 1], padded[segment + 2], padded[segment + 3],
                                          fraction)
                let value = s.value(at: (Double(segment) + fraction) / 4)
                #expect(value.isApproximatelyEqual(to: expected, absoluteTolerance: 1e-9), "segment \(segment) at \(fraction)")
            }
        }
    }

    @Test func theSplinePassesThroughTheKeyframes() {
        let keyTimes = [0, 0.1, 0.5, 0.55, 1]
        let s = cubic(values, keyTimes: keyTimes, tension: [0.3, -0.5, 1], continuity: [0, 0.7], bias: [-1, 0.2])
        for (time, value) in zip(keyTimes, values) {
            #expect(s.value(at: time) == value)
        }
    }

    @Test func tensionOneGivesZeroTangents() {
        let s = cubic(values, tension: [1, 1, 1, 1, 1])
        let spline = s.spline!
        #expect(spline.outgoing.allSatisfy { $0 == 0 } && spline.incoming.allSatisfy { $0 == 0 })
        // Each segment is then p0 + (p1 - p0)(3s^2 - 2s^3): at a quarter, 0.15625 of the way.
        let expected: Double = 10 + (5 - 10) * 0.15625
        #expect(s.value(at: 0.25 + 0.0625).isApproximatelyEqual(to: expected, absoluteTolerance: 1e-12))
    }

    @Test func twoKeyframesAreLinear() {
        let s = cubic([CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 40)])
        for time in [0.1, 0.37, 0.5, 0.9] {
            #expect(s.value(at: time).isApproximatelyEqual(to: CGPoint(x: 100 * time, y: 40 * time), absoluteTolerance: 1e-9))
        }
    }

    /// Apple: positive continuity gives sharper corners; at +1 each segment runs straight along its
    /// chord. Negative continuity gives inverted corners: each segment leaves along the chord before.
    @Test func continuityFollowsApplesSign() {
        let sharp = cubic(values, continuity: [1, 1, 1, 1, 1])
        let expected: Double = 10 + (5 - 10) * 0.25
        #expect(sharp.value(at: 0.25 + 0.0625).isApproximatelyEqual(to: expected, absoluteTolerance: 1e-12))
        let inverted = cubic(values, continuity: [0, -1, 0, 0, 0]).spline!
        #expect(inverted.outgoing[1] == 10)   // the chord before keyframe 1: 10 - 0
        #expect(inverted.incoming[1] == -5)   // the chord after: 5 - 10
    }

    @Test func biasLeansTowardOneChord() {
        let before = cubic(values, bias: [0, 1]).spline!
        #expect(before.outgoing[1] == 10 && before.incoming[1] == 10)
        let after = cubic(values, bias: [0, -1]).spline!
        #expect(after.outgoing[1] == -5 && after.incoming[1] == -5)
        // Missing and out-of-range parameters: 0, and clamped to [-1, 1].
        #expect(cubic(values, bias: [0, 5]).spline!.outgoing[1] == 10)
        #expect(cubic(values, bias: [0, .nan]).spline!.outgoing[1] == 2.5)
    }

    /// Uneven key times scale the tangents so that the velocity does not jump at a keyframe.
    @Test func unevenKeyTimesKeepTheVelocityContinuous() {
        let s = cubic([0.0, 10, 30], keyTimes: [0, 0.2, 1])
        let h = 1e-6
        let left = (s.value(at: 0.2) - s.value(at: 0.2 - h)) / h
        let right = (s.value(at: 0.2 + h) - s.value(at: 0.2)) / h
        // Catmull-Rom tangent 15 per segment, scaled to 2 * 15 / (0.2 + 0.8) = 30 per unit of time.
        #expect(left.isApproximatelyEqual(to: 30, absoluteTolerance: 1e-3))
        #expect(right.isApproximatelyEqual(to: 30, absoluteTolerance: 1e-3))
    }

    @Test func cubicHonoursTimingFunctions() {
        let easeIn = CAMediaTimingFunction(name: .easeIn).curve
        let eased = KeyframeSequence(values: [0.0, 10, 30], keyTimes: nil, calculationMode: .cubic,
                                     timingFunctions: [easeIn, easeIn])!
        let plain = cubic([0.0, 10, 30])
        #expect(eased.value(at: 0.25) == plain.value(at: easeIn.value(at: 0.5) / 2))
    }

    /// cubicPaced: equal progress steps cover equal lengths of the curve.
    @Test func cubicPacedMovesAtConstantSpeed() {
        let points = [CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 50), CGPoint(x: 120, y: 0), CGPoint(x: 300, y: 100)]
        let s = cubic(points, keyTimes: [0, 0.9, 0.95, 1], mode: .cubicPaced)
        func length(from a: Double, to b: Double) -> Double {
            var total = 0.0, previous = s.value(at: a)
            for k in 1...200 {
                let next = s.value(at: a + (b - a) * Double(k) / 200)
                total += previous.interpolationDistance(to: next)
                previous = next
            }
            return total
        }
        let steps = 20
        let lengths = (0..<steps).map { length(from: Double($0) / Double(steps), to: Double($0 + 1) / Double(steps)) }
        let mean = lengths.reduce(0, +) / Double(steps)
        for (index, step) in lengths.enumerated() {
            #expect(abs(step - mean) <= 0.005 * mean, "step \(index): \(step) against \(mean)")
        }
        #expect(s.value(at: 0) == points[0] && s.value(at: 1) == points[3])
    }

    @Test func cubicPacedOfEqualValuesHolds() {
        let s = cubic([4.0, 4, 4], mode: .cubicPaced)
        #expect([0, 0.3, 1].map(s.value(at:)) == [4, 4, 4])
    }
}
#endif
