#if QUARTZCORE_COMPATIBILITY_TEST
import QuartzCore
#else
import OpenCoreGraphics
#endif
import QuartzCoreTestSupport
import Testing

/// Building paths element by element: the rules of `CGMutablePath` as Apple documents them.
@Suite struct CGPathConstructionTests {
    @Test func elementTypesHaveApplesRawValues() {
        // CGPath.h: kCGPathElementMoveToPoint ... kCGPathElementCloseSubpath are 0 to 4.
        #expect(CGPathElementType.moveToPoint.rawValue == 0)
        #expect(CGPathElementType.addLineToPoint.rawValue == 1)
        #expect(CGPathElementType.addQuadCurveToPoint.rawValue == 2)
        #expect(CGPathElementType.addCurveToPoint.rawValue == 3)
        #expect(CGPathElementType.closeSubpath.rawValue == 4)
        // CGPath.h: kCGLineJoinMiter 0, Round 1, Bevel 2; kCGLineCapButt 0, Round 1, Square 2.
        #expect([CGLineJoin.miter, .round, .bevel].map(\.rawValue) == [0, 1, 2])
        #expect([CGLineCap.butt, .round, .square].map(\.rawValue) == [0, 1, 2])
        // CGPath.h: kCGPathFillRuleWinding 0, kCGPathFillRuleEvenOdd 1.
        #expect(CGPathFillRule.winding.rawValue == 0)
        #expect(CGPathFillRule.evenOdd.rawValue == 1)
    }

    @Test func elementsAreRecordedInOrderWithTheirPoints() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 1, y: 2))
        path.addLine(to: CGPoint(x: 3, y: 4))
        path.addQuadCurve(to: CGPoint(x: 5, y: 6), control: CGPoint(x: 7, y: 8))
        path.addCurve(to: CGPoint(x: 9, y: 10), control1: CGPoint(x: 11, y: 12), control2: CGPoint(x: 13, y: 14))
        path.closeSubpath()
        // Apple's point order: controls first, end last.
        #expect(path.recordedElements == [
            .move(CGPoint(x: 1, y: 2)),
            .line(CGPoint(x: 3, y: 4)),
            .quadCurve(CGPoint(x: 7, y: 8), CGPoint(x: 5, y: 6)),
            .curve(CGPoint(x: 11, y: 12), CGPoint(x: 13, y: 14), CGPoint(x: 9, y: 10)),
            .close,
        ])
    }

    @Test func transformsApplyToEveryPointBeforeStoring() {
        let t = CGAffineTransform(translationX: 10, y: 20).scaledBy(x: 2, y: 3)
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 1, y: 1), transform: t)
        path.addLine(to: CGPoint(x: 2, y: 0), transform: t)
        path.addQuadCurve(to: CGPoint(x: 0, y: 2), control: CGPoint(x: 1, y: 0), transform: t)
        // (x, y) -> (2x + 10, 3y + 20), computed by hand.
        #expect(path.recordedElements == [
            .move(CGPoint(x: 12, y: 23)),
            .line(CGPoint(x: 14, y: 20)),
            .quadCurve(CGPoint(x: 12, y: 20), CGPoint(x: 10, y: 26)),
        ])
    }

    @Test func linesAndCurvesNeedACurrentPoint() {
        // Apple logs "no current point" and ignores them on an empty path.
        let path = CGMutablePath()
        path.addLine(to: CGPoint(x: 1, y: 1))
        path.addQuadCurve(to: CGPoint(x: 1, y: 1), control: .zero)
        path.addCurve(to: CGPoint(x: 1, y: 1), control1: .zero, control2: .zero)
        path.closeSubpath()
        #expect(path.isEmpty)
        #expect(path.recordedElements.isEmpty)
    }

    @Test func currentPointRules() {
        let path = CGMutablePath()
        // Apple: "If the path is empty ... this function returns CGPointZero".
        #expect(path.currentPoint == .zero)
        path.move(to: CGPoint(x: 5, y: 5))
        #expect(path.currentPoint == CGPoint(x: 5, y: 5))
        #expect(!path.isEmpty)
        path.addLine(to: CGPoint(x: 10, y: 5))
        path.addCurve(to: CGPoint(x: 10, y: 10), control1: CGPoint(x: 12, y: 6), control2: CGPoint(x: 12, y: 9))
        #expect(path.currentPoint == CGPoint(x: 10, y: 10))
        // Closing returns to the start of the subpath.
        path.closeSubpath()
        #expect(path.currentPoint == CGPoint(x: 5, y: 5))
        // A line after a close starts from the closed subpath's start.
        path.addLine(to: CGPoint(x: 0, y: 0))
        #expect(path.currentPoint == .zero)
    }

    @Test func addLinesMovesToTheFirstPointThenLinesThroughTheRest() {
        // Apple's CGPathAddLines documentation spells out exactly this sequence.
        let path = CGMutablePath()
        path.move(to: CGPoint(x: -1, y: -1))
        path.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 0), CGPoint(x: 1, y: 1)])
        #expect(path.recordedElements == [
            .move(CGPoint(x: -1, y: -1)),
            .move(.zero), .line(CGPoint(x: 1, y: 0)), .line(CGPoint(x: 1, y: 1)),
        ])
        path.addLines(between: [])
        #expect(path.recordedElements.count == 4)
    }

    @Test func addPathAppendsTransformedElements() {
        let source = CGMutablePath()
        source.move(to: .zero)
        source.addLine(to: CGPoint(x: 1, y: 0))
        source.closeSubpath()
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 7, y: 7))
        path.addPath(source, transform: CGAffineTransform(translationX: 1, y: 2))
        #expect(path.recordedElements == [
            .move(CGPoint(x: 7, y: 7)), .move(CGPoint(x: 1, y: 2)), .line(CGPoint(x: 2, y: 2)), .close,
        ])
        #expect(path.currentPoint == CGPoint(x: 1, y: 2))
    }

    @Test func concurrentMutationKeepsThePathConsistent() async {
        let path = CGMutablePath()
        path.move(to: .zero)
        await withTaskGroup(of: Void.self) { group in
            for task in 0..<8 {
                group.addTask {
                    for step in 0..<200 {
                        path.addLine(to: CGPoint(x: CGFloat(task), y: CGFloat(step)))
                        _ = path.boundingBox
                    }
                }
            }
        }
        let expectedCount = 1 + 8 * 200
        #expect(path.recordedElements.count == expectedCount)
    }
}
