import _CCairo

extension ShapeLayerPainter {
    /// Strokes the part of `path` between `strokeStart` and `strokeEnd`, both relative to the length
    /// of the whole path, all subpaths together (`CAShapeLayer.h`: "zero representing the start of
    /// the path and one the end. Values in between zero and one are interpolated linearly along
    /// the path length"), with the stroke style already
    /// set on `cr` and the layer's stroke colour as its source; `startFraction < endFraction`, both
    /// in [0, 1].
    ///
    /// The trimmed ends get the layer's line cap, as the ends of any open path do. A closed subpath
    /// the range covers whole stays closed (joined, not capped, where it starts); one the range cuts
    /// is stroked as an open piece.
    ///
    /// Dashes: the pattern is laid along the untrimmed path and trimming only reveals or hides it,
    /// so that animating `strokeEnd` or `strokeStart` of a dashed shape uncovers dashes that stay in
    /// place. Chosen: Apple documents no interaction between the two; this is how Core Animation is
    /// commonly seen to draw a dashed stroke as `strokeEnd` grows, and the other reading would make
    /// the dashes crawl as `strokeStart` moves. Each subpath still restarts the pattern
    /// at its own start. So the piece that begins inside a subpath is stroked with the pattern
    /// shifted by the distance trimmed off that subpath, and the other pieces with the plain phase;
    /// the two strokes are drawn into one group with opaque colour and painted at the colour's
    /// alpha, so that where they overlap a translucent stroke is not drawn twice.
    ///
    /// The path is measured (``PathMeasure``, with its arc-length table) on each call: this is the
    /// one place the shape painter allocates. Curves are cut exactly, not flattened.
    static func strokeTrimmed(_ state: LayerState, path: CGPath, from startFraction: CGFloat,
                              to endFraction: CGFloat, in cr: OpaquePointer) {
        let measure = PathMeasure(path, relativeTolerance: 1e-7)
        let start = startFraction * measure.length, end = endFraction * measure.length

        // How far into its subpath the first piece starts, when the range starts inside one.
        var firstOffset: CGFloat = 0
        measure.forEachElement(from: start, to: end) { _, offset in
            if offset > 0 { firstOffset = offset }
        }

        guard hasDashes(state), firstOffset > 0 else {
            setDash(state, offset: 0, on: cr)
            appendPieces(of: measure, from: start, to: end, shifted: nil, to: cr)
            cairo_stroke(cr)
            return
        }
        guard let stroke = state.strokeColor else { return }
        let color = CairoColor.components(of: stroke)
        cairo_set_source_rgb(cr, color.red, color.green, color.blue)
        cairo_push_group(cr)
        setDash(state, offset: firstOffset, on: cr)
        appendPieces(of: measure, from: start, to: end, shifted: true, to: cr)
        cairo_stroke(cr)
        setDash(state, offset: 0, on: cr)
        appendPieces(of: measure, from: start, to: end, shifted: false, to: cr)
        cairo_stroke(cr)
        cairo_pop_group_to_source(cr)
        cairo_paint_with_alpha(cr, color.alpha)
    }

    /// Appends to `cr` the pieces of the measured path between `start` and `end`: all of them when
    /// `shifted` is nil, else only those that start inside their subpath (true) or at its start
    /// (false).
    private static func appendPieces(of measure: PathMeasure, from start: CGFloat, to end: CGFloat,
                                     shifted: Bool?, to cr: OpaquePointer) {
        measure.forEachElement(from: start, to: end) { element, offset in
            if let shifted, shifted != (offset > 0) { return }
            CairoPath.append(element, to: cr)
        }
    }
}
