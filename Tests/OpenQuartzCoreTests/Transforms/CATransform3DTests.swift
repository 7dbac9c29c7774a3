#if QUARTZCORE_COMPATIBILITY_TEST
import QuartzCore
#else
import OpenQuartzCore
#endif
import QuartzCoreTestSupport
import Testing

// Expected matrices are the ones CATransform3D.h states for each function, or are worked out by hand
// in the comments, in the header's row-vector convention: a point p maps to (p, 1) * M.

@Suite("CATransform3D")
struct CATransform3DTests {
    let sample = CATransform3D(m11: 1, m12: 2, m13: 3, m14: 4, m21: 5, m22: 6, m23: 7, m24: 8,
                               m31: 9, m32: 10, m33: 11, m34: 12, m41: 13, m42: 14, m43: 15, m44: 16)

    @Test func initializers() {
        #expect(rows(CATransform3D()) == Array(repeating: [0, 0, 0, 0], count: 4))
        #expect(rows(sample) == [[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12], [13, 14, 15, 16]])
    }

    @Test func identity() {
        #expect(rows(CATransform3DIdentity) == [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]])
        #expect(CATransform3DIsIdentity(CATransform3DIdentity))
        #expect(!CATransform3DIsIdentity(CATransform3D()))
        #expect(!CATransform3DIsIdentity(CATransform3DMakeTranslation(0, 0, 1)))
    }

    @Test func equalityIsExact() {
        #expect(CATransform3DEqualToTransform(sample, sample))
        var nudged = sample
        nudged.m43 += 1e-12
        #expect(!CATransform3DEqualToTransform(sample, nudged))
        #expect(sample != nudged)
        #expect(sample == sample)
    }

    @Test func makeTranslationAndScale() {
        #expect(rows(CATransform3DMakeTranslation(2, 3, 4)) == [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [2, 3, 4, 1]])
        #expect(rows(CATransform3DMakeScale(2, 3, 4)) == [[2, 0, 0, 0], [0, 3, 0, 0], [0, 0, 4, 0], [0, 0, 0, 1]])
    }

    @Test func rotationAboutEachAxis() {
        let a: CGFloat = 0.3, c = Double(cos(a)), s = Double(sin(a))
        // About z: m11 = cos, m12 = sin, m21 = -sin, m22 = cos (the header's convention).
        #expect(CATransform3DMakeRotation(a, 0, 0, 1).isApproximatelyEqual(
            to: matrix([[c, s, 0, 0], [-s, c, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]]), absoluteTolerance: 1e-15))
        // About x: y turns towards z.
        #expect(CATransform3DMakeRotation(a, 1, 0, 0).isApproximatelyEqual(
            to: matrix([[1, 0, 0, 0], [0, c, s, 0], [0, -s, c, 0], [0, 0, 0, 1]]), absoluteTolerance: 1e-15))
        // About y: z turns towards x.
        #expect(CATransform3DMakeRotation(a, 0, 1, 0).isApproximatelyEqual(
            to: matrix([[c, 0, -s, 0], [0, 1, 0, 0], [s, 0, c, 0], [0, 0, 0, 1]]), absoluteTolerance: 1e-15))
    }

    @Test func rotationNormalisesTheAxis() {
        #expect(CATransform3DMakeRotation(0.7, 0, 0, 5).isApproximatelyEqual(
            to: CATransform3DMakeRotation(0.7, 0, 0, 1), absoluteTolerance: 1e-15))
        // A third of a turn about (1, 1, 1) cycles the axes: x -> y -> z -> x; the axis stays fixed.
        let cycle = CATransform3DMakeRotation(2 * .pi / 3, 2, 2, 2)
        #expect(transformedPoint((1, 0, 0), by: cycle).isApproximatelyEqual(to: CGPoint3(x: 0, y: 1, z: 0), absoluteTolerance: 1e-15))
        #expect(transformedPoint((0, 1, 0), by: cycle).isApproximatelyEqual(to: CGPoint3(x: 0, y: 0, z: 1), absoluteTolerance: 1e-15))
        #expect(transformedPoint((1, 1, 1), by: cycle).isApproximatelyEqual(to: CGPoint3(x: 1, y: 1, z: 1), absoluteTolerance: 1e-15))
    }

    @Test func rotationAboutAZeroAxisIsTheIdentity() {
        // Apple: "If the vector has length zero, this function returns the identity transform."
        #expect(CATransform3DMakeRotation(1, 0, 0, 0) == CATransform3DIdentity)
    }

    @Test func affineConversions() {
        let affine = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let t = CATransform3DMakeAffineTransform(affine)
        #expect(rows(t) == [[1, 2, 0, 0], [3, 4, 0, 0], [0, 0, 1, 0], [5, 6, 0, 1]])
        #expect(CATransform3DIsAffine(t))
        #expect(CATransform3DGetAffineTransform(t) == affine)
        #expect(CATransform3DIsAffine(CATransform3DIdentity))
        #expect(CATransform3DIsAffine(CATransform3DMakeRotation(0.5, 0, 0, 1)))
        #expect(CATransform3DGetAffineTransform(CATransform3DMakeRotation(0.5, 0, 0, 1)).isApproximatelyEqual(
            to: CGAffineTransform(rotationAngle: 0.5), absoluteTolerance: 1e-15))
        // Concatenation agrees in both worlds.
        let other = CGAffineTransform(rotationAngle: 0.3).translatedBy(x: 7, y: -2)
        #expect(CATransform3DConcat(t, CATransform3DMakeAffineTransform(other)).isApproximatelyEqual(
            to: CATransform3DMakeAffineTransform(affine.concatenating(other)), absoluteTolerance: 1e-13))
    }

    @Test func nonAffineTransforms() {
        #expect(!CATransform3DIsAffine(CATransform3DMakeRotation(0.5, 1, 0, 0)))
        #expect(!CATransform3DIsAffine(CATransform3DMakeTranslation(0, 0, 1)))
        #expect(!CATransform3DIsAffine(CATransform3DMakeScale(1, 1, 2)))
        var perspective = CATransform3DIdentity
        perspective.m34 = -0.002
        #expect(!CATransform3DIsAffine(perspective))
        #expect(!CATransform3DIsAffine(CATransform3D()))
    }

    @Test func nsValueRoundTrip() {
        #expect(NSValue(caTransform3D: sample).caTransform3DValue == sample)
        let rotation = CATransform3DMakeRotation(0.25, 1, 2, 3)
        #expect(NSValue(caTransform3D: rotation).caTransform3DValue == rotation)
    }

    #if !QUARTZCORE_COMPATIBILITY_TEST
    @Test func nsValueOfAnotherKindReadsAsIdentity() {
        #expect(NSValue(cgPoint: CGPoint(x: 1, y: 2)).caTransform3DValue == CATransform3DIdentity)
        #expect(NSValue(cgAffineTransform: .identity).caTransform3DValue == CATransform3DIdentity)
    }
    #endif
}
