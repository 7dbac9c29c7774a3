/// The accumulation cells of a strip of rows: each edge leaves in each pixel of each row it
/// crosses the exact signed area it covers there, and the height it crosses it by, so that a
/// sweep from the left gives every pixel's signed coverage (the cover-and-area cells of FreeType's
/// gray rasterizer, in integers, as Blend2D also keeps them).
///
/// Units: a pixel fully covered once is 2¹⁷ (256 × 512). A piece of an edge within one pixel, from
/// fixed-point (xa, ya) to (xb, yb) with x fractions fa and fb (0...256), covers
/// dy (512 − fa − fb) / 2¹⁷ of its pixel to its right (dy = yb − ya, signed by the edge's winding:
/// the trapezoid's area) and dy fully of every pixel further right. So its cell keeps two sums:
/// the cover, Σ dy, and the area, Σ dy (512 − fa − fb); a pixel's coverage is its area plus 512
/// times the covers of every cell to its left. A piece crossing several pixels is cut where it
/// crosses their sides. Every value is an integer, so the sums do not depend on the order edges
/// come in, and each row's sums depend only on that row's pieces: bands of rows draw the same
/// pixels as one pass.
///
/// Each cell written sets its bit in the row's dirty bits, so that the sweep (``CoverageSweep``)
/// visits only those: between them the coverage is constant. An edge that is steep within a row
/// writes one cell.
struct CoverageCells {
    /// The cells of the strip's first row, cover and area interleaved, `stride` Int32 values (two
    /// per pixel of the row) from one row to the next.
    let cells: UnsafeMutablePointer<Int32>
    /// Int32 values from one row of cells to the next.
    let stride: Int
    /// The dirty bits of the strip's first row, `words` words a row.
    let dirty: UnsafeMutablePointer<UInt64>
    /// Words of dirty bits per row.
    let words: Int
    /// The pixels of a row (cell 0 is device column `origin`), and the strip's first device row.
    let width, origin, top: Int

    /// One row's cells and dirty bits.
    typealias Row = (cells: UnsafeMutablePointer<Int32>, bits: UnsafeMutablePointer<UInt64>)

    /// Adds `cover` and `area` to cell `cell` of `row`, and marks it.
    @inline(__always)
    func add(cover: Int32, area: Int32, row: Row, cell: Int) {
        let pair = row.cells + cell &<< 1
        pair[0] &+= cover
        pair[1] &+= area
        row.bits[cell >> 6] |= 1 &<< UInt64(cell & 63)
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
        var boundary = (y & ~255) &+ 256
        let local = Int(y >> 8) &- self.top
        var row: Row = (cells + local &* stride, dirty + local &* words)
        while y < end {
            let next = boundary < end ? boundary : end
            let nextX = edge.x(at: next)
            piece(edge, row: row, xa: x, ya: y, xb: nextX, yb: next)
            y = next
            x = nextX
            boundary &+= 256
            row = (row.cells + stride, row.bits + words)
        }
    }

    /// Accumulates the piece of `edge` from (`xa`, `ya`) down to (`xb`, `yb`) within one row.
    /// What lies left of the strip's first pixel covers all of it (its height goes to cell 0 as
    /// area and cover); what lies right of its last pixel covers no pixel drawn.
    @inline(__always)
    func piece(_ edge: PathEdge, row: Row, xa: Int32, ya: Int32, xb: Int32, yb: Int32) {
        let dy = (yb &- ya) &* edge.winding
        let ca = Int(xa >> 8) &- origin, cb = Int(xb >> 8) &- origin
        if ca == cb {
            if ca < 0 {
                add(cover: dy, area: dy &<< 9, row: row, cell: 0)
            } else if ca < width {
                add(cover: dy, area: dy &* (512 &- (xa & 255) &- (xb & 255)), row: row, cell: ca)
            }
            return
        }
        // Left to right; the heights keep the edge's orientation through `sign`.
        let reversed = xb < xa
        let (xl, yl, xr, yr) = reversed ? (xb, yb, xa, ya) : (xa, ya, xb, yb)
        let sign = reversed ? 0 &- edge.winding : edge.winding
        let cl = reversed ? cb : ca, cr = reversed ? ca : cb
        if cr < 0 {
            add(cover: dy, area: dy &<< 9, row: row, cell: 0)
            return
        }
        guard cl < width else { return }
        if cl >= 0 && cr == cl &+ 1 && cr < width {
            // The common case: one pixel side crossed.
            let side = Int32(truncatingIfNeeded: (cr &+ origin) &<< 8)
            let sideY = edge.y(at: side, within: ya, yb)
            let d0 = (sideY &- yl) &* sign, d1 = (yr &- sideY) &* sign
            add(cover: d0, area: d0 &* (256 &- (xl &- (side &- 256))), row: row, cell: cl)
            add(cover: d1, area: d1 &* (512 &- (xr &- side)), row: row, cell: cr)
            return
        }
        var x = xl, y = yl, cell = cl
        if cell < 0 {
            let side = Int32(truncatingIfNeeded: origin &<< 8)
            let sideY = edge.y(at: side, within: ya, yb)
            let d = (sideY &- y) &* sign
            add(cover: d, area: d &<< 9, row: row, cell: 0)
            x = side
            y = sideY
            cell = 0
        }
        let last = cr < width ? cr : width
        while cell < last {
            let left = Int32(truncatingIfNeeded: (cell &+ origin) &<< 8)
            let side = left &+ 256
            let sideY = edge.y(at: side, within: ya, yb)
            let d = (sideY &- y) &* sign
            add(cover: d, area: d &* (256 &- (x &- left)), row: row, cell: cell)
            x = side
            y = sideY
            cell &+= 1
        }
        if cr < width {
            let left = Int32(truncatingIfNeeded: (cr &+ origin) &<< 8)
            let d = (yr &- y) &* sign
            add(cover: d, area: d &* (512 &- (x &- left) &- (xr &- left)), row: row, cell: cr)
        }
    }

    /// Hints `sink` at the first and last written pixels of local row `row` (device row
    /// `y`), so that their memory is on its way while the rows before are drawn: each row of a
    /// shape starts on pixels no other drawing has touched for a while.
    @inline(__always)
    func prefetch<Sink: CoverageSink>(row: Int, y: Int, into sink: Sink) {
        let bits = dirty + row &* words
        var first = 0
        while first < words && bits[first] == 0 { first &+= 1 }
        guard first < words else { return }
        var last = words &- 1
        while bits[last] == 0 { last &-= 1 }
        sink.prefetch(y: y, x: origin &+ first &<< 6 &+ bits[first].trailingZeroBitCount)
        sink.prefetch(y: y, x: origin &+ last &<< 6 &+ 63 &- bits[last].leadingZeroBitCount)
    }
}
