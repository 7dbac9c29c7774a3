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

    @inline(__always)
    init(evenOdd: Bool, alpha: UInt32, buffer: UnsafeMutablePointer<UInt8>) {
        self.evenOdd = evenOdd
        self.alpha = alpha
        self.buffer = buffer
    }

    /// Sweeps local row `row` of `cells` (device row `y`) into `sink`, each coverage multiplied by
    /// `clip`'s (a row that addresses device column x as `clip[x]`) when there is one. The dirty
    /// bits are read a word at a time, each run of set bits within a word one run of cells.
    @inline(__always)
    func sweep<Sink: CoverageSink>(row: Int, of cells: CoverageCells, y: Int, clip: UnsafePointer<UInt8>?,
                                   into sink: inout Sink) {
        let width = cells.width, origin = cells.origin
        let rowCells = cells.cells + row &* cells.stride
        let bits = cells.dirty + row &* cells.words
        var x = 0
        var running: Int32 = 0
        sink.startRow(y)
        for index in 0..<cells.words {
            var word = bits[index]
            guard word != 0 else { continue }
            bits[index] = 0
            let base = index &<< 6
            while word != 0 {
                let low = word.trailingZeroBitCount
                let ones = (~(word &>> UInt64(low))).trailingZeroBitCount
                let start = base &+ low, end = min(start &+ ones, width)
                if start > x { constant(running, from: x, to: start, y: y, origin: origin, clip: clip, into: &sink) }
                let count = end &- start
                if count <= Self.shortRun {
                    running = single(rowCells + start &<< 1, count: count, running: running, y: y, x: origin &+ start,
                                     clip: clip, into: &sink)
                } else {
                    running = CoverageRow.accumulate(rowCells + start &<< 1, count: count, running: running, alpha: alpha,
                                                     evenOdd: evenOdd, into: buffer)
                    if let clip { CoverageRow.multiply(buffer, by: clip + (origin &+ start), count: count) }
                    sink.blend(x: origin &+ start, count: count, coverage: buffer)
                }
                x = end
                word = low &+ ones >= 64 ? 0 : word & (~0 &<< UInt64(low &+ ones))
            }
        }
        if width > x { constant(running, from: x, to: width, y: y, origin: origin, clip: clip, into: &sink) }
    }

    /// The longest run of written cells swept a pixel at a time (most runs are one or two cells,
    /// where a steep edge crosses the row): no coverage buffer, no vector step set up for them.
    static let shortRun = 3

    /// The `count` cells from `cells` (a short run, starting at device column `x`) swept and
    /// handed to `sink` one pixel at a time; returns the running sum after them.
    @inline(__always)
    private func single<Sink: CoverageSink>(_ cells: UnsafeMutablePointer<Int32>, count: Int, running: Int32, y: Int,
                                            x: Int, clip: UnsafePointer<UInt8>?, into sink: inout Sink) -> Int32 {
        var sum = running
        for index in 0..<count {
            let pair = cells + index &<< 1
            var coverage = CoverageRow.coverage(sum &+ pair[1], alpha: alpha, evenOdd: evenOdd)
            sum &+= pair[0] &<< 9
            pair[0] = 0
            pair[1] = 0
            if let clip {
                let t = coverage &* UInt32(clip[x &+ index]) &+ 128
                coverage = (t &+ (t >> 8)) >> 8
            }
            if coverage > 0 { sink.pixel(x: x &+ index, coverage: coverage) }
        }
        return sum
    }

    /// The run of cells `x..<end` between written cells, all covered as `running` says.
    @inline(__always)
    private func constant<Sink: CoverageSink>(_ running: Int32, from x: Int, to end: Int, y: Int, origin: Int,
                                              clip: UnsafePointer<UInt8>?, into sink: inout Sink) {
        let coverage = CoverageRow.coverage(running, alpha: alpha, evenOdd: evenOdd)
        guard coverage > 0 else { return }
        let count = end &- x
        if let clip {
            buffer.update(repeating: UInt8(truncatingIfNeeded: coverage), count: count)
            CoverageRow.multiply(buffer, by: clip + (origin &+ x), count: count)
            sink.blend(x: origin &+ x, count: count, coverage: buffer)
        } else {
            sink.fill(x: origin &+ x, count: count, coverage: coverage)
        }
    }

    /// Hints `sink` at the first and last written pixels of local row `row` of `cells` (device row
    /// `y`), so that their memory is on its way while the rows before are drawn: each row of a
    /// shape starts on pixels no other drawing has touched for a while.
    @inline(__always)
    static func prefetch<Sink: CoverageSink>(row: Int, of cells: CoverageCells, y: Int, into sink: Sink) {
        let bits = cells.dirty + row &* cells.words
        var first = 0
        while first < cells.words && bits[first] == 0 { first &+= 1 }
        guard first < cells.words else { return }
        var last = cells.words &- 1
        while bits[last] == 0 { last &-= 1 }
        sink.prefetch(y: y, x: cells.origin &+ first &<< 6 &+ bits[first].trailingZeroBitCount)
        sink.prefetch(y: y, x: cells.origin &+ last &<< 6 &+ 63 &- bits[last].leadingZeroBitCount)
    }
}
