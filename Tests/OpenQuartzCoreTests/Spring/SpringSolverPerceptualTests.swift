#if !QUARTZCORE_COMPATIBILITY_TEST
import Foundation
import OpenQuartzCore
import QuartzCoreTestSupport
import Testing

@Suite("SpringSolver perceptual duration and bounce")
struct SpringSolverPerceptualTests {
    /// Apple's worked example in SwiftUI's Spring overview: duration 0.5, bounce 0.3 is
    /// mass 1.0, stiffness 157.9, damping 17.6 (to the digits Apple prints).
    @Test func appleExampleForward() {
        let spring = SpringSolver(perceptualDuration: 0.5, bounce: 0.3)
        #expect(spring.mass == 1)
        #expect(spring.stiffness.isApproximatelyEqual(to: 157.9, absoluteTolerance: 0.05))
        #expect(spring.damping.isApproximatelyEqual(to: 17.6, absoluteTolerance: 0.05))
    }

    /// The same overview, the other way: mass 1, stiffness 100, damping 10 is duration 0.63,
    /// bounce 0.5.
    @Test func appleExampleBackward() {
        let spring = SpringSolver(mass: 1, stiffness: 100, damping: 10)
        #expect(spring.perceptualDuration.isApproximatelyEqual(to: 0.63, absoluteTolerance: 0.005))
        #expect(spring.bounce.isApproximatelyEqual(to: 0.5, absoluteTolerance: 1e-12))
    }

    /// The mapping, computed here from its definition: stiffness (2 pi / d)^2, damping ratio 1 - b
    /// for b >= 0 and 1 / (1 + b) below.
    @Test(arguments: [(0.5, 0.3), (1.2, 0.0), (0.35, -0.4), (2.0, 0.95), (0.8, -0.9)])
    func mapping(duration: Double, bounce: Double) {
        let spring = SpringSolver(perceptualDuration: duration, bounce: bounce)
        let stiffness = pow(2 * Double.pi / duration, 2)
        let ratio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        #expect(spring.stiffness.isApproximatelyEqual(to: stiffness, absoluteTolerance: 1e-9 * stiffness))
        #expect(spring.damping.isApproximatelyEqual(to: ratio * 2 * stiffness.squareRoot(), absoluteTolerance: 1e-9 * stiffness))
        #expect(spring.dampingRatio.isApproximatelyEqual(to: ratio, absoluteTolerance: 1e-12))
        #expect(spring.initialVelocity == 0)
    }

    /// Apple's documentation of bounce: 0 is critically damped, positive under-damped, negative
    /// over-damped.
    @Test func bounceSetsTheRegime() {
        #expect(SpringSolver(perceptualDuration: 0.5, bounce: 0).dampingRatio == 1)
        #expect(SpringSolver(perceptualDuration: 0.5, bounce: 0.2).dampingRatio < 1)
        #expect(SpringSolver(perceptualDuration: 0.5, bounce: -0.2).dampingRatio > 1)
        // Critically damped: the progress never passes the target, even slightly.
        let critical = SpringSolver(perceptualDuration: 0.5, bounce: 0)
        #expect(stride(from: 0.0, through: 3, by: 0.001).allSatisfy { critical.value(at: $0) <= 1 })
    }

    /// Round trip (duration, bounce) -> spring -> (duration, bounce) over the documented range.
    @Test func roundTrip() {
        for duration in [0.1, 0.5, 0.63, 1, 3] {
            for bounce in stride(from: -0.95, through: 1.0, by: 0.05) {
                let spring = SpringSolver(perceptualDuration: duration, bounce: bounce)
                #expect(spring.perceptualDuration.isApproximatelyEqual(to: duration, absoluteTolerance: 1e-12 * duration), "\(duration), \(bounce)")
                #expect(spring.bounce.isApproximatelyEqual(to: bounce, absoluteTolerance: 1e-12), "\(duration), \(bounce)")
            }
        }
    }

    /// And spring -> (duration, bounce) -> spring, for springs of mass 1.
    @Test func roundTripFromPhysicalAttributes() {
        for (stiffness, damping) in [(100.0, 10.0), (300, 5), (50, 14.142135623730951), (100, 45)] {
            let spring = SpringSolver(stiffness: stiffness, damping: damping)
            let back = SpringSolver(perceptualDuration: spring.perceptualDuration, bounce: spring.bounce)
            #expect(back.stiffness.isApproximatelyEqual(to: stiffness, absoluteTolerance: 1e-9 * stiffness))
            #expect(back.damping.isApproximatelyEqual(to: damping, absoluteTolerance: 1e-9 * damping))
        }
    }

    /// The choices documented for inputs outside the range: bounce clamped to [-1, 1] (NaN is 0),
    /// a non-positive duration gives the stiffest spring.
    @Test func edges() {
        #expect(SpringSolver(perceptualDuration: 0.5, bounce: 1.7) == SpringSolver(perceptualDuration: 0.5, bounce: 1))
        #expect(SpringSolver(perceptualDuration: 0.5, bounce: 1).damping == 0)
        #expect(SpringSolver(perceptualDuration: 0.5, bounce: .nan) == SpringSolver(perceptualDuration: 0.5, bounce: 0))
        #expect(SpringSolver(perceptualDuration: 0.5, bounce: -3).damping == SpringSolver.maximumCoefficient)
        #expect(SpringSolver(perceptualDuration: 0, bounce: 0).stiffness == SpringSolver.maximumCoefficient)
        #expect(SpringSolver(perceptualDuration: .nan, bounce: 0).stiffness == SpringSolver.maximumCoefficient)
    }
}
#endif
