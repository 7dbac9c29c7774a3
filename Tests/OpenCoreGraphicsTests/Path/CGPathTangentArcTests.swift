#if QUARTZCORE_COMPATIBILITY_TEST
import QuartzCore
#else
import OpenCoreGraphics
#endif
import Foundation
import QuartzCoreTestSupport
import Testing

/// `addArc(tangent1End:tangent2End:radius:transform:)`, PostScript's `arct`.
@Suite struct CGPathTangentArcTests {
    static func curveSamples(_ path: CGPath) -> [CGPoint] { CGPathArcTests.curveSamples(path) }
    static func distance(_ p: CGPoint, _ q: CGPoint) -> Double { CGPathArcTests.distance(p, q) }

    @Test func tangentArcFollowsArct() {
        // PostScript's arct: from (0, 0) towards (10, 0), then to (10, 10), radius 2. The circle
        // touching both lines has its centre at (8, 2); the tangent points are (8, 0) and (10, 2).
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 2)
        let elements = path.recordedElements
        #expect(elements[1].isApproximatelyEqual(to: .line(CGPoint(x: 8, y: 0)), absoluteTolerance: 1e-9))
        #expect(elements.dropFirst(2).allSatisfy { $0.kind == 3 })
        #expect(path.currentPoint.isApproximatelyEqual(to: CGPoint(x: 10, y: 2), absoluteTolerance: 1e-9))
        for p in Self.curveSamples(path) {
            #expect(abs(Self.distance(p, CGPoint(x: 8, y: 2)) - 2) < 1e-3 * 2)
        }
    }

    @Test func tangentArcTurningRight() {
        // A right turn: from (0, 10) to (0, 0) to (10, 0), radius 3: centre (3, 3), tangent points
        // (0, 3) and (3, 0).
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 10))
        path.addArc(tangent1End: .zero, tangent2End: CGPoint(x: 10, y: 0), radius: 3)
        #expect(path.recordedElements[1].isApproximatelyEqual(to: .line(CGPoint(x: 0, y: 3)), absoluteTolerance: 1e-9))
        #expect(path.currentPoint.isApproximatelyEqual(to: CGPoint(x: 3, y: 0), absoluteTolerance: 1e-9))
        let middle = CGPoint(x: 3 - 3 / 2.0.squareRoot(), y: 3 - 3 / 2.0.squareRoot())
        #expect(Self.curveSamples(path).contains { $0.isApproximatelyEqual(to: middle, absoluteTolerance: 1e-3) })
    }


    #if !QUARTZCORE_COMPATIBILITY_TEST
    @Test func tangentArcEdgeCases() {
        // Collinear points or a zero radius: a line to tangent1End, as the canvas arcTo does.
        let collinear = CGMutablePath()
        collinear.move(to: .zero)
        collinear.addArc(tangent1End: CGPoint(x: 5, y: 0), tangent2End: CGPoint(x: 10, y: 0), radius: 2)
        #expect(collinear.recordedElements == [.move(.zero), .line(CGPoint(x: 5, y: 0))])
        let empty = CGMutablePath()
        empty.addArc(tangent1End: CGPoint(x: 5, y: 0), tangent2End: CGPoint(x: 5, y: 5), radius: 2)
        #expect(empty.isEmpty)
    }
    #endif
}
