#if !QUARTZCORE_COMPATIBILITY_TEST
import OpenQuartzCore
import QuartzCoreTestSupport
import Testing

// Whole-matrix transform interpolation (conformance README, "Transforms": decomposition into
// translation, scale, skew, perspective and a rotation quaternion, as CSS Transforms Level 2 and
// WebKit do). Expected matrices are written out entry by entry from cos and sin, or are the vectors
// of vectors.md.

/// 1 / sqrt(2): cos and sin of an eighth of a turn.
private let r = 0.5.squareRoot()

@Suite("CATransform3D interpolation")
struct CATransform3DInterpolationTests {
    // MARK: The conformance vectors

    @Test func quarterTurnHalfWayIsAnEighthTurn() {
        // vectors.md: identity -> rotation z pi/2, half way: m11 = m12 = 0.707107, m21 = -0.707107.
        let t = CATransform3DIdentity.interpolated(to: CATransform3DMakeRotation(.pi / 2, 0, 0, 1), fraction: 0.5)
        #expect(t.isApproximatelyEqual(
            to: matrix([[0.707107, 0.707107, 0, 0], [-0.707107, 0.707107, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]]),
            absoluteTolerance: 1e-6))
        #expect(t.isApproximatelyEqual(
            to: matrix([[r, r, 0, 0], [-r, r, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]]), absoluteTolerance: 1e-15))
    }

    @Test(arguments: [0, 0.1, 0.25, 0.5, 0.75, 0.9, 1, -0.3, 1.4])
    func fullTurnDoesNotMove(fraction: Double) {
        // vectors.md: identity -> rotation z 2 pi is the identity at any time.
        let t = CATransform3DIdentity.interpolated(to: CATransform3DMakeRotation(2 * .pi, 0, 0, 1), fraction: fraction)
        #expect(t.isApproximatelyEqual(to: CATransform3DIdentity, absoluteTolerance: 1e-9))
    }

    @Test func scaleHalfWay() {
        // vectors.md: identity -> scale(3, 3, 1), half way: scale(2, 2, 1).
        let t = CATransform3DIdentity.interpolated(to: CATransform3DMakeScale(3, 3, 1), fraction: 0.5)
        #expect(t.isApproximatelyEqual(to: matrix([[2, 0, 0, 0], [0, 2, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]]),
                                       absoluteTolerance: 1e-12))
    }

    // MARK: Ends and shapes of the path

    @Test func endsAreExact() {
        var a = CATransform3DRotate(CATransform3DMakeTranslation(3, -4, 5), 0.9, 1, 2, -1)
        a = CATransform3DScale(a, 2, 0.5, 3)
        var b = CATransform3DMakeRotation(2.5, 0, 1, 1)
        b.m34 = -1.0 / 800
        #expect(a.interpolated(to: b, fraction: 0) == a)
        #expect(a.interpolated(to: b, fraction: 1) == b)
        #expect(a.interpolated(to: a, fraction: 0.37) == a)
    }

    @Test func rotationsAboutXAndY() {
        let x = CATransform3DIdentity.interpolated(to: CATransform3DMakeRotation(.pi / 2, 1, 0, 0), fraction: 0.5)
        #expect(x.isApproximatelyEqual(to: matrix([[1, 0, 0, 0], [0, r, r, 0], [0, -r, r, 0], [0, 0, 0, 1]]),
                                       absoluteTolerance: 1e-15))
        let y = CATransform3DIdentity.interpolated(to: CATransform3DMakeRotation(.pi / 2, 0, 1, 0), fraction: 0.5)
        #expect(y.isApproximatelyEqual(to: matrix([[r, 0, -r, 0], [0, 1, 0, 0], [r, 0, r, 0], [0, 0, 0, 1]]),
                                       absoluteTolerance: 1e-15))
        // Between two rotations about x: 0.2 -> 1.0, a quarter of the way is 0.4.
        let partial = CATransform3DMakeRotation(0.2, 1, 0, 0).interpolated(to: CATransform3DMakeRotation(1, 1, 0, 0),
                                                                            fraction: 0.25)
        let c = cos(0.4), s = sin(0.4)
        #expect(partial.isApproximatelyEqual(to: matrix([[1, 0, 0, 0], [0, c, s, 0], [0, -s, c, 0], [0, 0, 0, 1]]),
                                             absoluteTolerance: 1e-14))
    }

    @Test func rotationTakesTheShorterWay() {
        // From 3 pi/4 to -3 pi/4 about z, the short way is a quarter turn through pi (not three
        // quarters back through 0): half way is the half turn, m11 = m22 = cos(pi) = -1.
        let a = CATransform3DMakeRotation(0.75 * .pi, 0, 0, 1), b = CATransform3DMakeRotation(-0.75 * .pi, 0, 0, 1)
        #expect(a.interpolated(to: b, fraction: 0.5).isApproximatelyEqual(
            to: matrix([[-1, 0, 0, 0], [0, -1, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]]), absoluteTolerance: 1e-14))
    }

    @Test func translationRotationAndScaleTogether() {
        // End = scale(2, 4, 1), then a quarter turn about z, then translate (100, 50, 0) (row-vector
        // order). Half way: scale(1.5, 2.5, 1), an eighth turn, translate (50, 25, 0):
        // rows 1.5 (r, r, 0), 2.5 (-r, r, 0), (0, 0, 1), (50, 25, 0).
        let end = CATransform3DConcat(CATransform3DConcat(CATransform3DMakeScale(2, 4, 1),
                                                          CATransform3DMakeRotation(.pi / 2, 0, 0, 1)),
                                      CATransform3DMakeTranslation(100, 50, 0))
        let t = CATransform3DIdentity.interpolated(to: end, fraction: 0.5)
        #expect(t.isApproximatelyEqual(
            to: matrix([[1.5 * r, 1.5 * r, 0, 0], [-2.5 * r, 2.5 * r, 0, 0], [0, 0, 1, 0], [50, 25, 0, 1]]),
            absoluteTolerance: 1e-13))
    }

    @Test func perspectiveInterpolatesLinearly() {
        let d = 1.0 / 500
        var perspective = CATransform3DIdentity
        perspective.m34 = CGFloat(-d)
        let half = CATransform3DIdentity.interpolated(to: perspective, fraction: 0.5)
        #expect(half.isApproximatelyEqual(to: matrix([[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, -d / 2], [0, 0, 0, 1]]),
                                          absoluteTolerance: 1e-15))
        // The usual card flip: perspective kept, rotation about y from 0 to a quarter turn. Half way
        // is rotation(pi/4 about y) * perspective: column 4 = (rotation's column 3) * -d + (0, 0, 0, 1).
        let flipped = CATransform3DRotate(perspective, .pi / 2, 0, 1, 0)
        let middle = perspective.interpolated(to: flipped, fraction: 0.5)
        #expect(middle.isApproximatelyEqual(
            to: matrix([[r, 0, -r, r * d], [0, 1, 0, 0], [r, 0, r, -r * d], [0, 0, 0, 1]]), absoluteTolerance: 1e-15))
    }
}
#endif
