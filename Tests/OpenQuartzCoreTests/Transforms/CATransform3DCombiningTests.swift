#if !QUARTZCORE_COMPATIBILITY_TEST
import OpenQuartzCore
import QuartzCoreTestSupport
import Testing

// The rest of CATransform3D's Interpolatable conformance: adding is concatenation in local space,
// subtracting its inverse, scaled(by:) a power, distance a metric over the decomposition, and the
// fallbacks for matrices that cannot be decomposed. Expected values are written out from the rules
// in the comments.

@Suite("CATransform3D combining")
struct CATransform3DCombiningTests {
    // MARK: Combining

    @Test func addingConcatenatesInLocalSpace() {
        // adding(other) = Concat(other, self): (1, 0, 0) -> scaled (2, 0, 0) -> translated (12, 0, 0).
        let sum = CATransform3DMakeTranslation(10, 0, 0).adding(CATransform3DMakeScale(2, 2, 2))
        #expect(transformedPoint((1, 0, 0), by: sum) == CGPoint3(x: 12, y: 0, z: 0))
        #expect(CATransform3DMakeRotation(0.3, 0, 0, 1).adding(CATransform3DMakeRotation(0.4, 0, 0, 1))
            .isApproximatelyEqual(to: CATransform3DMakeRotation(0.7, 0, 0, 1), absoluteTolerance: 1e-15))
    }

    @Test func subtractingUndoesAdding() {
        var a = CATransform3DRotate(CATransform3DMakeTranslation(3, -4, 5), 0.9, 1, 2, -1)
        a.m34 = -0.004
        let b = CATransform3DScale(CATransform3DMakeRotation(-1.2, 0.5, 1, 0), 2, 3, 0.5)
        #expect(a.subtractingValue(b).adding(b).isApproximatelyEqual(to: a, absoluteTolerance: 1e-13))
        #expect(a.adding(b).subtractingValue(b).isApproximatelyEqual(to: a, absoluteTolerance: 1e-13))
        #expect(a.subtractingValue(a).isApproximatelyEqual(to: CATransform3DIdentity, absoluteTolerance: 1e-13))
    }

    @Test func scaledByRaisesToAPower() {
        let rotation = CATransform3DMakeRotation(0.7, 1, 2, 3)
        #expect(rotation.scaled(by: 2).isApproximatelyEqual(to: CATransform3DConcat(rotation, rotation),
                                                            absoluteTolerance: 1e-14))
        #expect(rotation.scaled(by: 3).isApproximatelyEqual(
            to: CATransform3DConcat(CATransform3DConcat(rotation, rotation), rotation), absoluteTolerance: 1e-14))
        #expect(rotation.scaled(by: 0.5).isApproximatelyEqual(to: CATransform3DMakeRotation(0.35, 1, 2, 3),
                                                              absoluteTolerance: 1e-15))
        // A cumulative spin: three quarter turns, even past a half turn.
        #expect(CATransform3DMakeRotation(.pi / 2, 0, 0, 1).scaled(by: 3).isApproximatelyEqual(
            to: CATransform3DMakeRotation(1.5 * .pi, 0, 0, 1), absoluteTolerance: 1e-15))
        #expect(CATransform3DMakeTranslation(1, -2, 3).scaled(by: 2.5) == CATransform3DMakeTranslation(2.5, -5, 7.5))
        #expect(CATransform3DMakeScale(2, 3, 4).scaled(by: 2).isApproximatelyEqual(
            to: CATransform3DMakeScale(4, 9, 16), absoluteTolerance: 1e-14))
        #expect(CATransform3DMakeScale(4, 9, 16).scaled(by: 0.5).isApproximatelyEqual(
            to: CATransform3DMakeScale(2, 3, 4), absoluteTolerance: 1e-14))
        // A mirror squared is no mirror: (-2)^2 = 4.
        #expect(CATransform3DMakeScale(-2, 1, 1).scaled(by: 2).isApproximatelyEqual(
            to: CATransform3DMakeScale(4, 1, 1), absoluteTolerance: 1e-14))
        let general = CATransform3DScale(CATransform3DRotate(CATransform3DMakeTranslation(3, 4, 5), 1, 1, 1, 0), 2, 3, 4)
        #expect(general.scaled(by: 0) == CATransform3DIdentity)
        #expect(general.scaled(by: 1) == general)
    }

    // MARK: Matrices that cannot be decomposed

    @Test func singularEndSwitchesHalfWay() {
        let flat = CATransform3DMakeScale(0, 0, 1)
        #expect(CATransform3DIdentity.interpolated(to: flat, fraction: 0.25) == CATransform3DIdentity)
        #expect(CATransform3DIdentity.interpolated(to: flat, fraction: 0.4999) == CATransform3DIdentity)
        #expect(CATransform3DIdentity.interpolated(to: flat, fraction: 0.5) == flat)
        #expect(CATransform3DIdentity.interpolated(to: flat, fraction: 0.75) == flat)
        var noW = CATransform3DMakeTranslation(1, 2, 3)
        noW.m44 = 0
        #expect(noW.interpolated(to: CATransform3DIdentity, fraction: 0.3) == noW)
        #expect(noW.interpolated(to: CATransform3DIdentity, fraction: 0.6) == CATransform3DIdentity)
    }

    @Test func singularPowers() {
        let flat = CATransform3DMakeScale(0, 2, 1)
        #expect(flat.scaled(by: 2) == CATransform3DMakeScale(0, 4, 1))
        #expect(flat.scaled(by: 3) == CATransform3DMakeScale(0, 8, 1))
        #expect(flat.scaled(by: 0) == CATransform3DIdentity)
        #expect(flat.scaled(by: 0.3) == CATransform3DIdentity)
        #expect(flat.scaled(by: 0.7) == flat)
    }

    // MARK: Distance and animation values

    @Test func distance() {
        #expect(CATransform3DIdentity.interpolationDistance(to: CATransform3DMakeTranslation(3, 4, 0)) == 5)
        #expect(CATransform3DIdentity.interpolationDistance(to: CATransform3DMakeRotation(0.5, 0, 1, 0))
            .isApproximatelyEqual(to: 0.5, absoluteTolerance: 1e-15))
        #expect(CATransform3DIdentity.interpolationDistance(to: CATransform3DMakeRotation(2 * .pi, 0, 0, 1)) < 1e-9)
        // Scale (1, 1, 1) -> (3, 3, 1): sqrt(2^2 + 2^2).
        #expect(CATransform3DIdentity.interpolationDistance(to: CATransform3DMakeScale(3, 3, 1))
            .isApproximatelyEqual(to: 8.0.squareRoot(), absoluteTolerance: 1e-15))
        let a = CATransform3DRotate(CATransform3DMakeTranslation(1, 2, 3), 0.4, 1, 0, 1)
        let b = CATransform3DMakeScale(2, 1, 0.5)
        #expect(a.interpolationDistance(to: b).isApproximatelyEqual(to: b.interpolationDistance(to: a), absoluteTolerance: 1e-14))
        // Singular: Euclidean over the entries, |1 - 0| for m11.
        #expect(CATransform3DIdentity.interpolationDistance(to: CATransform3DMakeScale(0, 1, 1)) == 1)
    }

    @Test func animationValues() {
        let t = CATransform3DMakeRotation(0.5, 1, 1, 0)
        #expect(CATransform3D(animationValue: t) == t)
        #expect(CATransform3D(animationValue: NSValue(caTransform3D: t)) == t)
        #expect(CATransform3D(animationValue: NSValue(cgPoint: .zero)) == nil)
        #expect(CATransform3D(animationValue: 1.0) == nil)
        #expect(CATransform3D(animationValue: CGAffineTransform.identity) == nil)
    }
}
#endif
