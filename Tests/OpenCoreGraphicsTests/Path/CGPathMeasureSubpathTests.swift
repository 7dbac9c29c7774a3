#if !QUARTZCORE_COMPATIBILITY_TEST
import Foundation
import OpenCoreGraphics
import QuartzCoreTestSupport
import Testing

/// `PathMeasure` across subpaths, on paths that draw nothing, and where a curve's derivative vanishes.
@Suite struct CGPathMeasureSubpathTests {
    @Test func subpathsAreMeasuredInTurn() {
        let path = CGMutablePath()
        path.addLines(between: [.zero, CGPoint(x: 10, y: 0)])
        path.addLines(between: [CGPoint(x: 0, y: 5), CGPoint(x: 0, y: 25)])
        path.move(to: CGPoint(x: 99, y: 99))  // draws nothing
        let measure = PathMeasure(path)
        #expect(measure.length == 30)
        #expect(measure.subpaths.map(\.length) == [10, 20])
        #expect(measure.subpaths.map(\.startDistance) == [0, 10])
        // The moving point jumps from the end of one subpath to the start of the next.
        #expect(measure.point(atDistance: 10) == CGPoint(x: 0, y: 5))
        #expect(measure.point(atDistance: 5, inSubpath: 1) == CGPoint(x: 0, y: 10))
        #expect(measure.point(atDistance: 50, inSubpath: 0) == CGPoint(x: 10, y: 0))
        #expect(measure.tangent(atDistance: 1, inSubpath: 1) == CGVector(dx: 0, dy: 1))
    }

    @Test func pathsThatDrawNothing() {
        #expect(CGMutablePath().length == 0)
        #expect(PathMeasure(CGMutablePath()).point(atDistance: 5) == .zero)
        let dot = CGMutablePath()
        dot.move(to: CGPoint(x: 3, y: 4))
        dot.addLine(to: CGPoint(x: 3, y: 4))
        let measure = PathMeasure(dot)
        #expect(measure.length == 0)
        #expect(measure.point(atDistance: 1) == CGPoint(x: 3, y: 4))
        #expect(measure.tangent(atDistance: 1) == .zero)
    }
    @Test func tangentWhereTheDerivativeVanishes() {
        // The first control point sits on the start: the derivative is zero at t = 0, but the curve
        // leaves towards the second control point.
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addCurve(to: CGPoint(x: 10, y: 10), control1: .zero, control2: CGPoint(x: 0, y: 10))
        let tangent = PathMeasure(path).tangent(atDistance: 0)
        #expect(tangent.isApproximatelyEqual(to: CGVector(dx: 0, dy: 1), absoluteTolerance: 1e-3))
    }
}
#endif
