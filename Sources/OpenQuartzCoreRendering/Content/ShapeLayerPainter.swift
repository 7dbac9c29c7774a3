import _CCairo

/// Draws a shape layer's own content: its path, filled and then stroked, as Apple's `CAShapeLayer.h`
/// describes it ("may have both fill and stroke components (in which case the stroke is composited
/// over the fill). The shape as a whole is composited between the layer's contents and its first
/// sublayer").
///
/// The compositor draws the background, border, shadow and sublayers; this draws only the shape.
package enum ShapeLayerPainter {
    /// Draws `state`'s shape into `cr`, whose current matrix maps the layer's bounds space (y down)
    /// to device pixels.
    ///
    /// - The path is in the layer's coordinates and is not clipped to the bounds: as in Core
    ///   Animation, a shape reaches outside them unless the layer masks to bounds, which the
    ///   compositor applies.
    /// - Fill: `fillColor` (nil: no fill), by `fillRule` (`.nonZero` or `.evenOdd`); every subpath is
    ///   closed implicitly for filling, and the fill is never trimmed by `strokeStart`/`strokeEnd`.
    /// - Stroke: `strokeColor` (nil, the default: no stroke) with `lineWidth`, `lineCap`,
    ///   `lineJoin`, `miterLimit`, `lineDashPattern` and `lineDashPhase`, trimmed to the part of the
    ///   path between `strokeStart` and `strokeEnd` (see ``strokeTrimmed(_:path:from:to:in:)``). A line width
    ///   of zero or less draws no stroke (chosen: Apple documents none, and Cairo draws nothing).
    ///
    /// `cr`'s graphics state is saved and restored; its current path, which Cairo's save does not
    /// keep, is left empty. Nothing is allocated except when the stroke is trimmed (the path is then
    /// measured, see ``strokeTrimmed(_:path:from:to:in:)``).
    package static func paint(_ state: LayerState, in cr: OpaquePointer) {
        fill(state, in: cr)
        stroke(state, in: cr)
    }

    /// Fills the shape's path with `fillColor` by `fillRule` (the fill half of ``paint(_:in:)``).
    static func fill(_ state: LayerState, in cr: OpaquePointer) {
        guard let path = state.path, let fill = state.fillColor else { return }
        let elements = path.elements  // one read: a mutable path copies its elements on each
        guard !elements.isEmpty else { return }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_new_path(cr)
        CairoPath.append(elements, to: cr)
        cairo_set_fill_rule(cr, state.fillRule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        CairoColor.setSource(fill, on: cr)
        cairo_fill(cr)
    }

    /// Strokes the shape's path, trimmed (the stroke half of ``paint(_:in:)``).
    static func stroke(_ state: LayerState, in cr: OpaquePointer) {
        guard let path = state.path, let stroke = state.strokeColor, state.lineWidth > 0, state.lineWidth.isFinite else { return }
        let elements = path.elements
        guard !elements.isEmpty else { return }
        let start = state.strokeStart.isNaN ? 0 : min(max(state.strokeStart, 0), 1)
        let end = state.strokeEnd.isNaN ? 1 : min(max(state.strokeEnd, 0), 1)
        guard start < end else { return }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_new_path(cr)
        CairoColor.setSource(stroke, on: cr)
        setStrokeStyle(state, on: cr)
        if start <= 0, end >= 1 {
            setDash(state, offset: 0, on: cr)
            CairoPath.append(elements, to: cr)
            cairo_stroke(cr)
        } else {
            strokeTrimmed(state, path: path, from: start, to: end, in: cr)
        }
    }

    /// Sets `cr`'s line width, cap, join and miter limit from the layer's.
    ///
    /// The miter limit means the same in Core Graphics and Cairo (PostScript's ratio of the miter
    /// length to the line width); Cairo needs one of at least 1.
    static func setStrokeStyle(_ state: LayerState, on cr: OpaquePointer) {
        cairo_set_line_width(cr, Double(state.lineWidth))
        switch state.lineCap {
        case .round: cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        case .square: cairo_set_line_cap(cr, CAIRO_LINE_CAP_SQUARE)
        default: cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
        }
        switch state.lineJoin {
        case .round: cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        case .bevel: cairo_set_line_join(cr, CAIRO_LINE_JOIN_BEVEL)
        default: cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
        }
        let limit = Double(state.miterLimit)
        cairo_set_miter_limit(cr, limit.isFinite ? max(limit, 1) : 10)
    }

    /// Whether the layer's dash pattern draws dashes: Core Graphics and Cairo ignore (Cairo
    /// refuses) a pattern that is empty, has a negative or non-finite length, or sums to zero; such
    /// a pattern strokes a solid line.
    static func hasDashes(_ state: LayerState) -> Bool {
        guard let pattern = state.lineDashPattern, !pattern.isEmpty else { return false }
        var sum: CGFloat = 0
        for length in pattern {
            guard length >= 0, length.isFinite else { return false }
            sum += length
        }
        return sum > 0
    }

    /// Sets `cr`'s dash pattern from the layer's, starting `lineDashPhase + offset` into it (solid
    /// when ``hasDashes(_:)`` is false).
    ///
    /// As in Core Graphics (and PostScript), the pattern restarts at the phase at the start of each
    /// subpath, and an odd number of lengths is read as the lengths repeated twice. The lengths are
    /// copied into a stack buffer (no heap allocation for patterns of ordinary size).
    static func setDash(_ state: LayerState, offset: CGFloat, on cr: OpaquePointer) {
        guard hasDashes(state), let pattern = state.lineDashPattern else {
            cairo_set_dash(cr, nil, 0, 0)
            return
        }
        withUnsafeTemporaryAllocation(of: Double.self, capacity: pattern.count) { buffer in
            for (index, length) in pattern.enumerated() { buffer[index] = Double(length) }
            cairo_set_dash(cr, buffer.baseAddress, Int32(pattern.count), Double(state.lineDashPhase + offset))
        }
    }
}
