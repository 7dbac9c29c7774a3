#if QUARTZCORE_COMPATIBILITY_TEST
import QuartzCore
#else
import OpenQuartzCore
#endif
import Foundation
import QuartzCoreTestSupport
import Testing

/// The ship of the Explicit Animations seed (003): along the Bezier path move (0, 75), curve to
/// (300, 75) with controls (75, 0) and (225, 150), over 4 s ("Keyframe Animations"), then with
/// rotationMode rotateAuto, then in a group with a colour change ("Animation Groups"). Expected
/// values: one drawn segment is one keyframe segment, traversed by its Bezier parameter in linear
/// mode; rotateAuto turns the layer to the tangent (conformance README, CAKeyframeAnimation); a child
/// without a duration runs for the whole group (Apple's CAAnimationGroup example; the seed: the group
/// sets "the duration of the animations in the group"). Point and tangent computed in SeedKit.
@Suite("Seeds: the ship on a path")
struct ShipPathSeedTests {
    static let controlPoints = [CGPoint(x: 0, y: 75), CGPoint(x: 75, y: 0), CGPoint(x: 225, y: 150), CGPoint(x: 300, y: 75)]

    static func path() -> CGPath {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 75))
        path.addCurve(to: CGPoint(x: 300, y: 75), control1: CGPoint(x: 75, y: 0), control2: CGPoint(x: 225, y: 150))
        return path
    }

    static func shipLayer() -> CALayer {
        let shipLayer = CALayer()
        SeedKit.setUp {
            shipLayer.frame = CGRect(x: 0, y: 0, width: 64, height: 64)
            shipLayer.position = CGPoint(x: 0, y: 75)
            shipLayer.backgroundColor = SeedKit.mix([0, 1, 0, 1], [0, 1, 0, 1], 0)
        }
        return shipLayer
    }

    static func pathAnimation(rotateAuto: Bool) -> CAKeyframeAnimation {
        let animation = CAKeyframeAnimation(keyPath: "position")
        animation.duration = 4.0
        animation.path = path()
        if rotateAuto { animation.rotationMode = .rotateAuto }
        return animation
    }

    /// Checks the ship at each time: on the curve, turned to its tangent when `rotates`.
    static func check(_ ship: CALayer, _ clock: LayerTestHarness.Clock, rotates: Bool) {
        var elapsed = 0.0
        for time in [1.0, 2.0, 3.0] {
            clock.advance(by: time - elapsed)
            elapsed = time
            let u = time / 4
            let presented = ship.presentation()
            let point = presented?.position ?? .zero
            #expect(point.isApproximatelyEqual(to: SeedKit.bezierPoint(controlPoints, u), absoluteTolerance: 1e-6), "at \(time) s")
            let turn = rotates ? CATransform3DMakeRotation(SeedKit.bezierTangentAngle(controlPoints, u), 0, 0, 1) : CATransform3DIdentity
            let transform = presented?.transform ?? CATransform3DMakeScale(0, 0, 0)
            #expect(transform.isApproximatelyEqual(to: turn, absoluteTolerance: 1e-6), "at \(time) s")
        }
    }

    @Test func theShipFollowsTheCurvePointingRight() {
        SeedKit.withManualClock { clock in
            let ship = Self.shipLayer()
            ship.add(Self.pathAnimation(rotateAuto: false), forKey: nil)
            CATransaction.flush()
            Self.check(ship, clock, rotates: false)
            // Half way along the parameter, the curve's midpoint: (150, 75).
            #expect(SeedKit.bezierPoint(Self.controlPoints, 0.5).isApproximatelyEqual(to: CGPoint(x: 150, y: 75), absoluteTolerance: 1e-12))
        }
    }

    @Test func rotateAutoTurnsTheShipAlongTheTangent() {
        SeedKit.withManualClock { clock in
            let ship = Self.shipLayer()
            ship.add(Self.pathAnimation(rotateAuto: true), forKey: nil)
            CATransaction.flush()
            Self.check(ship, clock, rotates: true)
            clock.advance(by: 1.1)
            #expect(ship.presentation()?.transform == CATransform3DIdentity, "the model again once it ends")
        }
    }

    @Test func theGroupMovesAndRecoloursTogether() {
        SeedKit.withManualClock { clock in
            let ship = Self.shipLayer()
            let animation1 = Self.pathAnimation(rotateAuto: true)
            let animation2 = CABasicAnimation(keyPath: "backgroundColor")
            animation2.toValue = SeedKit.mix([1, 0, 0, 1], [1, 0, 0, 1], 0)
            let animationGroup = CAAnimationGroup()
            animationGroup.animations = [animation1, animation2]
            animationGroup.duration = 4
            ship.add(animationGroup, forKey: nil)
            CATransaction.flush()
            Self.check(ship, clock, rotates: true)
            // At 3 s the colour is three quarters of the way from green to red (linear, 4 s).
            let color = ship.presentation()?.backgroundColor ?? CGColor.clear
            #expect(color.isApproximatelyEqual(to: SeedKit.mix([0, 1, 0, 1], [1, 0, 0, 1], 0.75), absoluteTolerance: 1e-6))
        }
    }
}
