import OpenCoreGraphics

/// Where a path's coverage goes, row by row: runs of pixels with one coverage, and runs with a
/// coverage each. Coverage is 8-bit (255: fully covered), the fill's opacity and any clip already
/// multiplied in.
protocol CoverageSink {
    /// Pixels `x..<x + count` of row `y`, each covered `coverage` (1...255).
    mutating func fill(y: Int, x: Int, count: Int, coverage: UInt32)
    /// Pixels `x..<x + count` of row `y`, pixel `x + i` covered `coverage[i]` (0...255).
    mutating func blend(y: Int, x: Int, count: Int, coverage: UnsafeMutablePointer<UInt8>)
}

/// The sweep of a row of accumulation cells (``CoverageCells``) into runs for a ``CoverageSink``:
/// the dirty bits give the runs of written cells, whose running sums are turned into coverage
/// (``CoverageRow``); between them the sum, and so the coverage, is constant, a single run
/// however long (nothing at all inside a ring's hole or outside a shape). The cells and bits read
/// are left zero.
struct CoverageSweep {
    /// The fill rule: even-odd when true, non-zero otherwise.
    let evenOdd: Bool
    /// The fill's opacity, 0...255, multiplied into every coverage.
    let alpha: UInt32
    /// A row of coverage to hand runs over in.
    let buffer: UnsafeMutablePointer<UInt8>

    init(rule: CGPathFillRule, alpha: UInt32, buffer: UnsafeMutablePointer<UInt8>) {
        evenOdd = rule == .evenOdd
        self.alpha = alpha
        self.buffer = buffer
    }

    /// Sweeps local row `row` of `cells` (device row `y`) into `sink`, each coverage multiplied by
    /// `clip`'s (a row that addresses device column x as `clip[x]`) when there is one.
    @inline(__always)
    func sweep<Sink: CoverageSink>(row: Int, of cells: CoverageCells, y: Int, clip: UnsafePointer<UInt8>?,
                                   into sink: inout Sink) {
        let width = cells.width, origin = cells.origin
        let rowCells = cells.cells + row * cells.stride
        let bits = cells.dirty + row * cells.words
        var x = 0
        var running: Int32 = 0
        while true {
            let start = Self.next(in: bits, from: x, limit: width, flipped: 0)
            if start > x {
                let coverage = CoverageRow.coverage(running, alpha: alpha, evenOdd: evenOdd)
                if coverage > 0 {
                    if let clip {
                        buffer.update(repeating: UInt8(coverage), count: start - x)
                        CoverageRow.multiply(buffer, by: clip + (origin + x), count: start - x)
                        sink.blend(y: y, x: origin + x, count: start - x, coverage: buffer)
                    } else {
                        sink.fill(y: y, x: origin + x, count: start - x, coverage: coverage)
                    }
                }
            }
            if start >= width { break }
            let end = Self.next(in: bits, from: start, limit: width, flipped: ~0)
            running = CoverageRow.accumulate(rowCells + start, count: end - start, running: running, alpha: alpha,
                                             evenOdd: evenOdd, into: buffer)
            if let clip { CoverageRow.multiply(buffer, by: clip + (origin + start), count: end - start) }
            sink.blend(y: y, x: origin + start, count: end - start, coverage: buffer)
            x = end
        }
        rowCells[width] = 0
        bits.update(repeating: 0, count: cells.words)
    }

    /// The first cell at or after `x` whose bit is set (`flipped` 0) or clear (`flipped` all
    /// ones), or `limit` when there is none before it.
    @inline(__always)
    static func next(in bits: UnsafeMutablePointer<UInt64>, from x: Int, limit: Int, flipped: UInt64) -> Int {
        var index = x >> 6
        var word = (bits[index] ^ flipped) & (~0 &<< UInt64(x & 63))
        while word == 0 {
            index &+= 1
            if index << 6 >= limit { return limit }
            word = bits[index] ^ flipped
        }
        let found = index << 6 &+ word.trailingZeroBitCount
        return found < limit ? found : limit
    }
}
