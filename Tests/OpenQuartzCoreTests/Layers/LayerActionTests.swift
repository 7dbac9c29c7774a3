#if QUARTZCORE_COMPATIBILITY_TEST
import QuartzCore
#else
import OpenQuartzCore
#endif
import Foundation
import QuartzCoreTestSupport
import Testing

// The search action(forKey:) makes (what runs the action found: LayerActionTriggerTests.swift). The
// order is Apple's (CALayer
// `action(forKey:)` documentation; Core Animation Programming Guide, "Changing a Layer's Default
// Behavior"; conformance README, "Implicit animations and transactions"): the delegate's
// action(for:forKey:), the `actions` dictionary, the `style` dictionary's "actions" (then a nested
// "style"), the class's defaultAction(forKey:), then the implicit animation; NSNull ends the search.

/// A layer class whose default action for "opacity" is a recognisable action.
private final class DefaultActionLayer: CALayer {
    override class func defaultAction(forKey event: String) -> (any CAAction)? {
        event == "opacity" ? LayerTestKit.Action("class default") : super.defaultAction(forKey: event)
    }
}

@Suite("Layer actions")
struct LayerActionTests {
    private func name(_ action: (any CAAction)?) -> String? {
        (action as? LayerTestKit.Action)?.name
    }

    @Test func searchOrder() {
        LayerTestKit.withCleanTransaction {
            let layer = DefaultActionLayer()
            let delegate = LayerTestKit.Delegate()
            let fromDelegate = LayerTestKit.Action("delegate")
            delegate.answers["opacity"] = fromDelegate
            layer.delegate = delegate
            layer.actions = ["opacity": LayerTestKit.Action("actions")]
            layer.style = ["actions": ["opacity": LayerTestKit.Action("style")]]
            #expect(layer.action(forKey: "opacity") as AnyObject? === fromDelegate)
            delegate.answers = [:]
            #expect(name(layer.action(forKey: "opacity")) == "actions")
            layer.actions = ["position": LayerTestKit.Action("other key")]
            #expect(name(layer.action(forKey: "opacity")) == "style")
            layer.style = ["style": ["actions": ["opacity": LayerTestKit.Action("nested style")]]]
            #expect(name(layer.action(forKey: "opacity")) == "nested style")
            layer.style = nil
            #expect(name(layer.action(forKey: "opacity")) == "class default")
            // The delegate was asked each time.
            #expect(delegate.askedKeys == Array(repeating: "opacity", count: 5))
        }
    }

    @Test func nullEndsTheSearch() {
        LayerTestKit.withCleanTransaction {
            let layer = DefaultActionLayer()
            let delegate = LayerTestKit.Delegate()
            delegate.answers["opacity"] = NSNull()
            layer.delegate = delegate
            layer.actions = ["opacity": LayerTestKit.Action("actions")]
            #expect(layer.action(forKey: "opacity") == nil)
            delegate.answers = [:]
            layer.actions = ["opacity": NSNull()]
            layer.style = ["actions": ["opacity": LayerTestKit.Action("style")]]
            #expect(layer.action(forKey: "opacity") == nil)
            layer.actions = nil
            layer.style = ["actions": ["opacity": NSNull()]]
            #expect(layer.action(forKey: "opacity") == nil)
            layer.style = nil
            #expect(name(layer.action(forKey: "opacity")) == "class default")
        }
    }
}
