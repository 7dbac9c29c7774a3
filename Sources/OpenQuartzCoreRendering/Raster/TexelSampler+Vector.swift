/// Bilinear sampling in 16-bit vector lanes: one sample, and the loop over a run of a row.
extension TexelSampler {
    /// The bilinear sample of the texels at `top` and `top + 4` and the two beneath them
    /// (`rowBytes` further), weighted `across` and `down` (out of 256), in 16-bit vector lanes: the
    /// first and third bytes of each texel (blue and red, or red and blue) in one register, the
    /// second and fourth in another, both rows at once. Only the vector types' arithmetic,
    /// bitwise and half operators are used, which always compile to vector instructions (the
    /// standard library's widening conversions are left as calls where this is inlined). The
    /// texels are read as little-endian 16-bit words, the byte order of every platform Swift runs
    /// this on.
    @inline(__always)
    static func vectorSample(_ top: UnsafeRawPointer, rowBytes: Int, across: Int, down: Int) -> UInt32 {
        // Both rows' texel pairs: lanes 0 to 3 the upper row's 16-bit words, 4 to 7 the lower's.
        let words = SIMD8<UInt16>(lowHalf: top.loadUnaligned(as: SIMD4<UInt16>.self),
                                  highHalf: (top + rowBytes).loadUnaligned(as: SIMD4<UInt16>.self))
        let even = words & 0x00FF, odd = words &>> 8
        // Lanes 0, 1, 4, 5 weigh the left texels (256 - w, that is ~w + 257 in 16 bits), the others the right ones (w).
        let flip = SIMD8<UInt16>(0xFFFF, 0xFFFF, 0, 0, 0xFFFF, 0xFFFF, 0, 0)
        let base = SIMD8<UInt16>(257, 257, 0, 0, 257, 257, 0, 0)
        let x = (SIMD8<UInt16>(repeating: UInt16(truncatingIfNeeded: across)) ^ flip) &+ base
        // Across: each 64-bit group's two 32-bit halves added (no 16-bit lane carries: each sum
        // is at most 255 × 256), then truncated to 8 bits; lanes 0 and 1 hold the upper row's
        // channels, lanes 4 and 5 the lower row's.
        @inline(__always) func weighAcross(_ lanes: SIMD8<UInt16>) -> SIMD8<UInt16> {
            let products = unsafeBitCast(lanes &* x, to: SIMD2<UInt64>.self)
            return unsafeBitCast(products &+ (products &>> 32), to: SIMD8<UInt16>.self) &>> 8
        }
        // Down: lanes 0 and 1 weigh the upper row (256 - w), 4 and 5 the lower (w); the sum of the
        // halves has the channels in lanes 0 and 1.
        let y = (SIMD8<UInt16>(repeating: UInt16(truncatingIfNeeded: down)) ^ SIMD8(0xFFFF, 0xFFFF, 0, 0, 0, 0, 0, 0))
            &+ SIMD8(257, 257, 0, 0, 0, 0, 0, 0)
        @inline(__always) func weighDown(_ lanes: SIMD8<UInt16>) -> UInt32 {
            let products = lanes &* y
            return unsafeBitCast((products.lowHalf &+ products.highHalf) &>> 8, to: SIMD2<UInt32>.self)[0]
        }
        return weighDown(weighAcross(even)) | (weighDown(weighAcross(odd)) << 8)
    }

    /// The bilinear loop of ``blendRun(row:columns:y:alpha:)``, from biased 16.16 coordinates
    /// (`fx`, `fy`) stepping by (`dx`, `dy`) a column. Where all four texels lie inside the image,
    /// the sample comes from ``vectorSample(_:rowBytes:across:down:)``, with the same products and
    /// truncations as ``bilinear(fx:fy:)`` (which takes the image's edges), so the pixels are the
    /// same either way. Out of line, so that the loop is compiled with the vector code inline.
    @inline(never)
    func bilinearRun(row: UnsafeMutablePointer<UInt32>, columns: Range<Int>, fx: Int, fy: Int, dx: Int, dy: Int,
                     alpha: UInt32) {
        var fx = fx, fy = fy
        let rowBytes = stride * 4
        for x in columns {
            let ix = (fx >> 16) - 65_536, iy = (fy >> 16) - 65_536
            var pixel: UInt32
            if UInt(bitPattern: ix) < UInt(bitPattern: maxX) && UInt(bitPattern: iy) < UInt(bitPattern: maxY) {
                pixel = Self.vectorSample(UnsafeRawPointer(texels + (iy &* stride &+ ix)), rowBytes: rowBytes,
                                          across: (fx >> 8) & 0xFF, down: (fy >> 8) & 0xFF)
            } else {
                pixel = edgeSample(fx: fx, fy: fy)
            }
            if alpha < 255 { pixel = PixelMath.scale(pixel, by: alpha) }
            row[x] = PixelMath.over(pixel, row[x])
            fx &+= dx
            fy &+= dy
        }
    }
}
