#if !QUARTZCORE_COMPATIBILITY_TEST
import OpenQuartzCore
import PropertyBased
import QuartzCoreTestSupport
import Testing

@Suite("Keyframes: properties")
struct KeyframePropertyTests {
    static let modes: [CAAnimationCalculationMode] = [.linear, .discrete, .paced, .cubic, .cubicPaced]
    /// The named curves: none leaves [0, 1], so eased fractions stay in [0, 1].
    static let curves = [CAMediaTimingFunctionName.linear, .easeIn, .easeOut, .easeInEaseOut, .default]
        .map { CAMediaTimingFunction(name: $0).curve }

    /// Sorted key times from 0 to 1 made from random gaps, one per keyframe.
    static func keyTimes(_ gaps: [Double]) -> [Double] {
        let total = gaps.reduce(0, +)
        var times = [0.0], covered = 0.0
        for gap in gaps.dropLast() {
            covered += gap
            times.append(min(covered / total, 1))
        }
        return times + [1]
    }

    /// For any progress in [0, 1], any mode and any number of keyframes, `locate` reports a segment
    /// that exists and a fraction in [0, 1].
    @Test func locateStaysInRange() async {
        await propertyCheck(
            count: 500,
            input: Gen.double(in: 0...1), Gen.int(in: 0...9), Gen.int(in: 0...4),
            Gen.double(in: 0.01...1).array(of: 1...9), Gen.int(in: 0...4)
        ) { progress, count, modeIndex, gaps, curveIndex in
            let mode = Self.modes[modeIndex]
            let times = gaps.count == count - 1 ? Self.keyTimes(gaps) : nil
            let curve = Self.curves[curveIndex]
            let timeline = KeyframeTimeline(keyframeCount: count, keyTimes: times, calculationMode: mode,
                                            timingFunctions: Array(repeating: curve, count: max(count - 1, 0)),
                                            segmentLengths: gaps.count == count - 1 ? gaps : nil)
            let (segment, fraction) = timeline.locate(progress)
            #expect(segment >= 0 && segment < max(timeline.segmentCount, 1))
            #expect(fraction >= 0 && fraction <= 1)
            if timeline.isDiscrete { #expect(fraction == 0) }
        }
    }

    /// Linear and cubic sequences pass through every keyframe at its key time, exactly.
    @Test func keyframesAreReachedAtTheirKeyTimes() async {
        await propertyCheck(
            count: 300,
            input: Gen.double(in: -500...500).array(of: 2...8), Gen.double(in: 0.05...1).array(of: 8),
            Gen.double(in: -1...1).array(of: 8), Gen.bool()
        ) { values, gaps, parameters, cubic in
            let times = Self.keyTimes(Array(gaps.prefix(values.count - 1)))
            let s = KeyframeSequence(values: values, keyTimes: times, calculationMode: cubic ? .cubic : .linear,
                                     timingFunctions: nil, tensionValues: parameters, continuityValues: parameters.reversed(),
                                     biasValues: parameters)!
            for (time, value) in zip(times, values) {
                #expect(s.value(at: time) == value)
            }
        }
    }

    /// Paced sequences of numbers move at constant speed: the value changes by the same amount per
    /// unit of progress everywhere.
    @Test func pacedNumbersMoveAtConstantSpeed() async {
        await propertyCheck(
            count: 200,
            input: Gen.double(in: -100...100).array(of: 2...6), Gen.double(in: 0...0.99)
        ) { values, progress in
            let total = KeyframeSequence<Double>.segmentLengths(of: values).reduce(0, +)
            guard total > 1 else { return }
            let s = KeyframeSequence(values: values, keyTimes: nil, calculationMode: .paced, timingFunctions: nil)!
            let h = 1e-7
            let speed = abs(s.value(at: progress + h) - s.value(at: progress)) / h
            // Within one segment the speed is the total distance; a step across a keyframe may turn.
            let (segment, _) = s.timeline.locate(progress), (next, _) = s.timeline.locate(progress + h)
            if segment == next {
                #expect(speed.isApproximatelyEqual(to: total, absoluteTolerance: 1e-4 * total + 1e-6))
            }
        }
    }
}
#endif
