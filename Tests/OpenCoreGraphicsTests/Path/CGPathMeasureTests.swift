#if !QUARTZCORE_COMPATIBILITY_TEST
import Foundation
import OpenCoreGraphics
import QuartzCoreTestSupport
import Testing

/// `PathMeasure` and the measuring conveniences on `CGPath`: OpenQuartzCore additions.
@Suite struct CGPathMeasureTests {
    /// The reference path of the conformance vectors: move (0, 0), line (300, 0), line (300, 100).
    static var referencePath: CGPath {
        let path = CGMutablePath()
        path.addLines(between: [.zero, CGPoint(x: 300, y: 0), CGPoint(x: 300, y: 100)])
        return path
    }

    @Test func referencePathFromTheVectors() {
        // vectors.md: "same path, paced (length 400) | 0.5 | (200, 0)".
        let path = Self.referencePath
        #expect(path.length == 400)
        #expect(path.point(atDistance: 200) == CGPoint(x: 200, y: 0))
        let measure = PathMeasure(path)
        #expect(measure.point(atDistance: 350) == CGPoint(x: 300, y: 50))
        #expect(measure.tangent(atDistance: 100) == CGVector(dx: 1, dy: 0))
        #expect(measure.tangent(atDistance: 350) == CGVector(dx: 0, dy: 1))
        #expect(path.tangentAngle(atDistance: 350).isApproximatelyEqual(to: .pi / 2, absoluteTolerance: 1e-15))
    }

    @Test func distancesAreClamped() {
        let measure = PathMeasure(Self.referencePath)
        #expect(measure.point(atDistance: -10) == .zero)
        #expect(measure.point(atDistance: 1000) == CGPoint(x: 300, y: 100))
        #expect(measure.tangent(atDistance: 1000) == CGVector(dx: 0, dy: 1))
    }

    @Test func circleLengthIsTwoPiR() {
        // Four cubic curves are not exactly a circle: each bulges out by up to 0.027% of the radius,
        // which makes the curve 1.403e-4 longer than 2πr (the quarter curve's own length, integrated
        // independently below). So the measured length is 2πr within 1.5e-4, and the curves' exact
        // length within 1e-9.
        let r = 25.0
        let circle = CGPath(ellipseIn: CGRect(x: -r, y: -r, width: 2 * r, height: 2 * r), transform: nil)
        #expect(abs(circle.length / (2 * .pi * r) - 1) < 1.5e-4)
        let k = 4.0 / 3.0 * tan(Double.pi / 8) * r
        let quarter = Self.simpsonLength([CGPoint(x: r, y: 0), CGPoint(x: r, y: k), CGPoint(x: k, y: r), CGPoint(x: 0, y: r)])
        #expect(abs(circle.length - 4 * quarter) < 1e-9 * circle.length)
        let arc = CGMutablePath()
        arc.addArc(center: .zero, radius: r, startAngle: 0, endAngle: .pi, clockwise: false)
        #expect(abs(arc.length / (.pi * r) - 1) < 1.5e-4)
    }

    @Test func closedRectangleIncludesTheClosingSide() {
        let path = CGPath(rect: CGRect(x: 0, y: 0, width: 30, height: 10), transform: nil)
        #expect(path.length == 80)
        // The closing side runs down the left edge: 75 is half way down it.
        #expect(path.point(atDistance: 75) == CGPoint(x: 0, y: 5))
    }

    /// An independent arc length of the cubic (p0...p3) from 0 to `t`: composite Simpson's rule on
    /// the speed, 20,000 intervals per unit of t.
    static func simpsonLength(_ p: [CGPoint], upTo t: Double = 1) -> Double {
        func speed(_ s: Double) -> Double {
            let u = 1 - s
            let dx = 3 * u * u * (p[1].x - p[0].x) + 6 * u * s * (p[2].x - p[1].x) + 3 * s * s * (p[3].x - p[2].x)
            let dy = 3 * u * u * (p[1].y - p[0].y) + 6 * u * s * (p[2].y - p[1].y) + 3 * s * s * (p[3].y - p[2].y)
            return (dx * dx + dy * dy).squareRoot()
        }
        let n = max(2, Int(20_000 * t) / 2 * 2)
        let h = t / Double(n)
        var sum = speed(0) + speed(t)
        for i in 1..<n { sum += (i % 2 == 1 ? 4 : 2) * speed(Double(i) * h) }
        return sum * h / 3
    }

    @Test func curveLengthMatchesAnIndependentIntegration() {
        let p = [CGPoint(x: 0, y: 0), CGPoint(x: -40, y: 90), CGPoint(x: 140, y: -60), CGPoint(x: 100, y: 30)]
        let path = CGMutablePath()
        path.move(to: p[0])
        path.addCurve(to: p[3], control1: p[1], control2: p[2])
        let expected = Self.simpsonLength(p)
        #expect(abs(path.length - expected) <= 1e-6 * expected)
    }

    @Test func pointAtDistanceOnACurve() {
        let p = [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 60), CGPoint(x: 90, y: 60), CGPoint(x: 100, y: 0)]
        let path = CGMutablePath()
        path.move(to: p[0])
        path.addCurve(to: p[3], control1: p[1], control2: p[2])
        let measure = PathMeasure(path)
        // For a few parameters t, the independent length up to t must lead back to the point at t.
        for t in [0.1, 0.37, 0.5, 0.83] {
            let u = 1 - t
            let expected = CGPoint(x: u * u * u * p[0].x + 3 * u * u * t * p[1].x + 3 * u * t * t * p[2].x + t * t * t * p[3].x,
                                   y: u * u * u * p[0].y + 3 * u * u * t * p[1].y + 3 * u * t * t * p[2].y + t * t * t * p[3].y)
            let found = measure.point(atDistance: Self.simpsonLength(p, upTo: t))
            #expect(found.isApproximatelyEqual(to: expected, absoluteTolerance: 1e-6 * measure.length))
        }
        // By symmetry the middle of the arch is half way along it, where the tangent is horizontal.
        #expect(measure.point(atDistance: measure.length / 2).isApproximatelyEqual(to: CGPoint(x: 50, y: 45), absoluteTolerance: 1e-9))
        #expect(measure.tangent(atDistance: measure.length / 2).isApproximatelyEqual(to: CGVector(dx: 1, dy: 0), absoluteTolerance: 1e-9))
    }

}
#endif
