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

    /// Blends a translucent `color` over `count` pixels: four pixels per step, their sixteen bytes
    /// widened to 16-bit lanes (``VectorLanes``) so that SSE2's 16-bit multiply scales them. Out of
    /// line: its callers' loops are over rows, and it is the same for every kind of fill.
    ///
    /// The last one to three pixels go through the same vector step when the row has `slack` for
    /// the whole group of four, the pixels past the run masked out (so written back as they were):
    /// a loop of one to three turns, whose exit the processor cannot predict, costs more.
    @inline(never)
    static func blendTranslucent(_ color: UInt32, into row: UnsafeMutablePointer<UInt32>, count: Int, slack: Int = 0) {
        let alpha = color >> 24
        let keep = SIMD8<UInt16>(repeating: UInt16(255 - alpha))
        let lanes = VectorLanes.widen(unsafeBitCast(SIMD2<UInt32>(repeating: color), to: SIMD8<UInt8>.self))
        var pointer = UnsafeMutableRawPointer(row)
        let end = pointer + (count & ~3) * 4
        while pointer < end {
            let pixels = pointer.loadUnaligned(as: SIMD16<UInt8>.self)
            var low = VectorLanes.widen(pixels.lowHalf) &* keep &+ 128
            var high = VectorLanes.widen(pixels.highHalf) &* keep &+ 128
            low = VectorLanes.divide(low) &+ lanes
            high = VectorLanes.divide(high) &+ lanes
            pointer.storeBytes(of: SIMD16<UInt8>(lowHalf: VectorLanes.narrow(low),
                                                 highHalf: VectorLanes.narrow(high)),
                               as: SIMD16<UInt8>.self)
            pointer += 16
        }
        var index = count & ~3
        let tail = count & 3
        if tail > 0 && slack >= 4 - tail {
            let pixels = pointer.loadUnaligned(as: SIMD16<UInt8>.self)
            var low = VectorLanes.widen(pixels.lowHalf) &* keep &+ 128
            var high = VectorLanes.widen(pixels.highHalf) &* keep &+ 128
            low = VectorLanes.divide(low) &+ lanes
            high = VectorLanes.divide(high) &+ lanes
            let blended = SIMD16<UInt8>(lowHalf: VectorLanes.narrow(low), highHalf: VectorLanes.narrow(high))
            // The first `tail` pixels' bytes set.
            let inside = unsafeBitCast(SIMD2<UInt64>(tail >= 2 ? .max : 0xFFFF_FFFF, tail == 3 ? 0xFFFF_FFFF : 0),
                                       to: SIMD16<UInt8>.self)
            pointer.storeBytes(of: (blended & inside) | (pixels & ~inside), as: SIMD16<UInt8>.self)
            return
        }
        while index < count {
            row[index] = color &+ PixelMath.scale(row[index], by: 255 - alpha)
            index += 1
        }
    }
}
