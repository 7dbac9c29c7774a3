#if QUARTZCORE_COMPATIBILITY_TEST
import QuartzCore
#else
import OpenQuartzCore
#endif
import Foundation
import QuartzCoreTestSupport
import Testing

/// The clock of the seeds: Explicit Animations (003, "CAAnimationDelegate": each animation tagged with
/// its hand through `setValue(_:forKey: "handView")` and identified in animationDidStop) with the
/// Easing chapter's custom curve (000/001, "Custom Easing Functions": fromValue from the presentation,
/// CAMediaTimingFunction(controlPoints: 1, 0, 0.75, 1), duration 0.5). The hands are plain layers.
/// Expected values: the curve solved in SeedKit, and whole-matrix rotations about one axis
/// interpolating their angle (conformance README, Transforms).
@Suite("Seeds: the clock hands")
struct ClockHandSeedTests {
    final class ClockController: NSObject, CAAnimationDelegate {
        let secondHand = CALayer(), minuteHand = CALayer()
        var stopped: [(hand: CALayer, finished: Bool)] = []

        func setAngle(angle: CGFloat, handView: CALayer, animated: Bool) {
            let transform = CATransform3DMakeRotation(angle, 0, 0, 1)
            if animated {
                let animation = CABasicAnimation(keyPath: "transform")
                animation.fromValue = handView.presentation()?.value(forKey: "transform")
                animation.toValue = NSValue(caTransform3D: transform)
                animation.duration = 0.5
                animation.delegate = self
                animation.timingFunction = CAMediaTimingFunction(controlPoints: 1, 0, 0.75, 1)
                animation.setValue(handView, forKey: "handView")
                handView.add(animation, forKey: nil)
            } else {
                SeedKit.setUp { handView.transform = transform }
            }
        }

        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
            guard let view = anim.value(forKey: "handView") as? CALayer,
                  let animation = anim as? CABasicAnimation,
                  let toValue = animation.toValue as? NSValue else { return }
            stopped.append((view, flag))
            SeedKit.setUp { view.transform = toValue.caTransform3DValue }
        }
    }

    static func rotation(_ angle: Double) -> CATransform3D { CATransform3DMakeRotation(angle, 0, 0, 1) }

    static func presented(_ layer: CALayer) -> CATransform3D {
        layer.presentation()?.transform ?? CATransform3DMakeScale(0, 0, 0)
    }

    @Test func eachHandTicksWithTheCustomCurveAndIsIdentifiedWhenItStops() {
        SeedKit.withManualClock { clock in
            let clockController = ClockController()
            clockController.setAngle(angle: 0, handView: clockController.secondHand, animated: false)
            clockController.setAngle(angle: .pi / 3, handView: clockController.minuteHand, animated: false)
            clockController.setAngle(angle: .pi / 6, handView: clockController.secondHand, animated: true)
            clockController.setAngle(angle: .pi / 2, handView: clockController.minuteHand, animated: true)
            SeedKit.turn()
            #expect(Self.presented(clockController.secondHand).isApproximatelyEqual(to: Self.rotation(0), absoluteTolerance: 1e-9))

            SeedKit.advance(clock, by: 0.25)
            let eased = SeedKit.curve(1, 0, 0.75, 1, at: 0.5)
            #expect(eased < 0.5, "the hand starts slowly")
            #expect(Self.presented(clockController.secondHand).isApproximatelyEqual(to: Self.rotation(.pi / 6 * eased), absoluteTolerance: 1e-6))
            #expect(Self.presented(clockController.minuteHand).isApproximatelyEqual(to: Self.rotation(.pi / 3 + .pi / 6 * eased), absoluteTolerance: 1e-6))
            #expect(clockController.stopped.isEmpty)

            SeedKit.advance(clock, by: 0.3)
            #expect(clockController.stopped.count == 2)
            #expect(clockController.stopped.contains { $0.hand === clockController.secondHand && $0.finished })
            #expect(clockController.stopped.contains { $0.hand === clockController.minuteHand && $0.finished })
            // Each hand got its own final angle, in the model and on screen.
            #expect(clockController.secondHand.transform.isApproximatelyEqual(to: Self.rotation(.pi / 6), absoluteTolerance: 1e-9))
            #expect(clockController.minuteHand.transform.isApproximatelyEqual(to: Self.rotation(.pi / 2), absoluteTolerance: 1e-9))
            #expect(Self.presented(clockController.minuteHand).isApproximatelyEqual(to: Self.rotation(.pi / 2), absoluteTolerance: 1e-9))
        }
    }

    @Test func aTickFromMidwayStartsFromThePresentation() {
        // fromValue is the presentation's transform: a new tick during one starts where the hand is.
        SeedKit.withManualClock { clock in
            let clockController = ClockController()
            clockController.setAngle(angle: 0, handView: clockController.secondHand, animated: false)
            clockController.setAngle(angle: .pi / 6, handView: clockController.secondHand, animated: true)
            SeedKit.turn()
            SeedKit.advance(clock, by: 0.25)
            let reached = .pi / 6 * SeedKit.curve(1, 0, 0.75, 1, at: 0.5)
            clockController.setAngle(angle: .pi / 3, handView: clockController.secondHand, animated: true)
            CATransaction.flush()
            #expect(Self.presented(clockController.secondHand).isApproximatelyEqual(to: Self.rotation(reached), absoluteTolerance: 1e-6))
            SeedKit.advance(clock, by: 0.25)
            let expected = reached + (.pi / 3 - reached) * SeedKit.curve(1, 0, 0.75, 1, at: 0.5)
            #expect(Self.presented(clockController.secondHand).isApproximatelyEqual(to: Self.rotation(expected), absoluteTolerance: 1e-6))
        }
    }
}
