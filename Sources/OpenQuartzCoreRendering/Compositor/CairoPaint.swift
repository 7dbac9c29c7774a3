import _CCairo

/// Colours as Cairo sources.
enum CairoPaint {
    /// Makes `color` (converted to sRGB), with its alpha multiplied by `alpha`, the source of `cr`.
    /// Returns false, setting nothing, when the result is fully transparent, so that callers skip
    /// drawing that would show nothing.
    @discardableResult
    static func setSource(_ color: CGColor, alpha: Double = 1, on cr: OpaquePointer) -> Bool {
        let c = color.rgba(in: srgb)
        let a = c.alpha * alpha
        guard a > 0 else { return false }
        cairo_set_source_rgba(cr, c.red, c.green, c.blue, min(a, 1))
        return true
    }

    /// The sRGB space colours are drawn in.
    static let srgb = CGColorSpace(name: CGColorSpace.sRGB)!
}
