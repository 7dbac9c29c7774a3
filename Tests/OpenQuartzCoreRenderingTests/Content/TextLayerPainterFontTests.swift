#if !QUARTZCORE_COMPATIBILITY_TEST
import _CPangoCairo
import Foundation
import Testing
@testable import OpenQuartzCoreRendering

/// A text layer's font: its name, its size, and the scale it is drawn at. Sizes are checked by ink
/// extents against proportions computed in each test (fontconfig substitutes the font, so glyph
/// shapes are not known exactly); "ink" is a pixel whose alpha exceeds 96 of 255.
@Suite struct TextLayerPainterFontTests {
    typealias R = ContentRender

    func layer(_ text: Any?, size: CGFloat = 36) -> LayerState {
        var s = LayerState()
        s.bounds = CGRect(x: 0, y: 0, width: 200, height: 100)
        s.string = text.map { LayerValue($0) }
        s.fontSize = size
        return s
    }

    func paint(_ s: LayerState) -> CairoImage {
        R.render(width: 200, height: 100, TextLayerPainter.paint, s)
    }

    @Test func fontSizeScalesTheInkHeight() throws {
        let small = try #require(R.ink(paint(layer("H", size: 20))))
        let large = try #require(R.ink(paint(layer("H", size: 60))))
        let ratio = Double(large.maxY - large.minY + 1) / Double(small.maxY - small.minY + 1)
        #expect(abs(ratio - 3) < 0.25)
        // A 60-unit em: a capital's height is well over half of it and under all of it.
        #expect(large.maxY - large.minY + 1 > 30 && large.maxY - large.minY + 1 < 60)
    }

    @Test func postScriptNamesGiveFamilyWeightAndSlant() {
        func described(_ font: Any?) -> (family: String, weight: PangoWeight, style: PangoStyle, size: Int32) {
            let d = PangoLayout.fontDescription(for: font, size: 36)
            defer { pango_font_description_free(d) }
            return (String(cString: pango_font_description_get_family(d)), pango_font_description_get_weight(d),
                    pango_font_description_get_style(d), pango_font_description_get_size(d))
        }
        let plain = described(nil)
        #expect(plain.family == "Helvetica" && plain.weight == PANGO_WEIGHT_NORMAL && plain.size == 36 * PANGO_SCALE)
        let bold = described("Helvetica-BoldOblique")
        #expect(bold.family == "Helvetica" && bold.weight == PANGO_WEIGHT_BOLD && bold.style == PANGO_STYLE_OBLIQUE)
        #expect(described("Georgia-Italic").style == PANGO_STYLE_ITALIC)
        #expect(described("AvenirNext-DemiBold").weight == PANGO_WEIGHT_SEMIBOLD)
        #expect(described("Helvetica Neue").family == "Helvetica Neue")
    }

    @Test func boldFontDrawsMoreInk() throws {
        var s = layer("Hello")
        let regular = try #require(R.ink(paint(s)))
        s.font = LayerValue("Helvetica-Bold")
        let bold = try #require(R.ink(paint(s)))
        #expect(bold.count > regular.count * 11 / 10)
    }

    @Test func layoutDoesNotDependOnTheContentsScale() throws {
        var s = layer("Hello", size: 24)
        let one = try #require(R.ink(paint(s)))
        s.contentsScale = 2
        let two = try #require(R.ink(R.render(width: 400, height: 200, scale: 2, TextLayerPainter.paint, s)))
        #expect(abs(two.maxX - (2 * one.maxX + 1)) <= 2)
        #expect(abs(two.minY - 2 * one.minY) <= 2)
    }
}
#endif
