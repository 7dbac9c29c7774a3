import _CCairo

/// What a path is filled with (``PathFill``), blended source-over through the path's coverage.
enum PathPaint {
    /// One premultiplied colour (Cairo's ARGB32 word).
    case solid(UInt32)
    /// A gradient layer's gradient.
    case gradient(GradientPaint)
    /// An image.
    case image(ImagePaint)

    /// The paint of a gradient layer's gradient: `table`'s colours with `startPoint` and
    /// `endPoint` (and a radial gradient's `focus`) over the unit square of `bounds`, which `toDevice` maps onto the device (see
    /// ``GradientPaint``). Where `GradientLayerPainter` fills with one colour so does this: a
    /// gradient of one colour is that colour; an axial gradient whose points coincide, or a radial
    /// one of zero radius, is its last colour. Nil when nothing is drawn (empty or non-finite
    /// bounds, a map that cannot be inverted).
    static func layerGradient(table: GradientTable, startPoint: CGPoint, endPoint: CGPoint, focus: CGPoint = .zero,
                              bounds: CGRect, toDevice: PathMap) -> PathPaint? {
        let width = Double(bounds.width), height = Double(bounds.height)
        guard width > 0, height > 0, width.isFinite, height.isFinite, toDevice.inverted != nil else { return nil }
        if table.isSolid { return .solid(table.entries[0]) }
        if let gradient = GradientPaint(table: table, startPoint: startPoint, endPoint: endPoint, focus: focus,
                                        bounds: bounds, toDevice: toDevice) {
            return .gradient(gradient)
        }
        return .solid(table.last)
    }
}

/// A paint whose colour varies from pixel to pixel: it writes the colours of a run of a row.
protocol SpanSource {
    /// Writes the premultiplied colours of pixels `x..<x + count` of row `y` to `colors`.
    func colors(y: Int, x: Int, count: Int, into colors: UnsafeMutablePointer<UInt32>)
}

/// The sink of a paint that varies: each run's colours written to a row buffer, then blended with
/// the run's coverage, one for the run (``SolidRun/blend(_:alpha:into:count:)``) or one each
/// (``MaskedRun``).
struct SourceSink<Source: SpanSource>: CoverageSink {
    /// The paint's colours.
    let source: Source
    /// A row of colours.
    let buffer: UnsafeMutablePointer<UInt32>
    /// The pixels drawn into.
    let target: RasterTarget
    /// The row being drawn (addressing device column x as `row[x]`), and its device row.
    private var row: UnsafeMutablePointer<UInt32>
    private var y = 0

    /// A sink blending `source`'s colours into `target`, each run's colours written to `buffer`.
    init(source: Source, buffer: UnsafeMutablePointer<UInt32>, target: RasterTarget) {
        self.source = source
        self.buffer = buffer
        self.target = target
        row = target.origin
    }

    /// Starts drawing row `y`.
    @inline(__always)
    mutating func startRow(_ y: Int) {
        self.y = y
        row = target.row(y)
    }

    /// Blends the run's colours, scaled by the coverage.
    @inline(__always)
    mutating func fill(x: Int, count: Int, coverage: UInt32) {
        source.colors(y: y, x: x, count: count, into: buffer)
        SolidRun.blend(buffer, alpha: coverage, into: row + x, count: count)
    }

    /// Blends the run's colours, each scaled by its pixel's coverage.
    @inline(__always)
    mutating func blend(x: Int, count: Int, coverage: UnsafeMutablePointer<UInt8>) {
        source.colors(y: y, x: x, count: count, into: buffer)
        MaskedRun.blend(buffer, coverage: coverage, into: row + x, count: count)
    }

    /// Blends the pixel's colour scaled by the coverage.
    @inline(__always)
    mutating func pixel(x: Int, coverage: UInt32) {
        source.colors(y: y, x: x, count: 1, into: buffer)
        row[x] = PixelMath.over(PixelMath.scale(buffer.pointee, by: coverage), row[x])
    }

    /// Prefetches the target pixel for writing.
    @inline(__always)
    func prefetch(y: Int, x: Int) {
        oqc_prefetch(target.row(y) + x)
    }
}
