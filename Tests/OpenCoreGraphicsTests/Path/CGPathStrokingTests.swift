#if QUARTZCORE_COMPATIBILITY_TEST
import QuartzCore
#else
import OpenCoreGraphics
#endif
import Foundation
import QuartzCoreTestSupport
import Testing

/// `copy(strokingWithWidth:lineCap:lineJoin:miterLimit:transform:)`: a path whose fill is the
/// stroke. Expected outlines come from the geometry of each case, written out in the test.
@Suite struct CGPathStrokingTests {
    typealias G = StrokeTestGeometry

    static func polyline(_ points: [CGPoint], closed: Bool = false) -> CGPath {
        let path = CGMutablePath()
        path.addLines(between: points)
        if closed { path.closeSubpath() }
        return path
    }

    static let horizontal = polyline([CGPoint(x: 10, y: 20), CGPoint(x: 40, y: 20)])

    /// The stroke's area: the sum of the polygons' signed areas, which is the covered area when the
    /// polygons are simple and do not overlap (the cases below).
    static func area(_ path: CGPath) -> Double {
        abs(G.polygons(path).reduce(0) { $0 + G.signedArea($1) })
    }

    @Test func buttCapsStrokeTheRectangleOfWidthByLength() {
        // Independent: the segment from (10, 20) to (40, 20) widened by 3 on each side.
        let stroked = Self.horizontal.copy(strokingWithWidth: 6, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
        let polygons = G.polygons(stroked)
        #expect(polygons.count == 1)
        #expect(G.samePoints(polygons.flatMap(G.corners), [
            CGPoint(x: 10, y: 17), CGPoint(x: 40, y: 17), CGPoint(x: 40, y: 23), CGPoint(x: 10, y: 23),
        ]))
        #expect(abs(Self.area(stroked) - 180) < 1e-9)
    }

    @Test func squareCapsAddHalfTheWidthAtEachEnd() {
        let stroked = Self.horizontal.copy(strokingWithWidth: 6, lineCap: .square, lineJoin: .miter, miterLimit: 10)
        #expect(G.samePoints(G.polygons(stroked).flatMap(G.corners), [
            CGPoint(x: 7, y: 17), CGPoint(x: 43, y: 17), CGPoint(x: 43, y: 23), CGPoint(x: 7, y: 23),
        ]))
        #expect(abs(Self.area(stroked) - 36 * 6) < 1e-9)
    }

    #if !QUARTZCORE_COMPATIBILITY_TEST
    // OpenCoreGraphics' result is polygons (Core Graphics returns curves, which `area` ignores).
    @Test func roundCapsAddHalfADiscAtEachEnd() {
        // Width 10: the 30 x 10 rectangle and two half discs of radius 5. The polygon is inscribed in
        // the caps' circles, at most the tolerance (a hundredth of a unit here) inside them, so it
        // falls short of pi r^2 by at most the tolerance times the circumference.
        let stroked = Self.horizontal.copy(strokingWithWidth: 10, lineCap: .round, lineJoin: .miter, miterLimit: 10)
        let exact = 300 + Double.pi * 25, shortfall = 0.01 * 2 * Double.pi * 5
        let area = Self.area(stroked)
        #expect(area <= exact + 1e-9)
        #expect(area >= exact - shortfall)
        #expect(stroked.contains(CGPoint(x: 44.9, y: 20)))
        #expect(!stroked.contains(CGPoint(x: 45.1, y: 20)))
    }
    #endif

    @Test func dashedThenStrokedLineIsOneRectanglePerDash() {
        // Pattern 3 on, 2 off, entered 1 into the first dash, along 20 units: painted [0, 2], [4, 7],
        // [9, 12], [14, 17], [19, 20].
        let line = Self.polyline([.zero, CGPoint(x: 20, y: 0)])
        let dashes = line.copy(dashingWithPhase: 1, lengths: [3, 2])
        let stroked = dashes.copy(strokingWithWidth: 2, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
        let boxes = G.polygons(stroked).map { polygon in
            (polygon.map(\.x).min()!, polygon.map(\.x).max()!, polygon.map(\.y).min()!, polygon.map(\.y).max()!)
        }
        let expected: [(CGFloat, CGFloat)] = [(0, 2), (4, 7), (9, 12), (14, 17), (19, 20)]
        #expect(boxes.count == expected.count)
        for (box, span) in zip(boxes, expected) {
            #expect(abs(box.0 - span.0) < 1e-9 && abs(box.1 - span.1) < 1e-9)
            #expect(abs(box.2 + 1) < 1e-9 && abs(box.3 - 1) < 1e-9)
        }
    }

    @Test func transformAppliesToTheResult() {
        let t = CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 1, y: 0)
        let stroked = Self.horizontal.copy(strokingWithWidth: 6, lineCap: .butt, lineJoin: .miter, miterLimit: 10,
                                           transform: t)
        // The 30 x 6 rectangle from (10, 17), moved by 1 and doubled: from (22, 34), 60 x 12.
        #expect(G.samePoints(G.polygons(stroked).flatMap(G.corners), [
            CGPoint(x: 22, y: 34), CGPoint(x: 82, y: 34), CGPoint(x: 82, y: 46), CGPoint(x: 22, y: 46),
        ]))
    }
}
