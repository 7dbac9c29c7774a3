#if QUARTZCORE_COMPATIBILITY_TEST
import QuartzCore
#else
import OpenQuartzCore
#endif
import Foundation
import QuartzCoreTestSupport
import Testing

/// The rotating ship of the Explicit Animations seed (003): "Virtual Properties" (a whole-matrix
/// `transform` animation to a rotation of 2 pi does not move, as its end matrix equals its start;
/// `transform.rotation` by an angle turns past 2 pi) and "Canceling an Animation in Progress"
/// (removeAnimation(forKey: "rotateAnimation"): the model shows again at once, and the delegate's
/// flag is false when cancelled, true when the animation completes). Expected values: conformance
/// README, Transforms (decomposition; virtual key paths), and the chapter's text.
@Suite("Seeds: rotating the ship")
struct RotationSeedTests {
    static func shipLayer() -> CALayer {
        let shipLayer = CALayer()
        SeedKit.setUp {
            shipLayer.frame = CGRect(x: 0, y: 0, width: 128, height: 128)
            shipLayer.position = CGPoint(x: 100, y: 100)
        }
        return shipLayer
    }

    static func presented(_ layer: CALayer) -> CATransform3D {
        layer.presentation()?.transform ?? CATransform3DMakeScale(0, 0, 0)
    }

    static func rotation(_ angle: Double) -> CATransform3D { CATransform3DMakeRotation(angle, 0, 0, 1) }

    static func expectTurns(_ layer: CALayer, _ clock: LayerTestHarness.Clock, to angles: [Double], every step: Double) {
        for angle in angles {
            clock.advance(by: step)
            #expect(presented(layer).isApproximatelyEqual(to: rotation(angle), absoluteTolerance: 1e-9), "expected \(angle)")
        }
    }

    @Test func aWholeTransformToHalfATurnTurns() {
        SeedKit.withManualClock { clock in
            let layer = Self.shipLayer()
            let animation = CABasicAnimation(keyPath: "transform")
            animation.duration = 2.0
            animation.toValue = NSValue(caTransform3D: CATransform3DMakeRotation(.pi, 0, 0, 1))
            layer.add(animation, forKey: nil)
            CATransaction.flush()
            Self.expectTurns(layer, clock, to: [.pi / 2], every: 1)
        }
    }

    @Test func aWholeTransformToAFullTurnDoesNotMove() {
        SeedKit.withManualClock { clock in
            let layer = Self.shipLayer()
            let animation = CABasicAnimation(keyPath: "transform")
            animation.duration = 2.0
            animation.toValue = NSValue(caTransform3D: CATransform3DMakeRotation(.pi * 2, 0, 0, 1))
            layer.add(animation, forKey: nil)
            CATransaction.flush()
            Self.expectTurns(layer, clock, to: [0, 0, 0], every: 0.5)
        }
    }

    @Test func theRotationKeyPathTurnsAFullTurn() {
        SeedKit.withManualClock { clock in
            let layer = Self.shipLayer()
            let animation = CABasicAnimation(keyPath: "transform.rotation")
            animation.duration = 2.0
            animation.toValue = Double.pi * 2
            layer.add(animation, forKey: nil)
            CATransaction.flush()
            Self.expectTurns(layer, clock, to: [.pi / 2, .pi, .pi * 3 / 2], every: 0.5)
        }
    }

    @Test func cancellingReportsFalseAndCompletingTrue() {
        SeedKit.withManualClock { clock in
            let shipLayer = Self.shipLayer()
            let recorder = SeedEventRecorder()
            func start() {
                let animation = CABasicAnimation(keyPath: "transform.rotation")
                animation.duration = 2.0
                animation.byValue = Double.pi * 2
                animation.delegate = recorder
                animation.setValue("rotate", forKey: "name")
                shipLayer.add(animation, forKey: "rotateAnimation")
            }
            func stop() { shipLayer.removeAnimation(forKey: "rotateAnimation") }

            start()
            CATransaction.flush()
            Self.expectTurns(shipLayer, clock, to: [.pi], every: 1)
            stop()
            #expect(Self.presented(shipLayer).isApproximatelyEqual(to: CATransform3DIdentity, absoluteTolerance: 1e-12),
                    "removed: the model at once")
            SeedKit.turn()
            #expect(recorder.events == ["start rotate", "stop rotate false"])

            start()
            CATransaction.flush()
            SeedKit.advance(clock, by: 2.1)
            #expect(recorder.events == ["start rotate", "stop rotate false", "start rotate", "stop rotate true"])
            #expect(shipLayer.animation(forKey: "rotateAnimation") == nil, "removed on completion")
        }
    }
}
