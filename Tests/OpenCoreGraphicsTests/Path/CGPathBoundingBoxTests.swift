#if QUARTZCORE_COMPATIBILITY_TEST
import QuartzCore
#else
import OpenCoreGraphics
#endif
import Foundation
import QuartzCoreTestSupport
import Testing

/// `boundingBox` (every point, control points included) and `boundingBoxOfPath` (the drawn path).
@Suite struct CGPathBoundingBoxTests {
    @Test func emptyPathHasTheNullBox() {
        #expect(CGMutablePath().boundingBox.isNull)
        #expect(CGMutablePath().boundingBoxOfPath.isNull)
    }

    @Test func controlPointsCountOnlyInTheLooseBox() {
        // A symmetric arch: y(t) = 30 t (1 - t) for control points at height 10, maximal at t = 1/2,
        // where it is 7.5 (computed by hand).
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addCurve(to: CGPoint(x: 10, y: 0), control1: CGPoint(x: 0, y: 10), control2: CGPoint(x: 10, y: 10))
        #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(path.boundingBoxOfPath.isApproximatelyEqual(to: CGRect(x: 0, y: 0, width: 10, height: 7.5), absoluteTolerance: 1e-12))
    }

    @Test func tightBoxOfACubicWhoseControlPointsLieOutside() {
        let p0 = CGPoint(x: 0, y: 0), p1 = CGPoint(x: -5, y: 20), p2 = CGPoint(x: 15, y: -10), p3 = CGPoint(x: 10, y: 5)
        let path = CGMutablePath()
        path.move(to: p0)
        path.addCurve(to: p3, control1: p1, control2: p2)
        // Independent calculation: each coordinate's extremes are at the ends or where its
        // derivative 3[(1-t)²(p1-p0) + 2(1-t)t(p2-p1) + t²(p3-p2)] vanishes, a quadratic solved
        // here with the textbook formula.
        func extremes(_ a0: Double, _ a1: Double, _ a2: Double, _ a3: Double) -> (Double, Double) {
            let a = -a0 + 3 * a1 - 3 * a2 + a3, b = 2 * (a0 - 2 * a1 + a2), c = a1 - a0
            var values = [a0, a3]
            let disc = b * b - 4 * a * c
            if disc >= 0 {
                for t in [(-b + disc.squareRoot()) / (2 * a), (-b - disc.squareRoot()) / (2 * a)] where t > 0 && t < 1 {
                    let u = 1 - t
                    values.append(u * u * u * a0 + 3 * u * u * t * a1 + 3 * u * t * t * a2 + t * t * t * a3)
                }
            }
            return (values.min()!, values.max()!)
        }
        let (minX, maxX) = extremes(p0.x, p1.x, p2.x, p3.x)
        let (minY, maxY) = extremes(p0.y, p1.y, p2.y, p3.y)
        let expected = CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        #expect(path.boundingBoxOfPath.isApproximatelyEqual(to: expected, absoluteTolerance: 1e-9))
        // The control points reach further: x from -5 to 15, y from -10 to 20.
        #expect(path.boundingBox == CGRect(x: -5, y: -10, width: 20, height: 30))
        #expect(minX < 0 && maxX > 10)  // the curve itself bulges past its end points
    }

    @Test func tightBoxOfAQuadraticCurve() {
        // y(t) = 2 (1 - t) t · 10 is largest at t = 1/2: 5.
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addQuadCurve(to: CGPoint(x: 10, y: 0), control: CGPoint(x: 5, y: 10))
        #expect(path.boundingBoxOfPath.isApproximatelyEqual(to: CGRect(x: 0, y: 0, width: 10, height: 5), absoluteTolerance: 1e-12))
        #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    @Test func ellipseBoxesAreItsRectangle() {
        let rect = CGRect(x: -4, y: 2, width: 8, height: 6)
        let path = CGPath(ellipseIn: rect, transform: nil)
        // The control points lie on the rectangle's sides and the curves touch each side once.
        #expect(path.boundingBox.isApproximatelyEqual(to: rect, absoluteTolerance: 1e-12))
        #expect(path.boundingBoxOfPath.isApproximatelyEqual(to: rect, absoluteTolerance: 1e-12))
    }

    @Test func rectangleBoxesAreTheRectangle() {
        let rect = CGRect(x: 1, y: 1, width: 2, height: 3)
        let path = CGPath(rect: rect, transform: nil)
        #expect(path.boundingBox == rect)
        #expect(path.boundingBoxOfPath == rect)
    }
}
