#if QUARTZCORE_COMPATIBILITY_TEST
import QuartzCore
#else
import OpenQuartzCore
#endif
import Foundation
import QuartzCoreTestSupport
import Testing

/// CAKeyframeAnimation along a path, on a layer's position: vectors.md "Keyframes" path rows, keyTimes
/// on the path's keyframes, and rotationMode turning the presentation to the path's tangent (the seeds'
/// ship, Explicit Animations). Tangents are computed here from the curve's own derivative.
@Suite("Animations: keyframe paths")
struct KeyframePathAnimationTests: AnimationSuite {
    /// move (0, 0), line (300, 0), line (300, 100): vectors.md's path, 400 long.
    private static var corner: CGPath {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 300, y: 0))
        path.addLine(to: CGPoint(x: 300, y: 100))
        return path
    }

    /// The presentation at each T into a 1 second animation of position along `path`.
    private func presentations(along path: CGPath, at times: [CFTimeInterval],
                               _ configure: (CAKeyframeAnimation) -> Void = { _ in }) -> [CALayer] {
        withManualClock { clock in
            let layer = committedLayer()
            let animation = CAKeyframeAnimation(keyPath: "position")
            animation.duration = 1
            animation.fillMode = .forwards
            animation.isRemovedOnCompletion = false
            animation.path = path
            configure(animation)
            addAndCommit(animation, to: layer)
            let start = clock.currentTime
            return times.compactMap { time in
                clock.set(to: start + time)
                return layer.presentation()
            }
        }
    }

    private func positions(along path: CGPath, at times: [CFTimeInterval],
                           _ configure: (CAKeyframeAnimation) -> Void = { _ in }) -> [CGPoint] {
        presentations(along: path, at: times, configure).map(\.position)
    }

    /// Whether `transform` is the rotation about z by `angle`.
    private func isRotation(_ transform: CATransform3D, by angle: Double) -> Bool {
        transform.isApproximatelyEqual(to: zRotation(angle), absoluteTolerance: 1e-6)
    }

    @Test func linearPathKeyframesAreItsPoints() {
        let points = positions(along: Self.corner, at: [0.25, 0.75])
        #expect(points.isApproximatelyEqual(to: [CGPoint(x: 150, y: 0), CGPoint(x: 300, y: 50)], absoluteTolerance: 1e-9))
    }

    @Test func pacedPathMovesUniformlyAlongItsLength() {
        // 400 long: half way is 200 along, (200, 0); seven eighths is 350 along, (300, 50).
        let points = positions(along: Self.corner, at: [0.5, 0.875]) { $0.calculationMode = .paced }
        #expect(points.isApproximatelyEqual(to: [CGPoint(x: 200, y: 0), CGPoint(x: 300, y: 50)], absoluteTolerance: 1e-6))
    }

    @Test func keyTimesPlaceThePathsKeyframes() {
        // Keyframes (0, 0), (300, 0), (300, 100) at 0, 0.75, 1.
        let points = positions(along: Self.corner, at: [0.375, 0.875]) { $0.keyTimes = [0, 0.75, 1] }
        #expect(points.isApproximatelyEqual(to: [CGPoint(x: 150, y: 0), CGPoint(x: 300, y: 50)], absoluteTolerance: 1e-9))
    }

    @Test func pathOverridesValues() {
        let points = positions(along: Self.corner, at: [0.25]) {
            $0.values = [NSValue(cgPoint: CGPoint(x: -1000, y: -1000)), NSValue(cgPoint: CGPoint(x: 1000, y: 1000))]
        }
        #expect(points.isApproximatelyEqual(to: [CGPoint(x: 150, y: 0)], absoluteTolerance: 1e-9))
    }

    @Test func rotateAutoFollowsTheTangentOfACurve() {
        // A cubic from (0, 0) to (300, 0) with controls (100, 100), (200, 100): x(t) = 300 t and
        // y(t) = 300 t (1 - t), so the point shown gives t = x / 300, and the tangent (300, 300 (1 - 2 t))
        // has the angle atan2(1 - 2 t, 1).
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addCurve(to: CGPoint(x: 300, y: 0), control1: CGPoint(x: 100, y: 100), control2: CGPoint(x: 200, y: 100))
        let shown = presentations(along: path, at: [0.2, 0.5, 0.8]) { $0.rotationMode = .rotateAuto }
        #expect(shown.count == 3)
        for layer in shown {
            let t = Double(layer.position.x) / 300
            #expect(Double(layer.position.y).isApproximatelyEqual(to: 300 * t * (1 - t), absoluteTolerance: 1e-6))
            #expect(isRotation(layer.transform, by: atan2(1 - 2 * t, 1)), "at \(layer.position): \(layer.transform)")
            #expect(layer.model().transform == CATransform3DIdentity)
        }
    }

    @Test func rotateAutoOnStraightSegments() {
        // Paced along the corner: at 0.5 heading +x (angle 0), at 0.875 heading +y (angle pi / 2);
        // rotateAutoReverse adds a half turn.
        let auto = presentations(along: Self.corner, at: [0.5, 0.875]) {
            $0.calculationMode = .paced
            $0.rotationMode = .rotateAuto
        }.map(\.transform)
        #expect(auto.count == 2 && isRotation(auto[0], by: 0) && isRotation(auto[1], by: .pi / 2), "\(auto)")
        let reverse = presentations(along: Self.corner, at: [0.5, 0.875]) {
            $0.calculationMode = .paced
            $0.rotationMode = .rotateAutoReverse
        }.map(\.transform)
        #expect(reverse.count == 2 && isRotation(reverse[0], by: .pi) && isRotation(reverse[1], by: 3 * .pi / 2), "\(reverse)")
    }

    @Test func withoutRotationModeTheTransformIsTheModels() {
        let shown = presentations(along: Self.corner, at: [0.875]).map(\.transform)
        #expect(shown == [CATransform3DIdentity])
    }
}
