import _CCairo

/// Draws a gradient layer's own content: its `colors` at its `locations`, filling its bounds, as
/// `CAGradientLayer.h` describes it ("draws a color gradient over its background color, filling
/// the shape of the layer (i.e. including rounded corners)"; the compositor clips to the corners).
///
/// The gradient is defined in the unit coordinate space of the bounds (`CAGradientLayer.h`: "Both
/// points are defined in a unit coordinate space that is then mapped to the layer's bounds
/// rectangle when drawn"; in OpenQuartzCore's y-down layer space (0, 0) is the top left), and drawn
/// through that mapping: on a layer that is not square the whole gradient is stretched with it,
/// so a diagonal gradient's lines of equal colour run parallel to the other diagonal, a radial
/// gradient is an ellipse, and a conic one's angles are angles of the unit square.
package enum GradientLayerPainter {
    /// Fills `state.bounds` in `cr` with the gradient, `cr`'s current matrix mapping the layer's
    /// bounds space (y down) to device pixels.
    ///
    /// - `colors` nil or empty draws nothing; a single colour fills the bounds with it (Apple
    ///   documents neither; a one-stop gradient is that colour everywhere).
    /// - `.axial` (the default, and what any unknown type draws): colour varies along the line
    ///   from `startPoint` to `endPoint` (default top centre to bottom centre), constant across
    ///   it, and before the start and past the end is the first and the last colour (the gradient
    ///   is extended, as Core Animation draws it). When the two points coincide the whole layer
    ///   is the last colour (chosen: every point is at or past the end).
    /// - `.radial`: see ``setRadialSource(_:stops:on:)``. `.conic`: see ``ConicGradient/setSource(_:stops:on:)``.
    ///
    /// Colours are converted to sRGB, the renderer's output space, and then interpolated
    /// unpremultiplied, component by component (`CAGradientLayer.h`: "the colors are mapped to the
    /// output colorspace before being interpolated"; see ``color(at:in:)``); so a gradient from opaque white to `clear` (transparent black) passes
    /// through translucent grey, as on Apple's platforms. The fill of the bounds is antialiased at
    /// its edges. `cr`'s state is saved and restored; its current path is left empty.
    package static func paint(_ state: LayerState, in cr: OpaquePointer) {
        guard let colors = state.colors, !colors.isEmpty else { return }
        let bounds = state.bounds
        guard bounds.width > 0, bounds.height > 0, bounds.width.isFinite, bounds.height.isFinite else { return }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_new_path(cr)
        cairo_translate(cr, Double(bounds.minX), Double(bounds.minY))
        cairo_scale(cr, Double(bounds.width), Double(bounds.height))
        cairo_rectangle(cr, 0, 0, 1, 1)
        withStops(colors: colors, locations: state.locations) { stops in
            if stops.count == 1 {
                setSolid(stops[0], on: cr)
            } else {
                switch state.gradientType {
                case .radial: setRadialSource(state, stops: stops, on: cr)
                case .conic: ConicGradient.setSource(state, stops: stops, on: cr)
                default: setAxialSource(state, stops: stops, on: cr)
                }
            }
        }
        cairo_fill(cr)
    }

    /// Makes a stop's colour `cr`'s source.
    static func setSolid(_ stop: GradientStop, on cr: OpaquePointer) {
        cairo_set_source_rgba(cr, stop.red, stop.green, stop.blue, stop.alpha)
    }

    /// Makes the axial gradient `cr`'s source, `cr`'s user space being the unit square.
    ///
    /// Locations outside [0, 1] are honoured: the Cairo gradient runs over the span of the
    /// locations and 0...1 together, so the colours at 0 and 1 are interpolated, not clamped.
    static func setAxialSource(_ state: LayerState, stops: UnsafeBufferPointer<GradientStop>, on cr: OpaquePointer) {
        let s = state.startPoint, e = state.endPoint
        let dx = Double(e.x - s.x), dy = Double(e.y - s.y)
        guard dx != 0 || dy != 0, dx.isFinite, dy.isFinite else {
            setSolid(stops[stops.count - 1], on: cr)
            return
        }
        let lower = min(0, stops[0].location), upper = max(1, stops[stops.count - 1].location)
        let pattern = cairo_pattern_create_linear(Double(s.x) + dx * lower, Double(s.y) + dy * lower,
                                                  Double(s.x) + dx * upper, Double(s.y) + dy * upper)!
        defer { cairo_pattern_destroy(pattern) }
        addStops(stops, to: pattern, from: lower, to: upper)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_set_source(cr, pattern)
    }

    /// Makes the radial gradient `cr`'s source, `cr`'s user space being the unit square.
    ///
    /// Apple's header names the type only; the geometry is Core Animation's as documented by its
    /// users and as OpenQuartzCore's `CAGradientLayerType` states it: the centre is `startPoint`
    /// (location 0); location 1 is the ellipse
    /// centred there whose x and y radii are `|endPoint.x - startPoint.x|` and
    /// `|endPoint.y - startPoint.y|` in unit space (so start (0.5, 0.5) and end (1, 1) inscribe the
    /// ellipse in the bounds). Beyond the last location the last colour continues to the edges of
    /// the layer (extended, as Core Animation draws it). A radius of zero leaves no inside: the
    /// whole layer is the last colour (chosen). Locations below 0 cannot lie inside the centre:
    /// the centre has the colour interpolated at 0. With a `radialFocus`, location 0 is the focal
    /// point instead (``RadialFocus``).
    static func setRadialSource(_ state: LayerState, stops: UnsafeBufferPointer<GradientStop>, on cr: OpaquePointer) {
        let c = state.startPoint
        let rx = abs(Double(state.endPoint.x - c.x)), ry = abs(Double(state.endPoint.y - c.y))
        guard rx > 0, ry > 0, rx.isFinite, ry.isFinite else {
            setSolid(stops[stops.count - 1], on: cr)
            return
        }
        let upper = max(1, stops[stops.count - 1].location)
        // With a focus f (RadialFocus), location t is the circle of radius t centred at (1 - t) f.
        let focus = RadialFocus.clamped(state.radialFocus) ?? (0, 0)
        let pattern = cairo_pattern_create_radial(focus.x, focus.y, 0, focus.x * (1 - upper), focus.y * (1 - upper), upper)!
        defer { cairo_pattern_destroy(pattern) }
        addStops(stops, to: pattern, from: 0, to: upper)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        // The pattern matrix maps user (unit) space to pattern space, where the ellipse is the unit circle.
        var matrix = cairo_matrix_t()
        cairo_matrix_init(&matrix, 1 / rx, 0, 0, 1 / ry, -Double(c.x) / rx, -Double(c.y) / ry)
        cairo_pattern_set_matrix(pattern, &matrix)
        cairo_set_source(cr, pattern)
    }
}
