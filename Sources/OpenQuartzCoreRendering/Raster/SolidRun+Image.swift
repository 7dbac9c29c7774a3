import _OQCKernels

/// Runs of image pixels blended over a row: pixel-aligned images, and groups composited into
/// their parent.
extension SolidRun {
    /// Blends `count` pixels of `source` times `alpha / 255` over `row` (`alpha` 255: plain
    /// source-over), each with its own alpha, four pixels per vector step.
    ///
    /// The step is the 32-bit word arithmetic of ``PixelMath/scale(_:by:)`` and
    /// ``PixelMath/over(_:_:)`` in 16-bit lanes: each pixel's 0x00FF00FF channels (and those of the
    /// word shifted by 8) in two lanes of one register, both lanes multiplied by the pixel's
    /// 255 - alpha, divided by 255 with the same rounding, then recombined. The results are the
    /// scalar functions' exactly: an opaque source pixel (255 - alpha = 0) comes out as itself.
    ///
    /// Where the processor has them, the AVX2 or AVX-512 kernel (``Kernels``) blends the run instead.
    @inline(never)
    static func blend(_ source: UnsafePointer<UInt32>, alpha: UInt32, into row: UnsafeMutablePointer<UInt32>, count: Int) {
        if Kernels.isEnabled {
            oqc_blend_image(source, alpha, row, count)
        } else {
            portableBlend(source, alpha: alpha, into: row, count: count)
        }
    }

    /// ``blend(_:alpha:into:count:)`` in Swift, for every processor.
    static func portableBlend(_ source: UnsafePointer<UInt32>, alpha: UInt32, into row: UnsafeMutablePointer<UInt32>, count: Int) {
        if alpha == 255 {
            blendLoop(source, alpha: 255, scaled: false, into: row, count: count)
        } else {
            blendLoop(source, alpha: alpha, scaled: true, into: row, count: count)
        }
    }

    /// The loop of ``blend(_:alpha:into:count:)``, compiled once for each value of `scaled`.
    @inline(__always)
    private static func blendLoop(_ source: UnsafePointer<UInt32>, alpha: UInt32, scaled: Bool,
                                  into row: UnsafeMutablePointer<UInt32>, count: Int) {
        let factor = SIMD8<UInt16>(repeating: UInt16(truncatingIfNeeded: alpha))
        var index = 0
        while index &+ 4 <= count {
            var pixels = UnsafeRawPointer(source + index).loadUnaligned(as: SIMD4<UInt32>.self)
            if scaled { pixels = multiply(pixels, by: factor) }
            let under = UnsafeRawPointer(row + index).loadUnaligned(as: SIMD4<UInt32>.self)
            let keep = (~pixels) &>> 24
            let blended = multiply(under, by: unsafeBitCast(keep | (keep &<< 16), to: SIMD8<UInt16>.self)) &+ pixels
            UnsafeMutableRawPointer(row + index).storeBytes(of: blended, as: SIMD4<UInt32>.self)
            index &+= 4
        }
        while index < count {
            let pixel = scaled ? PixelMath.scale(source[index], by: alpha) : source[index]
            row[index] = PixelMath.over(pixel, row[index])
            index &+= 1
        }
    }

    /// Four pixels' channels times `factor / 255` (the factor in every 16-bit lane of a pixel's
    /// word), rounded: ``PixelMath/scale(_:by:)`` in 16-bit lanes, exactly.
    @inline(__always)
    static func multiply(_ pixels: SIMD4<UInt32>, by factor: SIMD8<UInt16>) -> SIMD4<UInt32> {
        let mask = SIMD4<UInt32>(repeating: 0x00FF_00FF)
        let rb = unsafeBitCast(pixels & mask, to: SIMD8<UInt16>.self) &* factor &+ 128
        let ag = unsafeBitCast((pixels &>> 8) & mask, to: SIMD8<UInt16>.self) &* factor &+ 128
        let low = unsafeBitCast(VectorLanes.divide(rb), to: SIMD4<UInt32>.self)
        let high = unsafeBitCast(VectorLanes.divide(ag), to: SIMD4<UInt32>.self)
        return low | (high &<< 8)
    }

}
