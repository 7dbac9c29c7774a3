#if !QUARTZCORE_COMPATIBILITY_TEST
import Foundation
import OpenCoreGraphics
import QuartzCoreTestSupport
import Testing

/// ``PathStroker``: dots, the ends of curves, degenerate input and the reuse of its storage.
/// Expected outlines come from the geometry of each case, written out in the test.
@Suite struct PathStrokerTests {
    typealias G = StrokeTestGeometry
    typealias H = StrokerHarness

    @Test func zeroLengthSubpathIsADotSquareToTheAxes() {
        let point = CGMutablePath()
        point.move(to: CGPoint(x: 5, y: 5))
        point.addLine(to: CGPoint(x: 5, y: 5))
        let square = H.stroke(point, StrokeStyle(lineWidth: 2, lineCap: .square))
        #expect(square.count == 1)
        #expect(G.samePoints(square[0], [CGPoint(x: 4, y: 4), CGPoint(x: 6, y: 4), CGPoint(x: 6, y: 6), CGPoint(x: 4, y: 6)]))
        let disc = H.stroke(point, StrokeStyle(lineWidth: 2, lineCap: .round))
        #expect(abs(G.signedArea(disc[0])) <= .pi && abs(G.signedArea(disc[0])) >= .pi - 0.01 * 2 * .pi)
        #expect(H.stroke(point, StrokeStyle(lineWidth: 2)).isEmpty)
        // A move and a close is one too; a lone move draws nothing.
        let closed = CGMutablePath()
        closed.move(to: CGPoint(x: 5, y: 5))
        closed.closeSubpath()
        #expect(H.stroke(closed, StrokeStyle(lineWidth: 2, lineCap: .round)).count == 1)
        let lone = CGMutablePath()
        lone.move(to: CGPoint(x: 5, y: 5))
        #expect(H.stroke(lone, StrokeStyle(lineWidth: 2, lineCap: .round)).isEmpty)
    }

    @Test func curveEndsAreCutSquareToTheExactTangent() {
        // A cubic whose last control point sits off the chord: the end tangent is e - c2, (0, 1),
        // while the last chord of the flattened curve leans; the butt cap's corners are e +- (2, 0).
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addCurve(to: CGPoint(x: 20, y: 20), control1: CGPoint(x: 20, y: 0), control2: CGPoint(x: 20, y: 10))
        let outline = H.stroke(path, StrokeStyle(lineWidth: 4), tolerance: 0.5)
        let points = outline.flatMap { $0 }
        for corner in [CGPoint(x: 18, y: 20), CGPoint(x: 22, y: 20), CGPoint(x: 0, y: 2), CGPoint(x: 0, y: -2)] {
            #expect(points.contains { $0.isApproximatelyEqual(to: corner, absoluteTolerance: 1e-9) }, "\(corner)")
        }
    }

    @Test func degenerateInputPaintsNothingOrStaysFinite() {
        for width in [0, -1, CGFloat.nan, .infinity] {
            #expect(H.stroke(H.line, StrokeStyle(lineWidth: width)).isEmpty)
        }
        // A subpath with a point that is not a number paints nothing; the others still do.
        let broken = CGMutablePath()
        broken.addLines(between: [.zero, CGPoint(x: CGFloat.nan, y: 1), CGPoint(x: 5, y: 5)])
        broken.addLines(between: [CGPoint(x: 0, y: 10), CGPoint(x: 20, y: 10)])
        H.expectSpans(H.stroke(broken, StrokeStyle(lineWidth: 2)), [0...20])
        // Half-circle turns, every join, odd miter limits and tolerances: finite, and within the pen
        // of the path (x in [-1, 11], y in [-1, 1] for width 2).
        let back = H.polyline([.zero, CGPoint(x: 10, y: 0), CGPoint(x: 3, y: 0)])
        for join in CGLineJoin.allCases {
            for limit in [1, 10, CGFloat.nan, .infinity, -3] {
                for tolerance in [0.01, 0, -1, CGFloat.nan, 100] {
                    let polygons = H.stroke(back, StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: join, miterLimit: limit),
                                               tolerance: tolerance)
                    #expect(!polygons.isEmpty)
                    #expect(polygons.joined().allSatisfy { $0.x >= -1 - 1e-9 && $0.x <= 11 + 1e-9 && abs($0.y) <= 1 + 1e-9 })
                }
            }
        }
    }

    /// A tolerance far finer than the width (a stroke scaled up past any screen: the renderer passes
    /// the device tolerance over the scale) cuts round caps into at most 4096 chords to a turn,
    /// never millions, and never none once `1 - tolerance / halfWidth` rounds to 1: each cap of
    /// the 20-long line of width 2 still reaches one unit past its end.
    @Test func aToleranceFarFinerThanTheWidthStaysBounded() {
        for tolerance in [1e-14, 1e-20] {
            let polygons = H.stroke(H.line, StrokeStyle(lineWidth: 2, lineCap: .round), tolerance: tolerance)
            let points = polygons.joined()
            #expect(points.count <= 4096 + 8, "\(points.count)")
            #expect(abs(points.map(\.x).min()! + 1) < 1e-9 && abs(points.map(\.x).max()! - 21) < 1e-9)
        }
    }

    @Test func strokingAgainReusesTheStorage() {
        var stroker = PathStroker()
        var outline = StrokeOutline()
        let path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 80, height: 50), transform: nil)
        let style = StrokeStyle(lineWidth: 3, lineJoin: .round, dashPhase: 2, dashLengths: [7, 3])
        stroker.stroke(path.elements, style: style, strokeStart: 0.1, strokeEnd: 0.9, tolerance: 0.1, into: &outline)
        // Copies made element by element, so that the outline's arrays stay uniquely held.
        let points = outline.points.map { $0 }, ends = outline.subpathEnds.map { $0 }
        let storage = outline.points.withUnsafeBufferPointer { $0.baseAddress }
        stroker.stroke(path.elements, style: style, strokeStart: 0.1, strokeEnd: 0.9, tolerance: 0.1, into: &outline)
        #expect(outline.points == points && outline.subpathEnds == ends)
        #expect(outline.points.withUnsafeBufferPointer { $0.baseAddress } == storage)
    }
}
#endif
