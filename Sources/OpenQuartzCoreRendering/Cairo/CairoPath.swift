import _CCairo

/// Turns Core Graphics paths into Cairo paths.
///
/// Cairo has moves, lines, cubic curves and closes; a quadratic curve is appended as the cubic
/// that draws exactly the same curve (degree elevation: the cubic's controls lie two thirds of the
/// way from each end point to the quadratic's control). Points are passed on unchanged, so the path
/// is read in `cr`'s current user space, as Core Graphics reads a path in the context's user space.
package enum CairoPath {
    /// Appends every element of `path` to `cr`'s current path (after whatever is already there).
    ///
    /// Reads the path's element storage without copying it and allocates nothing beyond what Cairo
    /// needs to grow its own path.
    package static func append(_ path: CGPath, to cr: OpaquePointer) {
        append(path.elements, to: cr)
    }

    /// Appends `elements` (a path's element list, see ``CGPath/elements``) to `cr`'s current path.
    ///
    /// A ``CGMutablePath`` hands out a copy of its elements each time they are read; a caller
    /// appending the same mutable path twice reads them once and passes them here.
    package static func append(_ elements: [PathElement], to cr: OpaquePointer) {
        for element in elements {
            append(element, to: cr)
        }
    }

    /// Appends one element to `cr`'s current path.
    ///
    /// A quadratic curve starts at Cairo's current point; a line or curve with no current point
    /// (which ``CGPath`` never holds, as it drops elements before the first move) starts where it
    /// would, as Cairo does, at its first point.
    package static func append(_ element: PathElement, to cr: OpaquePointer) {
        switch element {
        case .move(let p):
            cairo_move_to(cr, Double(p.x), Double(p.y))
        case .line(let p):
            cairo_line_to(cr, Double(p.x), Double(p.y))
        case let .quadCurve(c, e):
            var x0 = Double(c.x), y0 = Double(c.y)
            if cairo_has_current_point(cr) != 0 { cairo_get_current_point(cr, &x0, &y0) }
            let cx = Double(c.x), cy = Double(c.y), ex = Double(e.x), ey = Double(e.y)
            cairo_curve_to(cr,
                           x0 + 2 * (cx - x0) / 3, y0 + 2 * (cy - y0) / 3,
                           ex + 2 * (cx - ex) / 3, ey + 2 * (cy - ey) / 3,
                           ex, ey)
        case let .curve(c1, c2, e):
            cairo_curve_to(cr, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(e.x), Double(e.y))
        case .close:
            cairo_close_path(cr)
        }
    }
}
