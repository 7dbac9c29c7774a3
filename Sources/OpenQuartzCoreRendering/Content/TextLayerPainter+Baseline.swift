import _CCairo
import _CPangoCairo

extension TextLayerPainter {
    /// How far below the top of a text layer's bounds its first line's baseline lies when drawn in
    /// `font` (a name, as ``CATextLayer/font`` takes it) at `size`: the ascent of the font
    /// fontconfig resolves the name to, as ``paint(_:in:)`` lays it out. A caller that knows where
    /// a baseline must fall (a Lottie document's) places the layer's top this far above it.
    package static func firstBaseline(font: Any?, size: Double) -> Double {
        guard size > 0, size.isFinite, let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, 1, 1) else { return 0 }
        defer { cairo_surface_destroy(surface) }
        guard let cr = cairo_create(surface) else { return 0 }
        defer { cairo_destroy(cr) }
        guard let layout = pango_cairo_create_layout(cr) else { return 0 }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        PangoLayout.prepareContext(of: layout)
        let description = PangoLayout.fontDescription(for: font, size: size)
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)
        pango_layout_set_text(layout, "H", 1)
        return Double(pango_layout_get_baseline(layout)) / Double(PANGO_SCALE)
    }
}
