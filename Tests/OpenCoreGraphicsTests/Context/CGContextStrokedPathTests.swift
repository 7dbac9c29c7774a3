#if !QUARTZCORE_COMPATIBILITY_TEST
// Recording contexts are an OpenCoreGraphics detail (package API); the calls tested are Apple's.
import Foundation
import QuartzCoreTestSupport
import Testing
@testable import OpenCoreGraphics

/// `replacePathWithStrokedPath()` and the stroke modes of `pathContains(_:mode:)`: the stroke of the
/// current path with the graphics state's line settings, read in user space. Expected values come
/// from the geometry of each case.
@Suite struct CGContextStrokedPathTests {
    func makeContext() -> CGContext { CGContext(recordingIn: CGRect(x: 0, y: 0, width: 100, height: 100)) }

    @Test func strokedPathIsTheLineWidenedByTheLineWidth() {
        let context = makeContext()
        context.setLineWidth(4)
        context.move(to: CGPoint(x: 10, y: 10))
        context.addLine(to: CGPoint(x: 50, y: 10))
        context.replacePathWithStrokedPath()
        // Butt caps: the 40 x 4 rectangle around the line.
        #expect(context.boundingBoxOfPath.isApproximatelyEqual(to: CGRect(x: 10, y: 8, width: 40, height: 4),
                                                               absoluteTolerance: 1e-9))
        #expect(context.pathContains(CGPoint(x: 30, y: 11.9), mode: .fill))
        #expect(!context.pathContains(CGPoint(x: 30, y: 12.1), mode: .fill))
    }

    @Test func lineWidthIsReadInUserSpace() {
        // Scaled twice along x, a vertical line 4 wide in user space is 8 device units wide, and the
        // path, read back in user space, is again 4 wide.
        let context = makeContext()
        context.scaleBy(x: 2, y: 1)
        context.setLineWidth(4)
        context.move(to: CGPoint(x: 10, y: 10))
        context.addLine(to: CGPoint(x: 10, y: 50))
        context.replacePathWithStrokedPath()
        #expect(context.boundingBoxOfPath.isApproximatelyEqual(to: CGRect(x: 8, y: 10, width: 4, height: 40),
                                                               absoluteTolerance: 1e-9))
        context.beginPath()
        context.move(to: CGPoint(x: 10, y: 10))
        context.addLine(to: CGPoint(x: 10, y: 50))
        #expect(context.pathContains(CGPoint(x: 11.9, y: 30), mode: .stroke))
        #expect(!context.pathContains(CGPoint(x: 12.1, y: 30), mode: .stroke))
    }

    @Test func dashesAndCapsOfTheGraphicsStateApply() {
        let context = makeContext()
        context.setLineWidth(2)
        context.setLineCap(.square)
        context.setLineDash(phase: 0, lengths: [10, 10])
        context.move(to: CGPoint(x: 0, y: 50))
        context.addLine(to: CGPoint(x: 40, y: 50))
        // Dashes [0, 10] and [20, 30], each capped 1 past its ends.
        #expect(context.pathContains(CGPoint(x: 10.9, y: 50), mode: .stroke))
        #expect(!context.pathContains(CGPoint(x: 11.1, y: 50), mode: .stroke))
        #expect(!context.pathContains(CGPoint(x: 18.9, y: 50), mode: .stroke))
        #expect(context.pathContains(CGPoint(x: 19.1, y: 50), mode: .stroke))
        context.replacePathWithStrokedPath()
        let moves = context.path!.recordedElements.filter { if case .move = $0 { true } else { false } }
        #expect(moves.count == 2)
    }

    @Test func strokeModesTestTheStrokeAndFillStrokeModesEither() {
        let context = makeContext()
        context.setLineWidth(4)
        context.addRect(CGRect(x: 20, y: 20, width: 40, height: 40))
        let centre = CGPoint(x: 40, y: 40), onEdge = CGPoint(x: 21.5, y: 40), outside = CGPoint(x: 18.5, y: 40)
        #expect(!context.pathContains(centre, mode: .stroke))
        #expect(context.pathContains(centre, mode: .fill))
        #expect(context.pathContains(centre, mode: .fillStroke))
        #expect(context.pathContains(outside, mode: .stroke))
        #expect(!context.pathContains(outside, mode: .fill))
        #expect(context.pathContains(outside, mode: .eoFillStroke))
        #expect(context.pathContains(onEdge, mode: .stroke))
        #expect(!context.pathContains(CGPoint(x: 17.5, y: 40), mode: .fillStroke))
    }

    @Test func emptyPathAndCollapsedTransformGiveAnEmptyPath() {
        let context = makeContext()
        context.replacePathWithStrokedPath()
        #expect(context.isPathEmpty)
        context.move(to: CGPoint(x: 10, y: 10))
        context.addLine(to: CGPoint(x: 50, y: 10))
        context.scaleBy(x: 0, y: 0)
        context.replacePathWithStrokedPath()
        #expect(context.isPathEmpty)
    }
}
#endif
