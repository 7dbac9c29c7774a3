import _CPangoCairo
import Foundation

extension PangoLayout {
    /// The Pango font description of a text layer's `font` and `fontSize`; the caller frees it.
    ///
    /// Apple's `font` is a `CTFont`, a `CGFont`, or the name of a font as a string, and nil means
    /// Helvetica (Apple's default font). Core Text's font objects do not exist here, so
    /// a font is named by a `String` (or `NSString`); anything else is Helvetica. Fontconfig then
    /// picks an installed font, substituting a similar one (on a typical Linux system, Helvetica
    /// resolves to a metric-compatible sans serif or the default sans serif).
    ///
    /// Apple names fonts by PostScript name ("Helvetica-Bold", "Georgia-Italic") or family name
    /// ("Helvetica Neue"). A name with a hyphen is read as a family and a style: the style's words
    /// give the weight (Thin, UltraLight/ExtraLight, Light, Medium, SemiBold/DemiBold, Bold,
    /// ExtraBold/UltraBold, Heavy/Black) and slant (Italic, Oblique); Roman and Regular are the
    /// normal face. A name without a hyphen is a family.
    ///
    /// The size is absolute, in the layer's user-space units: a 36-point font has an em of 36 units
    /// (chosen over Pango's default of points at 96 dpi, which would draw it a third larger).
    static func fontDescription(for font: Any?, size: Double) -> OpaquePointer {
        let description = pango_font_description_new()!
        let name: String
        switch font {
        case let text as String: name = text
        case let text as NSString: name = text as String
        default: name = "Helvetica"
        }
        var family = Substring(name)
        if let hyphen = name.lastIndex(of: "-"), hyphen != name.startIndex {
            family = name[..<hyphen]
            applyStyle(name[name.index(after: hyphen)...], to: description)
        }
        String(family.isEmpty ? "Helvetica" : family).withCString { pango_font_description_set_family(description, $0) }
        pango_font_description_set_absolute_size(description, size * Double(PANGO_SCALE))
        return description
    }

    /// Sets the weight and slant that the style part of a PostScript name spells.
    private static func applyStyle(_ style: Substring, to description: OpaquePointer) {
        let s = style.lowercased()
        if s.contains("italic") || s.contains("oblique") {
            let slant = s.contains("oblique") ? PANGO_STYLE_OBLIQUE : PANGO_STYLE_ITALIC
            pango_font_description_set_style(description, slant)
        }
        let weight: PangoWeight
        if s.contains("extrabold") || s.contains("ultrabold") {
            weight = PANGO_WEIGHT_ULTRABOLD
        } else if s.contains("semibold") || s.contains("demibold") {
            weight = PANGO_WEIGHT_SEMIBOLD
        } else if s.contains("heavy") || s.contains("black") {
            weight = PANGO_WEIGHT_HEAVY
        } else if s.contains("bold") {
            weight = PANGO_WEIGHT_BOLD
        } else if s.contains("ultralight") || s.contains("extralight") {
            weight = PANGO_WEIGHT_ULTRALIGHT
        } else if s.contains("thin") {
            weight = PANGO_WEIGHT_THIN
        } else if s.contains("light") {
            weight = PANGO_WEIGHT_LIGHT
        } else if s.contains("medium") {
            weight = PANGO_WEIGHT_MEDIUM
        } else {
            weight = PANGO_WEIGHT_NORMAL
        }
        pango_font_description_set_weight(description, weight)
    }
}
