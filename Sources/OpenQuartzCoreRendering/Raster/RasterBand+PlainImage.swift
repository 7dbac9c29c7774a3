import _CCairo

/// The common case of images, drawn with less bookkeeping than the general loop of ``RasterBand``:
/// a bilinear-filtered image through its rectangle, with no clip, as a layer's transformed
/// contents are (sprites). Each row is one partly covered run, one fully covered run and another
/// partly covered run; the whole row steps through the image in 16.16 fixed point from its first
/// column, so that the partly covered pixels take their samples as the full run does, with no
/// floating-point mapping per pixel.
extension RasterBand {
    /// Draws `image` (bilinear, not pixel-aligned, unclipped) over `area` of `target`, when every
    /// column of the area maps to texel coordinates that 16.16 fixed point holds. Returns false,
    /// drawing nothing, otherwise.
    ///
    /// Each row's runs come from the shape's outlines walked down the rows (``RoundedRectRows``)
    /// where it has them, as for fills.
    @inline(never)
    static func plainImage(_ image: ImageDraw, sampler: TexelSampler, area: PixelRect, into target: RasterTarget,
                           scratch: OutlineScratch) -> Bool {
        guard let steps = sampler.fixedSteps(over: area) else { return false }
        let shape = image.shape
        if shape.hasOutlines {
            var rows = RoundedRectRows(shape, scratch: scratch)
            imageRows(image, sampler: sampler, steps: steps, area: area, into: target) { rows.spans(row: $0, within: $1) }
        } else {
            imageRows(image, sampler: sampler, steps: steps, area: area, into: target) { shape.spans(row: $0, within: $1) }
        }
        return true
    }

    /// The loop of ``plainImage(_:sampler:area:into:scratch:)`` over the rows, with `spans` giving
    /// each row's runs.
    @inline(__always)
    private static func imageRows(_ image: ImageDraw, sampler: TexelSampler, steps: (dx: Int, dy: Int), area: PixelRect,
                                  into target: RasterTarget,
                                  spans: (Int, Range<Int>) -> (outer: Range<Int>, inner: Range<Int>)) {
        let shape = image.shape, alpha = image.alpha
        let opaque = alpha == 255 && image.image.isOpaque
        let columns = area.x0..<area.x1
        for y in area.y0..<area.y1 {
            let (outer, inner) = spans(y, columns)
            guard !outer.isEmpty else { continue }
            let row = target.row(y)
            // The next row's first pixels are most likely not in cache yet (a row of a sprite
            // touches lines no other drawing has): start loading them while this row is drawn.
            if y + 1 < area.y1 { oqc_prefetch(target.row(y + 1) + outer.lowerBound) }
            let start = outer.lowerBound
            let (fx, fy) = sampler.fixedPoint(x: start, y: y)
            let fullStart = inner.isEmpty ? outer.upperBound : inner.lowerBound
            let fullEnd = inner.isEmpty ? outer.upperBound : inner.upperBound
            var x = start, stop = fullStart
            while true {
                while x < stop {
                    let cover = shape.coverage(x: x, y: y)
                    if cover > 0 {
                        let offset = x &- start
                        let sample = sampler.bilinear(fx: fx &+ offset &* steps.dx, fy: fy &+ offset &* steps.dy)
                        row[x] = PixelMath.over(PixelMath.scale(sample, by: (cover &* alpha &+ 127) / 255), row[x])
                    }
                    x += 1
                }
                if stop == outer.upperBound { break }
                if fullStart < fullEnd {
                    let offset = fullStart &- start
                    sampler.bilinearRun(row: row, columns: fullStart..<fullEnd, fx: fx &+ offset &* steps.dx,
                                        fy: fy &+ offset &* steps.dy, dx: steps.dx, dy: steps.dy, alpha: alpha,
                                        opaque: opaque)
                }
                x = fullEnd
                stop = outer.upperBound
            }
        }
    }
}
