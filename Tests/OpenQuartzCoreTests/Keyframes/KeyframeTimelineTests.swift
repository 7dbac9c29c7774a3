#if !QUARTZCORE_COMPATIBILITY_TEST
import OpenQuartzCore
import QuartzCoreTestSupport
import Testing

@Suite("Keyframes: timeline")
struct KeyframeTimelineTests {
    let easeIn = CAMediaTimingFunction(name: .easeIn).curve
    let easeOut = CAMediaTimingFunction(name: .easeOut).curve

    func timeline(_ count: Int, keyTimes: [Double]? = nil, mode: CAAnimationCalculationMode = .linear,
                  functions: [CubicTimingCurve]? = nil, lengths: [Double]? = nil) -> KeyframeTimeline {
        KeyframeTimeline(keyframeCount: count, keyTimes: keyTimes, calculationMode: mode, timingFunctions: functions,
                         segmentLengths: lengths)
    }

    /// Even spacing, written out: i / (n - 1), or i / n in discrete mode.
    func even(_ count: Int, discrete: Bool = false) -> [Double] {
        let d = discrete ? count : count - 1
        return (0...d).map { Double($0) / Double(d) }
    }

    @Test func validKeyTimesAreUsed() {
        let t = timeline(5, keyTimes: [0, 0.25, 0.5, 0.75, 1])
        #expect(t.keyTimes == [0, 0.25, 0.5, 0.75, 1])
        // vectors.md: T 0.125 is half way through segment 0, 0.9 is 0.6 through segment 3.
        #expect(t.locate(0.125) == (0, 0.5))
        #expect(t.locate(0.9).segment == 3)
        #expect(t.locate(0.9).fraction.isApproximatelyEqual(to: 0.6, absoluteTolerance: 1e-12))
        #expect(t.locate(0.5) == (2, 0))   // a key time starts the next segment
        #expect(t.locate(1) == (3, 1))     // the end is the last segment, complete
        #expect(t.locate(0) == (0, 0))
    }

    @Test func withoutKeyTimesKeyframesAreEvenlySpaced() {
        #expect(timeline(5).keyTimes.isApproximatelyEqual(to: even(5), absoluteTolerance: 1e-15))
        #expect(timeline(5, mode: .discrete).keyTimes.isApproximatelyEqual(to: even(5, discrete: true), absoluteTolerance: 1e-15))
        #expect(timeline(3).locate(0.75) == (1, 0.5))
    }

    /// Apple: "If the values in this array are invalid or inappropriate for the current calculation
    /// mode, they are ignored" - the keyframes are then evenly spaced.
    @Test(arguments: [
        [0, 1],                 // too few for three keyframes
        [0, 0.25, 0.5, 1],      // too many
        [0.1, 0.5, 1],          // first is not 0
        [0, 0.5, 0.9],          // last is not 1
        [0, 0.6, 0.4],          // decreasing (and last not 1)
        [0, 1.5, 1],            // out of range
        [0, -0.5, 1],           // out of range
        [0, .nan, 1],           // not a number
    ] as [[Double]])
    func invalidKeyTimesAreIgnored(keyTimes: [Double]) {
        #expect(timeline(3, keyTimes: keyTimes).keyTimes == even(3))
    }

    @Test func invalidDiscreteKeyTimesAreIgnored() {
        // One more than the values, but not ending at 1; two more; decreasing.
        for keyTimes: [Double] in [[0, 0.25, 0.5, 0.8], [0, 0.2, 0.4, 0.6, 1], [0, 0.5, 0.25, 1]] {
            #expect(timeline(3, keyTimes: keyTimes, mode: .discrete).keyTimes == even(3, discrete: true))
        }
    }

    @Test func discreteReportsTheKeyframeToShow() {
        // vectors.md: keyTimes [0, .25, .5, .75, 1] with four values: 310 at 0.1, 60 at 0.3, 60 at 1.
        let t = timeline(4, keyTimes: [0, 0.25, 0.5, 0.75, 1], mode: .discrete)
        #expect(t.locate(0.1) == (0, 0))
        #expect(t.locate(0.3) == (1, 0))
        #expect(t.locate(0.6) == (2, 0))
        #expect(t.locate(0.75) == (3, 0))
        #expect(t.locate(1) == (3, 0))
        // Without keyTimes each of four values shows for a quarter.
        let plain = timeline(4, mode: .discrete)
        #expect([0, 0.24, 0.25, 0.6, 0.99, 1].map { plain.locate($0).segment } == [0, 0, 1, 2, 3, 3])
        // Discrete clamps progress outside [0, 1].
        #expect(plain.locate(-0.5) == (0, 0) && plain.locate(1.5) == (3, 0))
    }

    /// Chosen here: one key time per value also works in discrete mode, each value holding from its
    /// own key time (the last to the end).
    @Test func discreteAcceptsOneKeyTimePerValue() {
        let t = timeline(3, keyTimes: [0, 0.5, 0.9], mode: .discrete)
        #expect(t.keyTimes == [0, 0.5, 0.9, 1])
        #expect([0.4, 0.5, 0.89, 0.9, 1].map { t.locate($0).segment } == [0, 1, 1, 2, 2])
    }

    @Test func sharedKeyTimesJumpToTheLaterKeyframe() {
        let t = timeline(4, keyTimes: [0, 0.5, 0.5, 1])
        #expect(t.locate(0.25) == (0, 0.5))
        #expect(t.locate(0.5) == (2, 0))
        let last = timeline(3, keyTimes: [0, 1, 1])
        #expect(last.locate(1) == (1, 1))
        #expect(last.locate(0.5) == (0, 0.5))
    }

    @Test func segmentTimingFunctionsEaseTheirSegments() {
        let t = timeline(3, functions: [easeIn, easeOut])
        #expect(t.locate(0.25).fraction.isApproximatelyEqual(to: easeIn.value(at: 0.5), absoluteTolerance: 1e-12))
        #expect(t.locate(0.75).fraction.isApproximatelyEqual(to: easeOut.value(at: 0.5), absoluteTolerance: 1e-12))
        #expect(t.locate(0.25).fraction != 0.5)
    }

    /// Chosen here: too few timing functions are ignored (all linear); extra ones are ignored.
    @Test func timingFunctionCountEdgeCases() {
        #expect(timeline(3, functions: [easeIn]).segmentCurves == nil)
        #expect(timeline(3, functions: [easeIn]).locate(0.25) == (0, 0.5))
        #expect(timeline(3, functions: []).segmentCurves == nil)
        let extra = timeline(3, functions: [easeIn, easeOut, easeIn, easeIn])
        #expect(extra.segmentCurves == [easeIn, easeOut])
        // All-linear curves are the same as none.
        #expect(timeline(3, functions: [.linear, .linear]).segmentCurves == nil)
    }

    @Test func pacedModesIgnoreKeyTimesAndTimingFunctions() {
        // vectors.md: values 310, 60, 120, 60, 310 give key times 0, 0.403226, 0.5, 0.596774, 1.
        let lengths = [250.0, 60, 60, 250]
        for mode in [CAAnimationCalculationMode.paced, .cubicPaced] {
            let t = timeline(5, keyTimes: [0, 0.1, 0.2, 0.3, 1], mode: mode, functions: [easeIn, easeIn, easeIn, easeIn],
                             lengths: lengths)
            #expect(t.keyTimes.isApproximatelyEqual(to: [0, 0.403226, 0.5, 0.596774, 1], absoluteTolerance: 1e-6))
            #expect(t.segmentCurves == nil)
            // 0.25 is 0.25 / (250 / 620) = 0.62 of the way through the first segment.
            #expect(t.locate(0.25).fraction.isApproximatelyEqual(to: 0.62, absoluteTolerance: 1e-12))
        }
    }

    @Test func pacedWithoutUsableLengthsIsEven() {
        for lengths: [Double]? in [nil, [1, 2], [0, 0, 0, 0], [1, -1, 1, 1], [1, .infinity, 1, 1]] {
            #expect(timeline(5, mode: .paced, lengths: lengths).keyTimes == even(5))
        }
    }

    @Test func discreteAndPacedIgnoreTimingFunctions() {
        #expect(timeline(3, mode: .discrete, functions: [easeIn, easeIn]).segmentCurves == nil)
        #expect(timeline(3, mode: .cubic, functions: [easeIn, easeIn]).segmentCurves == [easeIn, easeIn])
    }

    @Test func fewKeyframes() {
        for mode in [CAAnimationCalculationMode.linear, .discrete, .paced, .cubic, .cubicPaced] {
            #expect(timeline(0, mode: mode).locate(0.5) == (0, 0))
            #expect(timeline(1, mode: mode).locate(0.5) == (0, 0))
        }
        #expect(timeline(0).keyTimes.isEmpty)
        #expect(timeline(1).keyTimes == [0])
        #expect(timeline(1, mode: .discrete).keyTimes == [0, 1])
    }

    @Test func unknownModeReadsAsLinear() {
        let t = timeline(3, mode: CAAnimationCalculationMode(rawValue: "bogus"))
        #expect(t.calculationMode == .linear)
        #expect(t.locate(0.25) == (0, 0.5))
    }

    /// Overshoot from the animation's own timing function extends the end segments, unpaced.
    @Test func progressOutsideTheUnitIntervalExtrapolates() {
        let t = timeline(3, keyTimes: [0, 0.25, 1], functions: [easeIn, easeOut])
        #expect(t.locate(-0.125) == (0, -0.5))
        #expect(t.locate(1.375) == (1, 1.5))
        #expect(t.locate(.nan) == (0, 0))
    }
}
#endif
