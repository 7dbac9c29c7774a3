// Independent references for the spring tests: a numerical integration of the spring's equation and
// a bisection, written here from the equation alone, without the solver's closed forms.

/// The progress and velocity of the spring m x'' + c x' + k (x - 1) = 0, x(0) = 0, x'(0) = v0, at each
/// of `times` (ascending), by the classical fourth-order Runge-Kutta method with step `step`.
func integrateSpring(mass m: Double, stiffness k: Double, damping c: Double, initialVelocity v0: Double,
                     at times: [Double], step: Double = 1e-4) -> [(value: Double, velocity: Double)] {
    func acceleration(_ x: Double, _ v: Double) -> Double { (k * (1 - x) - c * v) / m }
    var x = 0.0, v = v0, t = 0.0
    var results: [(value: Double, velocity: Double)] = []
    for target in times {
        while t < target {
            let h = min(step, target - t)
            let k1x = v, k1v = acceleration(x, v)
            let k2x = v + h / 2 * k1v, k2v = acceleration(x + h / 2 * k1x, v + h / 2 * k1v)
            let k3x = v + h / 2 * k2v, k3v = acceleration(x + h / 2 * k2x, v + h / 2 * k2v)
            let k4x = v + h * k3v, k4v = acceleration(x + h * k3x, v + h * k3v)
            x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
            v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
            t += h
        }
        results.append((x, v))
    }
    return results
}

/// A zero of `f` in [low, high], where f changes sign, by bisection to the last representable digit.
func bisectRoot(in range: ClosedRange<Double>, _ f: (Double) -> Double) -> Double {
    var low = range.lowerBound, high = range.upperBound
    let lowSign = f(low) < 0
    for _ in 0..<200 {
        let middle = (low + high) / 2
        guard middle > low, middle < high else { break }
        if (f(middle) < 0) == lowSign { low = middle } else { high = middle }
    }
    return (low + high) / 2
}
