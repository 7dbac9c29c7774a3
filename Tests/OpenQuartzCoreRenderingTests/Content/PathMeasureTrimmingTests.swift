#if !QUARTZCORE_COMPATIBILITY_TEST
import Testing
@testable import OpenQuartzCoreRendering

/// `PathMeasure.forEachElement(from:to:_:)`, the path trimming behind strokeStart and strokeEnd.
/// Expected elements come from the path's geometry: a 10 x 10 square has sides of length 10, so
/// distance d lies on side d / 10.
@Suite struct PathMeasureTrimmingTests {
    let square = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)

    func trimmed(_ path: CGPath, _ start: CGFloat, _ end: CGFloat) -> [(PathElement, CGFloat)] {
        var out: [(PathElement, CGFloat)] = []
        PathMeasure(path).forEachElement(from: start, to: end) { out.append(($0, $1)) }
        return out
    }

    @Test func aWholeClosedSubpathKeepsItsClose() {
        let all = trimmed(square, 0, 40)
        #expect(all.map(\.0) == square.elements)
        #expect(all.allSatisfy { $0.1 == 0 })
    }

    @Test func aCutSubpathIsAnOpenPieceWithItsOffset() {
        // From 5 (middle of the first side) to 25 (middle of the third).
        let piece = trimmed(square, 5, 25)
        let corners = square.elements.compactMap(\.endPoint)
        #expect(piece.map(\.0) == [.move(CGPoint(x: 5, y: 0)), .line(corners[1]), .line(corners[2]),
                                   .line(CGPoint(x: 5, y: 10))])
        #expect(piece.allSatisfy { $0.1 == 5 })
    }

    @Test func subpathsOutsideTheRangeAreSkipped() {
        let path = CGMutablePath()
        path.move(to: .zero); path.addLine(to: CGPoint(x: 10, y: 0))
        path.move(to: CGPoint(x: 0, y: 5)); path.addLine(to: CGPoint(x: 10, y: 5))
        let second = trimmed(path, 12, 20)
        #expect(second.map(\.0) == [.move(CGPoint(x: 2, y: 5)), .line(CGPoint(x: 10, y: 5))])
        #expect(second.first?.1 == 2)
        #expect(trimmed(path, 0, 10).count == 2)
        #expect(trimmed(path, 6, 4).isEmpty)
    }
}
#endif
