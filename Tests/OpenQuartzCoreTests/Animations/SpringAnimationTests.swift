#if QUARTZCORE_COMPATIBILITY_TEST
import QuartzCore
#else
import OpenQuartzCore
#endif
import Foundation
import QuartzCoreTestSupport
import Testing

/// CASpringAnimation on a layer property: vectors.md "Springs" (progress 0 -> 1, defaults mass 1,
/// stiffness 100, damping 10), settlingDuration (Apple's documented figures), the perceptual
/// initializer (SwiftUI Spring's documented example), and from/to/by as a CABasicAnimation.
@Suite("Animations: springs")
struct SpringAnimationTests: AnimationSuite {
    /// The presented zPosition at each t (seconds) into `spring`, on a layer whose model is `model`.
    private func samples(_ spring: CASpringAnimation, model: CGFloat = 0, at times: [CFTimeInterval]) -> [Double] {
        withManualClock { clock in
            let layer = committedLayer(zPosition: model)
            addAndCommit(spring, to: layer)
            let start = clock.currentTime
            return times.map { time in
                clock.set(to: start + time)
                return presentedZ(layer)
            }
        }
    }

    private func unitSpring() -> CASpringAnimation {
        let spring = CASpringAnimation(keyPath: "zPosition")
        spring.fromValue = 0
        spring.toValue = 1
        spring.duration = 5
        return spring
    }

    @Test func defaults() {
        let spring = CASpringAnimation()
        #expect(spring.mass == 1 && spring.stiffness == 100 && spring.damping == 10 && spring.initialVelocity == 0)
    }

    @Test func motionVectors() {
        // vectors.md: x(0.1) = 0.340300, x(0.3) = 1.124355, first peak x(0.362760) = 1.163034.
        let values = samples(unitSpring(), at: [0.1, 0.3, 0.362760])
        #expect(componentsApproximatelyEqual(values, [0.340300, 1.124355, 1.163034], absoluteTolerance: 1e-4), "\(values)")
    }

    @Test func motionMatchesTheDampedOscillator() {
        // The conformance README's under-damped solution with z = 10 / (2 sqrt(100)) = 0.5, w0 = 10,
        // wd = 10 sqrt(0.75), v0 = 0: x(t) = 1 - e^(-5 t) (cos(wd t) + (5 / wd) sin(wd t)).
        let wd = 10 * 0.75.squareRoot()
        let times = [0.05, 0.2, 0.5, 0.9, 1.7]
        let expected = times.map { t in 1 - exp(-5 * t) * (cos(wd * t) + 5 / wd * sin(wd * t)) }
        let values = samples(unitSpring(), at: times)
        #expect(componentsApproximatelyEqual(values, expected, absoluteTolerance: 1e-6), "\(values)")
    }

    @Test func initialVelocityAndCriticalDamping() {
        // initialVelocity 5 (toward the target): B = (z w0 - v0) / wd = 0, so x(t) = 1 - e^(-5 t) cos(wd t).
        let wd = 10 * 0.75.squareRoot()
        let moving = unitSpring()
        moving.initialVelocity = 5
        let times = [0.1, 0.4]
        let values = samples(moving, at: times)
        let expected = times.map { t in 1 - exp(-5 * t) * cos(wd * t) }
        #expect(componentsApproximatelyEqual(values, expected, absoluteTolerance: 1e-6), "\(values)")
        // Damping 20 is critical (z = 1), w0 = 10: x(t) = 1 - (1 + 10 t) e^(-10 t).
        let critical = unitSpring()
        critical.damping = 20
        let criticalValues = samples(critical, at: times)
        let criticalExpected = times.map { t in 1 - (1 + 10 * t) * exp(-10 * t) }
        #expect(componentsApproximatelyEqual(criticalValues, criticalExpected, absoluteTolerance: 1e-6), "\(criticalValues)")
    }

    @Test func springBetweenOtherValuesScalesTheProgress() {
        // to 50 only, on a model of 30: 30 + 20 x(t).
        let spring = unitSpring()
        spring.fromValue = nil
        spring.toValue = 50
        let values = samples(spring, model: 30, at: [0.1, 0.3])
        let expected: [Double] = [0.340300, 1.124355].map { 30 + 20 * $0 }
        #expect(componentsApproximatelyEqual(values, expected, absoluteTolerance: 2e-3), "\(values)")
    }

    @Test func settlingDurationMatchesApplesFigures() {
        // CASpringAnimation.settlingDuration documentation: 2.85 s for damping 5, just over 1 s for 15.
        let soft = CASpringAnimation(), firm = CASpringAnimation()
        soft.damping = 5
        firm.damping = 15
        #expect(soft.settlingDuration.isApproximatelyEqual(to: 2.85, absoluteTolerance: 0.05), "\(soft.settlingDuration)")
        #expect((1.0...1.1).contains(firm.settlingDuration), "\(firm.settlingDuration)")
    }

    @Test func perceptualInitializer() {
        // SwiftUI Spring's overview: duration 0.5 and bounce 0.3 are mass 1, stiffness 157.9, damping
        // 17.6; stiffness (2 pi / 0.5)^2 = 157.91, damping 2 (1 - 0.3) sqrt(157.91) = 17.59.
        let spring = CASpringAnimation(perceptualDuration: 0.5, bounce: 0.3)
        #expect(spring.mass.isApproximatelyEqual(to: 1, absoluteTolerance: 1e-9))
        #expect(spring.stiffness.isApproximatelyEqual(to: 157.91, absoluteTolerance: 0.05))
        #expect(spring.damping.isApproximatelyEqual(to: 17.59, absoluteTolerance: 0.05))
        #expect(spring.perceptualDuration.isApproximatelyEqual(to: 0.5, absoluteTolerance: 1e-9))
        #expect(spring.bounce.isApproximatelyEqual(to: 0.3, absoluteTolerance: 1e-9))
        // Bounce 0 is critically damped: damping 2 sqrt(k m).
        let critical = CASpringAnimation(perceptualDuration: 1, bounce: 0)
        #expect(critical.damping.isApproximatelyEqual(to: 2 * critical.stiffness.squareRoot(), absoluteTolerance: 1e-9))
    }

    @Test func springIsCopiedWithItsParameters() {
        let spring = unitSpring()
        spring.damping = 5
        spring.stiffness = 200
        spring.mass = 2
        spring.initialVelocity = 3
        let copy = spring.copy() as! CASpringAnimation
        #expect(copy.damping == 5 && copy.stiffness == 200 && copy.mass == 2 && copy.initialVelocity == 3)
        #expect(copy.settlingDuration == spring.settlingDuration)
    }
}
