#if !QUARTZCORE_COMPATIBILITY_TEST
import Foundation
import OpenQuartzCore
import QuartzCoreTestSupport
import Testing

// Apple's rule that only layers on display animate implicitly (issue 17, item 3). The expected
// values are the measured facts of GNUstep libs-quartzcore: a standalone layer answers nil from
// action(forKey:) when neither its delegate, its actions nor its style give an action (PR #36,
// Tests/quartzcore/CALayer/actions.m), and a standalone layer answers nil from animationKeys()
// throughout a property change (Tests/quartzcore/CALayer/implicit.m). The displayed-tree cases follow
// implicit.m's checks on a layer on display: a change animates, a change with actions disabled does
// not, a later transaction animates again, the same value again does not. The mark itself is the
// hook CARenderer uses (CARendererDisplayTests checks the renderer through the public API).

/// An animation told apart by the value under "tag", as actions.m's QCMarker is.
private func marker(_ tag: String) -> CABasicAnimation {
    let animation = CABasicAnimation()
    animation.setValue(tag, forKey: "tag")
    return animation
}

private func tag(_ action: (any CAAction)?) -> String? {
    (action as? CAAnimation)?.value(forKey: "tag") as? String
}

@Suite("Layers: implicit animations only on display")
struct LayerDisplayedTreeTests {
    @Test func aStandaloneLayerHasNoImplicitAction() {
        LayerTestHarness.withCleanTransaction {
            let layer = CALayer()
            #expect(CALayer.defaultAction(forKey: "position") == nil)
            #expect(layer.action(forKey: "position") == nil)
            #expect(layer.action(forKey: "opacity") == nil)
            #expect(layer.action(forKey: "contents") == nil)
            #expect(layer.action(forKey: "aKeyNobodyDefined") == nil)
        }
    }

    @Test func aStandaloneLayerChangesWithoutAnimating() {
        LayerTestHarness.withManualClock { _ in
            let layer = CALayer()
            #expect(layer.animationKeys() == nil)
            CATransaction.begin()
            layer.position = CGPoint(x: 20, y: 20)
            #expect(layer.animationKeys() == nil)
            CATransaction.commit()
            #expect(layer.animationKeys() == nil)
            #expect(layer.position == CGPoint(x: 20, y: 20))
            #expect(layer.presentation()?.position == CGPoint(x: 20, y: 20))
        }
    }

    @Test func theDelegateActionsAndStyleStillActOnAStandaloneLayer() {
        LayerTestHarness.withCleanTransaction {
            let layer = CALayer(), delegate = LayerTestKit.Delegate()
            layer.delegate = delegate
            delegate.answers["position"] = marker("fromDelegate")
            #expect(tag(layer.action(forKey: "position")) == "fromDelegate")
            delegate.answers["position"] = nil
            layer.actions = ["position": marker("fromActions")]
            #expect(tag(layer.action(forKey: "position")) == "fromActions")
            layer.actions = nil
            layer.style = ["actions": ["position": marker("fromStyle")]]
            #expect(tag(layer.action(forKey: "position")) == "fromStyle")
            // The action found runs: the style's animation is added under the key.
            layer.position = CGPoint(x: 5, y: 5)
            #expect(layer.animationKeys() == ["position"])
        }
    }

    @Test func aLayerOnDisplayAnimatesAsImplicitDotMSays() {
        LayerTestHarness.withManualClock { _ in
            let layer = LayerTestHarness.onDisplay(CALayer())
            #expect(layer.animation(forKey: "position") == nil, "a fresh layer is not animating")
            CATransaction.begin()
            layer.position = CGPoint(x: 20, y: 20)
            CATransaction.commit()
            #expect(layer.animation(forKey: "position") != nil, "changing the position animates it")
            #expect(layer.position.x == 20)

            layer.removeAnimation(forKey: "position")
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            layer.position = CGPoint(x: 40, y: 40)
            CATransaction.commit()
            #expect(layer.animation(forKey: "position") == nil, "with actions off the change does not animate")
            #expect(layer.position.x == 40)

            CATransaction.begin()
            layer.position = CGPoint(x: 50, y: 50)
            CATransaction.commit()
            #expect(layer.animation(forKey: "position") != nil, "a later transaction animates again")

            layer.removeAnimation(forKey: "position")
            CATransaction.begin()
            layer.position = CGPoint(x: 50, y: 50)
            CATransaction.commit()
            #expect(layer.animation(forKey: "position") == nil, "setting the same value again does not animate")
        }
    }

    @Test func aLayerBuiltBeforeJoiningShowsItsValuesThenAnimates() {
        LayerTestHarness.withManualClock { _ in
            let root = LayerTestHarness.onDisplay(CALayer())
            let child = CALayer(), mask = CALayer()
            CATransaction.begin()
            child.opacity = 0.5
            child.position = CGPoint(x: 30, y: 40)
            mask.opacity = 0.5
            CATransaction.commit()
            #expect(child.animationKeys() == nil && mask.animationKeys() == nil, "built standalone: nothing animates")

            CATransaction.begin()
            root.addSublayer(child)
            child.mask = mask
            CATransaction.commit()
            #expect(child.animationKeys() == nil, "joining the tree animates nothing either")
            #expect(child.presentation()?.opacity == 0.5)
            #expect(child.presentation()?.position == CGPoint(x: 30, y: 40))

            CATransaction.begin()
            child.opacity = 1
            mask.opacity = 1
            CATransaction.commit()
            #expect(child.animationKeys() == ["opacity"], "a sublayer of a displayed root animates")
            #expect(mask.animationKeys() == ["opacity"], "and so does its mask")

            child.removeAllAnimations()
            child.removeFromSuperlayer()
            CATransaction.begin()
            child.opacity = 0.25
            CATransaction.commit()
            #expect(child.animationKeys() == nil, "out of the tree, it is standalone again")
        }
    }

    @Test func theMarkNestsAndEnds() {
        LayerTestHarness.withCleanTransaction {
            let root = CALayer(), child = CALayer()
            root.addSublayer(child)
            #expect(!child.isInDisplayedTree)
            root.beginDisplaying()
            root.beginDisplaying()
            #expect(root.isInDisplayedTree && child.isInDisplayedTree)
            root.endDisplaying()
            #expect(child.action(forKey: "opacity") is CABasicAnimation, "one host still shows it")
            root.endDisplaying()
            #expect(!child.isInDisplayedTree)
            #expect(child.action(forKey: "opacity") == nil)
            root.endDisplaying()
            root.beginDisplaying()
            #expect(root.isInDisplayedTree, "an extra end is ignored")
        }
    }
}
#endif
