// When a spring counts as at rest: `CASpringAnimation.settlingDuration`'s estimate.

extension SpringSolver {
    /// How close to the target, as a fraction of the whole distance, the spring must stay to count
    /// as at rest: 0.001, the epsilon SwiftUI documents for `Spring.settlingDuration`.
    public static let settlingTolerance = 0.001

    /// The estimated time in seconds after which the spring is at rest: from then on the progress
    /// stays within ``settlingTolerance`` (0.001) of 1. Infinite for an undamped spring.
    ///
    /// Apple's algorithm is private; its documentation (`CASpringAnimation.settlingDuration`) gives
    /// two figures, which this rule reproduces: about 2.85 s for mass 1, stiffness 100, damping 5,
    /// and "just over 1 second" for damping 15. The rule, chosen here: the motion is bounded by
    /// dropping the signs of its terms, |1 - x(t)| <= e^(-a t) (|C(t)| + |b| |S(t)|) (see
    /// ``SpringSolver`` for a, b, C and S), using |cos| <= 1 and |sin(wd t) / wd| <= min(t, 1 / wd)
    /// when under-damped; the settling duration is the time at which that bound falls to 0.001 for
    /// the last time. For an under-damped spring past t = 1 / wd this is
    /// ln((1 + |a - v0| / wd) / 0.001) / a, which gives 2.855 s for damping 5
    /// (a = 2.5, wd = 9.682) and 1.022 s for damping 15 (a = 7.5, wd = 6.614).
    ///
    /// Rules that were tried and rejected because they miss one of Apple's figures: the last time
    /// |1 - x(t)| itself exceeds 0.001 (2.69 s and 0.80 s); the envelope with the exact amplitude,
    /// sqrt(1 + B^2) e^(-a t) = 0.001 (2.78 s and 0.98 s; it fits both only for thresholds between
    /// 7.3e-4 and 8.3e-4, which nothing singles out); the energy, sqrt(x^2 + (x'/w0)^2) = 0.001
    /// (2.77 s and 0.89 s). The bound chosen is a
    /// true bound, so the spring is guaranteed to stay within 0.001 after it; it is exact when the
    /// spring is critically or over-damped and does not overshoot (v0 <= a), and it tends to the
    /// critically damped bound as the damping ratio tends to 1 from either side, so the duration
    /// does not jump there.
    public var settlingDuration: Double {
        let tolerance = Self.settlingTolerance
        if regime == .underdamped {
            guard decayRate > 0 else { return .infinity }
            // Past t = 1 / wd the bound is a single exponential: solve it directly.
            let amplitude = 1 + abs(displacementSine) / frequency
            var closedForm = log(amplitude / tolerance) / decayRate
            if closedForm >= 1 / frequency {
                // Step past rounding in the logarithm so that isSettled(at:) agrees from here on.
                while settlingBound(at: closedForm) > tolerance { closedForm = closedForm.nextUp }
                return closedForm
            }
        }
        // The bound is 1 at time 0 and unimodal (it may rise while |b| t grows, then it falls), so
        // it exceeds the tolerance on one interval [0, T]: bracket T by doubling, then bisect.
        var high = 1.0
        while settlingBound(at: high) > tolerance {
            high *= 2
            if !high.isFinite { return .infinity }
        }
        var low = 0.0
        for _ in 0..<200 {
            let middle = (low + high) / 2
            guard middle > low, middle < high else { break }
            if settlingBound(at: middle) > tolerance { low = middle } else { high = middle }
        }
        return high
    }

    /// Whether the spring is at rest at `time`: true from ``settlingDuration`` on.
    public func isSettled(at time: Double) -> Bool {
        guard time >= 0 else { return false }
        guard time < .infinity else { return decayRate > 0 }
        return settlingBound(at: time) <= Self.settlingTolerance
    }

    /// The bound on |1 - x(t)| that ``settlingDuration`` uses, at `time` >= 0.
    func settlingBound(at time: Double) -> Double {
        let slope = abs(displacementSine)
        switch regime {
        case .underdamped:
            return exp(-decayRate * time) * (1 + slope * min(time, 1 / frequency))
        case .criticallyDamped:
            return exp(-decayRate * time) * (1 + slope * time)
        case .overdamped:
            let slow = exp(slowRate * time)
            let fastMinusOne = expm1(-2 * frequency * time)
            return slow * ((2 + fastMinusOne) / 2 + slope * (-fastMinusOne / (2 * frequency)))
        }
    }
}
