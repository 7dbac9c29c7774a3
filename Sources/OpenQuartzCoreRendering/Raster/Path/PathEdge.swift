/// One straight edge of a path in device space, ready for the coverage rasterizer: its end points in
/// 24.8 fixed point (device pixels times 256, so that (x, y) = (256, 0) is the left edge of column
/// 1), ordered top to bottom, and the direction it was drawn in.
///
/// Coordinates are whole 1/256ths of a pixel, the same value wherever two edges meet (both round
/// the same point), so that in every row the signed heights of a closed outline's edges add up to
/// zero exactly and no coverage leaks past its last edge.
struct PathEdge: Sendable, Equatable {
    /// The upper end point (`y0 < y1`), then the lower one.
    var x0, y0, x1, y1: Int32
    /// +1 where the path ran downwards (increasing y) along the edge, -1 where it ran upwards.
    var winding: Int32
    /// Always 0: fills the four bytes the 64-bit slopes would otherwise leave as padding, so that
    /// every byte of an edge is set and edges compare by their bytes (``PathEdges/hasSameEdges(_:as:)``,
    /// ``CoverageSlot``): padding keeps whatever the memory held, and equal edges would seem to differ.
    private var unused: Int32 = 0
    /// The change of x per unit of y, and of y per unit of x (0 for a vertical edge), in 32.32
    /// fixed point. Since |y - y0| ≤ |y1 - y0| < 2²⁹ along the edge, the products stay within
    /// 2⁶¹; the slopes' rounding moves a crossing by at most 1/8 of a 1/256th.
    var dxdy, dydx: Int64

    /// The edge from (`x0`, `y0`) to (`x1`, `y1`) as drawn; nil when it is horizontal (it covers
    /// nothing).
    init?(x0: Int32, y0: Int32, x1: Int32, y1: Int32) {
        guard y0 != y1 else { return nil }
        if y0 < y1 {
            (self.x0, self.y0, self.x1, self.y1, winding) = (x0, y0, x1, y1, 1)
        } else {
            (self.x0, self.y0, self.x1, self.y1, winding) = (x1, y1, x0, y0, -1)
        }
        let dx = Double(self.x1) - Double(self.x0), dy = Double(self.y1) - Double(self.y0)
        let unit = 4_294_967_296.0
        dxdy = Int64(dx / dy * unit)
        dydx = dx != 0 ? Int64(dy / dx * unit) : 0
    }

    /// The x where the edge crosses the fixed-point height `y` (within `y0...y1`), rounded to a
    /// whole 1/256th. A function of the edge and `y` alone, so every band of rows finds the same
    /// crossings.
    @inline(__always)
    func x(at y: Int32) -> Int32 {
        if y == y1 { return x1 }
        return x0 &+ Int32(truncatingIfNeeded: (Int64(y &- y0) &* dxdy &+ 0x8000_0000) >> 32)
    }

    /// The y where the edge crosses the fixed-point abscissa `x` (within `x0...x1` or `x1...x0`),
    /// rounded, and limited to `low...high` (the piece of the edge being split), as ``x(at:)``.
    @inline(__always)
    func y(at x: Int32, within low: Int32, _ high: Int32) -> Int32 {
        let y = y0 &+ Int32(truncatingIfNeeded: (Int64(x &- x0) &* dydx &+ 0x8000_0000) >> 32)
        return y < low ? low : (y > high ? high : y)
    }
}

/// One path of a ``PathEdges`` store: its edges, and the device pixels they can cover.
struct PathRecord: Sendable, Equatable {
    /// The indices of its edges in the store.
    var edges: Range<Int>
    /// The pixels its edges touch (empty when it has none): every pixel outside has no coverage.
    var bounds: PixelRect
}
