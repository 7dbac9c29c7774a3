// Newton's first guess for the parameter of an input progress: a table of t(x) at sixteen evenly
// spaced x, built with the curve, read by cubic Hermite interpolation.

extension CubicTimingCurve {
    /// The number of steps of the guess table: nodes at x = i / 15 for i in 0...15.
    @usableFromInline static let guessSteps = 15

    /// A guess at the parameter t where x(t) = `x`, for `x` in (0, 1): the cubic Hermite interpolant
    /// of the tabled t between the two nodes around `x`, with the tabled slopes limited to three
    /// times the segment's secant slope (Fritsch and Carlson's condition), so that the guess rises
    /// with x and stays between the two nodes' parameters. Between nodes where dx/dt is not near zero
    /// it is within about 1e-7 of the solution, so that one Newton step reaches 1e-12.
    @inlinable @inline(__always)
    func initialGuess(forX x: Double) -> Double {
        let scaled = x * Double(Self.guessSteps)
        let index = min(Int(scaled), Self.guessSteps - 1)
        let u = scaled - Double(index)
        let table = coefficients.guessTable
        let t0 = table[2 * index], t1 = table[2 * index + 2]
        let d = t1 - t0
        let m0 = min(table[2 * index + 1], 3 * d), m1 = min(table[2 * index + 3], 3 * d)
        return t0 + u * (m0 + u * ((3 * d - 2 * m0 - m1) + u * (m0 + m1 - 2 * d)))
    }

    /// The guess table of the curve with x(t) = ((ax t + bx) t + cx) t: for each node x = i / 15, t
    /// there and dt/dx times the step 1/15 (infinite where dx/dt is 0), interleaved.
    static func guessTable(ax: Double, bx: Double, cx: Double) -> [Double] {
        let steps = guessSteps
        var table: [Double] = []
        table.reserveCapacity(2 * (steps + 1))
        for index in 0...steps {
            let x = Double(index) / Double(steps)
            let t = index == 0 ? 0 : index == steps ? 1 : bracketedParameter(forX: x, ax: ax, bx: bx, cx: cx)
            let slope = (3 * ax * t + 2 * bx) * t + cx
            table.append(t)
            table.append(slope > 0 ? 1 / (slope * Double(steps)) : .infinity)
        }
        return table
    }

    /// t in [0, 1] where x(t) = `x`, by Newton's method kept inside a bracket that halves where a
    /// step would leave it: accurate to rounding, for building the table (not the fast path).
    static func bracketedParameter(forX x: Double, ax: Double, bx: Double, cx: Double) -> Double {
        var low = 0.0, high = 1.0, t = x
        for _ in 0..<200 {
            let residual = ((ax * t + bx) * t + cx) * t - x
            if residual == 0 { return t }
            if residual < 0 { low = t } else { high = t }
            let slope = (3 * ax * t + 2 * bx) * t + cx
            var next = slope > 0 ? t - residual / slope : (low + high) / 2
            if !(next > low && next < high) { next = (low + high) / 2 }
            if next == t || high - low <= 1e-16 { return next }
            t = next
        }
        return t
    }
}
