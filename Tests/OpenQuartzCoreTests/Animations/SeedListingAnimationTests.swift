#if QUARTZCORE_COMPATIBILITY_TEST
import QuartzCore
#else
import OpenQuartzCore
#endif
import Foundation
import QuartzCoreTestSupport
import Testing

/// The seeds' Explicit Animations listings, run on layers: updating the model before or after the
/// animation so it does not snap back, the delegate telling animations apart by a value stored on
/// them, cancelling a rotation, and the listings' Swift 3 names (used inside deprecated witnesses of
/// a protocol's requirements, so that the test references nothing deprecated).
@Suite("Animations: the seeds' listings")
struct SeedListingAnimationTests: AnimationSuite {
    private static let blue = CGColor(srgbRed: 0, green: 0, blue: 1, alpha: 1)
    private static let red = CGColor(srgbRed: 1, green: 0, blue: 0, alpha: 1)

    @Test func applyBasicAnimationSetsTheModelFirst() {
        // fromValue from the presentation, the model set with actions disabled, then the animation
        // added: it starts at the old colour, ends at the new one, and the new one stays.
        withManualClock { clock in
            let layer = committedLayer()
            withoutActions { layer.backgroundColor = Self.blue }
            let animation = CABasicAnimation(keyPath: "backgroundColor")
            animation.toValue = Self.red
            animation.fromValue = layer.presentation()?.value(forKey: animation.keyPath ?? "")
            withoutActions { layer.setValue(animation.toValue, forKey: animation.keyPath ?? "") }
            addAndCommit(animation, to: layer)
            #expect(layer.presentation()?.backgroundColor == Self.blue)
            clock.advance(by: 1)
            deliverEvents()
            #expect(layer.presentation()?.backgroundColor == Self.red && layer.animationKeys() == nil)
        }
    }

    @Test func delegateUpdatesTheModelWhenTheAnimationStops() {
        // The delegate finds the layer through a value stored on the animation ("handView" in the
        // seeds) and sets the model to the animation's toValue, with actions disabled.
        final class Controller: NSObject, CAAnimationDelegate {
            func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
                guard let layer = anim.value(forKey: "layer") as? CALayer,
                      let animation = anim as? CABasicAnimation else { return }
                CATransaction.begin()
                CATransaction.setDisableActions(true)
                layer.backgroundColor = (animation.toValue as! CGColor)
                CATransaction.commit()
            }
        }
        withManualClock { clock in
            let layer = committedLayer(), controller = Controller()
            withoutActions { layer.backgroundColor = Self.blue }
            let animation = CABasicAnimation(keyPath: "backgroundColor")
            animation.toValue = Self.red
            animation.delegate = controller
            animation.setValue(layer, forKey: "layer")
            addAndCommit(animation, to: layer)
            clock.advance(by: 0.3)
            deliverEvents()
            #expect(layer.backgroundColor == Self.red && layer.presentation()?.backgroundColor == Self.red)
            #expect(layer.animationKeys() == nil)
        }
    }

    @Test func cancellingTheRotation() {
        // transform.rotation by 2 pi over 2 s under "rotateAnimation": stopping it reports false,
        // letting it run reports true.
        final class FlagLog: NSObject, CAAnimationDelegate {
            var flags: [Bool] = []
            func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { flags.append(flag) }
        }
        withManualClock { clock in
            let shipLayer = committedLayer(), log = FlagLog()
            func start() {
                let animation = CABasicAnimation(keyPath: "transform.rotation")
                animation.duration = 2.0
                animation.byValue = Double.pi * 2
                animation.delegate = log
                shipLayer.add(animation, forKey: "rotateAnimation")
                CATransaction.flush()
            }
            start()
            clock.advance(by: 0.5)
            shipLayer.removeAnimation(forKey: "rotateAnimation")
            #expect(shipLayer.presentation()?.transform == CATransform3DIdentity)
            deliverEvents()
            start()
            clock.advance(by: 2)
            deliverEvents()
            #expect(log.flags == [false, true])
        }
    }

    @Test func swift3Names() {
        let spelling: any SeedAnimationSpelling = SeedAnimationSpelling3()
        withManualClock { _ in
            let layer = committedLayer()
            addAndCommit(spelling.fadeTransition(), to: layer, forKey: nil)
            #expect((layer.animation(forKey: kCATransition) as? CATransition)?.type == .fade)
            let push = spelling.pushTransition()
            #expect(push.type == .push && push.subtype == .fromRight)
            #expect(spelling.rotatingKeyframes().rotationMode == .rotateAuto)
            #expect(spelling.pacedKeyframes().calculationMode == .paced)
        }
    }
}

/// The animations of the seeds' listings, as the listings spell them.
private protocol SeedAnimationSpelling {
    func fadeTransition() -> CATransition
    func pushTransition() -> CATransition
    func rotatingKeyframes() -> CAKeyframeAnimation
    func pacedKeyframes() -> CAKeyframeAnimation
}

private struct SeedAnimationSpelling3: SeedAnimationSpelling {
    @available(*, deprecated, message: "uses the Swift 3 names on purpose")
    func fadeTransition() -> CATransition {
        let transition = CATransition()
        transition.type = kCATransitionFade
        return transition
    }

    @available(*, deprecated, message: "uses the Swift 3 names on purpose")
    func pushTransition() -> CATransition {
        let transition = CATransition()
        transition.type = kCATransitionPush
        transition.subtype = kCATransitionFromRight
        return transition
    }

    @available(*, deprecated, message: "uses the Swift 3 names on purpose")
    func rotatingKeyframes() -> CAKeyframeAnimation {
        let animation = CAKeyframeAnimation(keyPath: "position")
        animation.rotationMode = kCAAnimationRotateAuto
        return animation
    }

    @available(*, deprecated, message: "uses the Swift 3 names on purpose")
    func pacedKeyframes() -> CAKeyframeAnimation {
        let animation = CAKeyframeAnimation(keyPath: "position")
        animation.calculationMode = kCAAnimationPaced
        return animation
    }
}
