#if QUARTZCORE_COMPATIBILITY_TEST
import QuartzCore
#else
import OpenQuartzCore
#endif
import Foundation
import QuartzCoreTestSupport
import Testing

// What runs the actions LayerActionTests.swift finds: setting a property (the action found is run
// with the key and the layer; the last resort is the implicit basic animation), adding and removing
// a layer (kCAOnOrderIn, kCAOnOrderOut), and what disableActions turns off.

@Suite("Layer action triggers")
struct LayerActionTriggerTests {
    /// Setting a property runs the action found, with the key and the layer; an action that is not
    /// an animation adds no animation.
    @Test func settingAPropertyRunsTheActionFound() {
        LayerTestKit.withCleanTransaction {
            let layer = CALayer()
            let action = LayerTestKit.Action("run me")
            layer.actions = ["opacity": action]
            layer.opacity = 0.5
            #expect(action.runs.count == 1)
            #expect(action.runs.first?.event == "opacity")
            #expect(action.runs.first?.object === layer)
            #expect(layer.animationKeys() == nil)
        }
    }

    /// With nothing else found, an animatable property's action is a basic animation of its key path
    /// with the transaction's duration, added under the property's key, for a layer on display (only
    /// those animate implicitly on Apple: GNUstep libs-quartzcore PR #36).
    @Test func theImplicitActionIsABasicAnimation() {
        LayerTestKit.withCleanTransaction {
            let layer = LayerTestHarness.onDisplay(CALayer())
            let action = layer.action(forKey: "opacity")
            #expect((action as? CABasicAnimation)?.keyPath == "opacity")
            CATransaction.begin()
            layer.opacity = 0
            CATransaction.commit()
            #expect(layer.animationKeys() == ["opacity"])
            let animation = layer.animation(forKey: "opacity") as? CABasicAnimation
            #expect(animation?.keyPath == "opacity")
            #expect(animation?.duration == 0.25)
            // An unknown key has no action.
            #expect(layer.action(forKey: "noSuchProperty") == nil)
        }
    }

    @Test func nullFromTheDelegateMeansNoAnimation() {
        LayerTestKit.withCleanTransaction {
            let layer = CALayer()
            let delegate = LayerTestKit.Delegate()
            delegate.answers["opacity"] = NSNull()
            layer.delegate = delegate
            layer.actions = ["opacity": LayerTestKit.Action("actions")]
            layer.opacity = 0
            #expect(layer.animationKeys() == nil)
            #expect((layer.actions?["opacity"] as? LayerTestKit.Action)?.runs.isEmpty == true)
        }
    }

    @Test func disableActionsAsksForNothing() {
        LayerTestKit.withCleanTransaction {
            let layer = CALayer()
            let delegate = LayerTestKit.Delegate()
            layer.delegate = delegate
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            layer.opacity = 0
            layer.position = CGPoint(x: 5, y: 5)
            let parent = CALayer()
            parent.addSublayer(layer)
            layer.removeFromSuperlayer()
            CATransaction.commit()
            #expect(delegate.askedKeys.isEmpty)
            #expect(layer.animationKeys() == nil)
            #expect(layer.opacity == 0)
        }
    }

    /// kCAOnOrderIn: "the action taken when a layer becomes visible, either as a result being inserted
    /// into the visible layer hierarchy or the layer is no longer set as hidden"; kCAOnOrderOut: "when
    /// the layer is removed from the layer hierarchy or is hidden" (Apple's documentation of the
    /// constants). OpenQuartzCore treats every layer tree as visible.
    @Test func orderInAndOrderOutWhenALayerIsAddedAndRemoved() {
        LayerTestKit.withCleanTransaction {
            let parent = CALayer(), layer = CALayer()
            let delegate = LayerTestKit.Delegate()
            let orderIn = LayerTestKit.Action("in"), orderOut = LayerTestKit.Action("out")
            delegate.answers = [kCAOnOrderIn: orderIn, kCAOnOrderOut: orderOut]
            layer.delegate = delegate
            parent.addSublayer(layer)
            #expect(delegate.askedKeys == [kCAOnOrderIn])
            #expect(orderIn.runs.count == 1 && orderIn.runs.first?.object === layer)
            layer.removeFromSuperlayer()
            #expect(delegate.askedKeys == [kCAOnOrderIn, kCAOnOrderOut])
            #expect(orderOut.runs.count == 1 && orderOut.runs.first?.event == kCAOnOrderOut)
            parent.insertSublayer(layer, at: 0)
            #expect(delegate.askedKeys.last == kCAOnOrderIn)
        }
    }

    @Test func orderInAndOrderOutWhenALayerIsShownAndHidden() {
        LayerTestKit.withCleanTransaction {
            let layer = CALayer()
            let delegate = LayerTestKit.Delegate()
            layer.delegate = delegate
            layer.isHidden = true
            layer.isHidden = false
            #expect(delegate.askedKeys.filter { $0 == "hidden" }.count == 2)
            #expect(delegate.askedKeys.contains(kCAOnOrderOut))
            #expect(delegate.askedKeys.contains(kCAOnOrderIn))
        }
    }
}
