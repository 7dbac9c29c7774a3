#if !QUARTZCORE_COMPATIBILITY_TEST
import OpenQuartzCore
import QuartzCoreTestSupport
import Testing

// CGAffineTransform animates as the 3D transform it stands for (CATransform3DMakeAffineTransform),
// so the transform vectors of vectors.md hold for it too. Expected values are written out from cos
// and sin, or worked out in the comments.

@Suite("CGAffineTransform interpolation")
struct CGAffineTransformInterpolationTests {
    let r = 0.5.squareRoot()

    @Test func quarterTurnHalfWayIsAnEighthTurn() {
        let t = CGAffineTransform.identity.interpolated(to: CGAffineTransform(rotationAngle: .pi / 2), fraction: 0.5)
        #expect(t.isApproximatelyEqual(to: CGAffineTransform(r, r, -r, r, 0, 0), absoluteTolerance: 1e-15))
    }

    @Test func fullTurnDoesNotMove() {
        let t = CGAffineTransform.identity.interpolated(to: CGAffineTransform(rotationAngle: 2 * .pi), fraction: 0.3)
        #expect(t.isApproximatelyEqual(to: .identity, absoluteTolerance: 1e-9))
    }

    @Test func scaleHalfWay() {
        let t = CGAffineTransform.identity.interpolated(to: CGAffineTransform(scaleX: 3, y: 3), fraction: 0.5)
        #expect(t.isApproximatelyEqual(to: CGAffineTransform(scaleX: 2, y: 2), absoluteTolerance: 1e-12))
    }

    @Test func translationRotationAndScaleTogether() {
        // scaled (2, 4), turned a quarter, translated (100, 50); half way: scale (1.5, 2.5), an
        // eighth turn, translation (50, 25): a = 1.5 r, b = 1.5 r, c = -2.5 r, d = 2.5 r.
        let end = CGAffineTransform(scaleX: 2, y: 4)
            .concatenating(CGAffineTransform(rotationAngle: .pi / 2))
            .concatenating(CGAffineTransform(translationX: 100, y: 50))
        let t = CGAffineTransform.identity.interpolated(to: end, fraction: 0.5)
        #expect(t.isApproximatelyEqual(to: CGAffineTransform(1.5 * r, 1.5 * r, -2.5 * r, 2.5 * r, 50, 25),
                                       absoluteTolerance: 1e-13))
        // The 3D path stays in the plane for transforms that keep orientation.
        let path = CATransform3DMakeAffineTransform(.identity)
            .interpolated(to: CATransform3DMakeAffineTransform(end), fraction: 0.3)
        #expect(CATransform3DIsAffine(path))
    }

    @Test func endsAreExact() {
        let a = CGAffineTransform(a: 1.5, b: 0.2, c: -0.7, d: 2, tx: 3, ty: 4)
        let b = CGAffineTransform(rotationAngle: 2).translatedBy(x: 5, y: -6)
        #expect(a.interpolated(to: b, fraction: 0) == a)
        #expect(a.interpolated(to: b, fraction: 1) == b)
    }

    @Test func singularEndSwitchesHalfWay() {
        let flat = CGAffineTransform(scaleX: 0, y: 0)
        #expect(CGAffineTransform.identity.interpolated(to: flat, fraction: 0.4) == .identity)
        #expect(CGAffineTransform.identity.interpolated(to: flat, fraction: 0.5) == flat)
    }

    @Test func addingSubtractingAndPowers() {
        // adding(other) applies other first: (1, 0) -> (2, 0) -> (12, 0).
        let sum = CGAffineTransform(translationX: 10, y: 0).adding(CGAffineTransform(scaleX: 2, y: 2))
        #expect(CGPoint(x: 1, y: 0).applying(sum) == CGPoint(x: 12, y: 0))
        let a = CGAffineTransform(rotationAngle: 0.4).translatedBy(x: 3, y: 1).scaledBy(x: 2, y: 0.5)
        let b = CGAffineTransform(a: 1, b: 0.3, c: 0.2, d: 1.5, tx: -4, ty: 2)
        #expect(a.subtractingValue(b).adding(b).isApproximatelyEqual(to: a, absoluteTolerance: 1e-13))
        let rotation = CGAffineTransform(rotationAngle: 0.6)
        #expect(rotation.scaled(by: 2).isApproximatelyEqual(to: rotation.concatenating(rotation), absoluteTolerance: 1e-15))
        #expect(CGAffineTransform(translationX: 2, y: -3).scaled(by: 1.5) == CGAffineTransform(translationX: 3, y: -4.5))
        #expect(a.scaled(by: 0) == .identity)
    }

    @Test func distance() {
        #expect(CGAffineTransform.identity.interpolationDistance(to: CGAffineTransform(translationX: 3, y: 4)) == 5)
        #expect(CGAffineTransform.identity.interpolationDistance(to: CGAffineTransform(rotationAngle: 0.25))
            .isApproximatelyEqual(to: 0.25, absoluteTolerance: 1e-15))
    }

    @Test func animationValues() {
        let t = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        #expect(CGAffineTransform(animationValue: t) == t)
        #expect(CGAffineTransform(animationValue: NSValue(cgAffineTransform: t)) == t)
        #expect(CGAffineTransform(animationValue: NSValue(caTransform3D: CATransform3DIdentity)) == nil)
        #expect(CGAffineTransform(animationValue: CATransform3DIdentity) == nil)
        #expect(CGAffineTransform(animationValue: "identity") == nil)
    }
}
#endif
