/// The accumulation cells of a strip of rows: each edge leaves in each row it crosses the exact
/// signed area it adds to the pixels of that row, so that the running sum of a row's cells from
/// the left is every pixel's signed coverage (as font-rs accumulates it, in integers as FreeType's
/// gray rasterizer and Blend2D do).
///
/// Units: a pixel fully covered once is 2¹⁷ (256 × 512). A piece of an edge within one pixel,
/// from fixed-point (xa, ya) to (xb, yb) with x fractions fa and fb (0...256), covers
/// dy (512 − fa − fb) / 2¹⁷ of its pixel to its right (dy = yb − ya, signed by the edge's winding:
/// the trapezoid's area), and dy fully of every pixel further right; so it adds dy (512 − fa − fb)
/// to its cell and dy (fa + fb) to the next. A piece crossing several pixels is cut where it
/// crosses their sides. Every value is an integer, so the sums do not depend on the order edges
/// come in, and each row's sums depend only on that row's pieces: bands of rows draw the same
/// pixels as one pass.
///
/// Each cell written sets its bit in the row's dirty bits, so that the sweep (``CoverageSweep``)
/// visits only those: the running sum is constant between them.
struct CoverageCells {
    /// The cells of the strip's first row; `stride` cells (the row's pixels and one more) apart.
    let cells: UnsafeMutablePointer<Int32>
    let stride: Int
    /// The dirty bits of the strip's first row, `words` words a row.
    let dirty: UnsafeMutablePointer<UInt64>
    let words: Int
    /// The pixels of a row (cell 0 is device column `origin`), and the strip's first device row.
    let width, origin, top: Int

    /// Adds `value` to cell `cell` of local row `row`, and marks it.
    @inline(__always)
    func add(_ value: Int32, row: Int, cell: Int) {
        cells[row &* stride &+ cell] &+= value
        dirty[row &* words &+ (cell >> 6)] |= 1 &<< UInt64(cell & 63)
    }

    /// Accumulates the pieces of `edge` in the device rows `rows` (within the strip).
    @inline(__always)
    func accumulate(_ edge: PathEdge, rows: Range<Int>) {
        let top = Int32(truncatingIfNeeded: rows.lowerBound << 8)
        let bottom = Int32(truncatingIfNeeded: rows.upperBound << 8)
        guard edge.y1 > top, edge.y0 < bottom else { return }
        var y = edge.y0 > top ? edge.y0 : top
        let end = edge.y1 < bottom ? edge.y1 : bottom
        var x = edge.x(at: y)
        var row = Int(y >> 8)
        while y < end {
            let next = min(Int32(truncatingIfNeeded: (row &+ 1) << 8), end)
            let nextX = edge.x(at: next)
            piece(edge, row: row &- self.top, xa: x, ya: y, xb: nextX, yb: next)
            y = next
            x = nextX
            row &+= 1
        }
    }

    /// Accumulates the piece of `edge` from (`xa`, `ya`) down to (`xb`, `yb`) within one row.
    /// What lies left of the strip's first pixel adds its full height to cell 0; what lies right
    /// of its last pixel adds nothing to any pixel drawn.
    @inline(__always)
    func piece(_ edge: PathEdge, row: Int, xa: Int32, ya: Int32, xb: Int32, yb: Int32) {
        let dy = (yb &- ya) &* edge.winding
        let ca = Int(xa >> 8) &- origin, cb = Int(xb >> 8) &- origin
        if ca == cb {
            if ca < 0 {
                add(dy << 9, row: row, cell: 0)
            } else if ca < width {
                let f = (xa & 255) &+ (xb & 255)
                add(dy &* (512 &- f), row: row, cell: ca)
                add(dy &* f, row: row, cell: ca &+ 1)
            }
            return
        }
        // Left to right; the heights keep the edge's orientation through `sign`.
        let reversed = xb < xa
        let (xl, yl, xr, yr) = reversed ? (xb, yb, xa, ya) : (xa, ya, xb, yb)
        let sign = reversed ? 0 &- edge.winding : edge.winding
        let cl = reversed ? cb : ca, cr = reversed ? ca : cb
        if cr < 0 {
            add(dy << 9, row: row, cell: 0)
            return
        }
        guard cl < width else { return }
        var x = xl, y = yl, cell = cl
        if cell < 0 {
            let side = Int32(truncatingIfNeeded: origin << 8)
            let sideY = edge.y(at: side, within: ya, yb)
            add(((sideY &- y) &* sign) << 9, row: row, cell: 0)
            x = side
            y = sideY
            cell = 0
        }
        let last = cr < width ? cr : width
        while cell < last {
            let left = Int32(truncatingIfNeeded: (cell &+ origin) << 8)
            let side = left &+ 256
            let sideY = edge.y(at: side, within: ya, yb)
            let d = (sideY &- y) &* sign
            let f = (x &- left) &+ 256
            add(d &* (512 &- f), row: row, cell: cell)
            add(d &* f, row: row, cell: cell &+ 1)
            x = side
            y = sideY
            cell &+= 1
        }
        if cr < width {
            let left = Int32(truncatingIfNeeded: (cr &+ origin) << 8)
            let d = (yr &- y) &* sign
            let f = (x &- left) &+ (xr &- left)
            add(d &* (512 &- f), row: row, cell: cr)
            add(d &* f, row: row, cell: cr &+ 1)
        }
    }
}
