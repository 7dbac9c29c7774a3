/// Conversions between vector lane widths, and division by 255, written lane by lane.
///
/// The standard library's `init(truncatingIfNeeded:)` between vector types is generic: the
/// optimizer specializes it into a function of its own, and whether that function is then inlined
/// into a loop depends on every other use of it in the module (one more use elsewhere once left
/// the colour fill's loop calling it per step, a 2.5-fold slower frame). Built lane by lane from
/// scalars, the same conversions are plain inline code that LLVM turns into the vector
/// instructions (unpacking, packing, SSE2's pmulhuw) wherever they are used.
enum VectorLanes {
    /// Each byte as a 16-bit lane.
    @inline(__always)
    static func widen(_ v: SIMD8<UInt8>) -> SIMD8<UInt16> {
        SIMD8(UInt16(v[0]), UInt16(v[1]), UInt16(v[2]), UInt16(v[3]), UInt16(v[4]), UInt16(v[5]), UInt16(v[6]), UInt16(v[7]))
    }

    /// Each 16-bit lane's low byte.
    @inline(__always)
    static func narrow(_ v: SIMD8<UInt16>) -> SIMD8<UInt8> {
        SIMD8(UInt8(truncatingIfNeeded: v[0]), UInt8(truncatingIfNeeded: v[1]), UInt8(truncatingIfNeeded: v[2]),
              UInt8(truncatingIfNeeded: v[3]), UInt8(truncatingIfNeeded: v[4]), UInt8(truncatingIfNeeded: v[5]),
              UInt8(truncatingIfNeeded: v[6]), UInt8(truncatingIfNeeded: v[7]))
    }

    /// t / 255 rounded, for each t = product + 128: the high half of t × 257, which equals
    /// (t + t >> 8) >> 8 (SSE2's pmulhuw: one instruction where the shifts and add take three).
    @inline(__always)
    static func divide(_ t: SIMD8<UInt16>) -> SIMD8<UInt16> {
        let wide = SIMD8<UInt32>(UInt32(t[0]), UInt32(t[1]), UInt32(t[2]), UInt32(t[3]),
                                 UInt32(t[4]), UInt32(t[5]), UInt32(t[6]), UInt32(t[7])) &* 257
        return SIMD8(UInt16(truncatingIfNeeded: wide[0] >> 16), UInt16(truncatingIfNeeded: wide[1] >> 16),
                     UInt16(truncatingIfNeeded: wide[2] >> 16), UInt16(truncatingIfNeeded: wide[3] >> 16),
                     UInt16(truncatingIfNeeded: wide[4] >> 16), UInt16(truncatingIfNeeded: wide[5] >> 16),
                     UInt16(truncatingIfNeeded: wide[6] >> 16), UInt16(truncatingIfNeeded: wide[7] >> 16))
    }
}
