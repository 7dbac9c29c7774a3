/// An image as a paint: premultiplied ARGB32 texels placed on the device by an affine or projective
/// map, sampled as ``TexelSampler`` samples the compositor's images (bilinear with 8-bit weights, or
/// nearest; the edge texels extended beyond the image, Cairo's `EXTEND_PAD`), through any path.
///
/// The texels are only read; whoever makes the paint keeps them alive and unchanged while any band
/// fills with it (as ``ImageDraw`` keeps its image), which is what makes it safe to share.
struct ImagePaint: @unchecked Sendable {
    /// The sampler under the affine part of the map (the whole map when it is affine).
    let sampler: TexelSampler
    /// For a projective map: device pixel (column, row) to homogeneous image coordinates at the
    /// pixel's centre (texel (i, j) covering [i, i + 1) × [j, j + 1)); nil for an affine map.
    let projective: PathMap?

    /// The image of `width` by `height` texels from `texels`, rows `stride` texels apart, placed by
    /// `toDevice` (image space, where the image covers [0, width] × [0, height], to device pixels);
    /// `nearest` samples the nearest texel instead of filtering. Nil when the image is empty or the
    /// map cannot be inverted.
    init?(texels: UnsafePointer<UInt32>, stride: Int, width: Int, height: Int, toDevice: PathMap, nearest: Bool) {
        guard width > 0, height > 0, stride >= width, let inverse = toDevice.inverted else { return nil }
        // Pixel centres in, texel centres out (texel (i, j) is centred on (i + 0.5, j + 0.5)).
        let deviceToImage = PathMap(a: 1, b: 0, c: 0, d: 1, tx: 0.5, ty: 0.5).concatenating(inverse)
        if deviceToImage.isAffine {
            let m = deviceToImage
            sampler = TexelSampler(texels: texels, stride: stride, width: width, height: height,
                                   map: (m.a, m.c, m.tx - 0.5, m.b, m.d, m.ty - 0.5), nearest: nearest)
            projective = nil
        } else {
            sampler = TexelSampler(texels: texels, stride: stride, width: width, height: height,
                                   map: (1, 0, 0, 0, 1, 0), nearest: nearest)
            projective = deviceToImage
        }
    }
}

extension TexelSampler {
    /// A sampler of `width` by `height` texels `stride` apart through `map`, device pixel (x, y) to
    /// texel coordinates `(xa x + xc y + xt, yb x + yd y + yt)`, bilinear or `nearest`.
    init(texels: UnsafePointer<UInt32>, stride: Int, width: Int, height: Int,
         map: (xa: Double, xc: Double, xt: Double, yb: Double, yd: Double, yt: Double), nearest: Bool) {
        self.texels = texels
        self.stride = stride
        maxX = width - 1
        maxY = height - 1
        (xa, xc, xt, yb, yd, yt) = map
        self.nearest = nearest
    }
}

/// The colours of an ``ImagePaint`` along runs of a row. Under an affine map, bilinear samples
/// step in 16.16 fixed point along the row (``TexelSampler/bilinearRun(row:columns:fx:fy:dx:dy:alpha:opaque:)``)
/// from the path's first column, so that a pixel's sample is the same whichever run or band it is
/// drawn in (a run of 2,000 columns drifts by under 1/30 of a texel, as the compositor's image runs
/// do); where the path's pixels map too far for 16.16, and for nearest sampling, each pixel is
/// mapped on its own. Under a projective map each pixel's centre is divided out and sampled.
struct ImageSource: SpanSource {
    /// The image and its sampler.
    let paint: ImagePaint
    /// The fixed-point steps of the affine map over the path's pixels, when it has them.
    let steps: (dx: Int, dy: Int)?
    /// The column the fixed-point coordinates step from.
    let anchor: Int

    /// The source of `paint` for a path whose pixels are `bounds`.
    init(_ paint: ImagePaint, bounds: PixelRect) {
        self.paint = paint
        steps = paint.projective == nil && !bounds.isEmpty ? paint.sampler.fixedSteps(over: bounds) : nil
        anchor = bounds.x0
    }

    /// Writes the image's samples at pixels `x..<x + count` of row `y`.
    @inline(__always)
    func colors(y: Int, x: Int, count: Int, into colors: UnsafeMutablePointer<UInt32>) {
        let sampler = paint.sampler
        if let map = paint.projective {
            for index in 0..<count {
                let h = map.homogeneous(Double(x + index), Double(y))
                colors[index] = sampler.sample(sx: h.x / h.w - 0.5, sy: h.y / h.w - 0.5)
            }
        } else if let steps {
            let start = sampler.fixedPoint(x: anchor, y: y), offset = x - anchor
            sampler.bilinearRun(row: colors - x, columns: x..<(x + count), fx: start.fx + offset * steps.dx,
                                fy: start.fy + offset * steps.dy, dx: steps.dx, dy: steps.dy, alpha: 255, opaque: true)
        } else {
            for index in 0..<count { colors[index] = sampler.sample(x: x + index, y: y) }
        }
    }
}
