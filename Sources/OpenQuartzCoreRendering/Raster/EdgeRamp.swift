/// The exact coverage of a square pixel by a half-plane, as a function of how far inside the edge
/// the pixel's centre lies: for a shape's two edge directions at once (lane 0 across the u edges,
/// lane 1 across the v edges), in one vector register.
///
/// Seen along an edge's unit normal (nx, ny), a unit pixel spans `w + h` (w and h the larger and
/// smaller of |nx| and |ny|); the length of its cross-sections is constant (1 / w) over the middle
/// `w - h` and falls linearly to zero over `h` at each end. Integrating it gives the covered area:
/// quadratic near the ends, linear in the middle. An edge along the pixel grid (h = 0) would make
/// the formula divide by zero; h is taken as at least a thousandth there, which moves the ramp by
/// under a two-thousandth of a pixel (a tenth of an 8-bit level) and keeps the loop free of branches.
struct EdgeRamp: Sendable, Equatable {
    /// w, h and w + h (see above), and 1 / (2 w h), per lane.
    let w, h, span, scale: SIMD2<Double>
    /// How far from the edge, in device pixels, a pixel centre must be for the pixel to lie wholly
    /// on one side: half the pixel's extent along the normal (1/2 to √2/2), per lane.
    let half: SIMD2<Double>
    /// How far inside the edge, in device pixels, a pixel centre must be for its coverage to round
    /// to full (255) even when multiplied by another edge's, per lane: `half` less the last stretch
    /// of the ramp, over which the uncovered area (span - s)² / (2 w h) stays below 1/1100.
    let fullReach: SIMD2<Double>
    /// How far outside the edge, in device pixels, a pixel centre may be and its coverage still round
    /// to more than 0, per lane: `half` less the first stretch of the ramp, over which the covered
    /// area stays below 1/512 (s² / (2 w h) while s < h, (2 s - h) / (2 w) after).
    let emptyReach: SIMD2<Double>

    /// The ramps of edges whose unit normals in device space are `u` and `v`.
    init(u: (Double, Double), v: (Double, Double)) {
        func sides(_ normal: (Double, Double)) -> (w: Double, h: Double) {
            let a = normal.0.magnitude, b = normal.1.magnitude
            let length = (a * a + b * b).squareRoot()
            guard length > 0, length.isFinite else { return (1, 1e-3) }
            return (max(a, b) / length, max(min(a, b) / length, 1e-3))
        }
        let (uw, uh) = sides(u), (vw, vh) = sides(v)
        w = SIMD2(uw, vw)
        h = SIMD2(uh, vh)
        span = w + h
        scale = 1 / (2 * w * h)
        half = span / 2
        let tail = (2 * w * h / 1100).squareRoot()
        fullReach = half - SIMD2(min(h[0], tail[0]), min(h[1], tail[1]))
        let head = (2 * w * h / 512).squareRoot(), linear = w / 512 + h / 2
        emptyReach = half - SIMD2(head[0] <= h[0] ? head[0] : linear[0], head[1] <= h[1] ? head[1] : linear[1])
    }

    /// The fraction of the pixel inside each pair of edges, for a centre `t` device pixels inside
    /// (negative: outside). With s = t + half and g(x) = max(x, 0)², the area is
    /// (g(s) - g(s - h) - g(s - w) + g(s - w - h)) / (2 w h), the integral of the cross-sections.
    @inline(__always)
    func coverage(inside t: SIMD2<Double>) -> SIMD2<Double> {
        let s = t + half
        let a = Self.positive(s), b = Self.positive(s - h), c = Self.positive(s - w), d = Self.positive(s - span)
        return (a * a - b * b - c * c + d * d) * scale
    }

    /// Negative lanes as 0, exactly ((x + |x|) / 2), with the vector types' arithmetic and bitwise
    /// operators only: the standard library's lane-wise minimum and selection were left as calls or
    /// as a branch per lane in the compositor's loops.
    @inline(__always)
    static func positive(_ x: SIMD2<Double>) -> SIMD2<Double> {
        let magnitude = unsafeBitCast(unsafeBitCast(x, to: SIMD2<UInt64>.self) & 0x7FFF_FFFF_FFFF_FFFF, to: SIMD2<Double>.self)
        return (x + magnitude) * 0.5
    }
}
