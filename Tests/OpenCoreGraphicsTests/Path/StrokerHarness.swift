#if !QUARTZCORE_COMPATIBILITY_TEST
import Foundation
import OpenCoreGraphics
import QuartzCoreTestSupport
import Testing

/// Strokes for the ``PathStroker`` tests: sample paths, a stroke read back as polygons, and the
/// extents of pieces of a horizontal line.
enum StrokerHarness {
    /// The path through `points`, closed or not.
    static func polyline(_ points: [CGPoint], closed: Bool = false) -> CGPath {
        let path = CGMutablePath()
        path.addLines(between: points)
        if closed { path.closeSubpath() }
        return path
    }

    /// A horizontal line 20 long from the origin.
    static let line = polyline([.zero, CGPoint(x: 20, y: 0)])
    /// The closed 20 x 20 square from the origin, counterclockwise (y up), 80 around.
    static let square = polyline([.zero, CGPoint(x: 20, y: 0), CGPoint(x: 20, y: 20), CGPoint(x: 0, y: 20)], closed: true)

    /// The polygons of `path`'s outline stroked with `style`, trimmed to `start`...`end`.
    static func stroke(_ path: CGPath, _ style: StrokeStyle, from start: CGFloat = 0, to end: CGFloat = 1,
                       tolerance: CGFloat = 0.01) -> [[CGPoint]] {
        var stroker = PathStroker()
        var outline = StrokeOutline()
        stroker.stroke(path.elements, style: style, strokeStart: start, strokeEnd: end, tolerance: tolerance, into: &outline)
        var polygons: [[CGPoint]] = []
        outline.forEachPolygon { polygons.append(Array($0)) }
        return polygons
    }

    /// Each polygon's extent along x, for outlines of pieces of a horizontal line.
    static func spans(_ polygons: [[CGPoint]]) -> [ClosedRange<CGFloat>] {
        polygons.map { $0.map(\.x).min()!...$0.map(\.x).max()! }
    }

    /// Expects the polygons' extents along x to be `expected`, in order, within 1e-9.
    static func expectSpans(_ polygons: [[CGPoint]], _ expected: [ClosedRange<CGFloat>],
                            sourceLocation: SourceLocation = #_sourceLocation) {
        let found = spans(polygons)
        #expect(found.count == expected.count, "\(found)", sourceLocation: sourceLocation)
        for (span, want) in zip(found, expected) {
            #expect(abs(span.lowerBound - want.lowerBound) < 1e-9 && abs(span.upperBound - want.upperBound) < 1e-9,
                    "\(found)", sourceLocation: sourceLocation)
        }
    }
}
#endif
