#if QUARTZCORE_COMPATIBILITY_TEST
import QuartzCore
#else
import OpenQuartzCore
#endif
import Foundation
import QuartzCoreTestSupport
import Testing

/// How an animation lives on a layer (CALayer.h and the conformance README, "Implicit animations and
/// transactions"; the seeds' cancelling listing): add(_:forKey:) copies, a key holds one animation, a
/// nil key is allowed, keys list in the order added, removal shows the model at once, and
/// isRemovedOnCompletion, beginTime and a duration of 0 decide how long it stays. Model zPosition 30.
@Suite("Animations: lifetime on a layer")
struct AnimationLifetimeTests: AnimationSuite {
    @Test func addingCopiesTheAnimation() {
        withManualClock { clock in
            let layer = committedLayer()
            let animation = ramp()
            layer.add(animation, forKey: "ramp")
            animation.toValue = 1000
            animation.duration = 10
            CATransaction.flush()
            animation.fromValue = 500
            clock.advance(by: 0.5)
            #expect(presentedZ(layer) == 50)
            let copy = layer.animation(forKey: "ramp") as? CABasicAnimation
            #expect(copy != nil && copy !== animation)
            #expect(copy?.keyPath == "zPosition" && copy?.toValue as? Int == 100 && copy?.duration == 1)
        }
    }

    @Test func aKeyHoldsOneAnimation() {
        withManualClock { clock in
            let layer = committedLayer()
            addAndCommit(ramp(), to: layer, forKey: "k")
            addAndCommit(ramp { $0.fromValue = 200; $0.toValue = 400 }, to: layer, forKey: "k")
            clock.advance(by: 0.5)
            #expect(layer.animationKeys() == ["k"])
            #expect(presentedZ(layer) == 300)
        }
    }

    @Test func nilKeysAreAllowedAndDoNotReplaceEachOther() {
        withManualClock { clock in
            let layer = committedLayer()
            let plusTen = ramp { $0.toValue = 10; $0.isAdditive = true }
            layer.add(plusTen, forKey: nil)
            layer.add(plusTen, forKey: nil)
            CATransaction.flush()
            clock.advance(by: 0.5)
            // 30 + 5 + 5.
            #expect(presentedZ(layer) == 40)
        }
    }

    @Test func keysAreListedInTheOrderAdded() {
        withManualClock { _ in
            let layer = committedLayer()
            #expect(layer.animationKeys() == nil)
            for key in ["c", "a", "b"] { layer.add(ramp(), forKey: key) }
            CATransaction.flush()
            #expect(layer.animationKeys() == ["c", "a", "b"])
        }
    }

    @Test func removingAnAnimationShowsTheModelAtOnce() {
        withManualClock { clock in
            let layer = committedLayer()
            addAndCommit(ramp(), to: layer, forKey: "a")
            addAndCommit(ramp { $0.keyPath = "opacity"; $0.toValue = 0; $0.fromValue = 1 }, to: layer, forKey: "b")
            clock.advance(by: 0.5)
            #expect(presentedZ(layer) == 50)
            layer.removeAnimation(forKey: "a")
            // No commit in between: the presentation shows the model.
            #expect(presentedZ(layer) == 30 && layer.presentation()?.opacity == 0.5)
            #expect(layer.animation(forKey: "a") == nil && layer.animationKeys() == ["b"])
            layer.removeAllAnimations()
            #expect(layer.presentation()?.opacity == 1 && layer.animationKeys() == nil)
        }
    }

    @Test func finishedAnimationsAreRemovedUnlessToldOtherwise() {
        withManualClock { clock in
            let layer = committedLayer()
            addAndCommit(ramp(), to: layer, forKey: "removed")
            addAndCommit(ramp { $0.keyPath = "opacity"; $0.fromValue = 0; $0.toValue = 0.5
                $0.isRemovedOnCompletion = false; $0.fillMode = .forwards }, to: layer, forKey: "kept")
            clock.advance(by: 2)
            deliverEvents()
            #expect(layer.animationKeys() == ["kept"])
            #expect(layer.animation(forKey: "kept") != nil && layer.animation(forKey: "removed") == nil)
            // The forwards fill holds the end while the animation stays.
            clock.advance(by: 100)
            deliverEvents()
            #expect(presentedZ(layer) == 30 && layer.presentation()?.opacity == 0.5)
        }
    }

    @Test func anAnimationThatHasNotBegunIsOnTheLayerAndShowsNothing() {
        withManualClock { clock in
            let layer = committedLayer()
            let later = ramp()
            later.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) + 5
            addAndCommit(later, to: layer, forKey: "later")
            clock.advance(by: 1)
            deliverEvents()
            #expect(layer.animationKeys() == ["later"] && presentedZ(layer) == 30)
            clock.advance(by: 4.5)
            #expect(presentedZ(layer) == 50)
        }
    }

    @Test func anAnimationBeginsWhenTheOutermostTransactionCommits() {
        withManualClock { clock in
            let layer = committedLayer()
            CATransaction.begin()
            CATransaction.begin()
            layer.add(ramp(), forKey: "ramp")
            CATransaction.commit()
            clock.advance(by: 0.5)
            // Not committed yet: the presentation shows no animation.
            #expect(presentedZ(layer) == 30)
            CATransaction.commit()
            #expect(presentedZ(layer) == 0)
            clock.advance(by: 0.5)
            #expect(presentedZ(layer) == 50)
        }
    }

    @Test func durationZeroTakesTheAddingTransactionsDuration() {
        withManualClock { clock in
            let layer = committedLayer()
            CATransaction.begin()
            CATransaction.setAnimationDuration(2)
            layer.add(ramp { $0.duration = 0 }, forKey: "outer")
            CATransaction.begin()
            CATransaction.setAnimationDuration(4)
            layer.add(ramp { $0.duration = 0 }, forKey: "inner")
            CATransaction.commit()
            CATransaction.commit()
            // Read each animation alone: the later one is on top.
            clock.advance(by: 1)
            #expect(presentedZ(layer) == 25)  // 4 s
            layer.removeAnimation(forKey: "inner")
            #expect(presentedZ(layer) == 50)  // 2 s
        }
    }
}
