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

    /// A scale of zero on one axis is kept when another component is set: the axis stays flat and
    /// the rotation and translation stay. Expected rows written out (row vectors: scale, then the
    /// rotation, then the translation).
    @Test func aZeroScaleIsKeptWhenAnotherComponentIsSet() {
        LayerTestKit.withCleanTransaction {
            let layer = CALayer()
            layer.setValue(0.7, forKeyPath: "transform.rotation.z")
            layer.setValue(25, forKeyPath: "transform.translation.x")
            layer.setValue(0, forKeyPath: "transform.scale.x")
            layer.setValue(2, forKeyPath: "transform.scale.y")
            var expected = LayerTestKit.rotationZ(0.7)
            expected.m11 = 0
            expected.m12 = 0
            expected.m21 *= 2
            expected.m22 *= 2
            expected.m41 = 25
            #expect(layer.transform.isApproximatelyEqual(to: expected, absoluteTolerance: 1e-9))
            #expect(LayerTestKit.isNumber(layer.value(forKeyPath: "transform.scale.x"), approximately: 0))
            #expect(LayerTestKit.isNumber(layer.value(forKeyPath: "transform.scale.y"), approximately: 2))
            #expect(LayerTestKit.isNumber(layer.value(forKeyPath: "transform.rotation.z"), approximately: 0.7))

            // Two axes flat: setting one of them gives it back alone.
            var flat = LayerTestKit.scale(0, 0, 1)
            flat.m42 = 5
            layer.transform = flat
            layer.setValue(3, forKeyPath: "transform.scale.y")
            var rebuilt = LayerTestKit.scale(0, 3, 1)
            rebuilt.m42 = 5
            #expect(layer.transform.isApproximatelyEqual(to: rebuilt, absoluteTolerance: 1e-9))
        }
    }

    #if !QUARTZCORE_COMPATIBILITY_TEST
    /// Separate `transform.scale.x` and `.y` animations from 0 (how lottie-ios maps a Lottie scale,
    /// and how a "pop in" starts): before they begin, filling backwards, the layer is flat on both
    /// axes, not restored to unit scale by the second animation's write.
    @Test func separateScaleAnimationsFromZeroStayFlat() {
        LayerTestKit.withClock { clock in
            let layer = CALayer()
            for axis in ["x", "y"] {
                let animation = CABasicAnimation(keyPath: "transform.scale.\(axis)")
                animation.fromValue = 0
                animation.toValue = 1
                animation.duration = 1
                animation.beginTime = CACurrentMediaTime() + 1
                animation.fillMode = .both
                layer.add(animation, forKey: axis)
            }
            CATransaction.flush()
            let before = layer.presentation()?.transform
            #expect(before?.m11 == 0 && before?.m12 == 0 && before?.m21 == 0 && before?.m22 == 0 && before?.m33 == 1)
            clock.advance(by: 1.5)
            let halfway = layer.presentation()?.transform
            #expect(halfway.map { $0.isApproximatelyEqual(to: LayerTestKit.scale(0.5, 0.5), absoluteTolerance: 1e-9) } == true)
        }
    }
    #endif

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
