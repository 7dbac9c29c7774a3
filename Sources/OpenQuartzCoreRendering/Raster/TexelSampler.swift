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
    /// 65,536, times 65,536).
    @inline(__always)
    func bilinear(fx: Int, fy: Int) -> UInt32 {
        let ix = (fx >> 16) - 65_536, iy = (fy >> 16) - 65_536
        let wx = UInt32(truncatingIfNeeded: (fx >> 8) & 0xFF), wy = UInt32(truncatingIfNeeded: (fy >> 8) & 0xFF)
        if UInt(bitPattern: ix) < UInt(bitPattern: maxX) && UInt(bitPattern: iy) < UInt(bitPattern: maxY) {
            // All four texels inside the image: no edge to extend.
            return Self.vectorSample(UnsafeRawPointer(texels + (iy &* stride &+ ix)), rowBytes: stride * 4,
                                     across: Int(wx), down: Int(wy))
        }
        let x0 = PixelMath.clamp(ix, to: maxX), x1 = PixelMath.clamp(ix + 1, to: maxX)
        let y0 = PixelMath.clamp(iy, to: maxY), y1 = PixelMath.clamp(iy + 1, to: maxY)
        let top = texels + y0 * stride, bottom = texels + y1 * stride
        let upper = PixelMath.lerp(top[x0], top[x1], weight: wx)
        let lower = PixelMath.lerp(bottom[x0], bottom[x1], weight: wx)
        return PixelMath.lerp(upper, lower, weight: wy)
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
        let py = Double(y), px = Double(columns.lowerBound)
        let sx = xa * px + xc * py + xt, sy = yb * px + yd * py + yt
        guard !nearest, sx.isFinite, sy.isFinite, sx.magnitude < 30_000, sy.magnitude < 30_000,
              xa.magnitude < 30_000, yb.magnitude < 30_000 else {
            for x in columns {
                var pixel = sample(x: x, y: y)
                if alpha < 255 { pixel = PixelMath.scale(pixel, by: alpha) }
                row[x] = PixelMath.over(pixel, row[x])
            }
            return
        }
        let fx = Int((sx + 65_536) * 65_536), fy = Int((sy + 65_536) * 65_536)
        bilinearRun(row: row, columns: columns, fx: fx, fy: fy, dx: Int(xa * 65_536), dy: Int(yb * 65_536), alpha: alpha)
    }
}
