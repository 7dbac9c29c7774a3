/// The sweep of a row of accumulation cells (``CoverageCells``) into runs for a ``CoverageSink``:
/// the dirty bits give the runs of written cells, whose running sums are turned into coverage
/// (``CoverageRow``); between them the sum, and so the coverage, is constant, a single run
/// however long (nothing at all inside a ring's hole or outside a shape). The cells and bits read
/// are left zero.
///
/// Generic over the fill rule, so that each rule's sweep is compiled with the rule a constant.
struct CoverageSweep<Rule: SweepRule> {
    /// The fill's opacity, 0...255, multiplied into every coverage.
    let alpha: UInt32
    /// A row of coverage to hand runs over in.
    let buffer: UnsafeMutablePointer<UInt8>

    /// The rule: even-odd when true, non-zero otherwise.
    var evenOdd: Bool { Rule.evenOdd }

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
    static var shortRun: Int { 3 }

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
}

/// A fill rule as a type, for ``CoverageSweep``.
protocol SweepRule {
    /// Whether the rule is even-odd (otherwise non-zero).
    static var evenOdd: Bool { get }
}

/// The non-zero winding rule.
enum NonZeroSweep: SweepRule {
    /// False: non-zero.
    static var evenOdd: Bool { false }
}

/// The even-odd rule.
enum EvenOddSweep: SweepRule {
    /// True: even-odd.
    static var evenOdd: Bool { true }
}
