#if QUARTZCORE_COMPATIBILITY_TEST
import QuartzCore
#else
import OpenQuartzCore
#endif
import Foundation
import QuartzCoreTestSupport
import Testing

/// CAAnimationDelegate events, delivered on the run loop of the committing thread, recorded as one
/// list and compared whole (CAAnimation.h: animationDidStart when the animation begins its active
/// duration, animationDidStop with finished true when it completes and false when it is removed; the
/// conformance README; the seeds' Timing chapter: the delegate is retained).
@Suite("Animations: delegate events")
struct AnimationDelegateTests: AnimationSuite {
    @Test func startsThenStopsInTheOrderTheAnimationsEnd() {
        withManualClock { clock in
            let layer = committedLayer(), recorder = AnimationEventRecorder()
            layer.add(recorder.observe(ramp { $0.duration = 1 }, as: "a"), forKey: "a")
            layer.add(recorder.observe(ramp { $0.duration = 3 }, as: "b"), forKey: "b")
            layer.add(recorder.observe(ramp { $0.duration = 2 }, as: "c"), forKey: "c")
            CATransaction.flush()
            deliverEvents()
            #expect(recorder.events == ["start a", "start b", "start c"])
            clock.advance(by: 1.5)
            deliverEvents()
            #expect(recorder.events == ["start a", "start b", "start c", "stop a true"])
            clock.advance(by: 1)
            deliverEvents()
            clock.advance(by: 1)
            deliverEvents()
            #expect(recorder.events == ["start a", "start b", "start c", "stop a true", "stop c true", "stop b true"])
        }
    }

    @Test func aClockJumpPastSeveralEndsDeliversThemInTimeOrder() {
        // Ends at 3, 1 and 2 s; "late" runs from 1.5 to 2.5 s. One jump past them all delivers every
        // event in the order of the times they happened.
        withManualClock { clock in
            let layer = committedLayer(), recorder = AnimationEventRecorder()
            layer.add(recorder.observe(ramp { $0.duration = 3 }, as: "b"), forKey: "b")
            layer.add(recorder.observe(ramp { $0.duration = 1 }, as: "a"), forKey: "a")
            layer.add(recorder.observe(ramp { $0.duration = 2 }, as: "c"), forKey: "c")
            let late = recorder.observe(ramp(), as: "late")
            late.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) + 1.5
            layer.add(late, forKey: "late")
            CATransaction.flush()
            clock.advance(by: 10)
            deliverEvents()
            #expect(recorder.events == ["start b", "start a", "start c", "stop a true", "start late",
                                        "stop c true", "stop late true", "stop b true"])
        }
    }

    @Test func startWaitsForTheActiveDurationToBegin() {
        withManualClock { clock in
            let layer = committedLayer(), recorder = AnimationEventRecorder()
            let later = recorder.observe(ramp(), as: "later")
            later.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) + 2
            addAndCommit(later, to: layer)
            deliverEvents()
            clock.advance(by: 1)
            deliverEvents()
            #expect(recorder.events.isEmpty)
            clock.advance(by: 1.5)
            deliverEvents()
            #expect(recorder.events == ["start later"])
            clock.advance(by: 1)
            deliverEvents()
            #expect(recorder.events == ["start later", "stop later true"])
        }
    }

    @Test func anAnimationKeptOnCompletionStillStopsFinished() {
        withManualClock { clock in
            let layer = committedLayer(), recorder = AnimationEventRecorder()
            let kept = recorder.observe(ramp { $0.isRemovedOnCompletion = false }, as: "kept")
            addAndCommit(kept, to: layer, forKey: "kept")
            clock.advance(by: 2)
            deliverEvents()
            #expect(recorder.events == ["start kept", "stop kept true"])
            #expect(layer.animationKeys() == ["kept"])
        }
    }

    @Test func aDelegateChainsTheNextAnimation() {
        // When the first stops, its delegate adds the second, which begins when its transaction
        // commits (on the run loop, or here at once by flush).
        final class Chain: NSObject, CAAnimationDelegate {
            let layer: CALayer, next: CAAnimation
            init(layer: CALayer, next: CAAnimation) {
                self.layer = layer
                self.next = next
            }
            func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
                layer.add(next, forKey: "second")
                CATransaction.flush()
            }
        }
        withManualClock { clock in
            let layer = committedLayer(), recorder = AnimationEventRecorder()
            let first = ramp()
            first.delegate = Chain(layer: layer, next: recorder.observe(ramp(), as: "second"))
            addAndCommit(first, to: layer, forKey: "first")
            clock.advance(by: 1.5)
            deliverEvents()
            #expect(layer.animationKeys() == ["second"] && presentedZ(layer) == 0)
            clock.advance(by: 0.5)
            deliverEvents()
            #expect(presentedZ(layer) == 50 && recorder.events == ["start second"])
            clock.advance(by: 1)
            deliverEvents()
            #expect(recorder.events == ["start second", "stop second true"])
        }
    }

    @Test func theDelegateHearsAboutTheLayersCopy() {
        final class Witness: NSObject, CAAnimationDelegate {
            var stopped: CAAnimation?
            func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { stopped = anim }
        }
        withManualClock { clock in
            let layer = committedLayer(), witness = Witness()
            let original = ramp { $0.isRemovedOnCompletion = false }
            original.delegate = witness
            addAndCommit(original, to: layer, forKey: "k")
            clock.advance(by: 2)
            deliverEvents()
            #expect(witness.stopped != nil && witness.stopped === layer.animation(forKey: "k"))
            #expect(witness.stopped !== original)
        }
    }

    @Test func theDelegateIsRetained() {
        // CAAnimation.h: "the delegate object is retained by the receiver" (conformance README, measured).
        let animation = ramp()
        weak var weakDelegate: AnimationEventRecorder?
        do {
            let recorder = AnimationEventRecorder()
            animation.delegate = recorder
            weakDelegate = recorder
        }
        #expect(weakDelegate != nil)
        animation.delegate = nil
        #expect(weakDelegate == nil)
    }
}
