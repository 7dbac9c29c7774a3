#if QUARTZCORE_COMPATIBILITY_TEST
import QuartzCore
#else
import OpenQuartzCore
#endif
import Foundation
import QuartzCoreTestSupport
import Testing

/// The animation groups of the documentation: Apple's fade-and-scale example (CAAnimationGroup) and
/// the seeds' ship along a curve (Explicit Animations, "Animation Groups").
@Suite("Animations: documented groups")
struct DocumentedGroupTests: AnimationSuite {
    private func group(_ children: [CAAnimation], _ configure: (CAAnimationGroup) -> Void) -> CAAnimationGroup {
        let group = CAAnimationGroup()
        group.animations = children
        configure(group)
        return group
    }

    @Test func applesFadeAndScaleExample() {
        // CAAnimationGroup documentation: opacity 1 -> 0 and a scale value function [1, 1, 1] ->
        // [3, 3, 3], grouped for 1 s. Half way: opacity 0.5, scale (2, 2, 2).
        let fadeOut = CABasicAnimation(keyPath: "opacity")
        fadeOut.fromValue = 1
        fadeOut.toValue = 0
        fadeOut.duration = 1
        let expandScale = CABasicAnimation()
        expandScale.keyPath = "transform"
        expandScale.valueFunction = CAValueFunction(name: .scale)
        expandScale.fromValue = [1, 1, 1]
        expandScale.toValue = [3, 3, 3]
        let fadeAndScale = group([fadeOut, expandScale]) { $0.duration = 1 }
        let half: CALayer? = withManualClock { clock in
            let layer = committedLayer()
            addAndCommit(fadeAndScale, to: layer)
            clock.advance(by: 0.5)
            return layer.presentation()
        }
        #expect(half?.opacity == 0.5)
        #expect(half?.transform.isApproximatelyEqual(to: scaling(2, 2, 2), absoluteTolerance: 1e-9) == true)
    }

    @Test func seedsGroupOfAPathAndAColour() {
        // The seeds' listing: a keyframe animation along a curve (4 s, rotateAuto) and a basic
        // animation of backgroundColor to red (duration 0: the group's), in a group of 4 s.
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 75))
        path.addCurve(to: CGPoint(x: 300, y: 75), control1: CGPoint(x: 75, y: 0), control2: CGPoint(x: 225, y: 150))
        let move = CAKeyframeAnimation(keyPath: "position")
        move.duration = 4
        move.path = path
        move.rotationMode = .rotateAuto
        let color = CABasicAnimation(keyPath: "backgroundColor")
        color.toValue = CGColor(srgbRed: 1, green: 0, blue: 0, alpha: 1)
        let recorder = AnimationEventRecorder()
        let seeds = recorder.observe(group([move, color]) { $0.duration = 4 }, as: "group")

        let (half, after): (CALayer?, CALayer?) = withManualClock { clock in
            let layer = committedLayer()
            withoutActions {
                layer.position = CGPoint(x: 0, y: 75)
                layer.backgroundColor = CGColor(srgbRed: 0, green: 1, blue: 0, alpha: 1)
            }
            addAndCommit(seeds, to: layer)
            clock.advance(by: 2)
            deliverEvents()
            let half = layer.presentation()
            clock.advance(by: 2.5)
            deliverEvents()
            return (half, layer.presentation())
        }
        // Half way the colour is half way from green to red.
        let halfColor = half?.backgroundColor?.components?.map { Double($0) }
        #expect(halfColor.map { componentsApproximatelyEqual($0, [0.5, 0.5, 0, 1], absoluteTolerance: 1e-6) } == true)
        // The layer is on the curve, turned to its tangent: the curve's parameter t is found from x
        // (x(t) increases), then y(t) and the angle of (x'(t), y'(t)) follow from the control points.
        if let half {
            let curve = AnimationTestCurve(p0: (0, 75), p1: (75, 0), p2: (225, 150), p3: (300, 75))
            let t = curve.parameter(atX: Double(half.position.x))
            #expect(Double(half.position.y).isApproximatelyEqual(to: curve.point(t).y, absoluteTolerance: 1e-6))
            let tangent = curve.derivative(t)
            #expect(half.transform.isApproximatelyEqual(to: zRotation(atan2(tangent.y, tangent.x)), absoluteTolerance: 1e-6))
        }
        #expect(after?.position == CGPoint(x: 0, y: 75) && after?.transform == CATransform3DIdentity)
        #expect(recorder.events == ["start group", "stop group true"])
    }
}
