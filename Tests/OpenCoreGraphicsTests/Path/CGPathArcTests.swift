#if QUARTZCORE_COMPATIBILITY_TEST
import QuartzCore
#else
import OpenCoreGraphics
#endif
import Foundation
import QuartzCoreTestSupport
import Testing

/// Arcs: where they start, which way they turn, and how closely their cubic curves follow the circle.
@Suite struct CGPathArcTests {
    /// Samples every curve of `path` (each from the end of the element before it) at 21 parameters.
    static func curveSamples(_ path: CGPath) -> [CGPoint] {
        var samples: [CGPoint] = []
        var start = CGPoint.zero
        for element in path.recordedElements {
            if case .curve(let c1, let c2, let e) = element {
                for step in 0...20 {
                    let t = Double(step) / 20, u = 1 - t
                    samples.append(CGPoint(
                        x: u * u * u * start.x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t * t * t * e.x,
                        y: u * u * u * start.y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t * t * t * e.y))
                }
            }
            start = element.points.last ?? start
        }
        return samples
    }

    static func distance(_ p: CGPoint, _ q: CGPoint) -> Double { Double(hypot(p.x - q.x, p.y - q.y)) }

    @Test func quarterArcIsOneCubicCurve() {
        // The standard quarter-circle approximation: control points on the tangents at
        // 4/3 tan(π/8) of the radius (computed here).
        let k = 4.0 / 3.0 * tan(Double.pi / 8) * 10
        let path = CGMutablePath()
        path.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        // Apple: on an empty path the arc "creates a new subpath whose starting point is the starting
        // point of the arc".
        let expected: [RecordedPathElement] = [
            .move(CGPoint(x: 10, y: 0)),
            .curve(CGPoint(x: 10, y: k), CGPoint(x: k, y: 10), CGPoint(x: 0, y: 10)),
        ]
        #expect(path.recordedElements.isApproximatelyEqual(to: expected, absoluteTolerance: 1e-9))
        #expect(path.currentPoint.isApproximatelyEqual(to: CGPoint(x: 0, y: 10), absoluteTolerance: 1e-12))
    }

    @Test func fullCircleStaysOnTheCircle() {
        let center = CGPoint(x: 3, y: -2)
        let path = CGMutablePath()
        path.addArc(center: center, radius: 50, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
        let elements = path.recordedElements
        #expect(elements.first == .move(CGPoint(x: 53, y: -2)))
        #expect(elements.dropFirst().allSatisfy { $0.kind == 3 })
        #expect(elements.count >= 5)  // at most a quarter turn per curve
        for p in Self.curveSamples(path) {
            #expect(abs(Self.distance(p, center) - 50) < 1e-3 * 50)
        }
        #expect(path.currentPoint.isApproximatelyEqual(to: CGPoint(x: 53, y: -2), absoluteTolerance: 1e-9))
    }

    @Test func clockwiseAndCounterclockwiseGoOppositeWays() {
        // In the y-up space, counterclockwise from 0 to π/2 passes through angle π/4 (upper right);
        // clockwise from 0 to π/2 goes the long way, through -π/2 (bottom) and π (left).
        let ccw = CGMutablePath()
        ccw.addArc(center: .zero, radius: 1, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        let cw = CGMutablePath()
        cw.addArc(center: .zero, radius: 1, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        let ccwSamples = Self.curveSamples(ccw), cwSamples = Self.curveSamples(cw)
        #expect(ccwSamples.allSatisfy { $0.x >= -1e-9 && $0.y >= -1e-9 })
        #expect(cwSamples.contains { $0.isApproximatelyEqual(to: CGPoint(x: 0, y: -1), absoluteTolerance: 1e-9) })
        #expect(cwSamples.contains { $0.isApproximatelyEqual(to: CGPoint(x: -1, y: 0), absoluteTolerance: 1e-9) })
        #expect(cw.currentPoint.isApproximatelyEqual(to: CGPoint(x: 0, y: 1), absoluteTolerance: 1e-9))
        for p in cwSamples { #expect(abs(Self.distance(p, .zero) - 1) < 1e-3) }
    }

    @Test func arcAfterACurrentPointStartsWithALine() {
        // Apple: "If the path already contains a subpath, this method adds a line connecting the
        // current point to the starting point of the arc."
        let path = CGMutablePath()
        path.move(to: CGPoint(x: -5, y: 0))
        path.addArc(center: CGPoint(x: 10, y: 0), radius: 5, startAngle: .pi, endAngle: 0, clockwise: true)
        let elements = path.recordedElements
        #expect(elements.count >= 3)
        #expect(elements[0] == .move(CGPoint(x: -5, y: 0)))
        #expect(elements[1].isApproximatelyEqual(to: .line(CGPoint(x: 5, y: 0)), absoluteTolerance: 1e-12))
        // Clockwise from π to 0 passes over the top, through (10, 5).
        #expect(Self.curveSamples(path).contains { $0.isApproximatelyEqual(to: CGPoint(x: 10, y: 5), absoluteTolerance: 1e-9) })
        #expect(path.currentPoint.isApproximatelyEqual(to: CGPoint(x: 15, y: 0), absoluteTolerance: 1e-9))
    }

    @Test func arcWithATransformIsElliptical() {
        let path = CGMutablePath()
        path.addArc(center: .zero, radius: 1, startAngle: 0, endAngle: .pi, clockwise: false,
                    transform: CGAffineTransform(scaleX: 3, y: 1))
        #expect(path.recordedElements.first == .move(CGPoint(x: 3, y: 0)))
        for p in Self.curveSamples(path) {
            #expect(abs(((p.x / 3) * (p.x / 3) + p.y * p.y).squareRoot() - 1) < 1e-3)
        }
    }

    @Test func relativeArcTurnsByDelta() {
        // Apple: "A positive value creates a counter-clockwise arc (in user space coordinates)".
        let ccw = CGMutablePath()
        ccw.addRelativeArc(center: .zero, radius: 2, startAngle: 0, delta: .pi)
        #expect(Self.curveSamples(ccw).contains { $0.isApproximatelyEqual(to: CGPoint(x: 0, y: 2), absoluteTolerance: 1e-9) })
        #expect(ccw.currentPoint.isApproximatelyEqual(to: CGPoint(x: -2, y: 0), absoluteTolerance: 1e-9))
        let cw = CGMutablePath()
        cw.addRelativeArc(center: .zero, radius: 2, startAngle: 0, delta: -.pi)
        #expect(Self.curveSamples(cw).contains { $0.isApproximatelyEqual(to: CGPoint(x: 0, y: -2), absoluteTolerance: 1e-9) })
    }

    #if !QUARTZCORE_COMPATIBILITY_TEST
    @Test func sweepNormalisation() {
        // Our reading of PostScript arc/arcn: 0 to 2π clockwise is no arc, counterclockwise the full
        // circle; more than a turn counterclockwise is the full circle.
        let none = CGMutablePath()
        none.addArc(center: .zero, radius: 1, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        #expect(none.recordedElements == [.move(CGPoint(x: 1, y: 0))])
        let full = CGMutablePath()
        full.addArc(center: .zero, radius: 1, startAngle: 0, endAngle: 5 * .pi, clockwise: false)
        #expect(full.recordedElements.count == 5)
        let quarters = CGMutablePath()
        quarters.addArc(center: .zero, radius: 1, startAngle: .pi / 2, endAngle: 0, clockwise: false)
        #expect(quarters.recordedElements.count == 4)  // three quarters counterclockwise: 3 curves
    }

    #endif
}
