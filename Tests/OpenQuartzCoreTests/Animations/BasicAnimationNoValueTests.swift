#if QUARTZCORE_COMPATIBILITY_TEST
import QuartzCore
#else
import OpenQuartzCore
#endif
import Foundation
import QuartzCoreTestSupport
import Testing

/// A CABasicAnimation with none of fromValue, toValue and byValue (CABasicAnimation.h: "Interpolates
/// between the previous value of keyPath in the target layer's presentation layer and the current
/// value of keyPath in the target layer's presentation layer"; conformance README: previous value ->
/// current value), added explicitly, mid-way through another animation, and by a custom action.
@Suite("Animations: basic animation without values")
struct BasicAnimationNoValueTests: AnimationSuite {
    @Test func noValuesAnimatesFromThePreviousToTheCurrentValue() {
        // CABasicAnimation.h: with none set, from the previous value of the key path to its current
        // value (what implicit animations use). The model changes from 30 to 80 in the transaction
        // that adds the animation: half way is 55.
        let z: Double = withManualClock { clock in
            let layer = committedLayer()
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            layer.zPosition = 80
            let animation = CABasicAnimation(keyPath: "zPosition")
            animation.duration = 1
            layer.add(animation, forKey: nil)
            CATransaction.commit()
            clock.advance(by: 0.5)
            return presentedZ(layer)
        }
        #expect(z.isApproximatelyEqual(to: 55, absoluteTolerance: 1e-9))
    }

    @Test func noValuesStartsFromWhatThePresentationShowed() {
        // "The previous value of keyPath in the target layer's presentation layer": mid-way through
        // a ramp the presentation shows 50, so the new animation runs 50 -> 80 (65 half way).
        let z: Double = withManualClock { clock in
            let layer = committedLayer()
            addAndCommit(ramp(), to: layer, forKey: "ramp")
            clock.advance(by: 0.5)
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            layer.zPosition = 80
            let animation = CABasicAnimation(keyPath: "zPosition")
            animation.duration = 1
            layer.add(animation, forKey: "change")
            CATransaction.commit()
            clock.advance(by: 0.5)
            return presentedZ(layer)
        }
        #expect(z.isApproximatelyEqual(to: 65, absoluteTolerance: 1e-9))
    }

    @Test func anActionAddingAnAnimationWithNoValuesAnimatesTheChange() {
        // The usual custom action: it adds CABasicAnimation(keyPath: event) with no values when the
        // property changes, and the change (30 -> 80) animates, over the action's 2 s.
        final class Action: NSObject, CAAction {
            func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
                let animation = CABasicAnimation(keyPath: event)
                animation.duration = 2
                (anObject as? CALayer)?.add(animation, forKey: nil)
            }
        }
        let z: Double = withManualClock { clock in
            let layer = committedLayer()
            layer.actions = ["zPosition": Action()]
            layer.zPosition = 80
            CATransaction.flush()
            clock.advance(by: 1)
            return presentedZ(layer)
        }
        #expect(z.isApproximatelyEqual(to: 55, absoluteTolerance: 1e-9))
    }
}
