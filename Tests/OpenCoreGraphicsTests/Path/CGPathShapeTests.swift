#if QUARTZCORE_COMPATIBILITY_TEST
import QuartzCore
#else
import OpenCoreGraphics
#endif
import Foundation
import QuartzCoreTestSupport
import Testing

/// Rectangles, ellipses and rounded rectangles: the element sequences Apple documents.
@Suite struct CGPathShapeTests {
    /// The distance of a Bézier control point from its end along the tangent, for a quarter ellipse,
    /// as a fraction of the semi-axis: 4/3 (√2 - 1), computed here independently.
    static let kappa = 4.0 / 3.0 * (2.0.squareRoot() - 1)

    @Test func rectangleStartsAtTheOriginCornerAndRunsCounterclockwise() {
        // Apple (CGContextAddRect): "starting by moving to the bottom left corner and then adding
        // lines counter-clockwise to create a rectangle, closing the subpath".
        let path = CGPath(rect: CGRect(x: 1, y: 2, width: 30, height: 40), transform: nil)
        #expect(path.recordedElements == [
            .move(CGPoint(x: 1, y: 2)), .line(CGPoint(x: 31, y: 2)), .line(CGPoint(x: 31, y: 42)),
            .line(CGPoint(x: 1, y: 42)), .close,
        ])
        let mutable = CGMutablePath()
        mutable.addRect(CGRect(x: 1, y: 2, width: 30, height: 40))
        #expect(mutable == path)
    }

    @Test func rectangleWithATransform() {
        var t = CGAffineTransform(translationX: 5, y: 0).scaledBy(x: 2, y: 1)
        let path = withUnsafePointer(to: &t) { CGPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1), transform: $0) }
        // (x, y) -> (2x + 5, y)
        #expect(path.recordedElements == [
            .move(CGPoint(x: 5, y: 0)), .line(CGPoint(x: 7, y: 0)), .line(CGPoint(x: 7, y: 1)),
            .line(CGPoint(x: 5, y: 1)), .close,
        ])
        let mutable = CGMutablePath()
        mutable.addRect(CGRect(x: 0, y: 0, width: 1, height: 1), transform: t)
        #expect(mutable == path)
    }

    @Test func addRectsAddsOneClosedSubpathEach() {
        let path = CGMutablePath()
        path.addRects([CGRect(x: 0, y: 0, width: 1, height: 1), CGRect(x: 5, y: 5, width: 2, height: 2)])
        let kinds = path.recordedElements.map(\.kind)
        #expect(kinds == [0, 1, 1, 1, 4, 0, 1, 1, 1, 4])
        #expect(path.currentPoint == CGPoint(x: 5, y: 5))
    }

    @Test func ellipseIsFourCubicCurvesFromTheRightMiddle() {
        // Apple: "starts with a move-to operation and ends with a close-subpath operation"; it starts
        // at angle 0 and runs "from 0 to 2π in the default coordinate system" (counterclockwise,
        // y-up). Control points from the quarter-circle constant, scaled by the semi-axes 100 and 50.
        let path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 200, height: 100), transform: nil)
        let k = Self.kappa
        let expected: [RecordedPathElement] = [
            .move(CGPoint(x: 200, y: 50)),
            .curve(CGPoint(x: 200, y: 50 + 50 * k), CGPoint(x: 100 + 100 * k, y: 100), CGPoint(x: 100, y: 100)),
            .curve(CGPoint(x: 100 - 100 * k, y: 100), CGPoint(x: 0, y: 50 + 50 * k), CGPoint(x: 0, y: 50)),
            .curve(CGPoint(x: 0, y: 50 - 50 * k), CGPoint(x: 100 - 100 * k, y: 0), CGPoint(x: 100, y: 0)),
            .curve(CGPoint(x: 100 + 100 * k, y: 0), CGPoint(x: 200, y: 50 - 50 * k), CGPoint(x: 200, y: 50)),
            .close,
        ]
        #expect(path.recordedElements.isApproximatelyEqual(to: expected, absoluteTolerance: 1e-9))
    }

    @Test func ellipseCurvesStayOnTheEllipse() {
        let path = CGMutablePath()
        path.addEllipse(in: CGRect(x: -30, y: 10, width: 60, height: 20))
        var start = CGPoint.zero
        for element in path.recordedElements {
            if case .curve(let c1, let c2, let e) = element {
                for step in 0...20 {
                    let t = Double(step) / 20, u = 1 - t
                    let x = u * u * u * start.x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t * t * t * e.x
                    let y = u * u * u * start.y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t * t * t * e.y
                    // (x / 30)² + ((y - 20) / 10)² is 1 on the ellipse; the cubic approximation is
                    // within 0.03% of the radius.
                    let r = ((x / 30) * (x / 30) + ((y - 20) / 10) * ((y - 20) / 10)).squareRoot()
                    #expect(abs(r - 1) < 1e-3)
                }
            }
            start = element.points.last ?? start
        }
    }

    @Test func ellipseWithATransformTransformsTheCurves() {
        var t = CGAffineTransform(translationX: 10, y: 0)
        let moved = withUnsafePointer(to: &t) { CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 2, height: 2), transform: $0) }
        let plain = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 2, height: 2), transform: nil)
        let shifted = plain.recordedElements.map { element -> [CGPoint] in element.points.map { CGPoint(x: $0.x + 10, y: $0.y) } }
        #expect(moved.recordedElements.map(\.points).isApproximatelyEqual(to: shifted, absoluteTolerance: 1e-12))
    }

}
