// The perceptual description of a spring, a duration and a bounce, as `CASpringAnimation` gained it
// in iOS 17 (`init(perceptualDuration:bounce:)`, `perceptualDuration`, `bounce`).

extension SpringSolver {
    /// Creates the spring that moves at the pace `perceptualDuration` (seconds) with `bounce`.
    ///
    /// Apple documents the mapping through SwiftUI's `Spring`, which `CASpringAnimation`'s
    /// initialiser of the same shape mirrors: the mass is 1 and the stiffness (2 pi / duration)^2,
    /// so the duration is the period of the undamped spring; a bounce of 0 is critically damped,
    /// positive bounces up to 1 (undamped) are under-damped and negative ones down to -1 are
    /// over-damped. The damping ratio is 1 - bounce for bounce >= 0 and 1 / (1 + bounce) below 0,
    /// and the damping is that ratio times 2 sqrt(stiffness * mass). Apple's worked example in the
    /// `Spring` overview pins the first branch and the stiffness: duration 0.5 with bounce 0.3 gives
    /// mass 1, stiffness 157.9, damping 17.6. The over-damped branch is not given numerically in
    /// Apple's reference; 1 / (1 + bounce) is the conversion that public reimplementations of
    /// SwiftUI's `Spring` use (after WWDC23 "Animate with springs"). It is continuous with the other
    /// branch at 0, reaches infinite damping at -1 (the documented minimum), and makes ``bounce``
    /// read back as 1 / z - 1.
    ///
    /// Chosen here: a bounce outside [-1, 1] is clamped to it and NaN counts as 0; a duration that
    /// is not positive (or NaN) gives the stiffest spring the solver allows. The clamping of
    /// ``init(mass:stiffness:damping:initialVelocity:)`` then applies (bounce -1 gives the largest
    /// damping, ``maximumCoefficient``). The initial velocity is 0 and over-damping is allowed.
    public init(perceptualDuration: Double, bounce: Double) {
        let bounce = bounce.isNaN ? 0 : min(max(bounce, -1), 1)
        let duration = perceptualDuration > 0 ? perceptualDuration : 0
        let angularFrequency = 2 * Double.pi / duration
        let stiffness = min(max(angularFrequency * angularFrequency, Self.minimumCoefficient), Self.maximumCoefficient)
        let ratio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        self.init(mass: 1, stiffness: stiffness, damping: ratio * 2 * stiffness.squareRoot(),
                  initialVelocity: 0, allowsOverdamping: true)
    }

    /// The pace of the spring in seconds: the period of its undamped oscillation,
    /// 2 pi sqrt(mass / stiffness), whatever the damping (the inverse of
    /// ``init(perceptualDuration:bounce:)``). Apple's example: mass 1, stiffness 100 gives 0.63.
    public var perceptualDuration: Double {
        2 * Double.pi * (mass / stiffness).squareRoot()
    }

    /// How bouncy the spring is, read back from its damping ratio z (the inverse of
    /// ``init(perceptualDuration:bounce:)``): 1 - z when z <= 1 (0 critically damped, 1 undamped),
    /// 1 / z - 1 when over-damped (between -1 and 0). Apple's example: mass 1, stiffness 100,
    /// damping 10 gives 0.5.
    public var bounce: Double {
        let ratio = dampingRatio
        return ratio <= 1 ? 1 - ratio : 1 / ratio - 1
    }
}
