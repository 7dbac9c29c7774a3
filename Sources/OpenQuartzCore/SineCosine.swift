import Foundation

/// The sine and cosine of one angle together, in Swift arithmetic: what the evaluator's hot paths
/// need every frame (a spring's oscillation, a turn about z), where two calls into the C library
/// cost more than the rest of the animation's evaluation.
///
/// The angle is reduced to r in [-π/4, π/4] by the nearest multiple k of π/2, subtracted in three
/// parts (Cody and Waite's method: the first two parts have 33 significant bits, so their products
/// with k are exact for |k| < 2²⁰, and the three carry π/2 to about 119 bits). The sine and cosine
/// of r are their Taylor series to the terms in r¹⁷ and r¹⁶ (what is left is under 10⁻¹⁷ on that
/// interval, below the rounding of the sums), evaluated side by side in the two lanes of one
/// vector, and k's last two bits choose which one, and which sign, each result takes. The results are within a few units in the last place of the C
/// library's (the tests measure it). Angles of a million radians and more, infinities and NaN go
/// to the C library.
@usableFromInline
enum SineCosine {
    /// sin(`x`) and cos(`x`).
    @inlinable @inline(__always)
    static func of(_ x: Double) -> (sine: Double, cosine: Double) {
        guard x.magnitude < 1_000_000 else { return (sin(x), cos(x)) }
        // Adding 1.5 × 2⁵² rounds to a whole number (to nearest), which lands in the low bits.
        let shifter = 6_755_399_441_055_744.0
        let shifted = x * 0x1.45F306DC9C883p-1 + shifter
        let k = shifted - shifter
        let quadrant = Int(truncatingIfNeeded: shifted.bitPattern & 3)
        let r = ((x - k * 0x1.921FB544p0) - k * 0x1.0B4611A6p-34) - k * 0x1.3198A2E037073p-69
        // Both series as polynomials of degree 7 in r², one in each lane, by Estrin's scheme (pairs
        // of terms first, then pairs of pairs), which keeps the chain of dependent operations short.
        let r2 = r * r
        let z = SIMD2<Double>(repeating: r2), z2 = z * z, z4 = z2 * z2
        let q0 = SIMD2<Double>(-1.0 / 6, -0.5) + z * SIMD2<Double>(1.0 / 120, 1.0 / 24)
        let q1 = SIMD2<Double>(-1.0 / 5_040, -1.0 / 720) + z * SIMD2<Double>(1.0 / 362_880, 1.0 / 40_320)
        let q2 = SIMD2<Double>(-1.0 / 39_916_800, -1.0 / 3_628_800) + z * SIMD2<Double>(1.0 / 6_227_020_800, 1.0 / 479_001_600)
        let q3 = SIMD2<Double>(-1.0 / 1_307_674_368_000, -1.0 / 87_178_291_200)
            + z * SIMD2<Double>(1.0 / 355_687_428_096_000, 1.0 / 20_922_789_888_000)
        let series = (q0 + z2 * q1) + z4 * (q2 + z2 * q3)
        // sin r = r + r³ S(r²) and cos r = 1 + r² C(r²).
        let both = SIMD2<Double>(r, 1) + SIMD2<Double>(r * r2, r2) * series
        let sine = both[0], cosine = both[1]
        // Quadrant q: sin x is s, c, -s, -c and cos x is c, -s, -c, s (s and c of r).
        let swapped = quadrant & 1 != 0
        let first = swapped ? cosine : sine, second = swapped ? sine : cosine
        let sineSign = UInt64(truncatingIfNeeded: quadrant & 2) << 62
        let cosineSign = UInt64(truncatingIfNeeded: (quadrant + 1) & 2) << 62
        return (Double(bitPattern: first.bitPattern ^ sineSign), Double(bitPattern: second.bitPattern ^ cosineSign))
    }
}
