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
            // Fills and images are recorded within analytic clips only (every clip a shape).
            guard let clipShape = clips[index].shape else {
                outer = outer.lowerBound..<outer.lowerBound
                break
            }
            let spans = clipShape.spans(row: y, within: outer)
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
            cover = (cover * (clips[index].shape?.coverage(x: x, y: y) ?? 0) + 127) / 255
            index = clips[index].parent
        }
        return cover
    }

    /// The row cut into consecutive segments from the outer span's start to its end, left to right:
    /// partial, full, partial, skipped, partial, full, partial (any may be empty). Calls `partial`
    /// and `full` with each non-empty segment of their kind.
    @inline(__always)
    func segments(partial: (Int, Int) -> Void, full fullRun: (Int, Int) -> Void) {
        let start = outer.lowerBound, end = outer.upperBound
        @inline(__always) func clamp(_ value: Int, after previous: Int) -> Int {
            let low = value > previous ? value : previous
            return low < end ? low : end
        }
        let b1 = clamp(full.0.isEmpty ? start : full.0.lowerBound, after: start)
        let b2 = clamp(full.0.isEmpty ? start : full.0.upperBound, after: b1)
        let b3 = clamp(skip.isEmpty ? b2 : skip.lowerBound, after: b2)
        let b4 = clamp(skip.isEmpty ? b3 : skip.upperBound, after: b3)
        let b5 = clamp(full.1.isEmpty ? b4 : full.1.lowerBound, after: b4)
        let b6 = clamp(full.1.isEmpty ? b5 : full.1.upperBound, after: b5)
        if start < b1 { partial(start, b1) }
        if b1 < b2 { fullRun(b1, b2) }
        if b2 < b3 { partial(b2, b3) }
        if b4 < b5 { partial(b4, b5) }
        if b5 < b6 { fullRun(b5, b6) }
        if b6 < end { partial(b6, end) }
    }
}
