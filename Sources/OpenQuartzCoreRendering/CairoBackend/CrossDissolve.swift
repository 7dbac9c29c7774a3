import _CCairo

/// Two pictures mixed: the fade transition and the cross-fade of animated contents.
enum CrossDissolve {
    /// Draws old x (1 - fraction) + new x fraction, pixel by pixel in premultiplied colour, so that
    /// where both pictures are opaque the mix stays opaque (drawing one over the other with alpha
    /// would let the background show through).
    static func draw(_ fraction: Double, in cr: OpaquePointer, old: (OpaquePointer) -> Void, new: (OpaquePointer) -> Void) {
        cairo_push_group(cr)
        cairo_push_group(cr)
        old(cr)
        cairo_pop_group_to_source(cr)
        cairo_paint_with_alpha(cr, 1 - fraction)
        // The new picture is drawn as usual (over) in its own group; only the group is added.
        cairo_push_group(cr)
        new(cr)
        let newPicture = cairo_pop_group(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_ADD)
        cairo_set_source(cr, newPicture)
        cairo_paint_with_alpha(cr, fraction)
        cairo_pattern_destroy(newPicture)
        cairo_pop_group_to_source(cr)
        cairo_paint(cr)
    }
}
