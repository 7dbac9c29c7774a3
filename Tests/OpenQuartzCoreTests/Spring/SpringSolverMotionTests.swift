#if !QUARTZCORE_COMPATIBILITY_TEST
import Foundation
import OpenQuartzCore
import QuartzCoreTestSupport
import Testing

@Suite("SpringSolver motion")
struct SpringSolverMotionTests {
    /// vectors.md, Springs: Apple's defaults (mass 1, stiffness 100, damping 10), tolerance 1e-4.
    @Test func vectors() {
        let spring = SpringSolver()
        #expect(spring.value(at: 0.1).isApproximatelyEqual(to: 0.340300, absoluteTolerance: 1e-4))
        #expect(spring.value(at: 0.3).isApproximatelyEqual(to: 1.124355, absoluteTolerance: 1e-4))
    }

    /// vectors.md: the first peak at t = 0.362760 with x = 1.163034. The peak is found here as the
    /// first zero of the velocity after the start, by bisection between 0.2 s (still rising) and
    /// 0.5 s (falling), and checked against a finite difference of the value too.
    @Test func firstPeak() {
        let spring = SpringSolver()
        #expect(spring.velocity(at: 0.2) > 0 && spring.velocity(at: 0.5) < 0)
        let peak = bisectRoot(in: 0.2...0.5) { spring.velocity(at: $0) }
        #expect(peak.isApproximatelyEqual(to: 0.362760, absoluteTolerance: 1e-4))
        #expect(spring.value(at: peak).isApproximatelyEqual(to: 1.163034, absoluteTolerance: 1e-4))
        let h = 1e-6
        #expect(spring.value(at: peak) >= spring.value(at: peak - h))
        #expect(spring.value(at: peak) >= spring.value(at: peak + h))
    }

    /// Each regime against the Runge-Kutta integration of the equation (step 1e-4), with and without
    /// an initial velocity, on value and velocity.
    @Test(arguments: [
        (1.0, 100.0, 10.0, 0.0),    // under-damped, Apple's defaults
        (1.0, 100.0, 5.0, -3.0),    // under-damped, thrown away from the target
        (2.0, 50.0, 4.0, 12.0),     // under-damped, thrown toward it
        (1.0, 100.0, 20.0, 0.0),    // critically damped (z = 1)
        (1.0, 100.0, 20.0, 25.0),   // critically damped, overshooting
        (1.0, 100.0, 50.0, 0.0),    // over-damped (z = 2.5)
        (0.5, 200.0, 60.0, -4.0),   // over-damped (z = 3), thrown away
        (1.0, 100.0, 20.000001, 7.0), // just over critical
        (1.0, 100.0, 19.999999, 7.0), // just under critical
    ])
    func matchesNumericalIntegration(parameters: (Double, Double, Double, Double)) {
        let (m, k, c, v0) = parameters
        let spring = SpringSolver(mass: m, stiffness: k, damping: c, initialVelocity: v0)
        let times = stride(from: 0.05, through: 2.0, by: 0.05).map { $0 }
        let reference = integrateSpring(mass: m, stiffness: k, damping: c, initialVelocity: v0, at: times)
        for (t, expected) in zip(times, reference) {
            #expect(spring.value(at: t).isApproximatelyEqual(to: expected.value, absoluteTolerance: 1e-8), "x(\(t)) for \(parameters)")
            #expect(spring.velocity(at: t).isApproximatelyEqual(to: expected.velocity, absoluteTolerance: 1e-7), "v(\(t)) for \(parameters)")
        }
    }

    /// The three regimes are told apart by the damping ratio, damping / (2 sqrt(k m)).
    @Test func dampingRatio() {
        #expect(SpringSolver().dampingRatio == 0.5)
        #expect(SpringSolver(damping: 20).dampingRatio == 1)
        #expect(SpringSolver(mass: 4, stiffness: 25, damping: 40).dampingRatio == 2)
    }

    /// The start: progress 0 moving at the initial velocity, in every regime.
    @Test(arguments: [10.0, 20.0, 35.0])
    func initialConditions(damping: Double) {
        for v0 in [-5.0, 0, 2.5, 40] {
            let spring = SpringSolver(damping: damping, initialVelocity: v0)
            #expect(spring.value(at: 0) == 0)
            #expect(spring.velocity(at: 0) == v0)
            // The closed form itself, just after 0, agrees with the initial conditions.
            let h = 1e-7
            #expect(spring.value(at: h).isApproximatelyEqual(to: v0 * h, absoluteTolerance: 1e-11))
            #expect(spring.velocity(at: h).isApproximatelyEqual(to: v0, absoluteTolerance: 1e-4 * max(1, abs(v0))))
        }
    }

    /// Positive initial velocity is toward the target: it gets there sooner and overshoots more.
    @Test func initialVelocityIsTowardTheTarget() {
        let resting = SpringSolver(), thrown = SpringSolver(initialVelocity: 10)
        #expect(thrown.value(at: 0.05) > resting.value(at: 0.05))
        #expect(SpringSolver(initialVelocity: -10).value(at: 0.02) < 0)
    }

    /// The ends, chosen in the type's documentation: before 0 and NaN give the start, +infinity the
    /// target at rest; a long time on, the spring is at the target.
    @Test func timeEdges() {
        let spring = SpringSolver(initialVelocity: 3)
        #expect(spring.value(at: -1) == 0 && spring.velocity(at: -1) == 3)
        #expect(spring.value(at: .nan) == 0 && spring.velocity(at: .nan) == 3)
        #expect(spring.value(at: .infinity) == 1 && spring.velocity(at: .infinity) == 0)
        for damping in [10.0, 20, 200] {
            let spring = SpringSolver(damping: damping)
            #expect(spring.value(at: 1e6) == 1 && spring.velocity(at: 1e6) == 0, "damping \(damping)")
        }
    }

    /// Out-of-range parameters are clamped as documented: NaN to Apple's defaults, mass and stiffness
    /// to at least 1e-6, damping to at least 0, everything to at most 1e12; results stay finite.
    @Test func clamping() {
        let nan = SpringSolver(mass: .nan, stiffness: .nan, damping: .nan, initialVelocity: .nan)
        #expect(nan == SpringSolver())
        let low = SpringSolver(mass: 0, stiffness: -5, damping: -1, initialVelocity: -.infinity)
        #expect(low.mass == 1e-6 && low.stiffness == 1e-6 && low.damping == 0 && low.initialVelocity == -1e12)
        let high = SpringSolver(mass: .infinity, stiffness: .infinity, damping: .infinity, initialVelocity: .infinity)
        #expect(high.mass == 1e12 && high.stiffness == 1e12 && high.damping == 1e12 && high.initialVelocity == 1e12)
        for spring in [low, high, SpringSolver(mass: 1e-6, stiffness: 1e12, damping: 0), SpringSolver(mass: 1e-6, stiffness: 1e-6, damping: 1e12)] {
            for t in [0.001, 0.1, 1, 100] {
                #expect(spring.value(at: t).isFinite && spring.velocity(at: t).isFinite, "\(spring) at \(t)")
            }
        }
    }

    /// Without over-damping, damping above critical is lowered to critical (SwiftUI's documented
    /// meaning of its flag): the motion is the critically damped one.
    @Test func overdampingCanBeDisallowed() {
        let clamped = SpringSolver(mass: 1, stiffness: 100, damping: 50, initialVelocity: 2, allowsOverdamping: false)
        let critical = SpringSolver(mass: 1, stiffness: 100, damping: 20, initialVelocity: 2)
        #expect(clamped.damping == 20 && clamped.dampingRatio == 1)
        for t in [0.05, 0.2, 0.7] {
            #expect(clamped.value(at: t) == critical.value(at: t))
        }
        // Under-damped springs are unaffected by the flag.
        let underDamped = SpringSolver(mass: 1, stiffness: 100, damping: 5, initialVelocity: 0, allowsOverdamping: false)
        #expect(underDamped.damping == 5 && underDamped.value(at: 0.3) == SpringSolver(damping: 5).value(at: 0.3))
    }
}
#endif
