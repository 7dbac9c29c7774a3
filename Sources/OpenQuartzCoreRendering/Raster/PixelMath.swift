/// Arithmetic on premultiplied 32-bit pixels (alpha in the top byte, the three colour channels in
/// the other bytes, in either order: every operation here treats the colour channels alike).
///
/// Products of 8-bit values are divided by 255 with rounding, exactly, by the usual
/// `(t + 128 + ((t + 128) >> 8)) >> 8` identity, two channels at a time in one 32-bit word (the
/// 0x00FF00FF lanes), as pixman computes its OVER operator.
enum PixelMath {
    /// `pixel`'s four channels times `factor / 255` (`factor` in 0...255), rounded.
    @inline(__always)
    static func scale(_ pixel: UInt32, by factor: UInt32) -> UInt32 {
        var rb = (pixel & 0x00FF_00FF) &* factor &+ 0x0080_0080
        rb = ((rb &+ ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
        var ag = ((pixel >> 8) & 0x00FF_00FF) &* factor &+ 0x0080_0080
        ag = (ag &+ ((ag >> 8) & 0x00FF_00FF)) & 0xFF00_FF00
        return rb | ag
    }

    /// `source` over `destination` (Porter-Duff source-over on premultiplied pixels):
    /// `source + scale(destination, by: 255 - alpha)`, computed in one vector register's 16-bit
    /// lanes (``VectorLanes``), a dozen instructions where the 32-bit word arithmetic takes thirty.
    /// An opaque source multiplies the destination by 0 and comes out as itself.
    @inline(__always)
    static func over(_ source: UInt32, _ destination: UInt32) -> UInt32 {
        let keep = SIMD8<UInt16>(repeating: UInt16(truncatingIfNeeded: (~source) >> 24))
        let under = VectorLanes.widen(unsafeBitCast(SIMD2<UInt32>(destination, 0), to: SIMD8<UInt8>.self))
        let lanes = VectorLanes.widen(unsafeBitCast(SIMD2<UInt32>(source, 0), to: SIMD8<UInt8>.self))
        let blended = VectorLanes.narrow(VectorLanes.divide(under &* keep &+ 128) &+ lanes)
        return unsafeBitCast(blended, to: SIMD2<UInt32>.self)[0]
    }

    /// The channel-wise interpolation `a + (b - a) * weight / 256`, `weight` in 0...256.
    @inline(__always)
    static func lerp(_ a: UInt32, _ b: UInt32, weight: UInt32) -> UInt32 {
        let keep: UInt32 = 256 - weight
        let mask: UInt32 = 0x00FF_00FF
        let rb: UInt32 = (((a & mask) &* keep &+ (b & mask) &* weight) >> 8) & mask
        let ag: UInt32 = (((a >> 8) & mask) &* keep &+ ((b >> 8) & mask) &* weight) & 0xFF00_FF00
        return rb | ag
    }

    /// `value` limited to 0...`upper`. (The hot loops use these rather than the standard library's
    /// generic `min` and `max`, which the optimizer does not always inline there.)
    @inline(__always)
    static func clamp(_ value: Int, to upper: Int) -> Int {
        value < 0 ? 0 : (value > upper ? upper : value)
    }

    /// The smaller of two values.
    @inline(__always)
    static func least(_ a: Double, _ b: Double) -> Double { a < b ? a : b }

    /// The larger of two values.
    @inline(__always)
    static func greatest(_ a: Double, _ b: Double) -> Double { a > b ? a : b }

    /// The largest integer not above `value` (which lies within a frame's columns or rows, give or
    /// take a few), without a call into the maths library or the range checks of `Int(_:)`: adding
    /// 1.5 × 2⁵² rounds to the nearest integer, which lands in the low bits of the sum, and one is
    /// taken off where that rounded up.
    @inline(__always)
    static func floor(_ value: Double) -> Int {
        let shifted = value + 6_755_399_441_055_744
        let nearest = Int(truncatingIfNeeded: shifted.bitPattern & 0x000F_FFFF_FFFF_FFFF) &- (1 << 51)
        return nearest &- (Double(nearest) > value ? 1 : 0)
    }

    /// The least integer not below `value` (as ``floor(_:)``).
    @inline(__always)
    static func ceiling(_ value: Double) -> Int {
        0 &- floor(-value)
    }

    /// The columns `low..<high` limited to `columns` (empty at its limited start when they do not
    /// meet, and when `low >= high`).
    @inline(__always)
    static func run(_ low: Int, _ high: Int, within columns: Range<Int>) -> Range<Int> {
        let a = low > columns.lowerBound ? low : columns.lowerBound
        let b = high < columns.upperBound ? high : columns.upperBound
        return a < b ? a..<b : a..<a
    }

    /// A coverage or alpha in [0, 1] as an 8-bit factor, rounded (to nearest, ties to even). The
    /// rounding is the floating-point addition of 1.5 × 2⁵², after which the integer sits in the low
    /// bits of the sum: no conversion instruction and none of the range checks Swift puts around
    /// one (the value is known to lie within 0...255 here).
    @inline(__always)
    static func factor(_ value: Double) -> UInt32 {
        let scaled = least(greatest(value, 0), 1) * 255
        return UInt32(truncatingIfNeeded: (scaled + 6_755_399_441_055_744).bitPattern) & 0xFF
    }

    /// Exchanges the first and third bytes (red and blue), converting between the B, G, R, A and the
    /// R, G, B, A byte orders.
    @inline(__always)
    static func swapRedBlue(_ pixel: UInt32) -> UInt32 {
        (pixel & 0xFF00_FF00) | ((pixel >> 16) & 0xFF) | ((pixel & 0xFF) << 16)
    }
}
