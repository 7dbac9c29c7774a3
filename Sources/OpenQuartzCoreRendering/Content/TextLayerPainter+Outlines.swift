import _CCairo
import _CPangoCairo
import Foundation
import OpenCoreGraphics

extension TextLayerPainter {
    /// The outline and advance of each of `characters` set alone in `font` (a name, as
    /// ``CATextLayer/font`` takes it) at `size`: the font fontconfig resolves the name to, shaped by
    /// Pango as ``paint(_:in:)`` shapes text. Each outline starts at the character's origin on the
    /// baseline, y down (so ascenders lie at negative y), in the font's units at `size`; the advance
    /// is its logical width. Characters are shaped one by one, so pairs are not kerned, as Lottie
    /// players set glyphs from a file's outlines. A character the font cannot draw gets the font's
    /// replacement glyph, as text drawing does; an empty or unusable `size` gives an empty result.
    package static func glyphOutlines(of characters: [String], font: Any?, size: Double) -> [String: (outline: CGPath, advance: Double)] {
        guard size > 0, size.isFinite, let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, 1, 1) else { return [:] }
        defer { cairo_surface_destroy(surface) }
        guard let cr = cairo_create(surface) else { return [:] }
        defer { cairo_destroy(cr) }
        guard let layout = pango_cairo_create_layout(cr) else { return [:] }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        PangoLayout.prepareContext(of: layout)
        let description = PangoLayout.fontDescription(for: font, size: size)
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)
        var result: [String: (outline: CGPath, advance: Double)] = [:]
        for character in characters where result[character] == nil {
            var text = character
            text.withUTF8 { utf8 in
                utf8.withMemoryRebound(to: CChar.self) { chars in pango_layout_set_text(layout, chars.baseAddress, Int32(chars.count)) }
            }
            var logical = PangoRectangle()
            pango_layout_get_extents(layout, nil, &logical)
            let baseline = Double(pango_layout_get_baseline(layout)) / Double(PANGO_SCALE)
            cairo_new_path(cr)
            cairo_move_to(cr, 0, -baseline)
            pango_cairo_layout_path(cr, layout)
            result[character] = (path(of: cr), Double(logical.width) / Double(PANGO_SCALE))
        }
        cairo_new_path(cr)
        return result
    }

    /// `cr`'s current path as a `CGPath` (Cairo's flattening is not asked for: curves stay curves).
    private static func path(of cr: OpaquePointer) -> CGPath {
        let path = CGMutablePath()
        guard let copy = cairo_copy_path(cr) else { return path }
        defer { cairo_path_destroy(copy) }
        let count = Int(copy.pointee.num_data)
        guard copy.pointee.status == CAIRO_STATUS_SUCCESS, let data = copy.pointee.data else { return path }
        var index = 0
        while index < count {
            let header = data[index].header
            let length = max(Int(header.length), 1)
            func point(_ offset: Int) -> CGPoint { CGPoint(x: data[index + offset].point.x, y: data[index + offset].point.y) }
            switch header.type {
            case CAIRO_PATH_MOVE_TO where length >= 2: path.move(to: point(1))
            case CAIRO_PATH_LINE_TO where length >= 2: path.addLine(to: point(1))
            case CAIRO_PATH_CURVE_TO where length >= 4: path.addCurve(to: point(3), control1: point(1), control2: point(2))
            case CAIRO_PATH_CLOSE_PATH: path.closeSubpath()
            default: break
            }
            index += length
        }
        return path
    }
}
