// Finding the Bezier parameter of an input progress: Newton's method from a tabled guess, with
// bisection where the slope is too flat, on residuals computed without cancellation.

extension CubicTimingCurve {
    /// x(t) - x, computed without cancellation near either end.
    ///
    /// Near t = 1 a flat curve such as (1, 0, 1, 0) has x(t) = 1 - (1 - t)^3: the power form loses
    /// the small difference to rounding, and y, which depends on it through a cube root, loses five
    /// digits. So for x above one half the residual is taken between the complements, using the
    /// Bernstein form of 1 - x(t) = u^3 + 3u^2 t (1 - x1) + 3u t^2 (1 - x2), u = 1 - t, whose terms
    /// are all non-negative; below one half the Bernstein form of x(t) itself.
    ///
    /// A curve whose dx/dt nearly vanishes inside (1, 0, 0, 1 has x(t) = 1/2 + 4 (t - 1/2)^3) needs
    /// more: there x(t) - x is a tiny difference of numbers near x(t0), so the residual is taken in
    /// the Taylor form around t0, c0 + s (a1 + s (a2 + s a3)) with s = t - t0, and c0 = x(t0) - x
    /// from x(t0) held in double-double precision.
    @inlinable @inline(__always)
    func xResidual(atParameter t: Double, target x: Double, complement: Double) -> Double {
        let c = coefficients
        if c.pivot >= 0 {
            let offset = t - c.pivot
            let constant = (c.pivotXHigh - x) + c.pivotXLow
            return constant + offset * (c.taylor1 + offset * (c.taylor2 + offset * c.ax))
        }
        // Both forms, then a choice between them: x is as likely below one half as above, and a
        // branch on it would be mispredicted half the time.
        let u = 1 - t
        let low = 3 * u * t * (u * x1 + t * x2) + t * t * t - x
        let high = complement - (u * u * u + 3 * u * t * (u * (1 - x1) + t * (1 - x2)))
        return x < 0.5 ? low : high
    }

    /// The Bezier parameter t in [0, 1] at which the curve's x coordinate equals `x`.
    @inlinable @inline(__always)
    public func parameter(forX x: Double) -> Double {
        guard x > 0 else { return 0 }
        guard x < 1 else { return 1 }
        let complement = 1 - x
        // Newton's method from a first guess read off the table: converges in one step wherever
        // dx/dt is not near zero.
        var t = initialGuess(forX: x)
        for _ in 0..<8 {
            let slope = xDerivative(atParameter: t)
            if abs(slope) < 1e-7 { break }
            let step = xResidual(atParameter: t, target: x, complement: complement) / slope
            t -= step
            guard t >= 0, t <= 1 else { break }
            // Newton's error estimate: the new t is off by about |x''| / (2 |x'|) * step^2, here
            // with the largest |x''| on [0, 1]. Stop once that is below 1e-12.
            if step * step * coefficients.largestCurvature < 2e-12 * abs(slope) { return t }
        }
        return bisectParameter(forX: x, complement: complement)
    }

    /// Bisection on [0, 1]; x(t) is non-decreasing there because x1 and x2 lie in [0, 1].
    @usableFromInline
    func bisectParameter(forX x: Double, complement: Double) -> Double {
        var low = 0.0, high = 1.0
        // Halve until the interval holds no double between its ends (at most 64 halvings: this is
        // the rare path, taken only where the slope is too flat for Newton's method).
        for _ in 0..<64 {
            let middle = (low + high) * 0.5
            guard middle > low, middle < high else { break }
            if xResidual(atParameter: middle, target: x, complement: complement) < 0 { low = middle } else { high = middle }
        }
        return (low + high) * 0.5
    }
}
