#if QUARTZCORE_COMPATIBILITY_TEST
import QuartzCore
#else
import OpenQuartzCore
#endif
import Foundation
import QuartzCoreTestSupport
import Testing

// Conversion between layers that are not in one line of descent: cousins, layers of different trees
// (conformance README, measured: as if their roots shared one plane), and rectangles (the bounding box
// of the converted corners). Expected values are worked out in each test.

@Suite("Layer conversion across trees and of rectangles")
struct LayerTreeConversionTests {
    /// Conformance README, measured: layers of different trees convert as if their roots shared one plane.
    @Test func betweenDifferentTrees() {
        LayerTestKit.withCleanTransaction {
            let rootA = LayerTestKit.layer(bounds: CGRect(x: 0, y: 0, width: 100, height: 100), position: CGPoint(x: 100, y: 100))
            let rootB = LayerTestKit.layer(bounds: CGRect(x: 0, y: 0, width: 50, height: 50), position: CGPoint(x: 300, y: 50),
                                           transform: LayerTestKit.scale(2, 2))
            // A's centre is (100, 100) of the plane; in B: ((100 - 300) / 2 + 25, (100 - 50) / 2 + 25).
            #expect(rootA.convert(CGPoint(x: 50, y: 50), to: rootB) == CGPoint(x: -75, y: 50))
            #expect(rootB.convert(CGPoint(x: 50, y: 50), from: rootA) == CGPoint(x: -75, y: 50))
            #expect(rootB.convert(CGPoint(x: -75, y: 50), to: rootA) == CGPoint(x: 50, y: 50))

            let leafA = LayerTestKit.layer(bounds: CGRect(x: 0, y: 0, width: 10, height: 10), position: CGPoint(x: 10, y: 20))
            rootA.addSublayer(leafA)
            // leafA's origin is (5, 15) of A, (55, 65) of the plane, ((55 - 300) / 2 + 25, (65 - 50) / 2 + 25) of B.
            #expect(leafA.convert(CGPoint.zero, to: rootB) == CGPoint(x: -97.5, y: 32.5))
            #expect(leafA.convert(CGPoint(x: -97.5, y: 32.5), from: rootB) == .zero)
        }
    }

    @Test func betweenCousins() {
        LayerTestKit.withCleanTransaction {
            let (root, child, _) = LayerTestKit.conversionTree()
            let other = LayerTestKit.layer(bounds: CGRect(x: 0, y: 0, width: 50, height: 50), position: CGPoint(x: 300, y: 200),
                                           transform: LayerTestKit.rotationZ(.pi / 2))
            root.addSublayer(other)
            // child (10, 20) is root (85, 60): (-215, -140) from other's position; a quarter turn back
            // maps (x, y) to (y, -x) about other's anchor (25, 25).
            #expect(child.convert(CGPoint(x: 10, y: 20), to: other).isApproximatelyEqual(to: CGPoint(x: 25 - 140, y: 25 + 215),
                                                                                      absoluteTolerance: 1e-9))
        }
    }

    @Test func rectanglesConvertToTheBoundingBoxOfTheirCorners() {
        LayerTestKit.withCleanTransaction {
            let root = LayerTestKit.layer(bounds: CGRect(x: 0, y: 0, width: 400, height: 400), position: CGPoint(x: 200, y: 200))
            let child = LayerTestKit.layer(bounds: CGRect(x: 0, y: 0, width: 100, height: 100), position: CGPoint(x: 200, y: 200),
                                           transform: LayerTestKit.rotationZ(.pi / 4))
            root.addSublayer(child)
            // The bounds turned an eighth of a turn: a diamond 100 sqrt 2 across, centred on (200, 200).
            let half = 50 * CGFloat(2).squareRoot()
            let diamond = CGRect(x: 200 - half, y: 200 - half, width: 2 * half, height: 2 * half)
            #expect(child.convert(child.bounds, to: root).isApproximatelyEqual(to: diamond, absoluteTolerance: 1e-9))
            #expect(root.convert(child.bounds, from: child).isApproximatelyEqual(to: diamond, absoluteTolerance: 1e-9))
            // And back: the diamond's box (a square of side 2 half) turned back an eighth of a turn has a
            // box of side 2 half sqrt 2 = 200, centred on the anchor point (50, 50).
            let back = child.convert(diamond, from: root)
            let side = 2 * half * CGFloat(2).squareRoot()
            #expect(back.isApproximatelyEqual(to: CGRect(x: 50 - side / 2, y: 50 - side / 2, width: side, height: side),
                                              absoluteTolerance: 1e-9))

            child.transform = LayerTestKit.scale(2, 3)
            #expect(child.convert(CGRect(x: 10, y: 20, width: 30, height: 40), to: root)
                .isApproximatelyEqual(to: CGRect(x: 120, y: 110, width: 60, height: 120), absoluteTolerance: 1e-9))
            #expect(child.convert(CGRect(x: 120, y: 110, width: 60, height: 120), from: root)
                .isApproximatelyEqual(to: CGRect(x: 10, y: 20, width: 30, height: 40), absoluteTolerance: 1e-9))
        }
    }
}
