import _CCairo

/// The outline of a layer's bounds with its rounded corners (cornerRadius, maskedCorners), shared by
/// the background, the border, masksToBounds clipping and the shadow.
enum RoundedRect {
    /// Adds the outline of `rect` with circular corners of `radius` at `corners` to `cr`'s path, as a
    /// closed subpath. The radius is limited to half the shorter side, as Core Animation limits it.
    /// `CACornerMask`'s minX/minY names are read in the layer's coordinates: with y growing downwards,
    /// `layerMinXMinYCorner` is the top-left corner. Continuous corners (`cornerCurve`) are drawn
    /// circular.
    static func addPath(_ rect: CGRect, radius: CGFloat, corners: CACornerMask, to cr: OpaquePointer) {
        let r = Double(min(max(radius, 0), min(rect.width, rect.height) / 2))
        let x0 = Double(rect.minX), y0 = Double(rect.minY), x1 = Double(rect.maxX), y1 = Double(rect.maxY)
        guard r > 0, !corners.isEmpty else {
            cairo_rectangle(cr, x0, y0, x1 - x0, y1 - y0)
            return
        }
        let half = Double.pi / 2
        cairo_new_sub_path(cr)
        if corners.contains(.layerMinXMinYCorner) { cairo_arc(cr, x0 + r, y0 + r, r, 2 * half, 3 * half) } else { cairo_move_to(cr, x0, y0) }
        if corners.contains(.layerMaxXMinYCorner) { cairo_arc(cr, x1 - r, y0 + r, r, 3 * half, 4 * half) } else { cairo_line_to(cr, x1, y0) }
        if corners.contains(.layerMaxXMaxYCorner) { cairo_arc(cr, x1 - r, y1 - r, r, 0, half) } else { cairo_line_to(cr, x1, y1) }
        if corners.contains(.layerMinXMaxYCorner) { cairo_arc(cr, x0 + r, y1 - r, r, half, 2 * half) } else { cairo_line_to(cr, x0, y1) }
        cairo_close_path(cr)
    }
}
