#if !QUARTZCORE_COMPATIBILITY_TEST
import Foundation
import OpenCoreGraphics
import QuartzCoreTestSupport
import Testing

/// Flattening and drawable segments: the geometry the renderer and keyframe animations consume.
@Suite struct CGPathFlatteningTests {
    static func distance(from p: CGPoint, toPolyline points: [CGPoint]) -> Double {
        var best = Double.infinity
        for (a, b) in zip(points, points.dropFirst()) {
            let abx = b.x - a.x, aby = b.y - a.y
            let lengthSquared = abx * abx + aby * aby
            let t = lengthSquared > 0 ? min(max(((p.x - a.x) * abx + (p.y - a.y) * aby) / lengthSquared, 0), 1) : 0
            best = min(best, hypot(p.x - (a.x + t * abx), p.y - (a.y + t * aby)))
        }
        return best
    }

    @Test func flattenedCurvesStayWithinTheThreshold() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addCurve(to: CGPoint(x: 100, y: 0), control1: CGPoint(x: 0, y: 80), control2: CGPoint(x: 100, y: 80))
        path.addQuadCurve(to: CGPoint(x: 200, y: 0), control: CGPoint(x: 150, y: -90))
        for threshold in [1.0, 0.1, 0.001] {
            let flat = path.flattened(threshold: threshold)
            let elements = flat.recordedElements
            #expect(elements.first == .move(.zero))
            #expect(elements.dropFirst().allSatisfy { $0.kind == 1 })
            let polyline = elements.compactMap(\.points.last)
            // Sample the original curves and measure how far the polyline strays.
            for step in 0...200 {
                let t = Double(step) / 200, u = 1 - t
                let onCubic = CGPoint(x: 3 * u * t * t * 100 + t * t * t * 100, y: 3 * u * u * t * 80 + 3 * u * t * t * 80)
                let onQuad = CGPoint(x: u * u * 100 + 2 * u * t * 150 + t * t * 200, y: 2 * u * t * -90)
                #expect(Self.distance(from: onCubic, toPolyline: polyline) <= threshold * 1.0001)
                #expect(Self.distance(from: onQuad, toPolyline: polyline) <= threshold * 1.0001)
            }
        }
        #expect(path.flattened(threshold: 0.001).recordedElements.count > path.flattened(threshold: 1).recordedElements.count)
    }

    @Test func flatteningKeepsMovesLinesAndCloses() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(path.flattened(threshold: 0.5) == path)
        let subpaths = path.flattenedSubpaths(tolerance: 0.5)
        #expect(subpaths.count == 1)
        #expect(subpaths[0].isClosed)
        #expect(subpaths[0].points == [.zero, CGPoint(x: 1, y: 0), CGPoint(x: 1, y: 1), CGPoint(x: 0, y: 1)])
    }

    /// The documented subpath rules: a line after a close starts a new polyline at the closed
    /// subpath's start, and a lone move is a polyline of one point.
    @Test func flattenedSubpathsAfterCloseAndLoneMoves() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 5, y: 5))
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 1, y: 0))
        path.addLine(to: CGPoint(x: 1, y: 1))
        path.closeSubpath()
        path.addLine(to: CGPoint(x: 2, y: 2))
        let subpaths = path.flattenedSubpaths(tolerance: 0.5)
        #expect(subpaths.map(\.points) == [
            [CGPoint(x: 5, y: 5)],
            [.zero, CGPoint(x: 1, y: 0), CGPoint(x: 1, y: 1)],
            [.zero, CGPoint(x: 2, y: 2)],
        ])
        #expect(subpaths.map(\.isClosed) == [false, true, false])
    }

    @Test func drawableSegmentsCarryTheirStarts() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 4, y: 0))
        path.addQuadCurve(to: CGPoint(x: 4, y: 4), control: CGPoint(x: 8, y: 2))
        path.closeSubpath()
        path.move(to: CGPoint(x: 10, y: 10))
        path.addCurve(to: CGPoint(x: 13, y: 10), control1: CGPoint(x: 11, y: 11), control2: CGPoint(x: 12, y: 11))
        let segments = path.drawableSegments
        #expect(segments.map(\.start) == [.zero, CGPoint(x: 4, y: 0), CGPoint(x: 4, y: 4), CGPoint(x: 10, y: 10)])
        #expect(segments.map(\.end) == [CGPoint(x: 4, y: 0), CGPoint(x: 4, y: 4), .zero, CGPoint(x: 13, y: 10)])
        #expect(segments.map(\.isClose) == [false, false, true, false])
        #expect(segments.map(\.subpathIndex) == [0, 0, 0, 1])
        // The quadratic at t = 1/2: (p0 + 2 p1 + p2) / 4 = (6, 2); its derivative 2 (p2 - p0) / 2 = (0, 4).
        #expect(segments[1].point(at: 0.5) == CGPoint(x: 6, y: 2))
        #expect(segments[1].derivative(at: 0.5) == CGVector(dx: 0, dy: 4))
        // The cubic at t = 1/2: (p0 + 3 p1 + 3 p2 + p3) / 8 = (11.5, 10.75); derivative
        // 3/4 (p3 + p2 - p1 - p0) = (3, 0).
        #expect(segments[3].point(at: 0.5) == CGPoint(x: 11.5, y: 10.75))
        #expect(segments[3].derivative(at: 0.5) == CGVector(dx: 3, dy: 0))
        #expect(segments[0].unitTangent(at: 0.3) == CGVector(dx: 1, dy: 0))
    }

    @Test func keyframeSegmentsOfTheReferencePath() {
        // vectors.md, linear mode: each non-move element is one keyframe segment traversed by its
        // Bézier parameter, so fraction 0.25 is half way along the first line and 0.75 half way
        // along the second: (150, 0) and (300, 50).
        let path = CGMutablePath()
        path.addLines(between: [.zero, CGPoint(x: 300, y: 0), CGPoint(x: 300, y: 100)])
        let segments = path.drawableSegments
        #expect(segments.count == 2)
        #expect(segments[0].point(at: 0.5) == CGPoint(x: 150, y: 0))
        #expect(segments[1].point(at: 0.5) == CGPoint(x: 300, y: 50))
        // Paced mode goes by length instead: 200 of 400 is still on the first segment.
        let located = PathMeasure(path).segmentAndParameter(atDistance: 200)
        #expect(located?.segment == 0)
        #expect(abs((located?.t ?? 0) - 2.0 / 3.0) < 1e-15)
        #expect(PathMeasure(path).segmentAndParameter(atDistance: 300)?.segment == 1)
    }
}
#endif
