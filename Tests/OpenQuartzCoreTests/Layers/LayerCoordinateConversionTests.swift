#if QUARTZCORE_COMPATIBILITY_TEST
import QuartzCore
#else
import OpenQuartzCore
#endif
import Foundation
import QuartzCoreTestSupport
import Testing

// convert(_:from:) and convert(_:to:) for points up and down one tree. Expected values are computed in the
// test: by hand for simple cases, and otherwise through `LayerTestKit.pointInSuperlayer`, the tests'
// own statement of Apple's layer geometry, applied link by link up the tree.

@Suite("Layer coordinate conversion")
struct LayerCoordinateConversionTests {
    @Test func throughPositionsAnchorPointsAndBoundsOrigins() {
        LayerTestKit.withCleanTransaction {
            let (root, child, grandchild) = LayerTestKit.conversionTree()
            // The child's anchor point is (10 + 0.25 * 60, 20 + 0.5 * 40) = (25, 40), placed at (100, 80).
            #expect(child.convert(CGPoint(x: 25, y: 40), to: root) == CGPoint(x: 100, y: 80))
            #expect(child.convert(CGPoint(x: 10, y: 20), to: root) == CGPoint(x: 85, y: 60))
            #expect(root.convert(CGPoint(x: 85, y: 60), to: child) == CGPoint(x: 10, y: 20))
            #expect(child.convert(CGPoint(x: 85, y: 60), from: root) == CGPoint(x: 10, y: 20))
            #expect(root.convert(CGPoint(x: 10, y: 20), from: child) == CGPoint(x: 85, y: 60))
            // The grandchild's origin: (30, 30) - (5, 5) in the child, then into the root.
            #expect(grandchild.convert(CGPoint.zero, to: root) == CGPoint(x: 100, y: 65))
            #expect(grandchild.convert(CGPoint.zero, to: child) == CGPoint(x: 25, y: 25))
            // nil is the plane the root is placed in: the root's origin is at (250, 170) - (200, 150).
            #expect(root.convert(CGPoint.zero, to: nil) == CGPoint(x: 50, y: 20))
            #expect(grandchild.convert(CGPoint.zero, to: nil) == CGPoint(x: 150, y: 85))
            #expect(grandchild.convert(CGPoint(x: 150, y: 85), from: nil) == .zero)
        }
    }

    @Test func throughScaleAndRotation() {
        LayerTestKit.withCleanTransaction {
            let (root, child, grandchild) = LayerTestKit.conversionTree()
            let childTransform = CATransform3DConcat(LayerTestKit.scale(2, 0.5), LayerTestKit.rotationZ(.pi / 3))
            child.transform = childTransform
            grandchild.transform = LayerTestKit.rotationZ(-0.4)
            for p in [CGPoint(x: 0, y: 0), CGPoint(x: 3, y: 7), CGPoint(x: -2, y: 11)] {
                let inChild = LayerTestKit.pointInSuperlayer(p, bounds: grandchild.bounds, position: grandchild.position,
                                                             transform: LayerTestKit.rotationZ(-0.4))
                let inRoot = LayerTestKit.pointInSuperlayer(inChild, bounds: child.bounds, anchorPoint: child.anchorPoint,
                                                            position: child.position, transform: childTransform)
                #expect(grandchild.convert(p, to: child).isApproximatelyEqual(to: inChild, absoluteTolerance: 1e-9))
                #expect(grandchild.convert(p, to: root).isApproximatelyEqual(to: inRoot, absoluteTolerance: 1e-9))
                #expect(root.convert(inRoot, to: grandchild).isApproximatelyEqual(to: p, absoluteTolerance: 1e-9))
                #expect(grandchild.convert(inRoot, from: root).isApproximatelyEqual(to: p, absoluteTolerance: 1e-9))
            }
        }
    }

    /// A layer turned about y under perspective (m34 = -1/500): points land where the projective
    /// division puts them, and come back.
    @Test func throughA3DTransformWithPerspective() {
        LayerTestKit.withCleanTransaction {
            let root = LayerTestKit.layer(bounds: CGRect(x: 0, y: 0, width: 400, height: 400), position: CGPoint(x: 200, y: 200))
            let child = LayerTestKit.layer(bounds: CGRect(x: 0, y: 0, width: 100, height: 100), position: CGPoint(x: 200, y: 200))
            root.addSublayer(child)
            var m = LayerTestKit.rotationY(0.6)
            m.m34 = cos(0.6) * (-1.0 / 500)     // (rotation then perspective): row 3 of the rotation times -1/d
            m.m14 = -sin(0.6) * (-1.0 / 500)    // row 1: m13 of the rotation times -1/d
            child.transform = m
            // (100, 50) is (50, 0) from the anchor: x = 50 cos a / (1 + 50 sin a / 500), y = 0.
            let w = 1 + 50 * sin(0.6) / 500
            let expected = CGPoint(x: 200 + 50 * cos(0.6) / w, y: 200)
            #expect(child.convert(CGPoint(x: 100, y: 50), to: root).isApproximatelyEqual(to: expected, absoluteTolerance: 1e-9))
            for p in [CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 100), CGPoint(x: 20, y: 80)] {
                let inRoot = LayerTestKit.pointInSuperlayer(p, bounds: child.bounds, position: child.position, transform: m)
                #expect(child.convert(p, to: root).isApproximatelyEqual(to: inRoot, absoluteTolerance: 1e-9))
                #expect(child.convert(inRoot, from: root).isApproximatelyEqual(to: p, absoluteTolerance: 1e-9))
            }
        }
    }
}
