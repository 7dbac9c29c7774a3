import _OQCKernels

/// Runs of pixels blended with one colour or with an image row: the inner loops of fills and image
/// copies.
enum SolidRun {
    /// Blends `color` (premultiplied) over `count` pixels from `row`; the `slack` pixels after them
    /// may be read and written back unchanged.
    @inline(__always)
    static func blend(_ color: UInt32, into row: UnsafeMutablePointer<UInt32>, count: Int, slack: Int = 0) {
        let alpha = color >> 24
        if alpha == 255 {
            row.update(repeating: color, count: count)
        } else if color != 0 {
            blendTranslucent(color, into: row, count: count, slack: slack)
        }
    }

    /// Writes `color` scaled by each coverage 0...255 (``PixelMath/scale(_:by:)``) to `table`, four
    /// entries per vector step: what the partly covered pixels of a fill look up instead of
    /// scaling the colour each time.
    @inline(never)
    static func shades(of color: UInt32, into table: UnsafeMutablePointer<UInt32>) {
        let lanes = VectorLanes.widen(unsafeBitCast(SIMD2<UInt32>(repeating: color), to: SIMD8<UInt8>.self))
        var factors = SIMD8<UInt16>(0, 0, 0, 0, 1, 1, 1, 1)
        var pointer = UnsafeMutableRawPointer(table)
        for _ in 0..<64 {
            let low = VectorLanes.divide(lanes &* factors &+ 128)
            let high = VectorLanes.divide(lanes &* (factors &+ 2) &+ 128)
            pointer.storeBytes(of: SIMD16<UInt8>(lowHalf: VectorLanes.narrow(low),
                                                 highHalf: VectorLanes.narrow(high)),
                               as: SIMD16<UInt8>.self)
            factors &+= 4
            pointer += 16
        }
    }

    /// Blends a translucent `color` over `count` pixels: four pixels per step, each pixel's
    /// 0x00FF00FF channels and those of the word shifted by 8 in the 16-bit lanes of two registers
    /// (``multiply(_:by:)``), so that SSE2's 16-bit multiply scales them and a shift and an or put
    /// them back (16 instructions a step, where widening every byte to its own lane took 20). Out
    /// of line: its callers' loops are over rows, and it is the same for every kind of fill.
    ///
    /// The last one to three pixels go through the same vector step when the row has `slack` for
    /// the whole group of four, the pixels past the run masked out (so written back as they were):
    /// a loop of one to three turns, whose exit the processor cannot predict, costs more.
    ///
    /// Where the processor has them, the AVX2 or AVX-512 kernel (``Kernels``) blends the run instead.
    @inline(never)
    static func blendTranslucent(_ color: UInt32, into row: UnsafeMutablePointer<UInt32>, count: Int, slack: Int = 0) {
        if Kernels.isEnabled {
            oqc_blend_solid(color, row, count)
        } else {
            portableBlendTranslucent(color, into: row, count: count, slack: slack)
        }
    }

    /// ``blendTranslucent(_:into:count:slack:)`` in Swift, for every processor.
    @inline(__always)
    static func portableBlendTranslucent(_ color: UInt32, into row: UnsafeMutablePointer<UInt32>, count: Int, slack: Int) {
        let alpha = color >> 24
        let keep = SIMD8<UInt16>(repeating: UInt16(255 - alpha))
        var pointer = UnsafeMutableRawPointer(row)
        let end = pointer + (count & ~3) * 4
        let colors = SIMD4<UInt32>(repeating: color)
        while pointer < end {
            let pixels = pointer.loadUnaligned(as: SIMD4<UInt32>.self)
            pointer.storeBytes(of: multiply(pixels, by: keep) &+ colors, as: SIMD4<UInt32>.self)
            pointer += 16
        }
        var index = count & ~3
        let tail = count & 3
        if tail > 0 && slack >= 4 - tail {
            let pixels = pointer.loadUnaligned(as: SIMD4<UInt32>.self)
            let blended = multiply(pixels, by: keep) &+ colors
            // The first `tail` pixels set.
            let inside = SIMD4<UInt32>(.max, tail >= 2 ? .max : 0, tail == 3 ? .max : 0, 0)
            pointer.storeBytes(of: (blended & inside) | (pixels & ~inside), as: SIMD4<UInt32>.self)
            return
        }
        while index < count {
            row[index] = color &+ PixelMath.scale(row[index], by: 255 - alpha)
            index += 1
        }
    }
}
