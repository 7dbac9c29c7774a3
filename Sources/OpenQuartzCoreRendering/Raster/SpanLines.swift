/// Where a row of device pixels crosses four rectangles of a shape's local space, as straight
/// lines in the row number: the precomputed half of ``RoundedRectCoverage/spans(row:within:)``.
///
/// A rectangle `ulow <= u <= uhigh, vlow <= v <= vhigh` of the local space meets row y in the
/// columns x where both `ulow <= ua x + (uc y + ut) <= uhigh` and the same for v. When ua is not 0,
/// the u condition bounds x by `(ulow - ut - uc y) / ua` and `(uhigh - ut - uc y) / ua` (in the
/// order ua's sign gives), two lines in y; when ua is 0 it holds on a band of rows and leaves x
/// free. So every row's crossing of every rectangle is one multiply-add per bound, whatever the
/// rotation. The lanes: 0 and 1 the u and v bounds of the first outer rectangle, 2 and 3 of the
/// first inner one, 4 and 5 of the second inner one, 6 and 7 of the second outer one.
struct SpanLines: Sendable, Equatable {
    /// Column bounds: lane k's lower bound on row y is `lowA[k] + lowB[k] y`, its upper bound
    /// `highA[k] + highB[k] y`.
    private var lowA = SIMD8<Double>(repeating: -.infinity), lowB = SIMD8<Double>(repeating: 0)
    private var highA = SIMD8<Double>(repeating: .infinity), highB = SIMD8<Double>(repeating: 0)
    /// The rows (as real numbers) on which each rectangle's bounds hold at all (lane k for
    /// rectangle k); only a slab parallel to the rows narrows them.
    private var firstRow = SIMD4<Double>(repeating: -.infinity), lastRow = SIMD4<Double>(repeating: .infinity)

    /// The lines for rectangles given as `(ulow, uhigh, vlow, vhigh)`, in the space that
    /// `u = ua x + uc y + ut`, `v = vb x + vd y + vt` map pixel centres to.
    init(ua: Double, uc: Double, ut: Double, vb: Double, vd: Double, vt: Double,
         outer: SIMD4<Double>, first: SIMD4<Double>, second: SIMD4<Double>, otherOuter: SIMD4<Double>) {
        // One rectangle at a time, without an array of them (which would be allocated per shape).
        func add(_ rect: SIMD4<Double>, _ index: Int) {
            bound(lane: 2 * index, rect: index, slope: ua, rowSlope: uc, offset: ut, from: rect[0], to: rect[1])
            bound(lane: 2 * index + 1, rect: index, slope: vb, rowSlope: vd, offset: vt, from: rect[2], to: rect[3])
        }
        add(outer, 0)
        add(first, 1)
        add(second, 2)
        add(otherOuter, 3)
    }

    private mutating func bound(lane: Int, rect: Int, slope: Double, rowSlope: Double, offset: Double,
                                from: Double, to: Double) {
        if slope != 0 {
            let inverse = 1 / slope
            let (near, far) = slope > 0 ? (from, to) : (to, from)
            lowA[lane] = (near - offset) * inverse
            highA[lane] = (far - offset) * inverse
            lowB[lane] = -rowSlope * inverse
            highB[lane] = -rowSlope * inverse
            return
        }
        // The slab runs along the rows: from <= rowSlope y + offset <= to on a band of rows.
        if !(from <= to) || rowSlope == 0 {
            if !(from <= offset && offset <= to) { (firstRow[rect], lastRow[rect]) = (.infinity, -.infinity) }
            return
        }
        let a = (from - offset) / rowSlope, b = (to - offset) / rowSlope
        firstRow[rect] = Swift.max(firstRow[rect], Swift.min(a, b))
        lastRow[rect] = Swift.min(lastRow[rect], Swift.max(a, b))
    }

    /// On row `y`: the columns (as real numbers, unbounded ones limited to `left` and `right`)
    /// within rectangle `rect` (0 and 3 the outer ones, 1 and 2 the inner ones); empty when
    /// low >= high.
    @inline(__always)
    func crossing(_ rect: Int, row y: Double, left: Double, right: Double) -> (low: Double, high: Double) {
        guard y >= firstRow[rect], y <= lastRow[rect] else { return (left, left) }
        let lane = 2 * rect
        let low = PixelMath.greatest(PixelMath.greatest(lowA[lane] + lowB[lane] * y, lowA[lane + 1] + lowB[lane + 1] * y), left)
        let high = PixelMath.least(PixelMath.least(highA[lane] + highB[lane] * y, highA[lane + 1] + highB[lane + 1] * y), right)
        return (low, high)
    }
}
