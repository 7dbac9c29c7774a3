import _CCairo

/// Where a path's coverage goes, row by row: runs of pixels with one coverage, runs with a
/// coverage each, and single pixels. Coverage is 8-bit (255: fully covered), the fill's opacity
/// and any clip already multiplied in.
protocol CoverageSink {
    /// Starts row `y`: the calls until the next start are for its pixels.
    mutating func startRow(_ y: Int)
    /// Pixels `x..<x + count` of the row, each covered `coverage` (1...255).
    mutating func fill(x: Int, count: Int, coverage: UInt32)
    /// Pixels `x..<x + count` of the row, pixel `x + i` covered `coverage[i]` (0...255).
    mutating func blend(x: Int, count: Int, coverage: UnsafeMutablePointer<UInt8>)
    /// Pixel `x` of the row, covered `coverage` (1...255): the pixels where a steep edge crosses
    /// the row, one or two at a time.
    mutating func pixel(x: Int, coverage: UInt32)
    /// A hint: pixel `x` of row `y` will be drawn soon (start loading it).
    func prefetch(y: Int, x: Int)
}

/// A solid colour's sink: runs of one coverage go to the run blender with the colour scaled once,
/// partly covered pixels through ``MaskedRun``.
struct SolidSink: CoverageSink {
    /// The premultiplied colour.
    let color: UInt32
    /// The pixels drawn into.
    let target: RasterTarget
    /// The row being drawn (addressing device column x as `row[x]`), and the columns after it.
    private var row: UnsafeMutablePointer<UInt32>

    /// A sink blending `color` into `target`.
    init(color: UInt32, target: RasterTarget) {
        self.color = color
        self.target = target
        row = target.origin
    }

    /// Starts drawing row `y`.
    @inline(__always)
    mutating func startRow(_ y: Int) {
        row = target.row(y)
    }

    /// Blends the colour scaled by the coverage (the colour itself when full) over the run.
    @inline(__always)
    mutating func fill(x: Int, count: Int, coverage: UInt32) {
        SolidRun.blend(coverage == 255 ? color : PixelMath.scale(color, by: coverage), into: row + x, count: count)
    }

    /// Blends the colour scaled by each pixel's coverage.
    @inline(__always)
    mutating func blend(x: Int, count: Int, coverage: UnsafeMutablePointer<UInt8>) {
        MaskedRun.blend(color, coverage: coverage, into: row + x, count: count, slack: target.rect.x1 &- x &- count)
    }

    /// Blends the colour scaled by the coverage over the pixel.
    @inline(__always)
    mutating func pixel(x: Int, coverage: UInt32) {
        row[x] = PixelMath.over(coverage == 255 ? color : PixelMath.scale(color, by: coverage), row[x])
    }

    /// Prefetches the target pixel for writing.
    @inline(__always)
    func prefetch(y: Int, x: Int) {
        oqc_prefetch(target.row(y) + x)
    }
}
