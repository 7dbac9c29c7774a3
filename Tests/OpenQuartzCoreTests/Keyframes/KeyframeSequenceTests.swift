#if !QUARTZCORE_COMPATIBILITY_TEST
import OpenQuartzCore
import QuartzCoreTestSupport
import Testing

@Suite("Keyframes: value sequences")
struct KeyframeSequenceTests {
    let apple: [Double] = [310, 60, 120, 60, 310]   // Apple's calculation-mode examples

    func sequence<V: Interpolatable>(_ values: [V], keyTimes: [Double]? = nil, mode: CAAnimationCalculationMode = .linear,
                                     functions: [CubicTimingCurve]? = nil) -> KeyframeSequence<V> {
        KeyframeSequence(values: values, keyTimes: keyTimes, calculationMode: mode, timingFunctions: functions)!
    }

    @Test func linearVectors() {
        // vectors.md: linear, keyTimes [0, .25, .5, .75, 1]: 185 at 0.125, 90 at 0.375, 210 at 0.9.
        let s = sequence(apple, keyTimes: [0, 0.25, 0.5, 0.75, 1])
        #expect(s.value(at: 0.125).isApproximatelyEqual(to: 185, absoluteTolerance: 1e-9))
        #expect(s.value(at: 0.375).isApproximatelyEqual(to: 90, absoluteTolerance: 1e-9))
        #expect(s.value(at: 0.9).isApproximatelyEqual(to: 210, absoluteTolerance: 1e-9))
    }

    @Test func discreteVectors() {
        // vectors.md: discrete, keyTimes [0, .25, .5, .75, 1], values [310, 60, 120, 60].
        let s = sequence([310.0, 60, 120, 60], keyTimes: [0, 0.25, 0.5, 0.75, 1], mode: .discrete)
        #expect(s.value(at: 0.1) == 310)
        #expect(s.value(at: 0.3) == 60)
        #expect(s.value(at: 0.6) == 120)
        #expect(s.value(at: 1.0) == 60)
        // Without keyTimes: a third each.
        let plain = sequence([1.0, 2, 3], mode: .discrete)
        #expect([0, 0.3, 0.34, 0.7, 1].map(plain.value(at:)) == [1, 1, 2, 3, 3])
    }

    @Test func pacedVectors() {
        // vectors.md: paced, values [310, 60, 120, 60, 310]: 155 at 0.25, 120 at 0.5.
        let s = sequence(apple, mode: .paced)
        #expect(s.timeline.keyTimes.isApproximatelyEqual(to: [0, 0.403226, 0.5, 0.596774, 1], absoluteTolerance: 1e-6))
        #expect(s.value(at: 0.25).isApproximatelyEqual(to: 155, absoluteTolerance: 1e-9))
        #expect(s.value(at: 0.5).isApproximatelyEqual(to: 120, absoluteTolerance: 1e-9))
        #expect(KeyframeSequence<Double>.segmentLengths(of: apple) == [250, 60, 60, 250])
    }

    /// The seeds' Easing chapter, Listing 10.6: the bouncing ball, keyTimes [0, .3, .5, .7, .8, .9,
    /// .95, 1] and alternating easeIn / easeOut. Expected y computed here from the ease curves.
    @Test func bouncingBall() {
        let ys: [Double] = [32, 268, 140, 268, 220, 268, 250, 268]
        let points = ys.map { CGPoint(x: 150, y: $0) }
        let easeIn = CAMediaTimingFunction(name: .easeIn), easeOut = CAMediaTimingFunction(name: .easeOut)
        let functions = (0..<7).map { ($0 % 2 == 0 ? easeIn : easeOut).curve }
        let s = sequence(points, keyTimes: [0, 0.3, 0.5, 0.7, 0.8, 0.9, 0.95, 1], functions: functions)
        // (time, segment start y, segment end y, the segment's ease at the fraction through it)
        let cases: [(Double, Double, Double, Double)] = [
            (0.15, 32, 268, easeIn.evaluate(0.5)),      // falling: 0.15 is half of [0, 0.3]
            (0.24, 32, 268, easeIn.evaluate(0.8)),
            (0.4, 268, 140, easeOut.evaluate(0.5)),     // rising: half of [0.3, 0.5]
            (0.6, 140, 268, easeIn.evaluate(0.5)),
            (0.75, 268, 220, easeOut.evaluate(0.5)),
            (0.875, 220, 268, easeIn.evaluate(0.75)),
            (0.925, 268, 250, easeOut.evaluate(0.5)),
            (0.975, 250, 268, easeIn.evaluate(0.5)),
        ]
        for (time, from, to, eased) in cases {
            let expected = from + (to - from) * eased
            let value = s.value(at: time)
            #expect(value.x == 150)
            #expect(Double(value.y).isApproximatelyEqual(to: expected, absoluteTolerance: 1e-9), "at \(time)")
        }
        // On the floor at every even keyframe's time, at the top at the odd ones.
        #expect(s.value(at: 0.3) == CGPoint(x: 150, y: 268))
        #expect(s.value(at: 0.5) == CGPoint(x: 150, y: 140))
        #expect(s.value(at: 1) == CGPoint(x: 150, y: 268))
    }

    /// The seeds' colour keyframes (Listing 10.3): blue, red, green, blue, each step eased in.
    @Test func colourKeyframes() {
        func rgb(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat) -> CGColor { CGColor(srgbRed: r, green: g, blue: b, alpha: 1) }
        let easeIn = CAMediaTimingFunction(name: .easeIn).curve
        let s = sequence([rgb(0, 0, 1), rgb(1, 0, 0), rgb(0, 1, 0), rgb(0, 0, 1)], functions: [easeIn, easeIn, easeIn])
        let e = easeIn.value(at: 0.5)
        // Half way through the first third: blue toward red by easeIn(0.5).
        let expected = rgb(e, 0, 1 - e)
        #expect(s.value(at: 1.0 / 6).isApproximatelyEqual(to: expected, absoluteTolerance: 1e-9))
        #expect(s.value(at: 2.0 / 3).isApproximatelyEqual(to: rgb(0, 1, 0), absoluteTolerance: 1e-12))
    }

    @Test func timingFunctionCountDecidesTheEasing() {
        let easeIn = CAMediaTimingFunction(name: .easeIn).curve
        // Too few: ignored, linear.
        #expect(sequence([0.0, 10, 20], functions: [easeIn]).value(at: 0.25) == 5)
        // Too many: the first two used.
        let extra = sequence([0.0, 10, 20], functions: [.linear, easeIn, easeIn])
        #expect(extra.value(at: 0.25) == 5)
        #expect(extra.value(at: 0.75).isApproximatelyEqual(to: 10 + 10 * easeIn.value(at: 0.5), absoluteTolerance: 1e-12))
    }

    @Test func invalidKeyTimesFallBackToEvenSpacing() {
        // Last key time 0.9: ignored, so 0.25 is half way through [0, 0.5].
        #expect(sequence([0.0, 10, 20], keyTimes: [0, 0.3, 0.9]).value(at: 0.25) == 5)
    }

    @Test func emptyAndSingleValues() {
        #expect(KeyframeSequence<Double>(values: [], keyTimes: nil, calculationMode: .linear, timingFunctions: nil) == nil)
        for mode in [CAAnimationCalculationMode.linear, .discrete, .paced, .cubic, .cubicPaced] {
            let s = sequence([7.0], mode: mode)
            #expect([0, 0.5, 1, 2].map(s.value(at:)) == [7, 7, 7, 7])
        }
    }

    @Test func overshootExtrapolatesTheEndSegments() {
        let s = sequence([0.0, 10, 30])
        #expect(s.value(at: -0.25) == -5)
        #expect(s.value(at: 1.25) == 40)
        #expect(sequence([0.0, 10, 30], mode: .discrete).value(at: 1.5) == 30)
    }

    @Test func typeErasedValues() {
        let boxed: [Any] = [NSNumber(value: 310), NSNumber(value: 60), NSNumber(value: 120)]
        let s = AnyKeyframeSequence(values: boxed, keyTimes: nil, calculationMode: .linear, timingFunctions: nil)!
        #expect(s.isInterpolated)
        #expect(s.value(at: 0.25) as? Double == 185)
        let points: [Any] = [NSValue(cgPoint: CGPoint(x: 0, y: 0)), CGPoint(x: 10, y: 20)]
        let p = AnyKeyframeSequence(values: points, keyTimes: nil, calculationMode: .paced, timingFunctions: nil)!
        #expect(p.value(at: 0.5) as? CGPoint == CGPoint(x: 5, y: 10))
        // An integer first value meets doubles in Double.
        let mixed = AnyKeyframeSequence(values: [0, 0.5], keyTimes: nil, calculationMode: .linear, timingFunctions: nil)!
        #expect(mixed.value(at: 0.5) as? Double == 0.25)
        #expect(AnyKeyframeSequence(values: [], keyTimes: nil, calculationMode: .linear, timingFunctions: nil) == nil)
    }

    @Test func typeErasedFallbackSwitchesAtHalfWay() {
        let s = AnyKeyframeSequence(values: ["a", "b", "c"], keyTimes: nil, calculationMode: .linear, timingFunctions: nil)!
        #expect(!s.isInterpolated)
        #expect([0, 0.24, 0.25, 0.6, 0.76, 1].map { s.value(at: $0) as? String } == ["a", "a", "b", "b", "c", "c"])
        let d = AnyKeyframeSequence(values: ["a", "b", "c"], keyTimes: nil, calculationMode: .discrete, timingFunctions: nil)!
        #expect([0.1, 0.5, 0.9].map { d.value(at: $0) as? String } == ["a", "b", "c"])
        // Values that do not convert to the first one's type fall back too.
        let odd = AnyKeyframeSequence(values: [1.0, "b"], keyTimes: nil, calculationMode: .linear, timingFunctions: nil)!
        #expect(!odd.isInterpolated)
        #expect(odd.value(at: 0.4) as? Double == 1)
    }
}
#endif
