/// The columns of one row of a shape, sorted into runs: pixels fully covered (up to two runs), pixels
/// to skip (inside a hole), and the partly covered rest, whose coverage is computed pixel by pixel.
struct RowRuns {
    /// Where anything may be covered.
    var outer: Range<Int>
    /// Fully covered runs, disjoint, the first before the second.
    var full: (Range<Int>, Range<Int>)
    /// Columns covered by nothing (the inside of a hole).
    var skip: Range<Int>

    /// The runs of `shape` less `hole` (when `hasHole`) within `clip` (and the clips it nests in) on row `y`, limited
    /// to `columns`.
    @inline(__always)
    init(shape: RoundedRectCoverage, hole: RoundedRectCoverage, hasHole: Bool, clip: Int, clips: UnsafeBufferPointer<RasterClip>,
         row y: Int, columns: Range<Int>) {
        var (outer, inner) = shape.spans(row: y, within: columns)
        var index = clip
        while index >= 0, !outer.isEmpty {
            let spans = clips[index].shape.spans(row: y, within: outer)
            outer = spans.outer
            inner = inner.clamped(to: spans.inner.isEmpty ? inner.lowerBound..<inner.lowerBound : spans.inner)
            index = clips[index].parent
        }
        inner = inner.clamped(to: outer)
        self.outer = outer
        skip = outer.lowerBound..<outer.lowerBound
        full = (inner, inner.upperBound..<inner.upperBound)
        if hasHole, !outer.isEmpty {
            let spans = hole.spans(row: y, within: outer)
            skip = spans.inner
            if !spans.outer.isEmpty {
                let left = inner.lowerBound..<max(inner.lowerBound, min(inner.upperBound, spans.outer.lowerBound))
                let right = min(inner.upperBound, max(inner.lowerBound, spans.outer.upperBound))..<inner.upperBound
                full = (left, right)
            }
        }
    }

    /// The coverage of pixel (`x`, `y`) outside the full runs: the shape's, less the hole's, times
    /// every clip's.
    @inline(__always)
    static func coverage(shape: RoundedRectCoverage, hole: RoundedRectCoverage, hasHole: Bool, clip: Int,
                         clips: UnsafeBufferPointer<RasterClip>, x: Int, y: Int) -> UInt32 {
        var cover = shape.coverage(x: x, y: y)
        if cover == 0 { return 0 }
        if hasHole { cover = (cover * (255 - hole.coverage(x: x, y: y)) + 127) / 255 }
        var index = clip
        while index >= 0, cover > 0 {
            cover = (cover * clips[index].shape.coverage(x: x, y: y) + 127) / 255
            index = clips[index].parent
        }
        return cover
    }

    /// The row cut into seven consecutive segments, from the outer span's start to its end:
    /// partial, full, partial, skipped, partial, full, partial (any may be empty). `b[i]..<b[i+1]`
    /// is segment i.
    @inline(__always)
    var boundaries: SIMD8<Int> {
        let end = outer.upperBound
        var b = SIMD8<Int>(repeating: outer.lowerBound)
        func next(_ index: Int, _ value: Int) { b[index] = min(max(b[index - 1], value), end) }
        next(1, full.0.isEmpty ? outer.lowerBound : full.0.lowerBound)
        next(2, full.0.isEmpty ? outer.lowerBound : full.0.upperBound)
        next(3, skip.isEmpty ? b[2] : skip.lowerBound)
        next(4, skip.isEmpty ? b[3] : skip.upperBound)
        next(5, full.1.isEmpty ? b[4] : full.1.lowerBound)
        next(6, full.1.isEmpty ? b[5] : full.1.upperBound)
        b[7] = end
        return b
    }
}
