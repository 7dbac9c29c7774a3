#if QUARTZCORE_COMPATIBILITY_TEST
import QuartzCore
#else
import OpenQuartzCore
#endif
import Foundation
import QuartzCoreTestSupport
import Testing

/// Animations of a layer's transform: vectors.md "Transforms" through animations. Whole matrices
/// interpolate by decomposition; the virtual key paths animate one component, so rotations past a
/// half turn keep turning; value functions build the transform from numbers (conformance README,
/// "Transforms"; the seeds' Virtual Properties and cancelling listings).
@Suite("Animations: transforms")
struct TransformAnimationTests: AnimationSuite {
    /// The presented transform at each T into `animation` (1 second unless it sets a duration).
    private func transforms<A: CAPropertyAnimation>(_ animation: A, at times: [CFTimeInterval],
                                                    model: CATransform3D = CATransform3DIdentity) -> [CATransform3D] {
        withManualClock { clock in
            let layer = committedLayer()
            withoutActions { layer.transform = model }
            if animation.duration == 0 { animation.duration = 1 }
            addAndCommit(animation, to: layer)
            let start = clock.currentTime
            return times.compactMap { time in
                clock.set(to: start + time)
                return layer.presentation()?.transform
            }
        }
    }

    private func basic(_ keyPath: String, from: Any?, to: Any?) -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: keyPath)
        animation.fromValue = from
        animation.toValue = to
        return animation
    }

    private func expect(_ actual: [CATransform3D], _ expected: [CATransform3D],
                        sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(actual.isApproximatelyEqual(to: expected, absoluteTolerance: 1e-6), "\(actual)", sourceLocation: sourceLocation)
    }

    @Test func wholeMatrixToAQuarterTurnPassesTheEighthTurn() {
        // vectors.md: half way is rotation z pi/4, m11 = m12 = 0.707107, m21 = -0.707107.
        let quarter = NSValue(caTransform3D: zRotation(.pi / 2))
        let half = transforms(basic("transform", from: NSValue(caTransform3D: CATransform3DIdentity), to: quarter), at: [0.5])
        expect(half, [zRotation(.pi / 4)])
        #expect(half.first.map { Double($0.m11).isApproximatelyEqual(to: 0.707107, absoluteTolerance: 1e-6) } == true)
    }

    @Test func wholeMatrixToAFullTurnNeverMoves() {
        // vectors.md: identity -> rotation z 2 pi is the identity at any time.
        let full = NSValue(caTransform3D: zRotation(2 * .pi))
        let shown = transforms(basic("transform", from: NSValue(caTransform3D: CATransform3DIdentity), to: full),
                               at: [0.1, 0.25, 0.5, 0.75, 0.9])
        #expect(shown.count == 5)
        for transform in shown { #expect(transform.isApproximatelyEqual(to: CATransform3DIdentity, absoluteTolerance: 1e-6)) }
    }

    @Test func wholeMatrixToAHalfTurnFromTheModel() {
        // The seeds' Virtual Properties listing: toValue a half turn, from the model (identity).
        expect(transforms(basic("transform", from: nil, to: NSValue(caTransform3D: zRotation(.pi))), at: [0.5]),
               [zRotation(.pi / 2)])
    }

    @Test func wholeMatrixScale() {
        // vectors.md: identity -> scale(3, 3, 1) half way is scale(2, 2, 1).
        expect(transforms(basic("transform", from: nil, to: NSValue(caTransform3D: scaling(3, 3, 1))), at: [0.5]),
               [scaling(2, 2, 1)])
    }

    @Test func rotationKeyPathKeepsTurningPastAHalfTurn() {
        // vectors.md: transform.rotation.z 0 -> 2 pi is rotation pi/2 at a quarter; past pi it goes on.
        let shown = transforms(basic("transform.rotation.z", from: 0, to: 2 * Double.pi), at: [0.25, 0.6, 0.9])
        expect(shown, [zRotation(.pi / 2), zRotation(1.2 * .pi), zRotation(1.8 * .pi)])
    }

    @Test func byValueOnTransformRotation() {
        // The seeds' cancelling listing: transform.rotation by 2 pi over 2 seconds.
        let spin = CABasicAnimation(keyPath: "transform.rotation")
        spin.duration = 2
        spin.byValue = 2 * Double.pi
        expect(transforms(spin, at: [0.5, 1.5]), [zRotation(.pi / 2), zRotation(1.5 * .pi)])
    }

    @Test func rotationKeyPathKeepsTheOtherComponents() {
        // A model scaled by 2: animating the rotation alone keeps the scale.
        let shown = transforms(basic("transform.rotation.z", from: 0, to: Double.pi), at: [0.5], model: scaling(2, 2, 1))
        expect(shown, [CATransform3DConcat(zRotation(.pi / 2), scaling(2, 2, 1))])
    }

    @Test func scaleAndTranslationKeyPaths() {
        // transform.scale sets the scale on every axis; transform.translation.x the x translation alone.
        let scale = transforms(basic("transform.scale", from: 1, to: 3), at: [0.5]).first
        #expect(scale.map { Double($0.m11).isApproximatelyEqual(to: 2, absoluteTolerance: 1e-9)
                            && Double($0.m22).isApproximatelyEqual(to: 2, absoluteTolerance: 1e-9) } == true)
        let moved = transforms(basic("transform.translation.x", from: 0, to: 100), at: [0.5], model: scaling(2, 2, 1))
        var expected = scaling(2, 2, 1)
        expected.m41 = 50
        expect(moved, [expected])
    }

    @Test func valueFunctionRotateZ() {
        // vectors.md: valueFunction rotateZ, 0 -> pi, half way is rotation pi/2.
        let animation = basic("transform", from: 0, to: Double.pi)
        animation.valueFunction = CAValueFunction(name: .rotateZ)
        expect(transforms(animation, at: [0.5, 0.75]), [zRotation(.pi / 2), zRotation(0.75 * .pi)])
    }

    @Test func valueFunctionScaleTakesThreeNumbers() {
        let animation = basic("transform", from: [1, 1, 1], to: [3, 5, 1])
        animation.valueFunction = CAValueFunction(name: .scale)
        expect(transforms(animation, at: [0.5]), [scaling(2, 3, 1)])
    }

    @Test func valueFunctionWithKeyframes() {
        // Keyframes 0, pi, 2 pi: three quarters of the way is 1.5 pi, past a half turn.
        let animation = CAKeyframeAnimation(keyPath: "transform")
        animation.values = [0, Double.pi, 2 * Double.pi]
        animation.valueFunction = CAValueFunction(name: .rotateZ)
        expect(transforms(animation, at: [0.75]), [zRotation(1.5 * .pi)])
    }
}
