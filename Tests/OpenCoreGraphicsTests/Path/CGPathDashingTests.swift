#if QUARTZCORE_COMPATIBILITY_TEST
import QuartzCore
#else
import OpenCoreGraphics
#endif
import Foundation
import QuartzCoreTestSupport
import Testing

/// `copy(dashingWithPhase:lengths:transform:)`: the dashes a stroke would draw, as open subpaths.
@Suite struct CGPathDashingTests {
    static var line: CGPath {
        let path = CGMutablePath()
        path.addLines(between: [.zero, CGPoint(x: 10, y: 0)])
        return path
    }

    @Test func dashesOfALine() {
        // Painted 2, gap 3, from the start: [0, 2] and [5, 7]; the next dash would start at 10.
        let dashed = Self.line.copy(dashingWithPhase: 0, lengths: [2, 3])
        #expect(dashed.recordedElements == [
            .move(.zero), .line(CGPoint(x: 2, y: 0)), .move(CGPoint(x: 5, y: 0)), .line(CGPoint(x: 7, y: 0)),
        ])
    }

    #if !QUARTZCORE_COMPATIBILITY_TEST
    @Test func phaseShiftsThePattern() {
        // Phase 1 starts one unit into the first dash: [0, 1], [4, 6], [9, 10].
        let dashed = Self.line.copy(dashingWithPhase: 1, lengths: [2, 3])
        #expect(dashed.recordedElements == [
            .move(.zero), .line(CGPoint(x: 1, y: 0)),
            .move(CGPoint(x: 4, y: 0)), .line(CGPoint(x: 6, y: 0)),
            .move(CGPoint(x: 9, y: 0)), .line(CGPoint(x: 10, y: 0)),
        ])
        // An odd pattern repeats (PostScript): [3] is 3 on, 3 off.
        #expect(Self.line.copy(dashingWithPhase: 0, lengths: [3]).recordedElements.count == 4)
    }

    @Test func patternRestartsOnEachSubpath() {
        let path = CGMutablePath()
        path.addLines(between: [.zero, CGPoint(x: 4, y: 0)])
        path.addLines(between: [CGPoint(x: 0, y: 5), CGPoint(x: 4, y: 5)])
        let dashed = path.copy(dashingWithPhase: 0, lengths: [3, 10])
        #expect(dashed.recordedElements == [
            .move(.zero), .line(CGPoint(x: 3, y: 0)), .move(CGPoint(x: 0, y: 5)), .line(CGPoint(x: 3, y: 5)),
        ])
    }

    @Test func curvedDashesStayOnTheCurve() {
        let circle = CGPath(ellipseIn: CGRect(x: -10, y: -10, width: 20, height: 20), transform: nil)
        let total = PathMeasure(circle).length
        let dashed = circle.copy(dashingWithPhase: 0, lengths: [total / 12, total / 12])
        let measure = PathMeasure(dashed)
        // Six dashes covering half of the circle's length, each cut exactly from the curves.
        #expect(measure.subpaths.count == 6)
        #expect(abs(measure.length - total / 2) < 1e-9 * total)
        for subpath in 0..<measure.subpaths.count {
            for step in 0...8 {
                let p = measure.point(atDistance: measure.subpaths[subpath].length * Double(step) / 8, inSubpath: subpath)
                #expect(abs(Double(hypot(p.x, p.y)) - 10) < 3e-3)
            }
        }
    }

    @Test func noPatternGivesThePathBack() {
        let t = CGAffineTransform(translationX: 1, y: 1)
        let expected = CGMutablePath()
        expected.addLines(between: [CGPoint(x: 1, y: 1), CGPoint(x: 11, y: 1)])
        #expect(Self.line.copy(dashingWithPhase: 0, lengths: [], transform: t) == expected)
        #expect(Self.line.copy(dashingWithPhase: 0, lengths: [0, 0]) == Self.line)
        // Zero-length dashes are dots: a move and a line to the same point. None starts at the very
        // end of the line, where the subpath is over.
        let dots = Self.line.copy(dashingWithPhase: 0, lengths: [0, 5]).recordedElements
        #expect(dots == [.move(.zero), .line(.zero), .move(CGPoint(x: 5, y: 0)), .line(CGPoint(x: 5, y: 0))])
    }
    #endif
}
