#if QUARTZCORE_COMPATIBILITY_TEST
import QuartzCore
#else
import OpenQuartzCore
#endif
import Foundation
import QuartzCoreTestSupport
import Testing

/// CAKeyframeAnimation's values on a layer's zPosition (model 30): vectors.md "Keyframes" (duration
/// 1, forwards fill, not removed), per-segment timing functions after the animation's own, invalid
/// keyTimes, and the cubic mode (CAKeyframeAnimation documentation; conformance README).
@Suite("Animations: keyframe values")
struct KeyframeAnimationTests: AnimationSuite {
    /// The presented zPosition at each T into the keyframe animation `configure` makes.
    private func samples(at times: [CFTimeInterval], _ configure: (CAKeyframeAnimation) -> Void) -> [Double] {
        withManualClock { clock in
            let layer = committedLayer()
            let animation = CAKeyframeAnimation(keyPath: "zPosition")
            animation.duration = 1
            animation.fillMode = .forwards
            animation.isRemovedOnCompletion = false
            configure(animation)
            addAndCommit(animation, to: layer)
            let start = clock.currentTime
            return times.map { time in
                clock.set(to: start + time)
                return presentedZ(layer)
            }
        }
    }

    private func expect(_ actual: [Double], _ expected: [Double], tolerance: Double = 1e-4,
                        sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(componentsApproximatelyEqual(actual, expected, absoluteTolerance: tolerance),
                "\(actual) is not \(expected)", sourceLocation: sourceLocation)
    }

    private static let quarters: [NSNumber] = [0, 0.25, 0.5, 0.75, 1]

    @Test func linearWithKeyTimes() {
        expect(samples(at: [0.125, 0.375, 0.9]) {
            $0.values = [310, 60, 120, 60, 310]
            $0.keyTimes = Self.quarters
        }, [185, 90, 210])
    }

    @Test func discreteWithOneMoreKeyTimeThanValues() {
        expect(samples(at: [0.1, 0.3, 1.0]) {
            $0.calculationMode = .discrete
            $0.values = [310, 60, 120, 60]
            $0.keyTimes = Self.quarters
        }, [310, 60, 60])
    }

    @Test func pacedIgnoresKeyTimesAndMovesAtConstantSpeed() {
        // vectors.md: key times become 0, 0.403226, 0.5, 0.596774, 1. The keyTimes given are ignored.
        expect(samples(at: [0.25, 0.5]) {
            $0.calculationMode = .paced
            $0.values = [310, 60, 120, 60, 310]
            $0.keyTimes = [0, 0.1, 0.2, 0.3, 1]
        }, [155, 120])
    }

    @Test func evenSpacingWithoutKeyTimes() {
        // Four values: key times 0, 1/3, 2/3, 1.
        expect(samples(at: [1.0 / 6, 0.5, 5.0 / 6]) { $0.values = [0, 300, 0, 300] }, [150, 150, 150])
    }

    @Test func invalidKeyTimesAreIgnored() {
        // Out of order, not starting at 0, not ending at 1, the wrong count: each is ignored and the
        // keyframes spaced evenly (0, 1/3, 2/3, 1), so a quarter of the way is 75.
        let invalid: [[NSNumber]] = [[0, 0.8, 0.2, 1], [0.1, 0.2, 0.3, 1], [0, 0.1, 0.2, 0.9], [0, 0.5, 1]]
        for keyTimes in invalid {
            expect(samples(at: [0.25]) {
                $0.values = [0, 100, 200, 300]
                $0.keyTimes = keyTimes
            }, [75])
        }
    }

    @Test func segmentTimingFunctionsApplyAfterTheAnimationsOwn() {
        // Values 0, 100, 200 at key times 0, 0.5, 1. The animation's easeIn maps T to p; the segment
        // holding p eases its own fraction: easeOut in the first, easeInEaseOut in the second.
        // Expected values from the tests' own Bezier solver (vectors.md: easeIn(0.6) = 0.429120).
        let easeIn = { bezierTiming(0.42, 0, 1, 1, at: $0) }
        let early = easeIn(0.6), late = easeIn(0.9)
        #expect(early.isApproximatelyEqual(to: 0.429120, absoluteTolerance: 1e-6))
        let expected = [100 * bezierTiming(0, 0, 0.58, 1, at: early / 0.5),
                        100 + 100 * bezierTiming(0.42, 0, 0.58, 1, at: (late - 0.5) / 0.5)]
        expect(samples(at: [0.6, 0.9]) {
            $0.values = [0, 100, 200]
            $0.timingFunction = CAMediaTimingFunction(name: .easeIn)
            $0.timingFunctions = [CAMediaTimingFunction(name: .easeOut), CAMediaTimingFunction(name: .easeInEaseOut)]
        }, expected, tolerance: 1e-5)
    }

    @Test func cubicIsCatmullRomThroughTheValues() {
        // Values 0, 0, 100, 100 at 0, 1/3, 2/3, 1. The middle segment is the Hermite curve from 0 to
        // 100 with Catmull-Rom tangents (100 - 0) / 2 = 50 at both ends. A quarter into it (s = 0.25):
        // h00 0.84375, h10 0.140625, h01 0.15625, h11 -0.046875, so
        // 0 + 0.140625 x 50 + 0.15625 x 100 - 0.046875 x 50 = 20.3125 (linear would give 25).
        let time = (1 + 0.25) / 3
        expect(samples(at: [time]) {
            $0.calculationMode = .cubic
            $0.values = [0, 0, 100, 100]
        }, [20.3125], tolerance: 1e-6)
        // Tension 1 makes every tangent zero: 0.15625 x 100.
        expect(samples(at: [time]) {
            $0.calculationMode = .cubic
            $0.values = [0, 0, 100, 100]
            $0.tensionValues = [1, 1, 1, 1]
        }, [15.625], tolerance: 1e-6)
    }

    @Test func cubicPassesThroughEveryKeyframe() {
        expect(samples(at: [0, 1.0 / 3, 2.0 / 3, 1]) {
            $0.calculationMode = .cubic
            $0.values = [10, 80, -20, 50]
        }, [10, 80, -20, 50], tolerance: 1e-6)
    }
}
