#if QUARTZCORE_COMPATIBILITY_TEST
import QuartzCore
#else
import OpenQuartzCore
#endif
import Foundation
import QuartzCoreTestSupport
import Testing

// Conversion through what a superlayer does to its sublayers' space: its sublayerTransform (about its
// anchor point, so that a perspective sublayerTransform vanishes at the layer's centre) and
// isGeometryFlipped (y mirrored within its bounds). Expected values are worked out in each test.

@Suite("Layer conversion through sublayer transforms and flipping")
struct LayerSublayerSpaceConversionTests {
    /// The superlayer's sublayerTransform applies to its sublayers about its anchor point (the
    /// vanishing point of a perspective sublayerTransform is the layer's centre).
    @Test func throughASublayerTransform() {
        LayerTestKit.withCleanTransaction {
            let parent = LayerTestKit.layer(bounds: CGRect(x: 0, y: 0, width: 200, height: 200), position: CGPoint(x: 100, y: 100))
            let child = LayerTestKit.layer(bounds: CGRect(x: 0, y: 0, width: 20, height: 20), position: CGPoint(x: 120, y: 110))
            parent.addSublayer(child)
            parent.sublayerTransform = LayerTestKit.scale(2, 2)
            // (10, 10) of the child is (120, 110) of the parent before the sublayer transform, which
            // doubles its offset (20, 10) from the anchor point (100, 100).
            #expect(child.convert(CGPoint(x: 10, y: 10), to: parent) == CGPoint(x: 140, y: 120))
            #expect(parent.convert(CGPoint(x: 140, y: 120), to: child) == CGPoint(x: 10, y: 10))
            // The parent's own points are not affected.
            #expect(parent.convert(CGPoint(x: 3, y: 4), to: nil) == CGPoint(x: 3, y: 4))

            var perspective = CATransform3DIdentity
            perspective.m34 = -1.0 / 400
            parent.sublayerTransform = perspective
            child.transform = LayerTestKit.rotationY(0.5)
            for p in [CGPoint(x: 0, y: 0), CGPoint(x: 20, y: 5)] {
                let q = LayerTestKit.pointInSuperlayer(p, bounds: child.bounds, position: child.position, transform: child.transform)
                // Then the perspective about (100, 100); z of the child's points is -x sin(0.5) from its anchor.
                let z = -(p.x - 10) * sin(0.5)
                let w = 1 + z * (-1.0 / 400)
                let expected = CGPoint(x: 100 + (q.x - 100) / w, y: 100 + (q.y - 100) / w)
                #expect(child.convert(p, to: parent).isApproximatelyEqual(to: expected, absoluteTolerance: 1e-9))
                #expect(child.convert(expected, from: parent).isApproximatelyEqual(to: p, absoluteTolerance: 1e-9))
            }
        }
    }

    /// A flipped superlayer mirrors its sublayers vertically within its bounds.
    @Test func throughAFlippedSuperlayer() {
        LayerTestKit.withCleanTransaction {
            let parent = LayerTestKit.layer(bounds: CGRect(x: 0, y: 10, width: 200, height: 100), position: CGPoint(x: 100, y: 60))
            let child = LayerTestKit.layer(bounds: CGRect(x: 0, y: 0, width: 20, height: 10), position: CGPoint(x: 50, y: 30))
            parent.addSublayer(child)
            #expect(child.convert(CGPoint.zero, to: parent) == CGPoint(x: 40, y: 25))
            parent.isGeometryFlipped = true
            // y is mirrored within the parent's bounds: y -> minY + maxY - y = 120 - y.
            #expect(child.convert(CGPoint.zero, to: parent) == CGPoint(x: 40, y: 95))
            #expect(child.convert(CGPoint(x: 20, y: 10), to: parent) == CGPoint(x: 60, y: 85))
            #expect(parent.convert(CGPoint(x: 60, y: 85), to: child) == CGPoint(x: 20, y: 10))
            // The parent's own coordinates are not flipped.
            #expect(parent.convert(CGPoint(x: 0, y: 10), to: nil) == CGPoint(x: 0, y: 10))
        }
    }
}
