#if !QUARTZCORE_COMPATIBILITY_TEST
import Foundation
import OpenQuartzCore
import PropertyBased
import QuartzCoreTestSupport
import Testing

/// Properties of the closed form checked on random springs.
@Suite struct SpringSolverPropertyTests {
    /// For random under-damped springs, the closed form satisfies m x'' + c x' + k (x - 1) = 0:
    /// x'' is taken by a central difference of velocity(at:), and velocity(at:) itself is checked
    /// against a central difference of value(at:). It also tends to 1 and comes to rest.
    @Test func underDampedClosedFormSolvesTheEquation() async {
        await propertyCheck(input: Gen.double(in: 0.1...10), Gen.double(in: 10...1000), Gen.double(in: 0.05...0.95),
                            Gen.double(in: -20...20), Gen.double(in: 0.01...2)) { mass, stiffness, ratio, v0, time in
            let damping = ratio * 2 * (stiffness * mass).squareRoot()
            let spring = SpringSolver(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: v0)
            let h = 1e-5
            let x = spring.value(at: time), v = spring.velocity(at: time)
            let slope = (spring.value(at: time + h) - spring.value(at: time - h)) / (2 * h)
            let acceleration = (spring.velocity(at: time + h) - spring.velocity(at: time - h)) / (2 * h)
            // Scale: the largest term of the equation at the start, k + c |v0|.
            let scale = stiffness + damping * abs(v0) + 1
            #expect(abs(slope - v) <= 1e-6 * (abs(v0) + (stiffness / mass).squareRoot() + 1))
            #expect(abs(mass * acceleration + damping * v + stiffness * (x - 1)) <= 1e-5 * scale)
            // Tends to 1: after many time constants 1 / a = 2m / c the spring is at the target.
            let late = 60 * 2 * mass / damping
            #expect(abs(spring.value(at: late) - 1) <= 1e-9 * (1 + abs(v0)))
            #expect(abs(spring.velocity(at: late)) <= 1e-6 * (1 + abs(v0)) * (stiffness / mass).squareRoot())
        }
    }

    /// For random springs of every regime, the motion stays within 0.001 of the target from the
    /// settling duration on (checked at random later times).
    @Test func settledMeansWithinTheTolerance() async {
        await propertyCheck(input: Gen.double(in: 0.1...10), Gen.double(in: 10...1000), Gen.double(in: 0.05...3),
                            Gen.double(in: -30...30), Gen.double(in: 0...5)) { mass, stiffness, ratio, v0, later in
            let damping = ratio * 2 * (stiffness * mass).squareRoot()
            let spring = SpringSolver(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: v0)
            let settled = spring.settlingDuration
            #expect(settled.isFinite)
            #expect(abs(1 - spring.value(at: settled + later)) <= 0.001 + 1e-12)
        }
    }
}
#endif
