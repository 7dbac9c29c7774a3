/// The motion of a damped spring, as progress from 0 to 1 over time in seconds: the value type behind
/// `CASpringAnimation` (an OpenQuartzCore addition).
///
/// A mass `m` on a spring of stiffness `k` with viscous damping `c` starts one whole distance from
/// its target with velocity `v0` toward it. Its progress x(t) solves m x'' + c x' + k x = k with
/// x(0) = 0 and x'(0) = v0, so that 1 - x(t), the displacement from the target, obeys the free
/// oscillator m y'' + c y' + k y = 0. With w0 = sqrt(k / m), the damping ratio z = c / (2 sqrt(k m)),
/// the decay rate a = z w0 = c / (2 m) and b = a - v0:
/// - under-damped (z < 1), wd = w0 sqrt(1 - z^2): x(t) = 1 - e^(-a t) (cos(wd t) + b sin(wd t) / wd),
///   the conformance rules' form with B = b / wd (as WebKit's `SpringSolver.h`);
/// - critically damped (z = 1): x(t) = 1 - (1 + b t) e^(-w0 t);
/// - over-damped (z > 1), q = w0 sqrt(z^2 - 1): x(t) = 1 - e^(-a t) (cosh(q t) + b sinh(q t) / q),
///   the under-damped form with wd = i q. It is evaluated as two decaying exponentials, with rates
///   -w0^2 / (a + q) and -(a + q), so that nothing overflows however large q t grows.
///
/// The velocity is x'(t) = e^(-a t) (v0 C(t) + (w0^2 - a v0) S(t)), C and S the cosine and sine
/// terms above (cos(wd t) and sin(wd t) / wd; 1 and t; cosh(q t) and sinh(q t) / q). S stays
/// accurate as wd or q goes to 0, so springs near critical damping keep their digits. Evaluation
/// does not allocate.
///
/// Velocities are in whole distances per second, positive toward the target (as
/// `CASpringAnimation.initialVelocity`). Times before 0, and NaN, give the start; +infinity the target.
///
/// Parameters Apple's headers rule out are clamped, because Apple documents only the rule
/// ("`mass` must be greater than 0", "`stiffness` must be greater than 0", "`damping` must be
/// greater than or equal to 0") and not what happens otherwise. Chosen here: NaN becomes Apple's
/// default for that parameter (1, 100, 10, 0); mass and stiffness are clamped to
/// [``minimumCoefficient``, ``maximumCoefficient``], damping to [0, ``maximumCoefficient``] and the
/// initial velocity to +-``maximumCoefficient``, so that every result is finite. The properties
/// report the values in use.
public struct SpringSolver: Sendable, Hashable {
    /// The mass of the object attached to the spring (Apple's default 1).
    public let mass: Double
    /// The spring stiffness coefficient (Apple's default 100).
    public let stiffness: Double
    /// The damping coefficient (Apple's default 10). With ``allowsOverdamping`` false, a damping
    /// above critical has been lowered to the critical value, 2 sqrt(stiffness * mass).
    public let damping: Double
    /// The velocity at time 0, in whole distances per second, positive toward the target.
    public let initialVelocity: Double
    /// Whether damping above critical gives over-damped motion (true) or is treated as critically
    /// damped (false).
    public let allowsOverdamping: Bool

    /// The smallest mass and stiffness the solver uses: 1e-6.
    public static let minimumCoefficient = 1e-6
    /// The largest mass, stiffness, damping and initial speed the solver uses: 1e12.
    public static let maximumCoefficient = 1e12

    /// Which closed form the motion takes.
    @usableFromInline enum Regime: Sendable, Hashable {
        case underdamped, criticallyDamped, overdamped
    }

    @usableFromInline let regime: Regime
    /// a = c / (2 m), the rate at which the envelope decays (w0 when critically damped).
    @usableFromInline let decayRate: Double
    /// wd when under-damped, q when over-damped, 0 when critically damped.
    @usableFromInline let frequency: Double
    /// The slower of the two decay rates when over-damped, -w0^2 / (a + q) (negative); else 0.
    @usableFromInline let slowRate: Double
    /// b = a - v0: the coefficient of the sine term in the displacement.
    @usableFromInline let displacementSine: Double
    /// w0^2 - a v0: the coefficient of the sine term in the velocity.
    @usableFromInline let velocitySine: Double

    /// Creates the spring with these physical attributes; the defaults are Apple's
    /// (`CASpringAnimation`: mass 1, stiffness 100, damping 10, initial velocity 0). Damping above
    /// critical gives over-damped motion.
    public init(mass: Double = 1, stiffness: Double = 100, damping: Double = 10, initialVelocity: Double = 0) {
        self.init(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity,
                  allowsOverdamping: true)
    }

    /// Creates the spring with these physical attributes, choosing what damping above critical
    /// does: with `allowsOverdamping` false it is treated as critically damped, as SwiftUI's
    /// `Spring(mass:stiffness:damping:allowOverDamping:)` documents for its flag and as WebKit's
    /// `SpringSolver` always does; with true the motion is over-damped.
    public init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double, allowsOverdamping: Bool) {
        let upper = Self.maximumCoefficient
        let mass = mass.isNaN ? 1 : min(max(mass, Self.minimumCoefficient), upper)
        let stiffness = stiffness.isNaN ? 100 : min(max(stiffness, Self.minimumCoefficient), upper)
        var damping = damping.isNaN ? 10 : min(max(damping, 0), upper)
        let velocity = initialVelocity.isNaN ? 0 : min(max(initialVelocity, -upper), upper)
        let critical = 2 * (stiffness * mass).squareRoot()
        if !allowsOverdamping && damping > critical { damping = critical }
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
        self.initialVelocity = velocity
        self.allowsOverdamping = allowsOverdamping

        let w0Squared = stiffness / mass
        let w0 = w0Squared.squareRoot()
        let ratio = damping / critical
        let a = damping / (2 * mass)
        // (1 - z)(1 + z) rather than 1 - z^2: no cancellation near z = 1, no overflow for large z.
        let underFrequency = ratio < 1 ? w0 * ((1 - ratio) * (1 + ratio)).squareRoot() : 0
        let overFrequency = ratio > 1 ? w0 * ((ratio - 1) * (ratio + 1)).squareRoot() : 0
        if underFrequency > 0 {
            regime = .underdamped
            decayRate = a
            frequency = underFrequency
            slowRate = 0
        } else if overFrequency > 0 {
            regime = .overdamped
            decayRate = a
            frequency = overFrequency
            // The product of the two rates is w0^2, so the slow one needs no subtraction.
            slowRate = -w0Squared / (a + overFrequency)
        } else {
            regime = .criticallyDamped
            decayRate = w0
            frequency = 0
            slowRate = 0
        }
        displacementSine = decayRate - velocity
        velocitySine = w0Squared - decayRate * velocity
    }

    /// The damping ratio, damping / (2 sqrt(stiffness * mass)): below 1 under-damped, 1 critically
    /// damped, above 1 over-damped.
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }
}
