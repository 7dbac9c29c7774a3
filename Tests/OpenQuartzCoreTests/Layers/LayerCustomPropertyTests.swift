#if QUARTZCORE_COMPATIBILITY_TEST
import QuartzCore
#else
import OpenQuartzCore
#endif
import Foundation
import QuartzCoreTestSupport
import Testing

// Apple's pattern for animating a custom layer property: a CALayer subclass stores the property under
// a custom key, answers true from needsDisplay(forKey:) for it, and overrides action(forKey:) to
// return an animation from the value on screen (WWDC "Core Animation in Practice"; CALayer
// `action(forKey:)`: "subclasses may override this method").

/// A layer with an animatable custom property, `progress`.
private final class ProgressLayer: CALayer {
    var progress: CGFloat {
        get { LayerTestKit.number(value(forKey: "progress")).map { CGFloat($0) } ?? 0 }
        set { setValue(newValue, forKey: "progress") }
    }

    override class func needsDisplay(forKey key: String) -> Bool {
        key == "progress" || super.needsDisplay(forKey: key)
    }

    override func action(forKey event: String) -> (any CAAction)? {
        guard event == "progress" else { return super.action(forKey: event) }
        let animation = CABasicAnimation(keyPath: event)
        animation.fromValue = (presentation() ?? self).progress
        animation.duration = 1
        return animation
    }
}

@Suite("Custom animatable layer properties")
struct LayerCustomPropertyTests {
    @Test func theOverriddenActionIsFoundAndRun() {
        LayerTestKit.withCleanTransaction {
            // On display, as the inherited implicit actions exist only there (GNUstep
            // libs-quartzcore PR #36, measured on Apple).
            let layer = LayerTestHarness.onDisplay(ProgressLayer())
            #expect((layer.action(forKey: "progress") as? CABasicAnimation)?.keyPath == "progress")
            // Other keys still find the inherited actions.
            #expect((layer.action(forKey: "opacity") as? CABasicAnimation)?.keyPath == "opacity")
            layer.progress = 0.5
            #expect(layer.progress == 0.5)
            #expect(layer.needsDisplay())
            #expect(layer.animationKeys() == ["progress"])
            let animation = layer.animation(forKey: "progress") as? CABasicAnimation
            #expect(animation?.duration == 1)
            // Never committed, the layer has no presentation: this action starts from the model value.
            #expect(LayerTestKit.number(animation?.fromValue) == 0.5)
        }
    }

    @Test func theOverrideDecidesForItsKeyOnly() {
        LayerTestKit.withCleanTransaction {
            let layer = ProgressLayer()
            let delegate = LayerTestKit.Delegate()
            delegate.answers["progress"] = NSNull()
            layer.delegate = delegate
            // The subclass's override decides for its key: it does not consult the delegate first.
            #expect(layer.action(forKey: "progress") != nil)
            // For other keys the inherited search asks the delegate.
            delegate.answers["opacity"] = NSNull()
            #expect(layer.action(forKey: "opacity") == nil)
        }
    }

    #if !QUARTZCORE_COMPATIBILITY_TEST
    /// On a manual clock: the presentation animates from the committed value to the new one, linearly
    /// (the animation's timingFunction is nil) over its one second, while the model holds the new value.
    @Test func thePresentationAnimatesTheCustomProperty() {
        LayerTestKit.withClock { clock in
            let layer = ProgressLayer()
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            layer.progress = 0.2
            CATransaction.commit()
            CATransaction.flush()
            #expect(layer.presentation()?.progress == 0.2)
            #expect(layer.animationKeys() == nil)
            layer.displayIfNeeded()

            CATransaction.begin()
            layer.progress = 1
            CATransaction.commit()
            CATransaction.flush()
            // needsDisplay(forKey:) marked the layer, and the commit displayed it (display comes
            // before commit in a transaction's commit).
            #expect(!layer.needsDisplay())
            #expect(layer.contents != nil)
            #expect(LayerTestKit.number((layer.animation(forKey: "progress") as? CABasicAnimation)?.fromValue) == 0.2)
            clock.advance(by: 0.5)
            #expect(LayerTestKit.isNumber(layer.presentation()?.progress, approximately: 0.6))
            #expect(layer.progress == 1)
            clock.advance(by: 0.75)
            #expect(layer.presentation()?.progress == 1)
        }
    }
    #endif
}
