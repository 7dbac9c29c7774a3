/// The exact coverage of a square pixel by a half-plane, as a function of how far inside the edge
/// the pixel's centre lies, for one edge direction.
///
/// Seen along the edge's unit normal (nx, ny), a unit pixel spans `w + h` (w and h the larger and
/// smaller of |nx| and |ny|); the length of its cross-sections is constant (1 / w) over the middle
/// `w - h` and falls linearly to zero over `h` at each end. Integrating it gives the covered area:
/// quadratic near the ends, linear in the middle. For an edge along the pixel grid (h = 0) that is
/// the plain one-pixel ramp `t + 1/2`.
struct EdgeRamp: Sendable {
    /// Zero for an edge along the pixel grid; else the half-widths of the whole ramp and of its
    /// linear middle, and the constants of its pieces.
    private let h, flat, inverseW, quadratic, middle: Double
    /// How far from the edge, in device pixels, a pixel centre must be for the pixel to lie wholly
    /// on one side: half the pixel's extent along the normal (1/2 to √2/2).
    let half: Double

    /// The ramp of an edge whose unit normal in device space is `normal`.
    init(normal: (Double, Double)) {
        let a = abs(normal.0), b = abs(normal.1)
        let length = (a * a + b * b).squareRoot()
        var w = 1.0, h = 0.0
        if length > 0, length.isFinite { (w, h) = (max(a, b) / length, min(a, b) / length) }
        self.h = h
        half = (w + h) / 2
        flat = (w - h) / 2
        inverseW = 1 / w
        quadratic = h > 0 ? 1 / (2 * w * h) : 0
        middle = h / (2 * w)
    }

    /// The fraction of the pixel inside, for a centre `t` device pixels inside the edge (negative:
    /// outside).
    @inline(__always)
    func coverage(inside t: Double) -> Double {
        if h < 1e-6 { return PixelMath.least(PixelMath.greatest(t + 0.5, 0), 1) }
        if t <= -half { return 0 }
        if t >= half { return 1 }
        if t < -flat { let e = t + half; return e * e * quadratic }
        if t > flat { let e = half - t; return 1 - e * e * quadratic }
        return middle + (t + flat) * inverseW
    }
}
