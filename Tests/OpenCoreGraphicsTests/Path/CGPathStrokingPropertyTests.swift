#if QUARTZCORE_COMPATIBILITY_TEST
import QuartzCore
#else
import OpenCoreGraphics
#endif
import Foundation
import PropertyBased
import QuartzCoreTestSupport
import Testing

/// Properties of stroked paths checked on random ones: lines, quadratic and cubic curves, open
/// and closed, run forwards and backwards.
@Suite struct CGPathStrokingPropertyTests {
    typealias G = StrokeTestGeometry

    /// A random subpath decoded from numbers in [0, 1): a start, one to five lines or curves with
    /// points in [10, 90] x [10, 90], closed or not; built forwards or, with `reversed`, backwards.
    static func path(_ u: [Double], reversed: Bool = false) -> CGPath {
        var index = 0
        func next() -> Double {
            index += 1
            return u[(index - 1) % u.count]
        }
        func point() -> CGPoint { CGPoint(x: 10 + next() * 80, y: 10 + next() * 80) }
        var points = [point()]
        var kinds: [Int] = []
        for _ in 0..<(1 + Int(next() * 5)) {
            let kind = Int(next() * 3)
            kinds.append(kind)
            for _ in 0...kind { points.append(point()) }
        }
        let closed = next() < 0.4
        if reversed {
            points.reverse()
            kinds.reverse()
        }
        let path = CGMutablePath()
        path.move(to: points[0])
        var at = 1
        for kind in kinds {
            switch kind {
            case 0: path.addLine(to: points[at])
            case 1: path.addQuadCurve(to: points[at + 1], control: points[at])
            default: path.addCurve(to: points[at + 2], control1: points[at], control2: points[at + 1])
            }
            at += kind + 1
        }
        if closed { path.closeSubpath() }
        return path
    }

    static let numbers = Gen.double(in: 0..<1).array(of: 40)

    @Test func roundJoinsAndCapsCoverThePointsWithinHalfTheWidth() async {
        // With round joins and caps the stroke is exactly the set of points within half the width
        // of the path. Tolerance: the outline strays at most 0.01 (the tolerance of this API at
        // these widths) from it, and the path sampled at 200 points per curve strays at most 0.05
        // (chords of at most 1.3 units on curves whose radius stays above 4 wherever the polygon
        // bends enough to matter); points within 0.07 of the border are not judged.
        await propertyCheck(count: 30, input: Self.numbers, Gen.double(in: 2...12), Gen.bool) { u, width, reversed in
            let path = Self.path(u, reversed: reversed)
            let stroked = path.copy(strokingWithWidth: width, lineCap: .round, lineJoin: .round, miterLimit: 10)
            let lines = G.sampled(path, samples: 200)
            for row in 0..<24 {
                for column in 0..<24 {
                    let p = CGPoint(x: Double(column) * 100 / 23, y: Double(row) * 100 / 23)
                    let d = G.distance(p, toPolylines: lines)
                    if abs(d - width / 2) < 0.07 { continue }
                    #expect(stroked.contains(p) == (d < width / 2), "\(p) at \(d) from the path")
                }
            }
        }
    }

    #if !QUARTZCORE_COMPATIBILITY_TEST
    @Test func everyPieceWindsTheSameWayWhicheverWayThePathRuns() async {
        // OpenCoreGraphics' outline: the winding number is never positive, and it is negative on
        // the path itself (a point strictly inside a segment is always painted, whatever the caps).
        await propertyCheck(count: 60, input: Self.numbers, Gen.double(in: 0.5...20), Gen.int(in: 0...8)) { u, width, style in
            let cap = CGLineCap(rawValue: Int32(style % 3))!, join = CGLineJoin(rawValue: Int32(style / 3))!
            for reversed in [false, true] {
                let path = Self.path(u, reversed: reversed)
                let polygons = G.polygons(path.copy(strokingWithWidth: width, lineCap: cap, lineJoin: join, miterLimit: 4))
                for row in 0..<20 {
                    for column in 0..<20 {
                        let p = CGPoint(x: Double(column) * 5 + 0.37, y: Double(row) * 5 + 0.61)
                        #expect(G.winding(p, polygons) <= 0)
                    }
                }
                for p in G.interiorPoints(path) {
                    #expect(G.winding(p, polygons) < 0)
                }
            }
        }
    }
    #endif
}
