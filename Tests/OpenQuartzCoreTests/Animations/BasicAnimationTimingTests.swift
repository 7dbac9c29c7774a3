#if QUARTZCORE_COMPATIBILITY_TEST
import QuartzCore
#else
import OpenQuartzCore
#endif
import Foundation
import QuartzCoreTestSupport
import Testing

/// vectors.md, "Basic animations and timing", through the public API: the ramp (zPosition from 0 to
/// 100 on a layer whose model value is 30) added to a committed layer, sampled in its presentation at
/// T, the layer's time since the animation began. Every expected value is the table's.
@Suite("Animations: basic animation timing vectors")
struct BasicAnimationTimingTests: AnimationSuite {
    /// The ramp configured by `configure`, added and committed, sampled at each T of `times`.
    private func samples(at times: [CFTimeInterval], _ configure: (CABasicAnimation) -> Void) -> [Double] {
        withManualClock { clock in
            let layer = committedLayer()
            addAndCommit(ramp(configure), to: layer)
            let start = clock.currentTime
            return times.map { time in
                clock.set(to: start + time)
                deliverEvents()
                return presentedZ(layer)
            }
        }
    }

    private func expect(_ actual: [Double], _ expected: [Double], sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(componentsApproximatelyEqual(actual, expected, absoluteTolerance: 1e-4),
                "\(actual) is not \(expected)", sourceLocation: sourceLocation)
    }

    @Test func fromTenToTwenty() {
        expect(samples(at: [0.5]) { $0.fromValue = 10; $0.toValue = 20 }, [15])
    }

    @Test func toOnlyStartsFromTheModel() {
        expect(samples(at: [0.5]) { $0.fromValue = nil; $0.toValue = 50 }, [40])
    }

    @Test func durationTwo() {
        expect(samples(at: [0.5]) { $0.duration = 2 }, [25])
    }

    @Test func forwardsFillNotRemovedHoldsTheEnd() {
        expect(samples(at: [2.0, 50]) {
            $0.duration = 2
            $0.fillMode = .forwards
            $0.isRemovedOnCompletion = false
        }, [100, 100])
    }

    @Test func defaultsShowTheModelAtTheEnd() {
        expect(samples(at: [2.0]) { $0.duration = 2 }, [30])
    }

    @Test func zeroDurationTakesAQuarterSecond() {
        expect(samples(at: [0.125]) { $0.duration = 0 }, [50])
    }

    @Test func fractionalRepeatCount() {
        expect(samples(at: [2.25]) { $0.repeatCount = 3.5 }, [25])
    }

    @Test func fractionalRepeatCountHeldByForwardsFill() {
        expect(samples(at: [10]) {
            $0.repeatCount = 3.5
            $0.fillMode = .forwards
            $0.isRemovedOnCompletion = false
        }, [50])
    }

    @Test func autoreverses() {
        expect(samples(at: [0.5, 1.25, 1.5]) { $0.autoreverses = true }, [50, 75, 50])
    }

    @Test func autoreversesHeldByForwardsFillAtTheStart() {
        expect(samples(at: [5]) {
            $0.autoreverses = true
            $0.fillMode = .forwards
            $0.isRemovedOnCompletion = false
        }, [0])
    }

    @Test func easeInEaseOut() {
        expect(samples(at: [0.25]) { $0.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut) }, [12.9162])
    }

    /// beginTime is in the layer's time: "now" is `convertTime(CACurrentMediaTime(), from: nil)`.
    private func samplesWithBeginTime(offset: CFTimeInterval, at times: [CFTimeInterval],
                                      _ configure: (CABasicAnimation) -> Void = { _ in }) -> [Double] {
        withManualClock { clock in
            let layer = committedLayer()
            let start = clock.currentTime
            let animation = ramp(configure)
            animation.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) + offset
            addAndCommit(animation, to: layer)
            return times.map { time in
                clock.set(to: start + time)
                deliverEvents()
                return presentedZ(layer)
            }
        }
    }

    @Test func beginTimeInTheFuture() {
        expect(samplesWithBeginTime(offset: 2, at: [1, 2.5]), [30, 50])
    }

    @Test func beginTimeInTheFutureWithBackwardsFill() {
        expect(samplesWithBeginTime(offset: 2, at: [1]) {
            $0.fillMode = .backwards
            $0.isRemovedOnCompletion = false
        }, [0])
    }

    @Test func beginTimeInThePast() {
        expect(samplesWithBeginTime(offset: -0.5, at: [0]), [50])
    }
}
