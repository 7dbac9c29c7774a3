#if QUARTZCORE_COMPATIBILITY_TEST
import QuartzCore
#else
import OpenQuartzCore
#endif
import Foundation
import QuartzCoreTestSupport
import Testing

/// Delegate events of animations removed before they end (CAAnimation.h: animationDidStop with
/// finished false when the animation is removed; conformance README: a second animation under a key
/// replaces the first, whose delegate hears finished false), of animations on layers running at
/// different speeds, which end in the order of media time, and of animations timed by one manual
/// clock after another. Events are delivered in the order they happened (AnimationScheduler's rule).
@Suite("Animations: removal and ordering of events")
struct AnimationRemovalEventTests: AnimationSuite {
    @Test func eventsAreDeliveredInTheOrderTheyHappened() {
        withManualClock { clock in
            let layer = committedLayer(), recorder = AnimationEventRecorder()
            layer.add(recorder.observe(ramp { $0.duration = 1 }, as: "a"), forKey: "a")
            layer.add(recorder.observe(ramp { $0.duration = 5 }, as: "b"), forKey: "b")
            CATransaction.flush()
            deliverEvents()
            // a ended at 1 s (not yet delivered) and b is removed at 2 s: events are delivered in the
            // order they happened in media time, so a's stop comes first.
            clock.advance(by: 2)
            layer.removeAnimation(forKey: "b")
            deliverEvents()
            #expect(recorder.events == ["start a", "start b", "stop a true", "stop b false"])
        }
    }

    @Test func anAnimationRemovedAfterItBeganHearsStartThenStop() {
        withManualClock { _ in
            let layer = committedLayer(), recorder = AnimationEventRecorder()
            layer.add(recorder.observe(ramp(), as: "a"), forKey: "a")
            layer.add(recorder.observe(ramp(), as: "b"), forKey: "b")
            CATransaction.flush()
            layer.removeAnimation(forKey: "b")
            deliverEvents()
            // Both began at the commit (beginTime 0 is the commit's time), in the order added; b was
            // removed after it began, so it hears its start, then its stop, and nothing after it.
            #expect(recorder.events == ["start a", "start b", "stop b false"])
        }
    }

    @Test func replacingAnAnimationStopsTheOldOne() {
        withManualClock { clock in
            let layer = committedLayer(), recorder = AnimationEventRecorder()
            addAndCommit(recorder.observe(ramp(), as: "old"), to: layer, forKey: "k")
            deliverEvents()
            addAndCommit(recorder.observe(ramp(), as: "new"), to: layer, forKey: "k")
            deliverEvents()
            clock.advance(by: 2)
            deliverEvents()
            #expect(recorder.events == ["start old", "stop old false", "start new", "stop new true"])
        }
    }

    @Test func removingEveryAnimationStopsEachInTheOrderAdded() {
        withManualClock { _ in
            let layer = committedLayer(), recorder = AnimationEventRecorder()
            for tag in ["c", "a", "b"] { layer.add(recorder.observe(ramp(), as: tag), forKey: tag) }
            CATransaction.flush()
            deliverEvents()
            layer.removeAllAnimations()
            deliverEvents()
            #expect(recorder.events == ["start c", "start a", "start b", "stop c false", "stop a false", "stop b false"])
        }
    }

    @Test func removingAFinishedAnimationStopsNothingMore() {
        withManualClock { clock in
            let layer = committedLayer(), recorder = AnimationEventRecorder()
            addAndCommit(recorder.observe(ramp { $0.isRemovedOnCompletion = false }, as: "kept"), to: layer, forKey: "kept")
            clock.advance(by: 2)
            deliverEvents()
            layer.removeAnimation(forKey: "kept")
            deliverEvents()
            #expect(recorder.events == ["start kept", "stop kept true"])
            #expect(layer.animationKeys() == nil)
        }
    }

    @Test func endsOnLayersOfDifferentSpeedsComeInMediaTimeOrder() {
        // "slow" lasts 3 s on a layer of speed 1; "fast" lasts 4 s of a layer of speed 4, so 1 s of
        // media time; "middle" 2 s on a sublayer of speed 2 in a layer of speed 0.5 (2 s at 1x).
        withManualClock { clock in
            let recorder = AnimationEventRecorder()
            let slow = committedLayer(), fast = committedLayer(), parent = CALayer(), middle = committedLayer()
            withoutActions {
                fast.speed = 4
                parent.speed = 0.5
                middle.speed = 2
                parent.addSublayer(middle)
            }
            slow.add(recorder.observe(ramp { $0.duration = 3 }, as: "slow"), forKey: nil)
            fast.add(recorder.observe(ramp { $0.duration = 4 }, as: "fast"), forKey: nil)
            middle.add(recorder.observe(ramp { $0.duration = 2 }, as: "middle"), forKey: nil)
            CATransaction.flush()
            clock.advance(by: 10)
            deliverEvents()
            #expect(recorder.events == ["start slow", "start fast", "start middle",
                                       "stop fast true", "stop middle true", "stop slow true"])
        }
    }

    @Test func everyNewClockDeliversEvents() {
        // Clocks come and go, one per test here; a new clock, wherever it is allocated, must still
        // wake the run loop when it advances.
        for round in 0..<20 {
            let events: [String] = withManualClock { clock in
                let layer = committedLayer(), recorder = AnimationEventRecorder()
                addAndCommit(recorder.observe(ramp(), as: "a"), to: layer)
                deliverEvents()
                clock.advance(by: 2)
                deliverEvents()
                return recorder.events
            }
            #expect(events == ["start a", "stop a true"], "round \(round)")
        }
    }
}
