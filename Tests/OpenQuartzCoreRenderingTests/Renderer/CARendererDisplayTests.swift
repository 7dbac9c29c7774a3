#if QUARTZCORE_COMPATIBILITY_TEST
import QuartzCore
#else
import OpenQuartzCoreRendering
#endif
import Foundation
import Testing
import QuartzCoreTestSupport

/// A renderer's layer is on display (issue 17, item 3): Apple runs implicit animations only for layers
/// a render context shows, and a standalone layer answers nil from `action(forKey:)` and from
/// `animationKeys()` (GNUstep libs-quartzcore PR #36 and Tests/quartzcore/CALayer/implicit.m, measured
/// on Apple). Through the public API only: setting `renderer.layer` is what puts a tree on display.
@Suite struct CARendererDisplayTests {
    /// Sets the opacity of `layer` to `value` in a transaction of its own; whether it animated.
    static func animates(_ layer: CALayer, to value: Float) -> Bool {
        layer.removeAllAnimations()
        CATransaction.begin()
        layer.opacity = value
        CATransaction.commit()
        return layer.animation(forKey: "opacity") != nil
    }

    @Test func theRenderersLayerAndItsSublayersAnimateImplicitly() {
        LayerTestHarness.withManualClock { _ in
            let root = CALayer(), child = CALayer()
            root.addSublayer(child)
            #expect(!Self.animates(child, to: 0.5), "standalone: no implicit animation")
            #expect(root.action(forKey: "opacity") == nil)

            let renderer = CARenderer(cgContext: Bitmaps.context(4, 4), options: nil)
            renderer.layer = root
            #expect(root.action(forKey: "opacity") is CABasicAnimation)
            #expect(Self.animates(root, to: 0.5), "the renderer's layer animates")
            #expect(Self.animates(child, to: 1), "and so does its sublayer")
            let late = CALayer()
            child.addSublayer(late)
            #expect(Self.animates(late, to: 0.5), "and a layer added to the tree later")

            renderer.layer = CALayer()
            #expect(!Self.animates(child, to: 0.25), "another layer taken: the old tree is standalone again")
            #expect(root.action(forKey: "opacity") == nil)
        }
    }

    @Test func aReleasedRendererLetsItsLayerGo() {
        LayerTestHarness.withManualClock { _ in
            let root = CALayer()
            var renderer: CARenderer? = CARenderer(cgContext: Bitmaps.context(4, 4), options: nil)
            renderer?.layer = root
            #expect(Self.animates(root, to: 0.5))
            let other = CARenderer(cgContext: Bitmaps.context(4, 4), options: nil)
            other.layer = root
            renderer = nil
            #expect(Self.animates(root, to: 1), "a second renderer still shows it")
            other.layer = nil
            #expect(!Self.animates(root, to: 0.5), "no renderer shows it any more")
        }
    }
}
