#if !QUARTZCORE_COMPATIBILITY_TEST
import Foundation
import OpenQuartzCore
import QuartzCoreTestSupport
import Testing

/// Delegates hear their animations through the committing thread's run loop (conformance README),
/// whichever manual clock drives them: advancing a clock wakes the run loop. Clocks are made and
/// released one after another on one thread here, as an offline renderer rendering clip after clip
/// would, so a new clock may sit at the address of one released before it.
@Suite("Transactions: one manual clock after another")
struct ManualClockDeliveryTests {
    @Test func everyNewClockWakesTheRunLoop() {
        for round in 0..<20 {
            SeedKit.withManualClock { clock in
                let layer = CALayer()
                let recorder = SeedEventRecorder()
                let animation = CABasicAnimation(keyPath: "opacity")
                animation.fromValue = 0
                animation.toValue = 1
                animation.duration = 0.5
                animation.delegate = recorder
                animation.setValue("fade", forKey: "name")
                layer.add(animation, forKey: "fade")
                CATransaction.flush()
                SeedKit.turn()
                SeedKit.advance(clock, by: 1)
                #expect(recorder.events == ["start fade", "stop fade true"], "round \(round)")
            }
        }
    }

    @Test func aLaterBeginTimeDelaysTheStart() {
        // CAMediaTiming: the animation begins at its beginTime (here 1 s after now, in the layer's
        // time, which is media time for a root layer with default timing).
        SeedKit.withManualClock { clock in
            let layer = CALayer()
            let recorder = SeedEventRecorder()
            let animation = CABasicAnimation(keyPath: "opacity")
            animation.fromValue = 0
            animation.toValue = 1
            animation.duration = 0.5
            animation.beginTime = CACurrentMediaTime() + 1
            animation.delegate = recorder
            animation.setValue("later", forKey: "name")
            var completed = false
            CATransaction.begin()
            CATransaction.setCompletionBlock { completed = true }
            layer.add(animation, forKey: "later")
            CATransaction.commit()
            SeedKit.advance(clock, by: 0.9)
            #expect(recorder.events == [])
            SeedKit.advance(clock, by: 0.2)
            #expect(recorder.events == ["start later"])
            #expect(!completed)
            SeedKit.advance(clock, by: 0.5)
            #expect(recorder.events == ["start later", "stop later true"])
            #expect(completed)
        }
    }

    @Test func theAnimationsOfAReleasedLayerCountAsRemoved() {
        // CATransaction: the block is "guaranteed to be called ... as soon as all animations ...
        // have completed (or have been removed)"; a layer released mid-animation takes its
        // animations with it, and their delegate hears animationDidStop(finished: false).
        SeedKit.withManualClock { clock in
            let recorder = SeedEventRecorder()
            var completed = false
            do {
                let layer = CALayer()
                let animation = CABasicAnimation(keyPath: "opacity")
                animation.fromValue = 0
                animation.duration = 1
                animation.delegate = recorder
                animation.setValue("orphan", forKey: "name")
                CATransaction.begin()
                CATransaction.setCompletionBlock { completed = true }
                layer.add(animation, forKey: "orphan")
                CATransaction.commit()
                SeedKit.turn()
            }
            SeedKit.advance(clock, by: 0.5)
            #expect(recorder.events == ["start orphan", "stop orphan false"])
            #expect(completed)
        }
    }

    @Test func anAnimationKeptAfterItEndsStillFinishes() {
        // isRemovedOnCompletion false keeps the animation (and its forwards fill); it has still
        // finished: the delegate hears finished: true and the completion block runs.
        SeedKit.withManualClock { clock in
            let layer = CALayer()
            let recorder = SeedEventRecorder()
            let animation = CABasicAnimation(keyPath: "opacity")
            animation.fromValue = 1
            animation.toValue = 0.5
            animation.duration = 1
            animation.isRemovedOnCompletion = false
            animation.fillMode = .forwards
            animation.delegate = recorder
            animation.setValue("kept", forKey: "name")
            var completed = false
            CATransaction.begin()
            CATransaction.setCompletionBlock { completed = true }
            layer.add(animation, forKey: "kept")
            CATransaction.commit()
            SeedKit.advance(clock, by: 1.5)
            #expect(recorder.events == ["start kept", "stop kept true"])
            #expect(completed)
            #expect(layer.animationKeys() == ["kept"])
            #expect(layer.presentation()?.opacity == 0.5)
        }
    }
}
#endif
