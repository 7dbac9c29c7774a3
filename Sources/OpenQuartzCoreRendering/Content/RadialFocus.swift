import Foundation

/// A radial gradient's focal point (`CAGradientLayer.radialFocus`) as both renderers draw it.
///
/// In the space where the gradient's ellipse at location 1 is the unit circle centred on the
/// origin, location t is the circle of radius t centred at (1 − t) f, f the focus: the two-point
/// conical gradient from a circle of radius 0 at f to the unit circle, as Cairo's
/// `cairo_pattern_create_radial`, Core Graphics' `drawRadialGradient` and SVG's `fx`, `fy` draw it.
/// For a point q (relative to f) that t solves |q + t f| = t, whose non-negative root is
/// t = q·g + √((q·g)² + c|q|²), with c = 1 / (1 − |f|²) and g = c f; scaling q by √c turns it into
/// t = q'·h + √((q'·h)² + |q'|²) with h = f √c, which ``GradientSource`` computes per pixel.
enum RadialFocus {
    /// The longest focus drawn: Lottie's players limit a highlight to 99 % of the radius
    /// (lottie-web, rlottie), which keeps every point inside the gradient's circles.
    static let limit = 0.99

    /// `focus` shortened to ``limit``, or nil where it is the centre (or not finite): a plain
    /// radial gradient.
    static func clamped(_ focus: CGPoint) -> (x: Double, y: Double)? {
        var x = Double(focus.x), y = Double(focus.y)
        guard x.isFinite, y.isFinite, x != 0 || y != 0 else { return nil }
        let length = (x * x + y * y).squareRoot()
        if length > limit {
            x *= limit / length
            y *= limit / length
        }
        return (x, y)
    }
}
