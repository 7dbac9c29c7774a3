// Evaluating the spring's closed forms (see SpringSolver for the equations): the hot path, pure
// arithmetic without allocation.

extension SpringSolver {
    /// The decaying cosine and sine terms at `time` (> 0): e^(-a t) C(t) and e^(-a t) S(t).
    @inlinable
    func modes(at time: Double) -> (cosine: Double, sine: Double) {
        switch regime {
        case .underdamped:
            let envelope = exp(-decayRate * time)
            let phase = SineCosine.of(frequency * time)
            return (envelope * phase.cosine, envelope * (phase.sine / frequency))
        case .criticallyDamped:
            let envelope = exp(-decayRate * time)
            return (envelope, envelope * time)
        case .overdamped:
            // e^(-a t) cosh(q t) = e^(r t) (1 + e^(-2 q t)) / 2 and
            // e^(-a t) sinh(q t) / q = e^(r t) (1 - e^(-2 q t)) / (2 q), r the slow rate.
            let slow = exp(slowRate * time)
            let fastMinusOne = expm1(-2 * frequency * time)
            return (slow * (2 + fastMinusOne) / 2, slow * (-fastMinusOne / (2 * frequency)))
        }
    }

    /// The progress at `time` seconds: 0 at time 0, tending to 1 as the spring comes to rest; it
    /// overshoots 1 when the spring is under-damped (or thrown hard enough).
    @inlinable
    public func value(at time: Double) -> Double {
        guard time > 0 else { return 0 }
        guard time < .infinity else { return 1 }
        let terms = modes(at: time)
        return 1 - (terms.cosine + displacementSine * terms.sine)
    }

    /// The rate of change of ``value(at:)`` at `time` seconds, in whole distances per second:
    /// ``initialVelocity`` at time 0, tending to 0.
    @inlinable
    public func velocity(at time: Double) -> Double {
        guard time > 0 else { return initialVelocity }
        guard time < .infinity else { return 0 }
        let terms = modes(at: time)
        return initialVelocity * terms.cosine + velocitySine * terms.sine
    }
}
