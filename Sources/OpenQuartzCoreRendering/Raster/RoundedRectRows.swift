import _OQCKernels

/// A rounded rectangle's rows walked in order (``ConvexOutline``): each row's columns that may be
/// covered and those fully covered, as ``RoundedRectCoverage/spans(row:within:)`` gives them but
/// from the outlines (``RoundedRectCoverage/outlineVertices(outer:inner:)``), so that a row costs a
/// few additions. The runs differ from the spans' only by pixels whose coverage is computed one by
/// one in one and taken as 0 or 255 in the other, where it rounds to that, so the pixels drawn are
/// the same.
struct RoundedRectRows {
    private var outer, inner: ConvexOutline

    /// The rows of `shape` (which ``RoundedRectCoverage/hasOutlines``), with its outlines in
    /// `scratch`.
    init(_ shape: RoundedRectCoverage, scratch: OutlineScratch) {
        let counts = shape.outlineVertices(outer: scratch.outerVertices, inner: scratch.innerVertices)
        outer = ConvexOutline(vertices: scratch.outerVertices, count: counts.outer, storage: scratch.outerChains)
        inner = ConvexOutline(vertices: scratch.innerVertices, count: counts.inner, storage: scratch.innerChains)
    }

    /// The outer and inner outlines as the AVX2 kernel walks them (``ConvexOutline/kernelOutline``).
    var kernelOutlines: (outer: oqc_outline, inner: oqc_outline) {
        (outer.kernelOutline, inner.kernelOutline)
    }

    /// For row `y` (rows in increasing order): the columns within `columns` that may be covered, and
    /// a run within them that is fully covered (possibly empty).
    @inline(__always)
    mutating func spans(row y: Int, within columns: Range<Int>) -> (outer: Range<Int>, inner: Range<Int>) {
        let py = Double(y)
        // Rows and columns on an outline (a rectangle on the pixel grid has them) count as inside
        // both: a pixel centre within 10⁻⁷ pixel outside the inner outline is still covered to
        // within far less than half an 8-bit level, so it rounds to full coverage.
        let margin = 1e-7
        guard py >= outer.top - margin, py <= outer.bottom + margin else {
            return (columns.lowerBound..<columns.lowerBound, columns.lowerBound..<columns.lowerBound)
        }
        let (low, high) = outer.crossing(PixelMath.least(PixelMath.greatest(py, outer.top), outer.bottom))
        // The shape lies within 10¹⁴ pixels (``RoundedRectCoverage/hasOutlines``), so its outlines'
        // crossings are within PixelMath.floor's range.
        let outerRun = PixelMath.run(PixelMath.ceiling(low - margin), PixelMath.floor(high + margin) &+ 1, within: columns)
        guard py >= inner.top - margin, py <= inner.bottom + margin else {
            return (outerRun, outerRun.lowerBound..<outerRun.lowerBound)
        }
        let (innerLow, innerHigh) = inner.crossing(PixelMath.least(PixelMath.greatest(py, inner.top), inner.bottom))
        return (outerRun, PixelMath.run(PixelMath.ceiling(innerLow - margin), PixelMath.floor(innerHigh + margin) &+ 1,
                                        within: outerRun))
    }
}

/// The memory a band walks outlines in, allocated once (``RoundedRectRows``).
final class OutlineScratch {
    let outerVertices = UnsafeMutablePointer<SIMD2<Double>>.allocate(capacity: RoundedRectCoverage.outlineCapacity)
    let innerVertices = UnsafeMutablePointer<SIMD2<Double>>.allocate(capacity: RoundedRectCoverage.outlineCapacity)
    let outerChains = UnsafeMutablePointer<Double>.allocate(capacity: 6 * (RoundedRectCoverage.outlineCapacity + 1))
    let innerChains = UnsafeMutablePointer<Double>.allocate(capacity: 6 * (RoundedRectCoverage.outlineCapacity + 1))

    /// Room for the runs of ``spanCapacity`` rows (``rowSpans(_:)``).
    private var spans = UnsafeMutablePointer<oqc_row_span>.allocate(capacity: 1)
    private var spanCapacity = 1

    /// Room for the runs of `count` rows, for the AVX2 kernel (``Kernels``): grown when a shape has
    /// more rows than any before it, so that the steady state allocates nothing.
    func rowSpans(_ count: Int) -> UnsafeMutablePointer<oqc_row_span> {
        if count > spanCapacity {
            spans.deallocate()
            spanCapacity = max(count, 2 * spanCapacity)
            spans = .allocate(capacity: spanCapacity)
        }
        return spans
    }

    deinit {
        spans.deallocate()
        outerVertices.deallocate()
        innerVertices.deallocate()
        outerChains.deallocate()
        innerChains.deallocate()
    }
}
