#if !QUARTZCORE_COMPATIBILITY_TEST
import Foundation
import Testing
@testable import OpenQuartzCoreRendering

/// strokeStart and strokeEnd: what of a shape layer's stroke they keep, how dashes lie on a trimmed
/// stroke, and that the fill is untouched. Expected pixels come from the geometry written in each
/// test (the trimmed distances along the path); antialiased edges are not tested, and covered
/// pixels are expected within 1 of full coverage.
@Suite struct ShapeLayerPainterTrimmingTests {
    typealias R = ContentRender

    func strokedLine(from x0: CGFloat, to x1: CGFloat, y: CGFloat = 20, width: CGFloat = 4) -> LayerState {
        R.strokedLine(from: x0, to: x1, y: y, width: width)
    }

    func paint(_ s: LayerState) -> CairoImage {
        R.render(width: 40, height: 40, ShapeLayerPainter.paint, s)
    }

    @Test func strokeEndHalfStopsAtTheMidpoint() {
        var s = strokedLine(from: 4, to: 36)
        s.strokeEnd = 0.5  // stops at x = 20
        let image = paint(s)
        #expect(R.alpha(image, 4, 20) >= 254)
        #expect(R.alpha(image, 19, 20) >= 254)
        #expect(R.alpha(image, 20, 20) == 0)
        #expect(R.alpha(image, 30, 20) == 0)
        s.strokeStart = 0.25  // from x = 12
        let trimmed = paint(s)
        #expect(R.alpha(trimmed, 11, 20) == 0)
        #expect(R.alpha(trimmed, 12, 20) >= 254)
    }

    @Test func strokeStartAtOrPastStrokeEndDrawsNothing() {
        var s = strokedLine(from: 4, to: 36)
        s.strokeStart = 0.7
        s.strokeEnd = 0.3
        #expect(R.isBlank(paint(s)))
        s.strokeEnd = 0.7
        #expect(R.isBlank(paint(s)))
    }

    @Test func strokeTrimIsRelativeToTheWholePathAcrossSubpaths() {
        // Two lines of 20 each: 0.75 of 40 is 30, the middle of the second line.
        var s = strokedLine(from: 0, to: 20, y: 10)
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 10)); path.addLine(to: CGPoint(x: 20, y: 10))
        path.move(to: CGPoint(x: 0, y: 30)); path.addLine(to: CGPoint(x: 20, y: 30))
        s.path = path
        s.strokeEnd = 0.75
        let image = paint(s)
        #expect(R.alpha(image, 15, 10) >= 254)
        #expect(R.alpha(image, 5, 30) >= 254)
        #expect(R.alpha(image, 9, 30) >= 254)
        #expect(R.alpha(image, 10, 30) == 0)
    }

    @Test func trimmingRevealsDashesWhereTheUntrimmedPathHasThem() {
        // Pattern [5, 5] along the whole line: on [0, 5], [10, 15]... strokeStart 0.1 (x = 4) keeps
        // [4, 5], [10, 15]...; the dashes do not restart at the trim.
        var s = strokedLine(from: 0, to: 40)
        s.lineDashPattern = [5, 5]
        s.strokeStart = 0.1
        s.strokeEnd = 0.8  // x = 32: the dash [30, 35] is cut at 32
        let image = paint(s)
        #expect(R.alpha(image, 3, 20) == 0)
        #expect(R.alpha(image, 4, 20) >= 254)
        for x in [5, 8, 15, 29, 32, 34] { #expect(R.alpha(image, x, 20) == 0, "x \(x)") }
        for x in [10, 14, 20, 30, 31] { #expect(R.alpha(image, x, 20) >= 254, "x \(x)") }
    }

    @Test func aTranslucentTrimmedDashedStrokeIsNotDrawnTwiceWhereItsPiecesCross() {
        // Two crossing lines; a one-dash pattern longer than the path keeps them solid but dashed,
        // and strokeStart inside the first line makes it a separately dashed piece. At the crossing
        // the colour is drawn once: alpha 0.5 (128), not 0.75.
        var s = strokedLine(from: 0, to: 40)
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 20)); path.addLine(to: CGPoint(x: 40, y: 20))
        path.move(to: CGPoint(x: 20, y: 0)); path.addLine(to: CGPoint(x: 20, y: 40))
        s.path = path
        s.strokeColor = R.color(0, 0, 0, 0.5)
        s.lineDashPattern = [100]
        s.strokeStart = 0.1
        let image = paint(s)
        #expect(abs(R.alpha(image, 20, 20) - 128) <= 1)
        #expect(abs(R.alpha(image, 30, 20) - 128) <= 1)
        #expect(abs(R.alpha(image, 20, 5) - 128) <= 1)
        #expect(R.alpha(image, 5, 20) == 0)
    }

    @Test func theFillIsNotTrimmed() {
        var s = LayerState()
        s.path = CGPath(rect: CGRect(x: 10, y: 10, width: 20, height: 20), transform: nil)
        s.fillColor = R.color(0, 1, 0)
        s.strokeColor = R.color(0, 0, 0)
        s.strokeEnd = 0.25  // only the top edge is stroked
        let image = paint(s)
        #expect(R.rgba(image, 25, 25) == (0, 255, 0, 255))
        #expect(R.rgba(image, 12, 28) == (0, 255, 0, 255))
    }

    @Test func trimsCurvesAlongTheirArcLength() {
        // A circle of radius 15 around (20, 20) starts at (35, 20); a quarter of it ends a quarter
        // turn away, whichever way it runs, so the point an eighth of a turn away on exactly one
        // side is stroked, and the far side of the circle is not.
        var s = LayerState()
        s.path = CGPath(ellipseIn: CGRect(x: 5, y: 5, width: 30, height: 30), transform: nil)
        s.fillColor = nil
        s.strokeColor = R.color(0, 0, 0)
        s.lineWidth = 3
        s.strokeEnd = 0.25
        let image = paint(s)
        let d = 15 * (0.5).squareRoot()
        let below = R.alpha(image, Int(20 + d), Int(20 + d)), above = R.alpha(image, Int(20 + d), Int(20 - d))
        #expect(max(below, above) >= 250 && min(below, above) == 0)
        #expect(R.alpha(image, 34, 20) >= 250)
        #expect(R.alpha(image, 5, 20) == 0)
        s.strokeEnd = 1
        #expect(R.alpha(paint(s), 5, 20) >= 250)
    }
}
#endif
