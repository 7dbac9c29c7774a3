#if QUARTZCORE_COMPATIBILITY_TEST
import QuartzCore
#else
import OpenQuartzCore
#endif
import Foundation
import QuartzCoreTestSupport
import Testing

/// CATransition on a layer (the seeds' Explicit Animations, "Transitions": whatever key it is added
/// under, a transition lives under kCATransition, one at a time; CATransition documentation for the
/// defaults, types and subtypes; conformance README, "Transitions").
@Suite("Animations: transitions")
struct TransitionAnimationTests: AnimationSuite {
    @Test func defaults() {
        let transition = CATransition()
        #expect(transition.type == .fade && transition.subtype == nil)
        #expect(transition.startProgress == 0 && transition.endProgress == 1)
        #expect(kCATransition == "transition")
    }

    @Test func storedUnderKCATransitionWhateverTheKey() {
        withManualClock { _ in
            let layer = committedLayer()
            addAndCommit(CATransition(), to: layer, forKey: "fade")
            #expect(layer.animationKeys() == [kCATransition])
            #expect(layer.animation(forKey: "fade") == nil && layer.animation(forKey: kCATransition) is CATransition)
            addAndCommit(CATransition(), to: layer, forKey: nil)
            #expect(layer.animationKeys() == [kCATransition])
        }
    }

    @Test func aSecondTransitionReplacesTheFirst() {
        withManualClock { _ in
            let layer = committedLayer(), recorder = AnimationEventRecorder()
            addAndCommit(recorder.observe(CATransition(), as: "first"), to: layer, forKey: "one")
            deliverEvents()
            let push = CATransition()
            push.type = .push
            addAndCommit(recorder.observe(push, as: "second"), to: layer, forKey: "two")
            deliverEvents()
            #expect(layer.animationKeys() == [kCATransition])
            #expect((layer.animation(forKey: kCATransition) as? CATransition)?.type == .push)
            #expect(recorder.events == ["start first", "stop first false", "start second"])
        }
    }

    @Test func propertiesRoundTripThroughTheLayersCopy() {
        let cases: [(CATransitionType, CATransitionSubtype?)] = [
            (.fade, nil), (.moveIn, .fromLeft), (.push, .fromRight), (.reveal, .fromTop), (.push, .fromBottom),
        ]
        withManualClock { _ in
            for (type, subtype) in cases {
                let layer = committedLayer()
                let transition = CATransition()
                transition.type = type
                transition.subtype = subtype
                transition.startProgress = 0.25
                transition.endProgress = 0.75
                transition.duration = 2
                addAndCommit(transition, to: layer, forKey: nil)
                let stored = layer.animation(forKey: kCATransition) as? CATransition
                #expect(stored !== transition)
                #expect(stored?.type == type && stored?.subtype == subtype, "\(type) \(String(describing: subtype))")
                #expect(stored?.startProgress == 0.25 && stored?.endProgress == 0.75 && stored?.duration == 2)
            }
        }
    }

    @Test func addedAlongsideAPropertyChangeInOneTransaction() {
        withManualClock { clock in
            let layer = committedLayer(), recorder = AnimationEventRecorder()
            let red = CGColor(srgbRed: 1, green: 0, blue: 0, alpha: 1)
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            let transition = CATransition()
            transition.type = .push
            transition.subtype = .fromRight
            transition.duration = 1
            layer.add(recorder.observe(transition, as: "push"), forKey: nil)
            layer.backgroundColor = red
            CATransaction.commit()
            deliverEvents()
            // The transition changes no property: the new colour is the layer's at once, and the
            // transition runs for its duration.
            #expect(layer.presentation()?.backgroundColor == red)
            #expect(layer.animationKeys() == [kCATransition])
            clock.advance(by: 0.5)
            deliverEvents()
            #expect(recorder.events == ["start push"])
            clock.advance(by: 1)
            deliverEvents()
            #expect(recorder.events == ["start push", "stop push true"])
            #expect(layer.animationKeys() == nil)
        }
    }

    /// On a layer on display (the only layers Apple animates implicitly: GNUstep libs-quartzcore
    /// PR #36), a property changed beside an added transition also gets its implicit animation.
    @Test func withActionsAPropertyChangeAlsoAnimatesImplicitly() {
        withManualClock { _ in
            let layer = LayerTestHarness.onDisplay(committedLayer())
            CATransaction.begin()
            layer.add(CATransition(), forKey: nil)
            layer.opacity = 0.5
            CATransaction.commit()
            #expect(layer.animationKeys() == [kCATransition, "opacity"])
        }
    }
}
