/// The exact coverage of a square pixel by a half-plane, as a function of how far inside the edge
/// the pixel's centre lies, for one edge direction.
///
/// Seen along the edge's unit normal (nx, ny), a unit pixel spans `w + h` (w and h the larger and
/// smaller of |nx| and |ny|); the length of its cross-sections is constant (1 / w) over the middle
/// `w - h` and falls linearly to zero over `h` at each end. Integrating it gives the covered area:
/// quadratic near the ends, linear in the middle. For an edge along the pixel grid (h = 0) that is
/// the plain one-pixel ramp `t + 1/2`.
struct EdgeRamp: Sendable {
    /// Whether the edge runs along the pixel grid (h = 0): the ramp is then linear.
    private let isAligned: Bool
    /// w, h and w + h (see above), and 1 / (2 w h).
    private let w, h, span, scale: Double
    /// How far from the edge, in device pixels, a pixel centre must be for the pixel to lie wholly
    /// on one side: half the pixel's extent along the normal (1/2 to √2/2).
    let half: Double

    /// The ramp of an edge whose unit normal in device space is `normal`.
    init(normal: (Double, Double)) {
        let a = abs(normal.0), b = abs(normal.1)
        let length = (a * a + b * b).squareRoot()
        var w = 1.0, h = 0.0
        if length > 0, length.isFinite { (w, h) = (max(a, b) / length, min(a, b) / length) }
        // Below a thousandth the quadratic ends differ from the linear ramp by under 1/4000.
        isAligned = h < 1e-3
        self.w = w
        self.h = h
        span = w + h
        scale = isAligned ? 0 : 1 / (2 * w * h)
        half = span / 2
    }

    /// The fraction of the pixel inside, for a centre `t` device pixels inside the edge (negative:
    /// outside). Without branches: with s = t + half and g(x) = max(x, 0)², the area is
    /// (g(s) - g(s - h) - g(s - w) + g(s - w - h)) / (2 w h), the integral of the cross-sections.
    @inline(__always)
    func coverage(inside t: Double) -> Double {
        if isAligned {
            let c = t + 0.5
            return c < 0 ? 0 : (c > 1 ? 1 : c)
        }
        let s = t + half
        @inline(__always) func g(_ x: Double) -> Double {
            let positive = (x + x.magnitude) * 0.5
            return positive * positive
        }
        return (g(s) - g(s - h) - g(s - w) + g(s - span)) * scale
    }
}
