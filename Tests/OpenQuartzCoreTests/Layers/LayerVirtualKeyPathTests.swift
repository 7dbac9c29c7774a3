#if QUARTZCORE_COMPATIBILITY_TEST
import QuartzCore
#else
import OpenQuartzCore
#endif
import Foundation
import QuartzCoreTestSupport
import Testing

// The transform's rotation and scale key paths (conformance README, "Transforms"; vectors.md,
// "Transforms"): transform.rotation is rotation.z, transform.scale the average of the three scales.
// Expected matrices are written out in the test.

@Suite("Layer virtual key paths")
struct LayerVirtualKeyPathTests {
    /// vectors.md: setValue(pi/4, forKeyPath: "transform.rotation.y") gives a rotation about y by pi/4.
    @Test func rotationAboutYFromTheIdentity() {
        LayerTestKit.withCleanTransaction {
            let layer = CALayer()
            layer.setValue(CGFloat.pi / 4, forKeyPath: "transform.rotation.y")
            #expect(layer.transform.isApproximatelyEqual(to: LayerTestKit.rotationY(.pi / 4), absoluteTolerance: 1e-9))
            #expect(LayerTestKit.isNumber(layer.value(forKeyPath: "transform.rotation.y"), approximately: .pi / 4))
        }
    }

    /// vectors.md: with transform scale(2, 4, 6), transform.scale reads 4 (the average).
    @Test func scaleReadsTheAverage() {
        LayerTestKit.withCleanTransaction {
            let layer = CALayer()
            layer.transform = LayerTestKit.scale(2, 4, 6)
            #expect(LayerTestKit.isNumber(layer.value(forKeyPath: "transform.scale"), approximately: 4))
            #expect(LayerTestKit.isNumber(layer.value(forKeyPath: "transform.scale.x"), approximately: 2))
            #expect(LayerTestKit.isNumber(layer.value(forKeyPath: "transform.scale.y"), approximately: 4))
            #expect(LayerTestKit.isNumber(layer.value(forKeyPath: "transform.scale.z"), approximately: 6))
            // Setting transform.scale sets all three.
            layer.setValue(3, forKeyPath: "transform.scale")
            #expect(layer.transform.isApproximatelyEqual(to: LayerTestKit.scale(3, 3, 3), absoluteTolerance: 1e-9))
            layer.setValue(0.5, forKeyPath: "transform.scale.y")
            #expect(layer.transform.isApproximatelyEqual(to: LayerTestKit.scale(3, 0.5, 3), absoluteTolerance: 1e-9))
        }
    }

    @Test func rotationAboutZIsTransformRotation() {
        LayerTestKit.withCleanTransaction {
            let layer = CALayer()
            layer.transform = LayerTestKit.rotationZ(0.5)
            for key in ["transform.rotation", "transform.rotation.z"] {
                #expect(LayerTestKit.isNumber(layer.value(forKeyPath: key), approximately: 0.5))
            }
            #expect(LayerTestKit.isNumber(layer.value(forKeyPath: "transform.rotation.x"), approximately: 0))
            layer.setValue(-1.25, forKeyPath: "transform.rotation")
            #expect(layer.transform.isApproximatelyEqual(to: LayerTestKit.rotationZ(-1.25), absoluteTolerance: 1e-9))
            layer.transform = CATransform3DIdentity
            layer.setValue(0.3, forKeyPath: "transform.rotation.x")
            // About x: m22 = cos, m23 = sin, m32 = -sin, m33 = cos.
            var rx = CATransform3DIdentity
            rx.m22 = cos(0.3); rx.m23 = sin(0.3); rx.m32 = -sin(0.3); rx.m33 = cos(0.3)
            #expect(layer.transform.isApproximatelyEqual(to: rx, absoluteTolerance: 1e-9))
        }
    }

    /// A rotation past a full turn, set through the key path, keeps its angle's effect.
    @Test func rotationKeyPathsOnARotatedLayerRoundTrip() {
        LayerTestKit.withCleanTransaction {
            let layer = CALayer()
            for angle in [0.1, 1.0, 2.5, -2.5] as [CGFloat] {
                layer.setValue(angle, forKeyPath: "transform.rotation.z")
                #expect(layer.transform.isApproximatelyEqual(to: LayerTestKit.rotationZ(angle), absoluteTolerance: 1e-9))
                #expect(LayerTestKit.isNumber(layer.value(forKeyPath: "transform.rotation.z"), approximately: angle))
            }
            layer.setValue(2 * CGFloat.pi + 0.5, forKeyPath: "transform.rotation.z")
            #expect(layer.transform.isApproximatelyEqual(to: LayerTestKit.rotationZ(0.5), absoluteTolerance: 1e-9))
        }
    }
}
