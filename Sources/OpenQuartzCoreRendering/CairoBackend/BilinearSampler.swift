/// Reads a premultiplied ARGB32 image at fractional positions, with transparent pixels outside it.
struct BilinearSampler {
    let pixels: UnsafePointer<UInt32>
    let stride: Int
    let width: Int
    let height: Int
    /// Keeps the image alive while sampling.
    let image: CairoImage

    init(_ image: CairoImage) {
        self.image = image
        var base: UnsafePointer<UInt32>!
        var words = 0
        image.withPixels { p, s in base = UnsafePointer(p); words = s }
        pixels = base
        stride = words
        width = image.width
        height = image.height
    }

    /// The pixel value at (x, y) in pixel units, where pixel (i, j) covers [i, i + 1) x [j, j + 1)
    /// and its value sits at its centre.
    func sample(x: Double, y: Double) -> UInt32 {
        let fx = x - 0.5, fy = y - 0.5
        let ix = Int(fx.rounded(.down)), iy = Int(fy.rounded(.down))
        guard ix >= -1, iy >= -1, ix < width, iy < height else { return 0 }
        let tx = fx - Double(ix), ty = fy - Double(iy)
        let p00 = texel(ix, iy), p10 = texel(ix + 1, iy), p01 = texel(ix, iy + 1), p11 = texel(ix + 1, iy + 1)
        if p00 | p10 | p01 | p11 == 0 { return 0 }
        let w00 = (1 - tx) * (1 - ty), w10 = tx * (1 - ty), w01 = (1 - tx) * ty, w11 = tx * ty
        var result: UInt32 = 0
        var shift: UInt32 = 0
        while shift <= 24 {
            let c00 = Double((p00 >> shift) & 0xFF) * w00
            let c10 = Double((p10 >> shift) & 0xFF) * w10
            let c01 = Double((p01 >> shift) & 0xFF) * w01
            let c11 = Double((p11 >> shift) & 0xFF) * w11
            let value = (c00 + c10 + c01 + c11 + 0.5).rounded(.down)
            result |= UInt32(min(255, value)) << shift
            shift += 8
        }
        return result
    }

    @inline(__always)
    func texel(_ x: Int, _ y: Int) -> UInt32 {
        guard x >= 0, y >= 0, x < width, y < height else { return 0 }
        return pixels[y * stride + x]
    }
}
