#if QUARTZCORE_COMPATIBILITY_TEST
import QuartzCore
#else
import OpenQuartzCore
#endif
import Foundation
import QuartzCoreTestSupport
import Testing

/// The Explicit Animations seed (003), "Basic Animations" and "CAAnimationDelegate": a layer's
/// background colour animated to a new colour three ways, built as the listings build them (the random
/// colour replaced by a fixed one, UIKit by plain layers and CGColors).
/// Expected values: the CABasicAnimation rules (conformance README), an explicit animation's default
/// duration 0.25 s and linear pacing (timingFunction nil), and what the chapter says of each listing.
@Suite("Seeds: changing a layer's colour")
struct ColorChangeSeedTests {
    static let blue: [CGFloat] = [0, 0, 1, 1]
    static let newColor: [CGFloat] = [0.2, 0.6, 0.4, 1]

    /// The listings' view controller: a 100 x 100 layer at (50, 50), blue.
    final class ViewController: NSObject, CAAnimationDelegate {
        let layerView = CALayer()
        let layer = CALayer()

        func viewDidLoad() {
            layer.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
            layer.backgroundColor = SeedKit.mix(blue, blue, 0)
            layerView.addSublayer(layer)
        }

        /// First listing: toValue only.
        func changeColor(delegate: Bool = false) {
            let animation = CABasicAnimation(keyPath: "backgroundColor")
            animation.toValue = SeedKit.mix(newColor, newColor, 0)
            if delegate { animation.delegate = self }
            layer.add(animation, forKey: nil)
        }

        /// Second listing: `applyBasicAnimation`, from the presentation, the model set without actions.
        func applyBasicAnimation(animation: CABasicAnimation, toLayer: CALayer) {
            animation.fromValue = toLayer.presentation()?.value(forKey: animation.keyPath ?? "")
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            toLayer.setValue(animation.toValue, forKey: animation.keyPath ?? "")
            CATransaction.commit()
            toLayer.add(animation, forKey: nil)
        }

        /// Third listing's delegate: the final value set once the animation stops.
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            if let animation = anim as? CABasicAnimation {
                layer.backgroundColor = animation.toValue as! CGColor?
            }
            CATransaction.commit()
        }
    }

    static func presentedColor(_ controller: ViewController) -> CGColor {
        controller.layer.presentation()?.backgroundColor ?? CGColor.clear
    }

    @Test func toValueOnlySnapsBackAfterTheEnd() {
        SeedKit.withManualClock { clock in
            let controller = ViewController()
            controller.viewDidLoad()
            SeedKit.turn()
            controller.changeColor()
            SeedKit.turn()
            SeedKit.advance(clock, by: 0.125)
            #expect(Self.presentedColor(controller).isApproximatelyEqual(to: SeedKit.mix(Self.blue, Self.newColor, 0.5), absoluteTolerance: 1e-9))
            SeedKit.advance(clock, by: 0.25)
            // "the layer goes back to its original colour": the model was never changed.
            #expect(Self.presentedColor(controller).isApproximatelyEqual(to: SeedKit.mix(Self.blue, Self.blue, 0), absoluteTolerance: 1e-9))
            #expect(controller.layer.backgroundColor == SeedKit.mix(Self.blue, Self.blue, 0))
        }
    }

    @Test func settingTheModelFirstRemovesTheSnapBack() {
        SeedKit.withManualClock { clock in
            let controller = ViewController()
            controller.viewDidLoad()
            SeedKit.turn()
            let animation = CABasicAnimation(keyPath: "backgroundColor")
            animation.toValue = SeedKit.mix(Self.newColor, Self.newColor, 0)
            controller.applyBasicAnimation(animation: animation, toLayer: controller.layer)
            SeedKit.turn()
            SeedKit.advance(clock, by: 0.125)
            #expect(Self.presentedColor(controller).isApproximatelyEqual(to: SeedKit.mix(Self.blue, Self.newColor, 0.5), absoluteTolerance: 1e-9))
            SeedKit.advance(clock, by: 0.25)
            #expect(Self.presentedColor(controller).isApproximatelyEqual(to: SeedKit.mix(Self.newColor, Self.newColor, 0), absoluteTolerance: 1e-9))
        }
    }

    @Test func theDelegateSetsTheFinalValue() {
        SeedKit.withManualClock { clock in
            let controller = ViewController()
            controller.viewDidLoad()
            SeedKit.turn()
            controller.changeColor(delegate: true)
            SeedKit.turn()
            SeedKit.advance(clock, by: 0.3)
            let final = SeedKit.mix(Self.newColor, Self.newColor, 0)
            #expect(controller.layer.backgroundColor == final, "set in animationDidStop")
            #expect(Self.presentedColor(controller).isApproximatelyEqual(to: final, absoluteTolerance: 1e-9))
            #expect(controller.layer.animationKeys() == nil, "with actions disabled, no new animation")
        }
    }
}
