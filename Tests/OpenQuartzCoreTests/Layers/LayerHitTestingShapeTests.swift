#if QUARTZCORE_COMPATIBILITY_TEST
import QuartzCore
#else
import OpenQuartzCore
#endif
import Foundation
import QuartzCoreTestSupport
import Testing

// Hit testing of transformed layers, of layers that override contains(_:), and past masks. Points are
// in the coordinates of the receiver's superlayer (CALayer `hitTest(_:)`).

@Suite("Layer hit testing: transforms, shapes and masks")
struct LayerHitTestingShapeTests {
    @Test func transformedLayersAreHitWhereTheyAreDrawn() {
        LayerTestKit.withCleanTransaction {
            let (root, back, front) = LayerTestKit.hitTestScene()
            front.removeFromSuperlayer()
            // back turned an eighth of a turn about its centre (70, 70): a diamond reaching 70.7 from it.
            back.transform = LayerTestKit.rotationZ(.pi / 4)
            #expect(root.hitTest(CGPoint(x: 70, y: 70 - 65)) === back)       // inside the top point
            #expect(root.hitTest(CGPoint(x: 25, y: 25)) === root)            // a corner of the old square
            back.transform = LayerTestKit.scale(0.5, 0.5)
            #expect(root.hitTest(CGPoint(x: 30, y: 30)) === root)
            #expect(root.hitTest(CGPoint(x: 50, y: 50)) === back)
        }
    }

    /// hitTest asks `contains(_:)`, so a subclass that overrides it changes what is hit (CALayer
    /// `contains(_:)`: "subclasses may override this method").
    @Test func hitTestUsesContains() {
        final class RoundLayer: CALayer {
            override func contains(_ p: CGPoint) -> Bool {
                let dx = p.x - bounds.midX, dy = p.y - bounds.midY
                return dx * dx + dy * dy <= (bounds.width / 2) * (bounds.width / 2)
            }
        }
        LayerTestKit.withCleanTransaction {
            let root = LayerTestKit.layer(bounds: CGRect(x: 0, y: 0, width: 200, height: 200), position: CGPoint(x: 100, y: 100))
            let round = RoundLayer()
            round.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
            round.position = CGPoint(x: 100, y: 100)
            root.addSublayer(round)
            #expect(root.hitTest(CGPoint(x: 100, y: 100)) === round)
            #expect(root.hitTest(CGPoint(x: 55, y: 55)) === root)     // inside the square, outside the circle
            #expect(round.contains(CGPoint(x: 50, y: 5)))
            #expect(!round.contains(CGPoint(x: 5, y: 5)))
        }
    }

    @Test func theMaskIsNotHitTested() {
        LayerTestKit.withCleanTransaction {
            let (root, back, front) = LayerTestKit.hitTestScene()
            front.removeFromSuperlayer()
            let mask = LayerTestKit.layer(bounds: CGRect(x: 0, y: 0, width: 500, height: 500), position: CGPoint(x: 0, y: 0))
            back.mask = mask
            #expect(root.hitTest(CGPoint(x: 30, y: 30)) === back)
            #expect(root.hitTest(CGPoint(x: 150, y: 150)) === root)
        }
    }
}
