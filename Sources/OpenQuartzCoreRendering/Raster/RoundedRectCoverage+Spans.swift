/// Where a row crosses the shape: the columns that may be covered at all and the run that is
/// fully covered, from the precomputed ``SpanLines`` and, on rows through a rounded corner, that
/// corner's discs.
extension RoundedRectCoverage {
    /// For row `y`: the columns where coverage may be above zero (`outer`) and a run inside it where
    /// it is exactly one (`inner`, possibly empty), both within `columns`.
    @inline(__always)
    func spans(row y: Int, within columns: Range<Int>) -> (outer: Range<Int>, inner: Range<Int>) {
        let py = Double(y)
        let left = Double(columns.lowerBound) - 1, right = Double(columns.upperBound) + 1
        let empty = columns.lowerBound..<columns.lowerBound
        var (low, high) = lines.crossing(0, row: py, left: left, right: right)
        let (low3, high3) = lines.crossing(3, row: py, left: left, right: right)
        Self.unite(&low, &high, low3, high3)
        if hasOuterDiscs {
            cornerDiscs(row: y, u0: uc * py + ut, v0: vd * py + vt, squaredRadius: outerCorner, start: outerDiscStart,
                        end: outerDiscEnd, low: &low, high: &high)
        }
        guard low < high else { return (empty, empty) }
        // Pixel x's centre is at x here (the half pixel is in ut and vt): the columns within [low, high].
        let outer = PixelMath.run(PixelMath.ceiling(low - 1e-9), PixelMath.floor(high + 1e-9) &+ 1, within: columns)
        guard !outer.isEmpty else { return (outer, outer.lowerBound..<outer.lowerBound) }
        // Full coverage: inside the rectangle inset by half a pixel, outside the corner squares
        // (the union of the rectangle narrowed by the radius across u, and the one narrowed across v).
        var (low1, high1) = lines.crossing(1, row: py, left: left, right: right)
        let (low2, high2) = lines.crossing(2, row: py, left: left, right: right)
        // The fully covered set is convex, so on a row it is one interval: the union of what the two
        // rectangles and the rounded corners' inner discs give.
        Self.unite(&low1, &high1, low2, high2)
        if isUniform && radius > 0 && fullDisc > 0 {
            cornerDiscs(row: y, u0: uc * py + ut, v0: vd * py + vt, squaredRadius: fullDisc, start: discStart, end: discEnd,
                        low: &low1, high: &high1)
        }
        return (outer, Self.whole(PixelMath.greatest(low1, left), PixelMath.least(high1, right)).clamped(to: outer))
    }

    /// Widens [`low`, `high`] (empty when `low >= high`) to take in [`from`, `to`] (ignored when
    /// empty): both are parts of one convex set's crossing with a row, so they meet or overlap.
    @inline(__always)
    private static func unite(_ low: inout Double, _ high: inout Double, _ from: Double, _ to: Double) {
        guard from < to else { return }
        if low < high {
            low = PixelMath.least(low, from); high = PixelMath.greatest(high, to)
        } else {
            (low, high) = (from, to)
        }
    }

    /// Widens [`low`, `high`] (empty when `low >= high`) by where the row through local point
    /// (`u0`, `v0`) (at column 0) crosses the disc of `squaredRadius` about each rounded corner's
    /// arc centre (corner bit i on rows `start[i]..<end[i]`).
    @inline(__always)
    private func cornerDiscs(row: Int, u0: Double, v0: Double, squaredRadius: Double, start: SIMD4<Int32>, end: SIMD4<Int32>,
                             low: inout Double, high: inout Double) {
        let a = ua * ua + vb * vb
        guard a > 0 else { return }
        let inverseA = 1 / a
        // The corners whose rows include this one, as bits (comparisons without branches: most
        // rows cross no corner's disc, and the rest one or two).
        let r = Int32(truncatingIfNeeded: row)
        @inline(__always) func bit(_ i: Int) -> UInt {
            UInt32(bitPattern: r &- start[i]) < UInt32(bitPattern: end[i] &- start[i]) ? 1 << UInt(i) : 0
        }
        var bits = bit(0) | bit(1) | bit(2) | bit(3)
        while bits != 0 {
            let bit = bits.trailingZeroBitCount
            bits &= bits &- 1
            let cx = bit & 1 == 0 ? radius : width - radius
            let cy = bit & 2 == 0 ? radius : height - radius
            let du = u0 - cx, dv = v0 - cy
            let b = ua * du + vb * dv
            let discriminant = b * b - a * (du * du + dv * dv - squaredRadius)
            guard discriminant > 0 else { continue }
            let root = discriminant.squareRoot()
            Self.unite(&low, &high, (-b - root) * inverseA, (-b + root) * inverseA)
        }
    }

    /// The columns whose indices lie within [`low`, `high`] (with a margin against rounding).
    @inline(__always)
    private static func whole(_ low: Double, _ high: Double) -> Range<Int> {
        guard low < high else { return 0..<0 }
        let a = PixelMath.ceiling(low + 1e-9), b = PixelMath.floor(high - 1e-9) + 1
        return a < b ? a..<b : 0..<0
    }

    /// The rows that discs of radius `rho` (0: none) about the rounded corners' arc centres can
    /// cross, `start[i]..<end[i]` for corner bit i: a disc about local (cx, cy) spans rows within
    /// rho times the y scale of the map (the length of its second row) of the centre's device y.
    static func discRows(radius rho: Double, corners: CACornerMask, radius: Double, width: Double, height: Double,
                                 local: CGAffineTransform, yScale: Double) -> (SIMD4<Int32>, SIMD4<Int32>) {
        var start = SIMD4<Int32>(repeating: 0), end = SIMD4<Int32>(repeating: 0)
        guard rho > 0 else { return (start, end) }
        let reachY = rho * yScale + 1
        for bit in 0..<4 where corners.rawValue & (1 << UInt(bit)) != 0 {
            let centre = CGPoint(x: bit & 1 == 0 ? radius : width - radius,
                                 y: bit & 2 == 0 ? radius : height - radius).applying(local)
            let y = Double(centre.y)
            guard y.isFinite, abs(y) < 1_000_000_000 else { continue }
            start[bit] = Int32((y - reachY).rounded(.down))
            end[bit] = Int32((y + reachY).rounded(.up)) + 1
        }
        return (start, end)
    }
}
