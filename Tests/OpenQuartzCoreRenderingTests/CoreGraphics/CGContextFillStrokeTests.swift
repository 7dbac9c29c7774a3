#if QUARTZCORE_COMPATIBILITY_TEST
import CoreGraphics
#else
import OpenQuartzCoreRendering
#endif
import Foundation
import Testing

/// Fills, strokes, fill rules, clipping and alpha in bitmap contexts, measured at pixels. Expected
/// values follow from Apple's coordinate model (origin at the bottom-left, y up) and the geometry
/// given; anti-aliasing plays no part where shapes are aligned to pixels.
@Suite struct CGContextFillStrokeTests {
    static let red = [255, 0, 0, 255], clear = [0, 0, 0, 0]

    @Test func fillingTheOriginSquareColoursTheBottomLeftPixels() {
        let context = makeRGBAContext(width: 8, height: 8)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        // y up: user (0...2, 0...2) is the last two memory rows, first two columns.
        for row in 0..<8 {
            for x in 0..<8 {
                let inside = row >= 6 && x < 2
                #expect(rgba(context, x: x, row: row) == (inside ? Self.red : Self.clear), "pixel \(x), row \(row)")
            }
        }
    }

    @Test func strokesCoverHalfTheWidthEachSideAndCapsExtendIt() {
        for cap in [CGLineCap.butt, .square] {
            let context = makeRGBAContext(width: 8, height: 8)
            context.setStrokeColor(red: 1, green: 0, blue: 0, alpha: 1)
            context.setLineWidth(2)
            context.setLineCap(cap)
            context.strokeLineSegments(between: [CGPoint(x: 1, y: 4), CGPoint(x: 7, y: 4)])
            // The band y in 3...5 is memory rows 3 and 4 (row = 8 - 1 - y); x runs 1...7, and a
            // square cap adds half the width (1) at each end.
            for row in [3, 4] {
                #expect(rgba(context, x: 1, row: row) == Self.red)
                #expect(rgba(context, x: 6, row: row) == Self.red)
                #expect(rgba(context, x: 0, row: row) == (cap == .square ? Self.red : Self.clear))
                #expect(rgba(context, x: 7, row: row) == (cap == .square ? Self.red : Self.clear))
            }
            #expect(rgba(context, x: 3, row: 2) == Self.clear)
            #expect(rgba(context, x: 3, row: 5) == Self.clear)
        }
    }

    @Test func miterAndBevelJoinsDifferAtTheCorner() {
        // A right-angle corner at (8, 8) of a width-4 stroke: the miter fills the outer square
        // (8...10, 8...10); a bevel cuts it along the diagonal, leaving its far corner empty.
        func corner(_ join: CGLineJoin) -> [Int] {
            let context = makeRGBAContext(width: 16, height: 16)
            context.setStrokeColor(red: 1, green: 0, blue: 0, alpha: 1)
            context.setLineWidth(4)
            context.setLineJoin(join)
            context.addLines(between: [CGPoint(x: 2, y: 8), CGPoint(x: 8, y: 8), CGPoint(x: 8, y: 2)])
            context.strokePath()
            // Pixel (9, user y 9) = memory row 16 - 1 - 9 = 6: centre (9.5, 9.5), beyond the bevel line x + y = 18.
            return rgba(context, x: 9, row: 6)
        }
        #expect(corner(.miter) == Self.red)
        #expect(corner(.bevel)[3] < 128)
    }

    @Test func dashesAlternateAlongTheLine() {
        let context = makeRGBAContext(width: 16, height: 4)
        context.setStrokeColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.setLineWidth(2)
        context.setLineDash(phase: 0, lengths: [4, 4])
        context.strokeLineSegments(between: [CGPoint(x: 0, y: 2), CGPoint(x: 16, y: 2)])
        // On for x in 0..<4 and 8..<12, off for 4..<8 and 12..<16 (memory row 1 covers y 2...3).
        for x in 0..<16 {
            let on = (x / 4) % 2 == 0
            #expect(rgba(context, x: x, row: 1) == (on ? Self.red : Self.clear), "x \(x)")
        }
    }

    @Test func evenOddLeavesTheInnerSquareEmptyAndWindingFillsIt() {
        for rule in [CGPathFillRule.evenOdd, .winding] {
            let context = makeRGBAContext(width: 8, height: 8)
            context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
            // Both squares run the same way (addRect's order), so the inner one winds twice.
            context.addRect(CGRect(x: 0, y: 0, width: 8, height: 8))
            context.addRect(CGRect(x: 2, y: 2, width: 4, height: 4))
            context.fillPath(using: rule)
            #expect(rgba(context, x: 0, row: 0) == Self.red)
            #expect(rgba(context, x: 4, row: 4) == (rule == .winding ? Self.red : Self.clear))
        }
    }

    @Test func clippingLimitsPaintingAndRestoreLiftsIt() {
        let context = makeRGBAContext(width: 8, height: 8)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.saveGState()
        context.clip(to: CGRect(x: 0, y: 0, width: 4, height: 8))
        context.fill(CGRect(x: 0, y: 0, width: 8, height: 8))
        #expect(rgba(context, x: 3, row: 0) == Self.red)
        #expect(rgba(context, x: 4, row: 0) == Self.clear)
        context.restoreGState()
        context.addEllipse(in: CGRect(x: 0, y: 0, width: 8, height: 8))
        context.clip()
        context.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 8, height: 8))
        #expect(rgba(context, x: 4, row: 4) == [0, 0, 255, 255])
        #expect(rgba(context, x: 7, row: 0) == Self.clear)  // the corner lies outside the circle
    }

    @Test func alphaScalesTheFillAndClearMakesTransparent() {
        let context = makeRGBAContext(width: 4, height: 4)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.setAlpha(0.5)
        context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        // Premultiplied: red = alpha = 0.5 × 255, rounded either way.
        #expect(close(rgba(context, x: 1, row: 1), [128, 0, 0, 128]))
        context.clear(CGRect(x: 0, y: 0, width: 2, height: 4))
        #expect(rgba(context, x: 0, row: 0) == Self.clear)
        #expect(close(rgba(context, x: 3, row: 0), [128, 0, 0, 128]))
    }

    @Test func antialiasingCanBeTurnedOff() {
        // A rectangle covering half of each pixel in its last column: grey when anti-aliased, all or
        // nothing when not.
        let smooth = makeRGBAContext(width: 4, height: 4), sharp = makeRGBAContext(width: 4, height: 4)
        sharp.setShouldAntialias(false)
        for context in [smooth, sharp] {
            context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
            context.fill(CGRect(x: 0, y: 0, width: 2.5, height: 4))
        }
        #expect(close(rgba(smooth, x: 2, row: 0), [128, 0, 0, 128]))
        #expect([0, 255].contains(rgba(sharp, x: 2, row: 0)[3]))
    }
}
