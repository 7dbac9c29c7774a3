#if QUARTZCORE_COMPATIBILITY_TEST
import QuartzCore
#else
import OpenQuartzCore
#endif
import QuartzCoreTestSupport
import Testing

// CATransform3DTranslate, Scale, Rotate, Concat and Invert. Expected matrices are the header's
// (`t' = operation * t`, `t' = a * b`, "returns the original matrix if t has no inverse") or are
// worked out by hand in the comments; `product` is the tests' own loop-based matrix product.

@Suite("CATransform3D concatenation")
struct CATransform3DConcatenationTests {
    let sample = CATransform3D(m11: 1, m12: 2, m13: 3, m14: 4, m21: 5, m22: 6, m23: 7, m24: 8,
                               m31: 9, m32: 10, m33: 11, m34: 12, m41: 13, m42: 14, m43: 15, m44: 16)

    @Test func translateScaleAndRotatePrependTheirOperation() {
        // Translate: (1, 1, 1) -> (2, 1, 1) -> scaled by 2 -> (4, 2, 2).
        let translated = CATransform3DTranslate(CATransform3DMakeScale(2, 2, 2), 1, 0, 0)
        #expect(transformedPoint((1, 1, 1), by: translated) == CGPoint3(x: 4, y: 2, z: 2))
        #expect(translated == product(CATransform3DMakeTranslation(1, 0, 0), CATransform3DMakeScale(2, 2, 2)))
        // Scale: (1, 1, 1) -> (2, 3, 4) -> translated by (10, 0, 0) -> (12, 3, 4).
        let scaled = CATransform3DScale(CATransform3DMakeTranslation(10, 0, 0), 2, 3, 4)
        #expect(transformedPoint((1, 1, 1), by: scaled) == CGPoint3(x: 12, y: 3, z: 4))
        // Rotate: (1, 0, 0) -> a quarter turn about z (0, 1, 0) -> translated (10, 1, 0).
        let rotated = CATransform3DRotate(CATransform3DMakeTranslation(10, 0, 0), .pi / 2, 0, 0, 1)
        #expect(transformedPoint((1, 0, 0), by: rotated).isApproximatelyEqual(
            to: CGPoint3(x: 10, y: 1, z: 0), absoluteTolerance: 1e-15))
        // On a general matrix, each equals the product with the operation on the left.
        #expect(CATransform3DTranslate(sample, 1, 2, 3) == product(CATransform3DMakeTranslation(1, 2, 3), sample))
        #expect(CATransform3DScale(sample, 2, 3, 4) == product(CATransform3DMakeScale(2, 3, 4), sample))
        #expect(CATransform3DRotate(sample, 0.4, 1, 2, 3).isApproximatelyEqual(
            to: product(CATransform3DMakeRotation(0.4, 1, 2, 3), sample), absoluteTolerance: 1e-12))
    }

    @Test func concatAppliesTheFirstArgumentFirst() {
        // Translate (1, 0, 0), then scale by 2: the origin goes to (2, 0, 0).
        let t = CATransform3DConcat(CATransform3DMakeTranslation(1, 0, 0), CATransform3DMakeScale(2, 2, 2))
        #expect(transformedPoint((0, 0, 0), by: t) == CGPoint3(x: 2, y: 0, z: 0))
        let other = CATransform3D(m11: 2, m12: -1, m13: 0, m14: 0.5, m21: 3, m22: 1, m23: 4, m24: 0,
                                  m31: -2, m32: 0, m33: 1, m34: 1, m41: 5, m42: 6, m43: -7, m44: 2)
        #expect(CATransform3DConcat(sample, other) == product(sample, other))
        #expect(CATransform3DConcat(other, sample) == product(other, sample))
    }

    @Test func invert() {
        #expect(CATransform3DInvert(CATransform3DMakeTranslation(1, 2, 3)) == CATransform3DMakeTranslation(-1, -2, -3))
        #expect(CATransform3DInvert(CATransform3DMakeScale(2, 4, 8)) == CATransform3DMakeScale(0.5, 0.25, 0.125))
        var perspective = CATransform3DRotate(CATransform3DMakeTranslation(10, 20, 30), 0.8, 1, -2, 0.5)
        perspective.m34 = -1.0 / 500
        let inverse = CATransform3DInvert(perspective)
        #expect(product(perspective, inverse).isApproximatelyEqual(to: CATransform3DIdentity, absoluteTolerance: 1e-12))
        #expect(product(inverse, perspective).isApproximatelyEqual(to: CATransform3DIdentity, absoluteTolerance: 1e-12))
    }

    @Test func singularMatrixIsReturnedUnchanged() {
        // Apple: "Returns the original matrix if t has no inverse."
        let flat = CATransform3DMakeScale(1, 0, 1)
        #expect(CATransform3DInvert(flat) == flat)
        #expect(CATransform3DInvert(sample) == sample)  // rows in arithmetic progression: rank 2
        #expect(CATransform3DInvert(CATransform3D()) == CATransform3D())
    }
}
