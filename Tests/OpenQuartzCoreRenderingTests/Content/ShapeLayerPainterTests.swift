#if !QUARTZCORE_COMPATIBILITY_TEST
import Testing
import _CCairo
@testable import OpenQuartzCoreRendering

/// Fill and stroke style of a shape layer (trimming: ``ShapeLayerPainterTrimmingTests``). Expected pixels come from the geometry written in each test
/// (which pixel centres a shape covers); pixels on an antialiased edge are not tested, and covered
/// pixels are expected within 1 of full coverage.
@Suite struct ShapeLayerPainterTests {
    typealias R = ContentRender

    func strokedLine(from x0: CGFloat, to x1: CGFloat, y: CGFloat = 20, width: CGFloat = 4) -> LayerState {
        R.strokedLine(from: x0, to: x1, y: y, width: width)
    }

    func paint(_ s: LayerState) -> CairoImage {
        R.render(width: 40, height: 40, ShapeLayerPainter.paint, s)
    }

    @Test func fillsThePathWithTheFillColour() {
        var s = LayerState()
        s.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        s.path = CGPath(rect: CGRect(x: 10, y: 10, width: 20, height: 20), transform: nil)
        s.fillColor = R.color(1, 0, 0)
        let image = paint(s)
        #expect(R.rgba(image, 20, 20) == (255, 0, 0, 255))
        #expect(R.rgba(image, 10, 29) == (255, 0, 0, 255))
        #expect(R.alpha(image, 9, 20) == 0)
        #expect(R.alpha(image, 30, 20) == 0)
        // Apple's default fill colour is opaque black; no stroke by default.
        s.fillColor = LayerState().fillColor
        #expect(R.rgba(paint(s), 20, 20) == (0, 0, 0, 255))
    }

    @Test func nilFillColourDrawsNothing() {
        var s = LayerState()
        s.path = CGPath(rect: CGRect(x: 10, y: 10, width: 20, height: 20), transform: nil)
        s.fillColor = nil
        #expect(R.isBlank(paint(s)))
    }

    @Test func fillRuleEvenOddLeavesTheInnerSquareEmpty() {
        // Two squares wound the same way: nonzero fills the inner one (winding 2), even-odd does not.
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 40, height: 40))
        path.addRect(CGRect(x: 10, y: 10, width: 20, height: 20))
        var s = LayerState()
        s.path = path
        s.fillColor = R.color(0, 0, 1)
        #expect(R.alpha(paint(s), 20, 20) == 255)
        s.fillRule = .evenOdd
        let image = paint(s)
        #expect(R.alpha(image, 20, 20) == 0)
        #expect(R.alpha(image, 5, 20) == 255)
        #expect(R.alpha(image, 35, 35) == 255)
    }

    @Test func strokeCoversLineWidthAcrossTheLine() {
        // A 6-wide horizontal line at y = 20 covers y in [17, 23]: pixel rows 17...22.
        let image = paint(strokedLine(from: 5, to: 35, width: 6))
        for y in 17...22 { #expect(R.alpha(image, 20, y) >= 254, "row \(y)") }
        #expect(R.alpha(image, 20, 16) == 0)
        #expect(R.alpha(image, 20, 23) == 0)
    }

    @Test func buttCapsStopAtTheEndAndSquareCapsGoHalfTheWidthFurther() {
        var s = strokedLine(from: 10, to: 30, width: 8)
        var image = paint(s)
        #expect(R.alpha(image, 10, 20) >= 254)
        #expect(R.alpha(image, 29, 20) >= 254)
        #expect(R.alpha(image, 30, 20) == 0)
        #expect(R.alpha(image, 9, 20) == 0)
        s.lineCap = .square  // extends 4 past each end: x in [6, 34]
        image = paint(s)
        #expect(R.alpha(image, 33, 20) >= 254)
        #expect(R.alpha(image, 6, 20) >= 254)
        #expect(R.alpha(image, 34, 20) == 0)
        #expect(R.alpha(image, 5, 20) == 0)
        s.lineCap = .round  // a half disc of radius 4 around (30, 20)
        image = paint(s)
        #expect(R.alpha(image, 32, 20) >= 254)       // centre (32.5, 20.5): 2.5 away
        #expect(R.alpha(image, 33, 23) == 0)         // centre (33.5, 23.5): 4.6 away
    }

    @Test func dashesAlternateAtThePatternLengths() {
        var s = strokedLine(from: 0, to: 40)
        s.lineDashPattern = [5, 5]  // on [0, 5], [10, 15], [20, 25], [30, 35]
        var image = paint(s)
        for x in [0, 4, 10, 14, 22, 34] { #expect(R.alpha(image, x, 20) >= 254, "x \(x)") }
        for x in [5, 9, 15, 19, 27, 35] { #expect(R.alpha(image, x, 20) == 0, "x \(x)") }
        s.lineDashPhase = 2  // on [0, 3], [8, 13], [18, 23]
        image = paint(s)
        for x in [2, 8, 12, 18] { #expect(R.alpha(image, x, 20) >= 254, "x \(x)") }
        for x in [3, 7, 13, 17] { #expect(R.alpha(image, x, 20) == 0, "x \(x)") }
    }

    @Test func quadraticCurvesAreDrawnExactly() {
        // Move (0, 0), quad control (20, 40) to (40, 0): the curve passes (20, 20) at t = 0.5.
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addQuadCurve(to: CGPoint(x: 40, y: 0), control: CGPoint(x: 20, y: 40))
        path.closeSubpath()
        var s = LayerState()
        s.path = path
        let image = paint(s)
        #expect(R.alpha(image, 20, 18) == 255)
        #expect(R.alpha(image, 20, 21) == 0)
    }

    @Test func leavesTheContextAsFound() {
        var s = strokedLine(from: 0, to: 40, width: 7)
        s.lineDashPattern = [3, 1]
        s.strokeStart = 0.2
        let image = CairoImage(width: 40, height: 40)!
        image.draw { cr in
            cairo_set_line_width(cr, 2)
            cairo_translate(cr, 1, 2)
            ShapeLayerPainter.paint(s, in: cr)
            #expect(cairo_get_line_width(cr) == 2)
            #expect(cairo_get_dash_count(cr) == 0)
            var m = cairo_matrix_t()
            cairo_get_matrix(cr, &m)
            #expect(m.x0 == 1 && m.y0 == 2 && m.xx == 1)
            #expect(cairo_status(cr) == CAIRO_STATUS_SUCCESS)
        }
    }

    @Test func drawsAtTheContentsScale() {
        var s = LayerState()
        s.path = CGPath(rect: CGRect(x: 5, y: 5, width: 10, height: 10), transform: nil)
        s.contentsScale = 2
        let image = R.render(width: 40, height: 40, scale: 2, ShapeLayerPainter.paint, s)
        #expect(R.alpha(image, 10, 10) == 255)
        #expect(R.alpha(image, 29, 29) == 255)
        #expect(R.alpha(image, 30, 30) == 0)
        #expect(R.alpha(image, 9, 9) == 0)
    }
}
#endif
