import _CCairo
import _CPangoCairo
import Foundation

/// How a text layer's properties become the settings of a Pango layout.
enum PangoLayout {
    /// Sets the font options of the layout's context for layer text and tells the layout:
    /// metrics not hinted and glyph positions not rounded (so the layout does not depend on the
    /// device scale), outlines not hinted, greyscale antialiasing.
    static func prepareContext(of layout: OpaquePointer) {
        let context = pango_layout_get_context(layout)
        if let options = cairo_font_options_create() {
            cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
            cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
            cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
            pango_cairo_context_set_font_options(context, options)
            cairo_font_options_destroy(options)
        }
        pango_context_set_round_glyph_positions(context, 0)
        pango_layout_context_changed(layout)
    }

    /// Applies the layer's wrapping, truncation and alignment to `layout`, and returns how far
    /// right of the bounds' left edge the layout must be drawn.
    ///
    /// - `isWrapped` true: lines wrap at word boundaries to the bounds' width, a word longer than a
    ///   line being broken between characters. False: each paragraph is one line, however long.
    /// - `truncationMode` other than `.none`: text that does not fit the bounds' width is cut and an
    ///   ellipsis put at its start, middle or end. Unwrapped, each paragraph's line is truncated to
    ///   the width; wrapped, the lines that fit the bounds' height are kept and the last of them is
    ///   truncated (the lines that do not fit are dropped); Pango keeps
    ///   at least one line of each paragraph.
    /// - `alignmentMode`: `.natural` aligns each paragraph to the side its writing direction starts
    ///   from (left for left-to-right text); `.left`, `.right` and `.center` align lines within the
    ///   bounds' width whatever the direction; `.justified` stretches wrapped lines to the width
    ///   except each paragraph's last, which is aligned naturally, as Core Text justifies.
    ///   Unwrapped and untruncated lines that are wider than the bounds overflow on the side
    ///   opposite the alignment (to both sides when centred).
    static func configure(_ layout: OpaquePointer, for state: LayerState) -> Double {
        let width = Double(state.bounds.width), height = Double(state.bounds.height)
        let scale = Double(PANGO_SCALE)
        let truncates = state.truncationMode != .none && width > 0
        let fitsWidth = (state.isWrapped || truncates) && width > 0 && width * scale < Double(Int32.max)

        pango_layout_set_width(layout, fitsWidth ? Int32(width * scale) : -1)
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        switch state.truncationMode {
        case .start where truncates: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_START)
        case .middle where truncates: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_MIDDLE)
        case .end where truncates: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
        default: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_NONE)
        }
        let limitsHeight = truncates && state.isWrapped && height > 0 && height * scale < Double(Int32.max)
        pango_layout_set_height(layout, limitsHeight ? Int32(height * scale) : -1)

        var factor: Double  // where the layout sits in the bounds when it has no width of its own
        switch state.alignmentMode {
        case .left:
            pango_layout_set_auto_dir(layout, 0)
            pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
            factor = 0
        case .right:
            pango_layout_set_auto_dir(layout, 0)
            pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
            factor = 1
        case .center:
            pango_layout_set_auto_dir(layout, 0)
            pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
            factor = 0.5
        default:  // natural, justified: the start side of the paragraph's direction
            pango_layout_set_auto_dir(layout, 1)
            pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
            pango_layout_set_justify(layout, state.alignmentMode == .justified ? 1 : 0)
            factor = pango_layout_get_direction(layout, 0) == PANGO_DIRECTION_RTL ? 1 : 0
        }
        guard !fitsWidth, factor > 0 else { return 0 }
        // Pango aligns the lines of a layout without a width within its widest line; place that.
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        let left = Double(logical.x) / scale, right = Double(logical.x + logical.width) / scale
        return (width - (right - left)) * factor - left
    }
}
