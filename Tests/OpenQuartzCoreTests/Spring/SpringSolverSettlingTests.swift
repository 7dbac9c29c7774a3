#if !QUARTZCORE_COMPATIBILITY_TEST
import Foundation
import OpenQuartzCore
import QuartzCoreTestSupport
import Testing

@Suite("SpringSolver settling")
struct SpringSolverSettlingTests {
    /// Apple's documentation of CASpringAnimation.settlingDuration (and vectors.md): mass 1,
    /// stiffness 100, damping 5 settles in about 2.85 s (+-0.05).
    @Test func appleFigureForDamping5() {
        let duration = SpringSolver(damping: 5).settlingDuration
        #expect(duration.isApproximatelyEqual(to: 2.85, absoluteTolerance: 0.05), "\(duration)")
    }

    /// The same page: damping 15 settles in "just over 1 second" (vectors.md: between 1.0 and 1.1).
    @Test func appleFigureForDamping15() {
        let duration = SpringSolver(damping: 15).settlingDuration
        #expect(duration > 1.0 && duration < 1.1, "\(duration)")
    }

    /// The documented rule, computed independently for the under-damped case: the time at which
    /// (1 + |a - v0| / wd) e^(-a t) falls to 0.001, with a = c / 2m and wd = sqrt(k/m - a^2).
    @Test(arguments: [(1.0, 100.0, 5.0, 0.0), (1.0, 100.0, 15.0, 0.0), (2.0, 300.0, 6.0, 4.0), (1.0, 100.0, 10.0, -8.0)])
    func underDampedRule(parameters: (Double, Double, Double, Double)) {
        let (m, k, c, v0) = parameters
        let a = c / (2 * m), wd = (k / m - a * a).squareRoot()
        let expected = log((1 + abs(a - v0) / wd) / 0.001) / a
        let spring = SpringSolver(mass: m, stiffness: k, damping: c, initialVelocity: v0)
        #expect(spring.settlingDuration.isApproximatelyEqual(to: expected, absoluteTolerance: 1e-9))
    }

    /// A critically damped spring that does not overshoot is exactly at 0.001 from the target at its
    /// settling duration: (1 + w0 t) e^(-w0 t) = 0.001, solved here by bisection.
    @Test func criticallyDampedRule() {
        let spring = SpringSolver(damping: 20)
        let expected = bisectRoot(in: 0.1...10) { (1 + 10 * $0) * exp(-10 * $0) - 0.001 }
        #expect(spring.settlingDuration.isApproximatelyEqual(to: expected, absoluteTolerance: 1e-9))
        #expect((1 - spring.value(at: spring.settlingDuration)).isApproximatelyEqual(to: 0.001, absoluteTolerance: 1e-9))
    }

    /// An over-damped spring that does not overshoot: its distance to the target, a sum of two
    /// exponentials (roots of m r^2 + c r + k = 0), reaches 0.001 at the settling duration.
    @Test func overDampedRule() {
        let (m, k, c) = (1.0, 100.0, 50.0)
        let disc = (c * c - 4 * m * k).squareRoot()
        let r1 = (-c + disc) / (2 * m), r2 = (-c - disc) / (2 * m)
        // 1 - x = A e^(r1 t) + B e^(r2 t) with A + B = 1 and A r1 + B r2 = 0 (starting at rest).
        let coefficientB = r1 / (r1 - r2), coefficientA = 1 - coefficientB
        let expected = bisectRoot(in: 0.1...100) { coefficientA * exp(r1 * $0) + coefficientB * exp(r2 * $0) - 0.001 }
        #expect(SpringSolver(mass: m, stiffness: k, damping: c).settlingDuration.isApproximatelyEqual(to: expected, absoluteTolerance: 1e-9))
    }

    /// Whatever the regime or the throw, from the settling duration on the motion stays within
    /// 0.001 of the target (sampled densely over the next few seconds), and it is not settled before.
    @Test(arguments: [5.0, 10.0, 15.0, 19.99, 20.0, 20.01, 35.0, 80.0])
    func staysWithinTheTolerance(damping: Double) {
        for v0 in [-20.0, 0, 6, 30] {
            let spring = SpringSolver(damping: damping, initialVelocity: v0)
            let settled = spring.settlingDuration
            #expect(settled.isFinite && settled > 0)
            for step in 0...4000 {
                let t = settled + Double(step) * 1e-3
                #expect(abs(1 - spring.value(at: t)) <= 0.001 + 1e-12, "damping \(damping), v0 \(v0), t \(t)")
            }
            #expect(spring.isSettled(at: settled) && spring.isSettled(at: settled + 1))
            #expect(!spring.isSettled(at: settled * 0.999) && !spring.isSettled(at: 0))
        }
    }

    /// Stiffer springs settle sooner (SwiftUI's Spring.stiffness documentation: increasing the
    /// stiffness reduces the settling duration), for the same damping ratio; so does more damping
    /// for an under-damped spring.
    @Test func monotoneBehaviour() {
        for ratio in [0.2, 0.5, 0.9, 1.0, 1.5] {
            var previous = Double.infinity
            for stiffness in [25.0, 50, 100, 200, 400, 800] {
                let duration = SpringSolver(stiffness: stiffness, damping: ratio * 2 * stiffness.squareRoot()).settlingDuration
                #expect(duration < previous, "ratio \(ratio), stiffness \(stiffness)")
                previous = duration
            }
        }
        var previous = Double.infinity
        for damping in [2.0, 5, 10, 15] {
            let duration = SpringSolver(damping: damping).settlingDuration
            #expect(duration < previous)
            previous = duration
        }
    }

    /// No jump at critical damping: the duration is continuous as the ratio crosses 1.
    @Test func continuousAcrossCriticalDamping() {
        let critical = SpringSolver(damping: 20).settlingDuration
        for damping in [20 - 1e-9, 20 + 1e-9] {
            #expect(SpringSolver(damping: damping).settlingDuration.isApproximatelyEqual(to: critical, absoluteTolerance: 1e-6))
        }
    }

    /// An undamped spring never settles.
    @Test func undampedNeverSettles() {
        let spring = SpringSolver(damping: 0)
        #expect(spring.settlingDuration == .infinity)
        #expect(!spring.isSettled(at: 1e9) && !spring.isSettled(at: .infinity))
    }
}
#endif
