import _CCairo
import _CPangoCairo
import Foundation

/// Draws a text layer's own content: its string, laid out and drawn with Pango, as Apple's
/// `CATextLayer` documentation describes.
///
/// Thread safety: each call makes its own Pango layout on the calling thread's default Pango
/// font map (`pango_cairo_create_layout`; the default font map is per thread since Pango 1.32.6),
/// so several threads may paint text at once, each into its own Cairo context.
package enum TextLayerPainter {
    /// Draws `state`'s string into `cr`, whose current matrix maps the layer's bounds space (y down)
    /// to device pixels.
    ///
    /// - `string`: a `String` (or `NSString`), or an `NSAttributedString`, of which only the
    ///   characters are drawn: its attributes (fonts, colours, paragraph styles) are not applied
    ///   yet, the layer's `font`, `fontSize` and `foregroundColor` are used for all of it. Any other
    ///   value, nil, or an empty string draws nothing.
    /// - `font`, `fontSize`: see ``PangoLayout/fontDescription(for:size:)``. `fontSize` (default
    ///   36) is the em size in the layer's units (points), whatever `contentsScale` is.
    /// - `foregroundColor` (default opaque white) colours the text; nil draws nothing (chosen:
    ///   Apple documents no colour for nil, and a nil fill or stroke colour of a shape layer draws
    ///   nothing too).
    /// - Layout, wrapping, truncation and alignment: see ``PangoLayout/configure(_:for:)``. The first
    ///   line starts at the top-left of the bounds (its ascent below `bounds.minY`); the text is not
    ///   clipped to the bounds (a layer that masks to bounds is clipped by the compositor).
    ///
    /// Glyphs are positioned without hinting of their metrics or rounding of their positions to
    /// device pixels, so that a layout is the same at every `contentsScale` and only rasterised
    /// more finely at higher ones; they are antialiased in grey (no subpixel colour).
    /// `cr`'s state is saved and restored and its current path left empty. Pango allocates the
    /// layout and its runs; a plain Swift string is passed to it without a copy when it is stored
    /// contiguously (an attributed string's characters are copied out of it).
    package static func paint(_ state: LayerState, in cr: OpaquePointer) {
        guard let color = state.foregroundColor, var text = string(of: state), !text.isEmpty else { return }
        let size = Double(state.fontSize)
        guard size > 0, size.isFinite else { return }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_new_path(cr)
        cairo_translate(cr, Double(state.bounds.minX), Double(state.bounds.minY))
        guard let layout = pango_cairo_create_layout(cr) else { return }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        PangoLayout.prepareContext(of: layout)
        let description = PangoLayout.fontDescription(for: state.font?.value, size: size)
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)
        text.withUTF8 { utf8 in
            utf8.withMemoryRebound(to: CChar.self) { chars in
                pango_layout_set_text(layout, chars.baseAddress, Int32(chars.count))
            }
        }
        let shift = PangoLayout.configure(layout, for: state)
        CairoColor.setSource(color, on: cr)
        cairo_move_to(cr, shift, 0)
        pango_cairo_show_layout(cr, layout)
        cairo_new_path(cr)
    }

    /// The characters of the layer's `string`: a `String`, an `NSString`, or the `string` of an
    /// `NSAttributedString`; nil for anything else.
    static func string(of state: LayerState) -> String? {
        switch state.string?.value {
        case let text as String: text
        case let text as NSAttributedString: text.string
        case let text as NSString: text as String
        default: nil
        }
    }
}
