import _CCairo
import _OQCKernels

/// The common case of fills, drawn with less bookkeeping than the general loop of ``RasterBand``:
/// a shape with neither hole nor clip has, on each row, one partly covered run, one
/// fully covered run and another partly covered run. The two partly covered runs go through one
/// loop, written once, so that it is compiled inline with the shape's constants kept in registers
/// across rows (each run is only a pixel or two long).
extension RasterBand {
    /// Fills `shape`, which has neither hole nor clip, with the colour whose multiples by each
    /// coverage are `shades` (``SolidRun/shades(of:into:)``).
    /// Each row's runs come from the shape's outlines walked down the rows (``RoundedRectRows``)
    /// where it has them, and from ``RoundedRectCoverage/spans(row:within:)`` otherwise.
    /// With `kernels` (by default where the processor has them), the AVX2 kernel (``Kernels``)
    /// draws the rows.
    @inline(never)
    static func plainFill(_ shape: RoundedRectCoverage, shades: UnsafeMutablePointer<UInt32>, area: PixelRect,
                          into target: RasterTarget, scratch: OutlineScratch, kernels: Bool = Kernels.isEnabled) {
        if kernels {
            var constants = shape.kernelShape
            if shape.hasOutlines {
                // The rows' runs found from the outlines as RoundedRectRows finds them, then filled.
                var (outer, inner) = RoundedRectRows(shape, scratch: scratch).kernelOutlines
                let runs = scratch.rowSpans(area.y1 - area.y0)
                oqc_rounded_rect_spans(&outer, &inner, area.y0, area.y1 - area.y0, area.x0, area.x1, runs)
                oqc_fill_rounded_rect_rows(&constants, shades, target.row(area.y0), target.stride, area.y0, area.y1 - area.y0, runs)
            } else {
                kernelRows(&constants, shades: shades, area: area, into: target, scratch: scratch) { shape.spans(row: $0, within: $1) }
            }
        } else if shape.hasOutlines {
            var rows = RoundedRectRows(shape, scratch: scratch)
            fillRows(shape, shades: shades, area: area, into: target) { rows.spans(row: $0, within: $1) }
        } else {
            fillRows(shape, shades: shades, area: area, into: target) { shape.spans(row: $0, within: $1) }
        }
    }

    /// The loop of ``plainFill(_:shades:area:into:scratch:)`` over the rows, with `spans` giving
    /// each row's runs.
    @inline(__always)
    private static func fillRows(_ shape: RoundedRectCoverage, shades: UnsafeMutablePointer<UInt32>, area: PixelRect,
                                 into target: RasterTarget,
                                 spans: (Int, Range<Int>) -> (outer: Range<Int>, inner: Range<Int>)) {
        let columns = area.x0..<area.x1
        let color = shades[255]
        for y in area.y0..<area.y1 {
            let (outer, inner) = spans(y, columns)
            guard !outer.isEmpty else { continue }
            let row = target.row(y)
            // As for images (see ``plainImage(_:sampler:area:into:)``): the next row's first pixels.
            if y + 1 < area.y1 { oqc_prefetch(target.row(y + 1) + outer.lowerBound) }
            let fullStart = inner.isEmpty ? outer.upperBound : inner.lowerBound
            let fullEnd = inner.isEmpty ? outer.upperBound : inner.upperBound
            var x = outer.lowerBound, stop = fullStart
            while true {
                while x < stop {
                    // Coverage 0 looks up 0, which leaves the pixel as it was: no test needed.
                    row[x] = PixelMath.over(shades[Int(shape.coverage(x: x, y: y))], row[x])
                    x += 1
                }
                if stop == outer.upperBound { break }
                if fullStart < fullEnd {
                    SolidRun.blend(color, into: row + fullStart, count: fullEnd - fullStart, slack: target.rect.x1 - fullEnd)
                }
                x = fullEnd
                stop = outer.upperBound
            }
        }
    }

    /// ``fillRows(_:shades:area:into:spans:)`` by the AVX2 kernel (``Kernels``): the rows' runs
    /// first, then every row in one call.
    @inline(__always)
    private static func kernelRows(_ shape: inout oqc_rounded_rect, shades: UnsafeMutablePointer<UInt32>, area: PixelRect,
                                   into target: RasterTarget, scratch: OutlineScratch,
                                   spans: (Int, Range<Int>) -> (outer: Range<Int>, inner: Range<Int>)) {
        let columns = area.x0..<area.x1
        let runs = scratch.rowSpans(area.y1 - area.y0)
        for y in area.y0..<area.y1 {
            let (outer, inner) = spans(y, columns)
            let fullStart = inner.isEmpty ? outer.upperBound : inner.lowerBound
            let fullEnd = inner.isEmpty ? outer.upperBound : inner.upperBound
            runs[y - area.y0] = oqc_row_span(from: Int32(truncatingIfNeeded: outer.lowerBound),
                                             full_start: Int32(truncatingIfNeeded: fullStart),
                                             full_end: Int32(truncatingIfNeeded: fullEnd),
                                             to: Int32(truncatingIfNeeded: outer.upperBound))
        }
        oqc_fill_rounded_rect_rows(&shape, shades, target.row(area.y0), target.stride, area.y0, area.y1 - area.y0, runs)
    }
}
