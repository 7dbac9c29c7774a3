import _CCairo

/// Core Graphics colours as Cairo sources.
///
/// The renderer works in sRGB: Cairo's ARGB32 surfaces hold sRGB-encoded values, so a colour of any
/// space is converted to sRGB first (colorimetrically, clipped to the sRGB gamut, as
/// `CGColor.converted(to:intent:options:)` converts), without allocating.
package enum CairoColor {
    /// The working colour space of the renderer.
    package static let workingSpace = CGColorSpace(name: CGColorSpace.sRGB)!

    /// The colour's sRGB red, green, blue and alpha, unpremultiplied, each clamped to [0, 1], with
    /// alpha multiplied by `alpha`.
    package static func components(of color: CGColor, alpha: Double = 1)
        -> (red: Double, green: Double, blue: Double, alpha: Double) {
        let c = color.rgba(in: workingSpace)
        return (clamp(c.red), clamp(c.green), clamp(c.blue), clamp(c.alpha * alpha))
    }

    /// Makes `color`, its alpha multiplied by `alpha`, `cr`'s source (a solid pattern, as
    /// `cairo_set_source_rgba` makes).
    package static func setSource(_ color: CGColor, alpha: Double = 1, on cr: OpaquePointer) {
        let c = components(of: color, alpha: alpha)
        cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha)
    }

    /// Makes `color` `cr`'s source like ``setSource(_:alpha:on:)``, unless the result is fully
    /// transparent: then it sets nothing and returns false, so that callers skip drawing that would
    /// show nothing.
    @discardableResult
    package static func setVisibleSource(_ color: CGColor, alpha: Double = 1, on cr: OpaquePointer) -> Bool {
        let c = components(of: color, alpha: alpha)
        guard c.alpha > 0 else { return false }
        cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha)
        return true
    }

    /// `value` clamped to [0, 1]; NaN becomes 0.
    @inline(__always)
    package static func clamp(_ value: Double) -> Double {
        value >= 1 ? 1 : (value > 0 ? value : 0)
    }
}
