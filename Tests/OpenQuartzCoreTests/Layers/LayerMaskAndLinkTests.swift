#if QUARTZCORE_COMPATIBILITY_TEST
import QuartzCore
#else
import OpenQuartzCore
#endif
import Foundation
import QuartzCoreTestSupport
import Testing

// Masks, superlayer links through a tree, and the tree keys of key-value coding ("sublayers",
// "superlayer", "mask").

@Suite("Layer masks and tree links")
struct LayerMaskAndLinkTests {
    /// A mask is not a sublayer; CALayer.h: `removeFromSuperlayer` "works both if the receiver is in
    /// its superlayer's sublayers array or set as its mask value", so the mask's superlayer is the
    /// layer it masks.
    @Test func maskLayers() {
        LayerTestKit.withCleanTransaction {
            let layer = CALayer()
            let mask = CALayer()
            layer.mask = mask
            #expect(layer.mask === mask)
            #expect(layer.sublayers == nil)
            #expect(mask.superlayer === layer)
            mask.removeFromSuperlayer()
            #expect(layer.mask == nil)
            #expect(mask.superlayer == nil)

            layer.mask = mask
            let replacement = CALayer()
            layer.mask = replacement
            #expect(layer.mask === replacement)
            #expect(mask.superlayer == nil)
            layer.mask = nil
            #expect(replacement.superlayer == nil)
        }
    }

    @Test func superlayerLinksFollowTheTree() {
        LayerTestKit.withCleanTransaction {
            let root = CALayer(), middle = CALayer(), leaf = CALayer()
            root.addSublayer(middle)
            middle.addSublayer(leaf)
            #expect(leaf.superlayer === middle && middle.superlayer === root && root.superlayer == nil)
            // Removing a subtree keeps its inner links.
            middle.removeFromSuperlayer()
            #expect(middle.superlayer == nil)
            #expect(leaf.superlayer === middle)
            #expect(LayerTestKit.ids(middle.sublayers) == LayerTestKit.ids([leaf]))
        }
    }

    @Test func treeKeysThroughKeyValueCoding() {
        LayerTestKit.withCleanTransaction {
            let parent = CALayer(), child = CALayer(), mask = CALayer()
            parent.setValue([child], forKey: "sublayers")
            #expect(LayerTestKit.ids(parent.value(forKey: "sublayers") as? [CALayer]) == LayerTestKit.ids([child]))
            #expect((child.value(forKey: "superlayer") as? CALayer) === parent)
            parent.setValue(mask, forKey: "mask")
            #expect(parent.mask === mask)
            #expect((parent.value(forKey: "mask") as? CALayer) === mask)
        }
    }
}
