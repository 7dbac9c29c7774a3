#if QUARTZCORE_COMPATIBILITY_TEST
import QuartzCore
#else
import OpenQuartzCore
#endif
import Foundation
import QuartzCoreTestSupport
import Testing

// Layer geometry besides the frame (LayerFrameTests.swift): negative sizes standardised and
// affineTransform() (conformance README, measured), setAffineTransform, and contains(_:) on the bounds.

@Suite("Layer geometry")
struct LayerGeometryTests {
    /// Conformance README, "Measured on Apple's framework": bounds (0, 0, -100, -50) reads back as
    /// (-100, -50, 100, 50), through the property and through key-value coding.
    @Test func negativeSizesAreStandardised() {
        LayerTestKit.withCleanTransaction {
            let layer = CALayer()
            layer.bounds = CGRect(x: 0, y: 0, width: -100, height: -50)
            #expect(layer.bounds == CGRect(x: -100, y: -50, width: 100, height: 50))

            let other = CALayer()
            other.setValue(NSValue(cgRect: CGRect(x: 0, y: 0, width: -100, height: -50)), forKey: "bounds")
            #expect(other.bounds == CGRect(x: -100, y: -50, width: 100, height: 50))
        }
    }

    /// `affineTransform()` is the identity when the transform is not affine (conformance README,
    /// measured); otherwise it is the transform's affine part.
    @Test func affineTransformOfANonAffineTransformIsTheIdentity() {
        LayerTestKit.withCleanTransaction {
            let layer = CALayer()
            layer.transform = LayerTestKit.rotationY(0.3)
            #expect(layer.affineTransform() == .identity)
            var perspective = CATransform3DIdentity
            perspective.m34 = -1.0 / 500
            layer.transform = perspective
            #expect(layer.affineTransform() == .identity)
            layer.transform = CATransform3DMakeTranslation(0, 0, 10)
            #expect(layer.affineTransform() == .identity)

            layer.transform = LayerTestKit.rotationZ(0.5)
            let expected = CGAffineTransform(a: cos(0.5), b: sin(0.5), c: -sin(0.5), d: cos(0.5), tx: 0, ty: 0)
            #expect(layer.affineTransform().isApproximatelyEqual(to: expected, absoluteTolerance: 1e-12))
        }
    }

    @Test func setAffineTransformSetsTheTransform() {
        LayerTestKit.withCleanTransaction {
            let layer = CALayer()
            let t = CGAffineTransform(a: 2, b: 0.5, c: -0.25, d: 3, tx: 7, ty: -9)
            layer.setAffineTransform(t)
            #expect(layer.affineTransform() == t)
            // The 3D form: a, b in the first row, c, d in the second, tx, ty in the fourth.
            let m = layer.transform
            #expect([m.m11, m.m12, m.m21, m.m22, m.m41, m.m42] == [2, 0.5, -0.25, 3, 7, -9])
            #expect([m.m13, m.m14, m.m23, m.m24, m.m31, m.m32, m.m34, m.m43] == [0, 0, 0, 0, 0, 0, 0, 0])
            #expect(m.m33 == 1 && m.m44 == 1)
        }
    }

    @Test func containsIsTheBoundsInTheLayersOwnCoordinates() {
        LayerTestKit.withCleanTransaction {
            let layer = LayerTestKit.layer(bounds: CGRect(x: 10, y: 20, width: 100, height: 50), position: CGPoint(x: 500, y: 500))
            #expect(layer.contains(CGPoint(x: 10, y: 20)))
            #expect(layer.contains(CGPoint(x: 109, y: 69)))
            #expect(!layer.contains(CGPoint(x: 5, y: 30)))
            #expect(!layer.contains(CGPoint(x: 50, y: 75)))
            // The position does not enter into it.
            #expect(!layer.contains(CGPoint(x: 500, y: 500)))
        }
    }
}
