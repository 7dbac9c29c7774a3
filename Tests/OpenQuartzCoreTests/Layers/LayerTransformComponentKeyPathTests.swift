#if QUARTZCORE_COMPATIBILITY_TEST
import QuartzCore
#else
import OpenQuartzCore
#endif
import Foundation
import QuartzCoreTestSupport
import Testing

// Transform key paths that combine with the rest of the transform: translation (transform.translation
// is a size of x and y), setting one component while keeping the others, and the same key paths under
// sublayerTransform (conformance README, "Transforms"). Expected matrices are written out in the test.

@Suite("Layer transform component key paths")
struct LayerTransformComponentKeyPathTests {
    @Test func translationComponentsAndTheTranslationSize() {
        LayerTestKit.withCleanTransaction {
            let layer = CALayer()
            layer.transform = CATransform3DMakeTranslation(10, 20, 30)
            #expect((layer.value(forKeyPath: "transform.translation.x") as? CGFloat) == 10)
            #expect((layer.value(forKeyPath: "transform.translation.y") as? CGFloat) == 20)
            #expect((layer.value(forKeyPath: "transform.translation.z") as? CGFloat) == 30)
            // transform.translation is a size of x and y.
            #expect((layer.value(forKeyPath: "transform.translation") as? CGSize) == CGSize(width: 10, height: 20))
            layer.setValue(NSValue(cgSize: CGSize(width: -4, height: 8)), forKeyPath: "transform.translation")
            #expect([layer.transform.m41, layer.transform.m42, layer.transform.m43] == [-4, 8, 30])
            layer.setValue(5, forKeyPath: "transform.translation.z")
            #expect([layer.transform.m41, layer.transform.m42, layer.transform.m43] == [-4, 8, 5])
        }
    }

    /// Setting one component keeps the others: a rotation keeps its translation and the other way round.
    @Test func settingAComponentKeepsTheRest() {
        LayerTestKit.withCleanTransaction {
            let layer = CALayer()
            layer.setValue(0.7, forKeyPath: "transform.rotation.z")
            layer.setValue(25, forKeyPath: "transform.translation.x")
            var expected = LayerTestKit.rotationZ(0.7)
            expected.m41 = 25
            #expect(layer.transform.isApproximatelyEqual(to: expected, absoluteTolerance: 1e-9))
            layer.setValue(2, forKeyPath: "transform.scale.x")
            // Scale first, then the rotation, then the translation (row vectors): row 1 doubles.
            expected.m11 *= 2
            expected.m12 *= 2
            #expect(layer.transform.isApproximatelyEqual(to: expected, absoluteTolerance: 1e-9))
            #expect(LayerTestKit.isNumber(layer.value(forKeyPath: "transform.rotation.z"), approximately: 0.7))
            #expect(LayerTestKit.isNumber(layer.value(forKeyPath: "transform.translation.x"), approximately: 25))
        }
    }

    @Test func sublayerTransformHasTheSameKeyPaths() {
        LayerTestKit.withCleanTransaction {
            let layer = CALayer()
            layer.setValue(CGFloat.pi / 4, forKeyPath: "sublayerTransform.rotation.y")
            #expect(layer.sublayerTransform.isApproximatelyEqual(to: LayerTestKit.rotationY(.pi / 4), absoluteTolerance: 1e-9))
            #expect(CATransform3DIsIdentity(layer.transform))
            layer.sublayerTransform = LayerTestKit.scale(2, 4, 6)
            #expect(LayerTestKit.isNumber(layer.value(forKeyPath: "sublayerTransform.scale"), approximately: 4))
            layer.setValue(NSValue(cgSize: CGSize(width: 3, height: 4)), forKeyPath: "sublayerTransform.translation")
            #expect((layer.value(forKeyPath: "sublayerTransform.translation") as? CGSize) == CGSize(width: 3, height: 4))
            #expect((layer.value(forKeyPath: "sublayerTransform.translation.x") as? CGFloat) == 3)
            layer.setValue(0.2, forKeyPath: "sublayerTransform.rotation")
            #expect(LayerTestKit.isNumber(layer.value(forKeyPath: "sublayerTransform.rotation.z"), approximately: 0.2))
        }
    }
}
