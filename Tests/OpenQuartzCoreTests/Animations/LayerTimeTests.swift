#if QUARTZCORE_COMPATIBILITY_TEST
import QuartzCore
#else
import OpenQuartzCore
#endif
import Foundation
import QuartzCoreTestSupport
import Testing

/// Layer time spaces: vectors.md "Time conversion", speeds of nested layers multiplying (the seeds'
/// Timing chapter: a sublayer of speed 2 in a layer of speed 2 runs at 4 times), and QA1673's recipe
/// for pausing and resuming a layer tree (conformance README). Expected values follow the CAMediaTiming
/// formula t = (tp - beginTime) * speed + timeOffset, worked out in each test.
@Suite("Animations: layer time")
struct LayerTimeTests: AnimationSuite {
    @Test func beginTimeShiftsLayerTime() {
        // vectors.md: layer beginTime 5, convertTime(100, from: nil) = 95.
        withManualClock { _ in
            let layer = CALayer()
            layer.beginTime = 5
            #expect(layer.convertTime(100, from: nil) == 95)
            #expect(layer.convertTime(95, to: nil) == 100)
        }
    }

    @Test func timeOffsetShiftsLayerTime() {
        // vectors.md: layer timeOffset 5, convertTime(100, from: nil) = 105.
        withManualClock { _ in
            let layer = CALayer()
            layer.timeOffset = 5
            #expect(layer.convertTime(100, from: nil) == 105)
            #expect(layer.convertTime(105, to: nil) == 100)
        }
    }

    @Test func conversionRunsThroughEveryAncestor() {
        // Parent beginTime 5, speed 2; child timeOffset 3: ((100 - 5) x 2) + 3 = 193.
        withManualClock { _ in
            let parent = CALayer(), child = CALayer()
            parent.addSublayer(child)
            parent.beginTime = 5
            parent.speed = 2
            child.timeOffset = 3
            #expect(child.convertTime(100, from: nil) == 193)
            #expect(child.convertTime(193, to: nil) == 100)
            #expect(child.convertTime(190, from: parent) == 193)
        }
    }

    @Test func nestedSpeedsMultiply() {
        withManualClock { _ in
            let parent = CALayer(), child = CALayer()
            withoutActions {
                parent.addSublayer(child)
                parent.speed = 2
                child.speed = 3
            }
            // (tp * 2) * 3: six times absolute time; and between the two layers, three times.
            #expect(child.convertTime(10, from: nil) == 60)
            #expect(child.convertTime(10, from: parent) == 30)
            #expect(parent.convertTime(60, from: child) == 20)
        }
    }

    @Test func animationOnANestedLayerRunsAtTheProductOfTheSpeeds() {
        withManualClock { clock in
            let parent = CALayer(), child = committedLayer()
            withoutActions {
                parent.addSublayer(child)
                parent.speed = 2
                child.speed = 3
            }
            // Duration 6 in the child's time is 1 second of media time at speed 2 x 3.
            addAndCommit(ramp { $0.duration = 6 }, to: child)
            clock.advance(by: 0.5)
            #expect(presentedZ(child).isApproximatelyEqual(to: 50, absoluteTolerance: 1e-9))
            clock.advance(by: 0.25)
            #expect(presentedZ(child).isApproximatelyEqual(to: 75, absoluteTolerance: 1e-9))
        }
    }

    @Test func speedZeroWithTimeOffsetFreezesLayerTime() {
        // Conformance README: with speed 0 a layer's time is exactly its timeOffset, whatever the clock.
        withManualClock { _ in
            let layer = CALayer()
            layer.speed = 0
            layer.timeOffset = 7
            #expect(layer.convertTime(100, from: nil) == 7)
            #expect(layer.convertTime(12345, from: nil) == 7)
        }
    }

    @Test func pausingAndResumingALayerTreeByQA1673() {
        withManualClock { clock in
            let root = CALayer(), layer = committedLayer()
            withoutActions { root.addSublayer(layer) }
            // A 4 second ramp: 25 per second.
            addAndCommit(ramp { $0.duration = 4 }, to: layer)
            clock.advance(by: 1)
            #expect(presentedZ(layer).isApproximatelyEqual(to: 25, absoluteTolerance: 1e-9))

            // QA1673 pause, on the root: its subtree stops.
            withoutActions {
                let pausedTime = root.convertTime(CACurrentMediaTime(), from: nil)
                root.speed = 0
                root.timeOffset = pausedTime
            }
            clock.advance(by: 10)
            #expect(presentedZ(layer).isApproximatelyEqual(to: 25, absoluteTolerance: 1e-9))

            // QA1673 resume: time picks up where it stopped.
            withoutActions {
                let pausedTime = root.timeOffset
                root.speed = 1
                root.timeOffset = 0
                root.beginTime = 0
                let timeSincePause = root.convertTime(CACurrentMediaTime(), from: nil) - pausedTime
                root.beginTime = timeSincePause
            }
            #expect(presentedZ(layer).isApproximatelyEqual(to: 25, absoluteTolerance: 1e-9))
            clock.advance(by: 1)
            #expect(presentedZ(layer).isApproximatelyEqual(to: 50, absoluteTolerance: 1e-9))
            clock.advance(by: 2.5)
            #expect(presentedZ(layer) == 30)  // ended and removed: the model
        }
    }

    @Test func anAnimationOnAPausedLayerNeverEnds() {
        withManualClock { clock in
            let layer = committedLayer()
            let recorder = AnimationEventRecorder()
            withoutActions {
                layer.speed = 0
                layer.timeOffset = layer.convertTime(CACurrentMediaTime(), from: nil)
            }
            // The layer's time is frozen at its timeOffset, so the animation stays at its start.
            addAndCommit(recorder.observe(ramp(), as: "a"), to: layer)
            clock.advance(by: 5)
            deliverEvents()
            #expect(presentedZ(layer).isApproximatelyEqual(to: 0, absoluteTolerance: 1e-9))
            #expect(!recorder.events.contains("stop a true"))
        }
    }
}
