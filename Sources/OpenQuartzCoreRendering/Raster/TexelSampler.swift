/// Reads an image at device pixels through an ``ImageDraw``'s affine map: bilinear (the weights in
/// 1/256ths) or nearest, with the image's edge texels extended beyond it (Cairo's `EXTEND_PAD`, which
/// the contents renderer uses: Apple extends the edge pixels of contents).
struct TexelSampler {
    let texels: UnsafePointer<UInt32>
    let stride, maxX, maxY: Int
    let xa, xc, xt, yb, yd, yt: Double
    let nearest: Bool

    init(_ image: ImageDraw) {
        texels = image.texels
        stride = image.stride
        maxX = image.width - 1
        maxY = image.height - 1
        (xa, xc, xt, yb, yd, yt) = (image.xa, image.xc, image.xt, image.yb, image.yd, image.yt)
        nearest = image.nearest
    }

    /// A bilinear sampler of `width` by `height` texels `stride` apart, through the identity map
    /// (for sampling at texel coordinates).
    init(texels: UnsafePointer<UInt32>, stride: Int, width: Int, height: Int) {
        self.texels = texels
        self.stride = stride
        maxX = width - 1
        maxY = height - 1
        (xa, xc, xt, yb, yd, yt) = (1, 0, 0, 0, 1, 0)
        nearest = false
    }

    /// The sample at pixel (`x`, `y`).
    @inline(__always)
    func sample(x: Int, y: Int) -> UInt32 {
        let px = Double(x), py = Double(y)
        return sample(sx: xa * px + xc * py + xt, sy: yb * px + yd * py + yt)
    }

    /// The sample at texel coordinates (`sx`, `sy`).
    @inline(__always)
    func sample(sx: Double, sy: Double) -> UInt32 {
        // Offsetting by a large whole number makes truncation round down (floor without libm).
        let bias = 65_536.0
        let cx = PixelMath.least(PixelMath.greatest(sx, -2), Double(maxX) + 2) + bias
        let cy = PixelMath.least(PixelMath.greatest(sy, -2), Double(maxY) + 2) + bias
        if nearest {
            // The texel holding the pixel's centre; a centre on a texel boundary takes the texel
            // before it, as pixman's nearest filter does.
            let i = PixelMath.clamp(Int(cx + 0.5 - 1.0 / 65_536) - 65_536, to: maxX)
            let j = PixelMath.clamp(Int(cy + 0.5 - 1.0 / 65_536) - 65_536, to: maxY)
            return texels[j * stride + i]
        }
        return bilinear(fx: Int(cx * 65_536), fy: Int(cy * 65_536))
    }

    /// The bilinear sample at biased 16.16 fixed-point texel coordinates (the texel coordinate plus
    /// 65,536, times 65,536): each channel weighted down the two rows, then across the two columns,
    /// with 8-bit weights and truncation after each pass (see
    /// ``vectorPair(_:_:rowBytes:across:down:)``).
    @inline(__always)
    func bilinear(fx: Int, fy: Int) -> UInt32 {
        let ix = (fx >> 16) - 65_536, iy = (fy >> 16) - 65_536
        if UInt(bitPattern: ix) < UInt(bitPattern: maxX) && UInt(bitPattern: iy) < UInt(bitPattern: maxY) {
            // All four texels inside the image: no edge to extend.
            let texel = UnsafeRawPointer(texels + (iy &* stride &+ ix))
            return Self.vectorPair(texel, texel, rowBytes: stride * 4, across: Self.acrossLanes(fx, fx),
                                   down: Self.lanes(fy, fy))[0]
        }
        let wx = UInt32(truncatingIfNeeded: (fx >> 8) & 0xFF), wy = UInt32(truncatingIfNeeded: (fy >> 8) & 0xFF)
        let x0 = PixelMath.clamp(ix, to: maxX), x1 = PixelMath.clamp(ix + 1, to: maxX)
        let y0 = PixelMath.clamp(iy, to: maxY), y1 = PixelMath.clamp(iy + 1, to: maxY)
        let top = texels + y0 * stride, bottom = texels + y1 * stride
        let left = PixelMath.lerp(top[x0], bottom[x0], weight: wy)
        let right = PixelMath.lerp(top[x1], bottom[x1], weight: wy)
        return PixelMath.lerp(left, right, weight: wx)
    }

    /// ``bilinear(fx:fy:)`` out of line, for the rare samples of a run that take the image's edge.
    @inline(never)
    func edgeSample(fx: Int, fy: Int) -> UInt32 {
        bilinear(fx: fx, fy: fy)
    }

    /// Blends the samples of `columns` of row `y`, times `alpha / 255`, over `row`. Bilinear samples
    /// step along the row in 16.16 fixed point, as pixman steps them (a run of 2,000 columns drifts
    /// by under 1/30 of a texel).
    @inline(__always)
    func blendRun(row: UnsafeMutablePointer<UInt32>, columns: Range<Int>, y: Int, alpha: UInt32) {
        let run = PixelRect(x0: columns.lowerBound, y0: y, x1: columns.upperBound, y1: y + 1)
        guard let steps = fixedSteps(over: run) else {
            for x in columns {
                var pixel = sample(x: x, y: y)
                if alpha < 255 { pixel = PixelMath.scale(pixel, by: alpha) }
                row[x] = PixelMath.over(pixel, row[x])
            }
            return
        }
        let (fx, fy) = fixedPoint(x: columns.lowerBound, y: y)
        bilinearRun(row: row, columns: columns, fx: fx, fy: fy, dx: steps.dx, dy: steps.dy, alpha: alpha)
    }

    /// The 16.16 steps of the texel coordinates from one column to the next, when the sampling is
    /// bilinear and every pixel of `area` maps within 30,000 texels of the image (where the biased
    /// fixed point of ``fixedPoint(x:y:)`` holds); nil otherwise.
    func fixedSteps(over area: PixelRect) -> (dx: Int, dy: Int)? {
        guard !nearest, xa.magnitude < 30_000, yb.magnitude < 30_000 else { return nil }
        for (x, y) in [(area.x0, area.y0), (area.x1, area.y0), (area.x0, area.y1), (area.x1, area.y1)] {
            let px = Double(x), py = Double(y)
            let sx = xa * px + xc * py + xt, sy = yb * px + yd * py + yt
            // False for NaN too.
            guard sx.magnitude < 30_000, sy.magnitude < 30_000 else { return nil }
        }
        return (Int(xa * 65_536), Int(yb * 65_536))
    }

    /// The biased 16.16 texel coordinates of pixel (`x`, `y`) (see ``bilinear(fx:fy:)``), for a
    /// pixel within an area that ``fixedSteps(over:)`` accepted.
    @inline(__always)
    func fixedPoint(x: Int, y: Int) -> (fx: Int, fy: Int) {
        let px = Double(x), py = Double(y)
        let sx = xa * px + xc * py + xt, sy = yb * px + yd * py + yt
        return (Int((sx + 65_536) * 65_536), Int((sy + 65_536) * 65_536))
    }
}
