#if QUARTZCORE_COMPATIBILITY_TEST
import QuartzCore
#else
import OpenQuartzCore
#endif
import Foundation
import QuartzCoreTestSupport
import Testing

// hitTest(_:) and contains(_:). The point given to hitTest is in the coordinates of the receiver's
// superlayer (CALayer `hitTest(_:)`: "A point in the coordinate system of the receiver's
// superlayer"); the rules are the conformance README's, measured on Apple's framework: no pruning by
// a superlayer's bounds unless it masks to them, a higher zPosition beats sibling order, hidden layers
// are skipped.

@Suite("Layer hit testing")
struct LayerHitTestingTests {
    @Test func deepestLayerContainingThePointAnswers() {
        LayerTestKit.withCleanTransaction {
            let (root, back, front) = LayerTestKit.hitTestScene()
            #expect(root.hitTest(CGPoint(x: 30, y: 30)) === back)
            #expect(root.hitTest(CGPoint(x: 150, y: 150)) === front)
            #expect(root.hitTest(CGPoint(x: 190, y: 10)) === root)
            #expect(root.hitTest(CGPoint(x: 250, y: 250)) == nil)
            // Where they overlap, the later sibling is in front.
            #expect(root.hitTest(CGPoint(x: 90, y: 90)) === front)
        }
    }

    @Test func thePointIsInTheSuperlayersCoordinates() {
        LayerTestKit.withCleanTransaction {
            let (root, back, _) = LayerTestKit.hitTestScene()
            root.position = CGPoint(x: 1100, y: 100)   // the root's origin is now at (1000, 0)
            #expect(root.hitTest(CGPoint(x: 1030, y: 30)) === back)
            #expect(root.hitTest(CGPoint(x: 30, y: 30)) == nil)
            // Asking a sublayer directly: the point is in the root's coordinates.
            #expect(back.hitTest(CGPoint(x: 30, y: 30)) === back)
            #expect(back.hitTest(CGPoint(x: 1030, y: 30)) == nil)
        }
    }

    @Test func higherZPositionBeatsSiblingOrder() {
        LayerTestKit.withCleanTransaction {
            let (root, back, front) = LayerTestKit.hitTestScene()
            back.zPosition = 1
            #expect(root.hitTest(CGPoint(x: 90, y: 90)) === back)
            front.zPosition = 2
            #expect(root.hitTest(CGPoint(x: 90, y: 90)) === front)
            front.zPosition = -1
            back.zPosition = 0
            #expect(root.hitTest(CGPoint(x: 90, y: 90)) === back)
        }
    }

    @Test func hiddenLayersAreSkipped() {
        LayerTestKit.withCleanTransaction {
            let (root, back, front) = LayerTestKit.hitTestScene()
            front.isHidden = true
            #expect(root.hitTest(CGPoint(x: 90, y: 90)) === back)
            #expect(root.hitTest(CGPoint(x: 150, y: 150)) === root)
            // A hidden layer hides its sublayers too.
            let inner = LayerTestKit.layer(bounds: CGRect(x: 0, y: 0, width: 10, height: 10), position: CGPoint(x: 50, y: 50))
            back.addSublayer(inner)
            #expect(root.hitTest(CGPoint(x: 70, y: 70)) === inner)
            back.isHidden = true
            #expect(root.hitTest(CGPoint(x: 70, y: 70)) === root)
            root.isHidden = true
            #expect(root.hitTest(CGPoint(x: 10, y: 10)) == nil)
        }
    }

    @Test func sublayersOutsideTheSuperlayersBoundsAreHitUnlessItMasksToThem() {
        LayerTestKit.withCleanTransaction {
            let (root, back, _) = LayerTestKit.hitTestScene()
            let outside = LayerTestKit.layer(bounds: CGRect(x: 0, y: 0, width: 40, height: 40), position: CGPoint(x: -10, y: 50))
            back.addSublayer(outside)
            // outside covers (-30, 30)-(10, 70) of back, that is (-10, 50)-(30, 90) of the root:
            // (-5, 60) is outside back and outside the root, and still hits.
            #expect(root.hitTest(CGPoint(x: -5, y: 60)) === outside)
            back.masksToBounds = true
            #expect(root.hitTest(CGPoint(x: -5, y: 60)) == nil)
            // Inside back, the masked sublayer is still hit.
            #expect(root.hitTest(CGPoint(x: 25, y: 60)) === outside)
            back.masksToBounds = false
            root.masksToBounds = true
            #expect(root.hitTest(CGPoint(x: -5, y: 60)) == nil)
            // (5, 60) is inside the root but outside back, which no longer masks.
            #expect(root.hitTest(CGPoint(x: 5, y: 60)) === outside)
        }
    }
}
