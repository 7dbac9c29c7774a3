#if QUARTZCORE_COMPATIBILITY_TEST
import QuartzCore
#else
import OpenQuartzCore
#endif
import Foundation
import QuartzCoreTestSupport
import Testing

/// Which action a property change runs (CALayer `action(forKey:)` documentation; conformance README,
/// "Implicit animations and transactions"), and how an animation runs as an action.
@Suite("Implicit animations: actions")
struct ImplicitActionTests {
    /// A layer delegate that answers NSNull for "opacity", and Apple's `moveRight` example action
    /// (CALayerDelegate `action(for:forKey:)` documentation): a basic animation with no key path, the
    /// value function translateX, from 1 to 300 over 2 s.
    final class Delegate: NSObject, CALayerDelegate {
        func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
            switch event {
            case "opacity": return NSNull()
            case "moveRight":
                let animation = CABasicAnimation()
                animation.valueFunction = CAValueFunction(name: .translateX)
                animation.fromValue = 1
                animation.toValue = 300
                animation.duration = 2
                return animation
            default: return nil
            }
        }
    }

    @Test func aDelegatesNSNullStopsTheSearch() {
        // vectors.md: delegate returns NSNull for "opacity", actions["opacity"] set: no animation.
        SeedKit.withManualClock { _ in
            let layer = CALayer()
            SeedKit.setUp { layer.opacity = 0 }
            let custom = CABasicAnimation()
            custom.duration = 3
            layer.actions = ["opacity": custom]
            let delegate = Delegate()
            withExtendedLifetime(delegate) {
                layer.delegate = delegate
                CATransaction.begin()
                layer.opacity = 1
                CATransaction.commit()
                #expect(layer.animationKeys() == nil)
                layer.delegate = nil
            }
            CATransaction.begin()
            layer.opacity = 0.5
            CATransaction.commit()
            #expect(layer.animation(forKey: "opacity")?.duration == 3, "without the delegate, actions[\"opacity\"] runs")
        }
    }

    @Test func anActionWithoutKeyPathAnimatesTheKeyItRunsFor() {
        // Apple's example for CALayerDelegate action(for:forKey:): the keyPath-less animation run
        // for "transform" moves the layer along x from 1 to 300 in 2 s (linear: no timing function).
        SeedKit.withManualClock { clock in
            let layer = CALayer()
            SeedKit.setUp { layer.name = "sublayer" }
            let delegate = Delegate()
            withExtendedLifetime(delegate) {
                layer.delegate = delegate
                CATransaction.begin()
                layer.action(forKey: "moveRight")?.run(forKey: "transform", object: layer, arguments: nil)
                CATransaction.commit()
                clock.advance(by: 1)
                let expected = CATransform3DMakeTranslation(1 + (300 - 1) * 0.5, 0, 0)
                let transform = layer.presentation()?.transform ?? CATransform3DIdentity
                #expect(transform.isApproximatelyEqual(to: expected, absoluteTolerance: 1e-9))
                layer.delegate = nil
            }
        }
    }

    @Test func anAnimationInActionsRunsFromTheOldValueToTheNew() {
        // CABasicAnimation documentation: with fromValue, toValue and byValue all nil it interpolates
        // from the previous value to the current one; the key path is the property's.
        SeedKit.withManualClock { clock in
            let layer = CALayer()
            SeedKit.setUp { layer.opacity = 0 }
            let fade = CABasicAnimation()
            fade.duration = 1
            layer.actions = ["opacity": fade]
            CATransaction.begin()
            layer.opacity = 1
            CATransaction.commit()
            #expect((layer.animation(forKey: "opacity") as? CABasicAnimation)?.keyPath == "opacity")
            clock.advance(by: 0.25)
            let opacity = Double(layer.presentation()?.opacity ?? -1)
            #expect(opacity.isApproximatelyEqual(to: 0.25, absoluteTolerance: 1e-6))
        }
    }
}
