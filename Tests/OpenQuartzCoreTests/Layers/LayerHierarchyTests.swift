#if QUARTZCORE_COMPATIBILITY_TEST
import QuartzCore
#else
import OpenQuartzCore
#endif
import Foundation
import QuartzCoreTestSupport
import Testing

// The layer tree: CALayer's "Managing the Layer Hierarchy" methods, as Apple documents them, and the
// conformance README's measured rule that `sublayers` is nil, never empty.

@Suite("Layer hierarchy")
struct LayerHierarchyTests {
    @Test func addSublayerAppendsAndSetsTheSuperlayer() {
        LayerTestKit.withCleanTransaction {
            let parent = CALayer()
            let layers = LayerTestKit.named("a", "b", "c")
            for layer in layers { parent.addSublayer(layer) }
            #expect(LayerTestKit.ids(parent.sublayers) == LayerTestKit.ids(layers))
            #expect(layers.allSatisfy { $0.superlayer === parent })
            // Adding a sublayer again moves it to the front (the end of the array).
            parent.addSublayer(layers[0])
            #expect(parent.sublayers?.map(\.name) == ["b", "c", "a"])
        }
    }

    @Test func insertAtIndexBelowAndAbove() {
        LayerTestKit.withCleanTransaction {
            let parent = CALayer()
            let l = LayerTestKit.named("a", "b", "c", "d", "e")
            parent.addSublayer(l[0])
            parent.addSublayer(l[1])
            parent.insertSublayer(l[2], at: 1)
            #expect(parent.sublayers?.map(\.name) == ["a", "c", "b"])
            parent.insertSublayer(l[3], at: 0)
            #expect(parent.sublayers?.map(\.name) == ["d", "a", "c", "b"])
            parent.insertSublayer(l[4], below: l[2])
            #expect(parent.sublayers?.map(\.name) == ["d", "a", "e", "c", "b"])
            let f = LayerTestKit.named("f")[0]
            parent.insertSublayer(f, above: l[1])
            #expect(parent.sublayers?.map(\.name) == ["d", "a", "e", "c", "b", "f"])
            let g = LayerTestKit.named("g")[0]
            parent.insertSublayer(g, above: l[3])
            #expect(parent.sublayers?.map(\.name) == ["d", "g", "a", "e", "c", "b", "f"])
            #expect([f, g].allSatisfy { $0.superlayer === parent })
        }
    }

    @Test func replaceSublayerKeepsTheIndex() {
        LayerTestKit.withCleanTransaction {
            let parent = CALayer()
            let l = LayerTestKit.named("a", "b", "c", "x")
            for layer in l.prefix(3) { parent.addSublayer(layer) }
            parent.replaceSublayer(l[1], with: l[3])
            #expect(parent.sublayers?.map(\.name) == ["a", "x", "c"])
            #expect(l[1].superlayer == nil)
            #expect(l[3].superlayer === parent)
        }
    }

    @Test func removeFromSuperlayer() {
        LayerTestKit.withCleanTransaction {
            let parent = CALayer()
            let l = LayerTestKit.named("a", "b")
            parent.addSublayer(l[0])
            parent.addSublayer(l[1])
            l[0].removeFromSuperlayer()
            #expect(parent.sublayers?.map(\.name) == ["b"])
            #expect(l[0].superlayer == nil)
            // Removing a layer that has no superlayer does nothing.
            l[0].removeFromSuperlayer()
            #expect(l[0].superlayer == nil)
        }
    }

    @Test func movingALayerToAnotherSuperlayerTakesItOutOfTheFirst() {
        LayerTestKit.withCleanTransaction {
            let first = CALayer(), second = CALayer()
            let l = LayerTestKit.named("a", "b")
            first.addSublayer(l[0])
            first.addSublayer(l[1])
            second.addSublayer(l[0])
            #expect(first.sublayers?.map(\.name) == ["b"])
            #expect(second.sublayers?.map(\.name) == ["a"])
            #expect(l[0].superlayer === second)
            second.insertSublayer(l[1], at: 0)
            #expect(first.sublayers == nil)
            #expect(second.sublayers?.map(\.name) == ["b", "a"])
        }
    }

    /// Conformance README, measured: `sublayers` is nil, not empty, after the last sublayer is removed
    /// or after setting `[]`.
    @Test func sublayersIsNilNotEmpty() {
        LayerTestKit.withCleanTransaction {
            let parent = CALayer()
            let child = CALayer()
            parent.addSublayer(child)
            child.removeFromSuperlayer()
            #expect(parent.sublayers == nil)

            parent.addSublayer(child)
            parent.sublayers = []
            #expect(parent.sublayers == nil)
            #expect(child.superlayer == nil)

            parent.addSublayer(child)
            parent.sublayers = nil
            #expect(parent.sublayers == nil)
            #expect(child.superlayer == nil)
        }
    }

    @Test func settingSublayersReplacesThemAll() {
        LayerTestKit.withCleanTransaction {
            let parent = CALayer()
            let l = LayerTestKit.named("a", "b", "c")
            parent.addSublayer(l[0])
            parent.sublayers = [l[1], l[2]]
            #expect(parent.sublayers?.map(\.name) == ["b", "c"])
            #expect(l[0].superlayer == nil)
            #expect(l[1].superlayer === parent && l[2].superlayer === parent)
            // A layer of the new array taken from another superlayer leaves it.
            let other = CALayer()
            let d = LayerTestKit.named("d")[0]
            other.addSublayer(d)
            parent.sublayers = [d, l[1]]
            #expect(parent.sublayers?.map(\.name) == ["d", "b"])
            #expect(other.sublayers == nil)
            #expect(l[2].superlayer == nil)
        }
    }
}
