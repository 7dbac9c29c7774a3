#if !QUARTZCORE_COMPATIBILITY_TEST
import Foundation
import OpenCoreGraphics
import PropertyBased
import QuartzCoreTestSupport
import Testing

/// Properties that hold for every path of a kind, checked on random ones.
@Suite struct CGPathPropertyTests {
    static let points = zip(Gen.double(in: -100...100), Gen.double(in: -100...100)).map { x, y in CGPoint(x: x, y: y) }

    static func polyline(_ points: [CGPoint]) -> CGPath {
        let path = CGMutablePath()
        path.addLines(between: points)
        return path
    }

    @Test func polylineLengthIsTheSumOfItsSides() async {
        await propertyCheck(input: Self.points.array(of: 2...12)) { points in
            // Independent: the sum of the sides' Euclidean lengths.
            let expected = zip(points, points.dropFirst()).reduce(0.0) { $0 + Double(hypot($1.1.x - $1.0.x, $1.1.y - $1.0.y)) }
            let measured = PathMeasure(Self.polyline(points)).length
            #expect(abs(measured - expected) <= 1e-12 * max(expected, 1))
        }
    }

    @Test func pointAtADistanceLiesOnThePolylineThatFar() async {
        await propertyCheck(input: Self.points.array(of: 2...12), Gen.double(in: 0...1)) { points, fraction in
            let measure = PathMeasure(Self.polyline(points))
            let distance = fraction * measure.length
            let found = measure.point(atDistance: distance)
            // Walk the sides independently to the same distance.
            var remaining = distance
            var expected = points.last!
            for (a, b) in zip(points, points.dropFirst()) {
                let side = Double(hypot(b.x - a.x, b.y - a.y))
                if remaining <= side, side > 0 {
                    let t = remaining / side
                    expected = CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
                    break
                }
                remaining -= side
            }
            #expect(found.isApproximatelyEqual(to: expected, absoluteTolerance: 1e-9 * max(measure.length, 1)))
        }
    }

    @Test func arcsStayOnTheirCircleAndEndAtTheirAngle() async {
        await propertyCheck(input: Gen.double(in: 0.1...100), Gen.double(in: -7...7), Gen.double(in: -13...13)) { radius, start, delta in
            let path = CGMutablePath()
            path.addRelativeArc(center: CGPoint(x: 1, y: 2), radius: radius, startAngle: start, delta: delta)
            let measure = PathMeasure(path)
            for step in 0...16 {
                let p = measure.point(atDistance: measure.length * Double(step) / 16)
                #expect(abs(Double(hypot(p.x - 1, p.y - 2)) - radius) <= 3e-4 * radius)
            }
            let end = CGPoint(x: 1 + radius * cos(start + delta), y: 2 + radius * sin(start + delta))
            #expect(path.currentPoint.isApproximatelyEqual(to: end, absoluteTolerance: 1e-9 * max(radius, 1)))
            // The curves' length exceeds the true arc |delta| r by at most the approximation's 1.403e-4.
            #expect(abs(measure.length - abs(delta) * radius) <= 1.5e-4 * abs(delta) * radius + 1e-12)
        }
    }

    @Test func flatteningStaysWithinItsThreshold() async {
        await propertyCheck(input: Self.points.array(of: 4), Gen.double(in: 0.01...5)) { p, threshold in
            let path = CGMutablePath()
            path.move(to: p[0])
            path.addCurve(to: p[3], control1: p[1], control2: p[2])
            let polyline = [p[0]] + path.flattened(threshold: threshold).recordedElements.dropFirst().compactMap(\.points.last)
            for step in 0...64 {
                let t = Double(step) / 64, u = 1 - t
                let q = CGPoint(x: u * u * u * p[0].x + 3 * u * u * t * p[1].x + 3 * u * t * t * p[2].x + t * t * t * p[3].x,
                                y: u * u * u * p[0].y + 3 * u * u * t * p[1].y + 3 * u * t * t * p[2].y + t * t * t * p[3].y)
                #expect(CGPathFlatteningTests.distance(from: q, toPolyline: polyline) <= threshold * 1.0001)
            }
        }
    }
}
#endif
