#if !QUARTZCORE_COMPATIBILITY_TEST
import Foundation
import Testing
@testable import OpenQuartzCoreRendering

/// Text layers, drawn with whatever font fontconfig substitutes for Helvetica. Glyph shapes depend
/// on that font, so the tests check where ink lands against bounds computed in each test from
/// Apple's documented layout rules, with margins of a fraction of the font size; "ink" is a pixel
/// whose alpha exceeds 96 of 255.
@Suite struct TextLayerPainterTests {
    typealias R = ContentRender

    func layer(_ text: Any?, width: CGFloat = 200, height: CGFloat = 100, size: CGFloat = 36) -> LayerState {
        var s = LayerState()
        s.bounds = CGRect(x: 0, y: 0, width: width, height: height)
        s.string = text.map { LayerValue($0) }
        s.fontSize = size
        return s
    }

    func paint(_ s: LayerState, width: Int = 200, height: Int = 100) -> CairoImage {
        R.render(width: width, height: height, TextLayerPainter.paint, s)
    }

    @Test func leftAlignedTextStartsAtTheTopLeft() throws {
        let box = try #require(R.ink(paint(layer("Hi"))))
        // A capital's top lies below the bounds' top by less than the em (the line's ascent minus
        // the cap height: about 2 pixels in Helvetica, none in a substitute such as Nimbus Sans
        // whose ascent is its cap height); its left side bearing is a small fraction of the em.
        #expect(box.minX >= 0 && box.minX < 8)
        #expect(box.minY >= 0 && box.minY < 18)
        #expect(box.maxY < 40)
        #expect(box.maxX < 60)
    }

    @Test func naturalAlignmentIsLeftForLeftToRightText() throws {
        var s = layer("Hi")
        let left = try #require(R.ink(paint(s)))
        s.alignmentMode = .left
        let explicit = try #require(R.ink(paint(s)))
        #expect(left.minX == explicit.minX && left.maxX == explicit.maxX)
    }

    @Test func rightAndCentreAlignmentMoveTheInk() throws {
        var s = layer("Hi")
        let left = try #require(R.ink(paint(s)))
        let inkWidth = left.maxX - left.minX
        s.alignmentMode = .right
        let right = try #require(R.ink(paint(s)))
        #expect(right.maxX > 190 && right.maxX < 200)
        #expect(abs((right.maxX - right.minX) - inkWidth) <= 1)
        s.alignmentMode = .center
        let centre = try #require(R.ink(paint(s)))
        #expect(abs(Double(centre.minX + centre.maxX) / 2 - 100) < 6)
        // Wrapped text aligns within the bounds' width too.
        s.isWrapped = true
        s.alignmentMode = .right
        let wrapped = try #require(R.ink(paint(s)))
        #expect(wrapped.maxX == right.maxX)
    }

    @Test func wrapsOntoASecondLineOnlyWhenWrapped() throws {
        // "Hello world" is 4.95 em wide in Helvetica's advance widths (119 points at 24), wider in
        // DejaVu Sans; "Hello" alone is 2.28 em (55 points).
        var s = layer("Hello world", width: 100, height: 100, size: 24)
        let single = try #require(R.ink(paint(s)))
        #expect(single.maxY < 30)       // one line of a 24-point font
        #expect(single.maxX > 100)      // runs past the bounds, unclipped
        s.isWrapped = true
        let wrapped = try #require(R.ink(paint(s)))
        #expect(wrapped.maxY > 40)      // a second line, about a line height (~28) lower
        #expect(wrapped.maxX < 100)
    }

    @Test func endTruncationKeepsTheInkWithinTheWidth() throws {
        var s = layer("A long line of text that does not fit", width: 150, height: 100, size: 24)
        s.truncationMode = .end
        let box = try #require(R.ink(paint(s)))
        #expect(box.maxX < 150)
        #expect(box.maxX > 100)  // the ellipsis sits near the right edge
        #expect(box.maxY < 30)
        // Wrapped and truncated: only lines that fit the bounds' height (two 24-point lines in 60).
        s.isWrapped = true
        s.bounds.size.height = 60
        let wrapped = try #require(R.ink(paint(s)))
        #expect(wrapped.maxX < 150)
        #expect(wrapped.maxY > 35 && wrapped.maxY < 62)
    }

    @Test func foregroundColourColoursTheInk() throws {
        /// The unpremultiplied colours of the pixels whose alpha is `alpha` or more.
        func inkColours(_ image: CairoImage, alpha: Int) -> [(r: Int, g: Int, b: Int, a: Int)] {
            var found: [(r: Int, g: Int, b: Int, a: Int)] = []
            for y in 0..<image.height {
                for x in 0..<image.width where R.alpha(image, x, y) >= alpha { found.append(R.rgba(image, x, y)) }
            }
            return found
        }
        var s = layer("H")
        s.foregroundColor = R.color(1, 0, 0)
        let red = inkColours(paint(s), alpha: 255)
        #expect(red.count > 50)
        #expect(red.allSatisfy { $0.r == 255 && $0.g == 0 && $0.b == 0 })
        // Edge pixels keep the hue: unpremultiplied, still pure red (within rounding).
        let edges = inkColours(paint(s), alpha: 40)
        #expect(edges.allSatisfy { $0.r >= 250 && $0.g <= 3 && $0.b <= 3 })
        // Apple's default is opaque white.
        let white = inkColours(paint(layer("H")), alpha: 255)
        #expect(white.count == red.count)
        #expect(white.allSatisfy { $0 == (255, 255, 255, 255) })
    }

    @Test func drawsAttributedStringCharacters() throws {
        let plain = try #require(R.ink(paint(layer("Hi"))))
        let attributed = try #require(R.ink(paint(layer(NSAttributedString(string: "Hi")))))
        #expect(plain.minX == attributed.minX && plain.maxX == attributed.maxX && plain.count == attributed.count)
    }

    @Test func drawsNothingWithoutTextOrColour() {
        #expect(R.isBlank(paint(layer(nil))))
        #expect(R.isBlank(paint(layer(""))))
        #expect(R.isBlank(paint(layer(42))))
        var s = layer("Hi")
        s.foregroundColor = nil
        #expect(R.isBlank(paint(s)))
    }

}
#endif
