// Newton's first guess for the parameter of an input progress: t(x) at seventeen evenly spaced x,
// worked out with the curve, between them a monotone cubic Hermite interpolant.

extension CubicTimingCurve {
    /// The number of segments of the guess table: nodes at x = i / 16 for i in 0...16.
    @usableFromInline static let guessSegments = 16

    /// A guess at the parameter t where x(t) = `x`, for `x` in (0, 1): on the segment between the
    /// two nodes around `x`, the cubic in the position u within it whose coefficients the table
    /// holds (see ``guessTable(ax:bx:cx:)``). Between nodes where dx/dt is not near zero it is
    /// within about 1e-7 of the solution, so that one Newton step reaches 1e-12.
    @inlinable @inline(__always)
    func initialGuess(forX x: Double) -> Double {
        let scaled = x * Double(Self.guessSegments)
        let index = min(Int(scaled), Self.guessSegments - 1)
        let u = scaled - Double(index)
        let table = coefficients.guessTable
        let base = 4 * index
        return table[base] + u * (table[base + 1] + u * (table[base + 2] + u * table[base + 3]))
    }

    /// The guess table of the curve with x(t) = ((ax t + bx) t + cx) t: for each segment between
    /// nodes x = i / 16 and (i + 1) / 16, the coefficients c0...c3 of c0 + u (c1 + u (c2 + u c3)),
    /// the cubic Hermite interpolant of t through the two nodes with the slopes dt/dx there (per
    /// unit of u), each slope limited to three times the segment's rise (Fritsch and Carlson's
    /// condition), so that the guess rises with x and stays between the nodes' parameters.
    static func guessTable(ax: Double, bx: Double, cx: Double) -> [Double] {
        let segments = guessSegments
        let nodes = (0...segments).map { index -> (t: Double, slope: Double) in
            let x = Double(index) / Double(segments)
            let t = index == 0 ? 0 : index == segments ? 1 : bracketedParameter(forX: x, ax: ax, bx: bx, cx: cx)
            let derivative = (3 * ax * t + 2 * bx) * t + cx
            return (t, derivative > 0 ? 1 / (derivative * Double(segments)) : .infinity)
        }
        var table: [Double] = []
        table.reserveCapacity(4 * segments)
        for index in 0..<segments {
            let (t0, t1) = (nodes[index].t, nodes[index + 1].t)
            let rise = t1 - t0
            let m0 = min(nodes[index].slope, 3 * rise), m1 = min(nodes[index + 1].slope, 3 * rise)
            table += [t0, m0, 3 * rise - 2 * m0 - m1, m0 + m1 - 2 * rise]
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
