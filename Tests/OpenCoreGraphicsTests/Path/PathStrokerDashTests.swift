#if !QUARTZCORE_COMPATIBILITY_TEST
import Foundation
import OpenCoreGraphics
import QuartzCoreTestSupport
import Testing

/// ``PathStroker``'s dashes and trims: where the pattern paints, how trimming reveals it, and how
/// closed subpaths stay joined. Expected outlines come from the geometry of each case, written out
/// in the test.
@Suite struct PathStrokerDashTests {
    typealias G = StrokeTestGeometry
    typealias H = StrokerHarness

    @Test func dashesAreRectanglesWhereThePatternPaints() {
        // 3 on, 2 off, entered 1 into the first dash, along 20: [0, 2], [4, 7], [9, 12], [14, 17], [19, 20].
        let dashed = H.stroke(H.line, StrokeStyle(lineWidth: 2, dashPhase: 1, dashLengths: [3, 2]))
        H.expectSpans(dashed, [0...2, 4...7, 9...12, 14...17, 19...20])
        #expect(dashed.allSatisfy { abs(abs(G.signedArea($0)) - 2 * ($0.map(\.x).max()! - $0.map(\.x).min()!)) < 1e-9 })
        // An odd count is read twice (PostScript): [3] is 3 on, 3 off.
        H.expectSpans(H.stroke(H.line, StrokeStyle(lineWidth: 2, dashLengths: [3])), [0...3, 6...9, 12...15, 18...20])
        // A negative phase enters the pattern from its end: -1 is 4 into [3, 2], in the gap.
        H.expectSpans(H.stroke(H.line, StrokeStyle(lineWidth: 2, dashPhase: -1, dashLengths: [3, 2])),
                         [1...4, 6...9, 11...14, 16...19])
    }

    @Test func trimKeepsThePartBetweenStartAndEndOfTheWholeLength() {
        H.expectSpans(H.stroke(H.line, StrokeStyle(lineWidth: 2), from: 0.25, to: 0.75), [5...15])
        // Across subpaths: two lines of 20, 0.75 of 40 is 30, the middle of the second.
        let two = CGMutablePath()
        two.addLines(between: [.zero, CGPoint(x: 20, y: 0)])
        two.addLines(between: [CGPoint(x: 0, y: 10), CGPoint(x: 20, y: 10)])
        H.expectSpans(H.stroke(two, StrokeStyle(lineWidth: 2), to: 0.75), [0...20, 0...10])
        #expect(H.stroke(H.line, StrokeStyle(lineWidth: 2), from: 0.6, to: 0.4).isEmpty)
        // Square caps cap the trimmed ends too.
        H.expectSpans(H.stroke(H.line, StrokeStyle(lineWidth: 2, lineCap: .square), from: 0.25, to: 0.75), [4...16])
    }

    @Test func trimmingRevealsDashesLaidAlongTheUntrimmedPath() {
        // The pattern of the first test, trimmed to [6, 20]: the dash [4, 7] shows from 6.
        let style = StrokeStyle(lineWidth: 2, dashPhase: 1, dashLengths: [3, 2])
        H.expectSpans(H.stroke(H.line, style, from: 0.3, to: 1), [6...7, 9...12, 14...17, 19...20])
        H.expectSpans(H.stroke(H.line, style, from: 0.3, to: 0.8), [6...7, 9...12, 14...16])
    }

    @Test func closedSubpathCoveredWholeStaysClosedAndOneCutIsOpen() {
        let style = StrokeStyle(lineWidth: 4, lineCap: .square)
        // Whole: the two sides of the frame; its start corner mitred like the others.
        let whole = H.stroke(H.square, style)
        #expect(whole.count == 2)
        #expect(G.winding(CGPoint(x: -1.9, y: -1.9), whole) != 0)
        var area = 0.0
        for polygon in whole { area += Double(G.signedArea(polygon)) }
        #expect(abs(abs(area) - 320) < 1e-9)  // 24² − 16²
        // Cut at 0.9 of 80, 72 (8 short of the start, on the closing side): one open polygon, whose
        // square cap reaches 2 past the cut, to y = 6, and whose start cap reaches x = -2.
        let cut = H.stroke(H.square, style, to: 0.9)
        #expect(cut.count == 1)
        #expect(G.winding(CGPoint(x: 0, y: 6.1), cut) != 0 && G.winding(CGPoint(x: 0, y: 5.9), cut) == 0)
        #expect(G.winding(CGPoint(x: -1.9, y: -1.9), cut) != 0)
    }

    @Test func dashThroughTheStartOfAClosedSubpathIsJoined() {
        // Perimeter 80; [30, 10] entered 10 in: painted [0, 20], [30, 60], [70, 80]. The last runs on
        // into the first through the corner at the origin, which is mitred (butt caps would leave the
        // corner square [-2, 0] x [-2, 0] empty).
        let style = StrokeStyle(lineWidth: 4, dashPhase: 10, dashLengths: [30, 10])
        let dashed = H.stroke(H.square, style)
        #expect(dashed.count == 2)
        #expect(G.winding(CGPoint(x: -1, y: -1), dashed) != 0)
        // Entered at 0, painted [0, 30] and [40, 70]: off at the end, the corner stays open.
        let apart = H.stroke(H.square, StrokeStyle(lineWidth: 4, dashLengths: [30, 10]))
        #expect(G.winding(CGPoint(x: -1, y: -1), apart) == 0)
    }

    @Test func zeroLengthDashIsADotTurnedAlongThePath() {
        // A diagonal line, pattern [0, 10]: a dot every 10. Square caps: a square of side 4 turned
        // 45 degrees, corners 2 sqrt 2 from its centre along the axes.
        let diagonal = H.polyline([.zero, CGPoint(x: 30, y: 30)])
        let dots = H.stroke(diagonal, StrokeStyle(lineWidth: 4, lineCap: .square, dashLengths: [0, 10]))
        #expect(dots.count == 5)  // at 0, 10, 20, 30, 40 along the 42.4 of the line
        let k: CGFloat = 2 * 2.0.squareRoot()
        let corners: [CGPoint] = [CGPoint(x: 0, y: k), CGPoint(x: k, y: 0), CGPoint(x: 0, y: -k), CGPoint(x: -k, y: 0)]
        #expect(G.samePoints(dots[0], corners))
        // Round caps: discs of radius 2, inscribed polygons within the tolerance (0.01) of the circle.
        let discs = H.stroke(diagonal, StrokeStyle(lineWidth: 4, lineCap: .round, dashLengths: [0, 10]))
        #expect(discs.count == 5)
        for disc in discs {
            let area = Double(abs(G.signedArea(disc))), circle: Double = .pi * 4
            #expect(area <= circle && area >= circle - 0.01 * circle)
        }
        #expect(H.stroke(diagonal, StrokeStyle(lineWidth: 4, dashLengths: [0, 10])).isEmpty)
    }
}
#endif
