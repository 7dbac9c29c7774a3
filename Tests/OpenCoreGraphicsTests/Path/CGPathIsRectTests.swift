#if QUARTZCORE_COMPATIBILITY_TEST
import QuartzCore
#else
import OpenCoreGraphics
#endif
import Foundation
import QuartzCoreTestSupport
import Testing

/// `isRect(_:)`: which paths are exactly one axis-aligned rectangle.
@Suite struct CGPathIsRectTests {
    @Test func isRectRecognisesRectangles() {
        var found = CGRect.null
        let rect = CGRect(x: 3, y: 4, width: 5, height: 6)
        #expect(CGPath(rect: rect, transform: nil).isRect(&found))
        #expect(found == rect)
        // Four lines back to the start, without a close, going clockwise from another corner.
        let drawn = CGMutablePath()
        drawn.addLines(between: [CGPoint(x: 8, y: 10), CGPoint(x: 8, y: 4), CGPoint(x: 3, y: 4), CGPoint(x: 3, y: 10), CGPoint(x: 8, y: 10)])
        found = .null
        #expect(drawn.isRect(&found))
        #expect(found == rect)
        #expect(CGPath(rect: rect, transform: nil).isRect(nil))
    }

    @Test func isRectRejectsOtherShapes() {
        #expect(!CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 1, height: 1), transform: nil).isRect(nil))
        let open = CGMutablePath()
        open.addLines(between: [.zero, CGPoint(x: 1, y: 0), CGPoint(x: 1, y: 1), CGPoint(x: 0, y: 1)])
        #expect(!open.isRect(nil))
        let slanted = CGMutablePath()
        slanted.addLines(between: [.zero, CGPoint(x: 2, y: 0), CGPoint(x: 3, y: 1), CGPoint(x: 1, y: 1)])
        slanted.closeSubpath()
        #expect(!slanted.isRect(nil))
        let two = CGMutablePath()
        two.addRects([CGRect(x: 0, y: 0, width: 1, height: 1), CGRect(x: 2, y: 0, width: 1, height: 1)])
        #expect(!two.isRect(nil))
        #expect(!CGMutablePath().isRect(nil))
    }
}
