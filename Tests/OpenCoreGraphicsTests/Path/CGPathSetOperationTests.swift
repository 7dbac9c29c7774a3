#if QUARTZCORE_COMPATIBILITY_TEST
import QuartzCore
#else
import OpenCoreGraphics
#endif
import Foundation
import QuartzCoreTestSupport
import Testing

/// The set operations of macOS 13 and iOS 16 (`union`, `intersection`, `subtracting`,
/// `symmetricDifference`, `normalized`, `intersects`, `componentsSeparated`). Expected areas are
/// worked out in each test from the shapes' geometry; expected fills come from `contains` on the
/// operands, with the operation's own definition (Apple: "filled regions in either this path or the
/// given path", and so on).
@Suite struct CGPathSetOperationTests {
    /// The result's subpaths as polygons, curves sampled at 256 points each (their chords miss
    /// under 2·10⁻⁶ of a quarter circle's area).
    static func polygons(_ path: CGPath) -> [[CGPoint]] {
        var polygons: [[CGPoint]] = [], current: [CGPoint] = []
        path.applyWithBlock { element in
            let points = element.pointee.points
            switch element.pointee.type {
            case .moveToPoint:
                if !current.isEmpty { polygons.append(current) }
                current = [points[0]]
            case .addLineToPoint: current.append(points[0])
            case .addCurveToPoint:
                let p0 = current[current.count - 1], p1 = points[0], p2 = points[1], p3 = points[2]
                for step in 1...256 {
                    let t = Double(step) / 256, u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    current.append(CGPoint(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y))
                }
            case .closeSubpath: break
            default: Issue.record("a quadratic curve in a set operation's result")
            }
        }
        if !current.isEmpty { polygons.append(current) }
        return polygons
    }

    /// The number of cubic curves in `path`.
    static func curveCount(_ path: CGPath) -> Int {
        var count = 0
        path.applyWithBlock { if $0.pointee.type == .addCurveToPoint { count += 1 } }
        return count
    }

    /// The area a set operation's result fills (its polygons' signed areas summed: a weakly simple
    /// result's holes wind the other way and subtract).
    static func area(_ path: CGPath) -> Double {
        polygons(path).reduce(0) { total, polygon in
            var sum = 0.0
            for (index, p) in polygon.enumerated() {
                let q = polygon[(index + 1) % polygon.count]
                sum += Double(p.x * q.y - q.x * p.y)
            }
            return total + sum / 2
        }
    }

    @Test func curvesThatComeThroughWholeAreKept() {
        // A circle inside a larger square: the intersection is the circle, its four curves kept with
        // their control points; its union with a second circle cuts both, and what is cut is lines.
        let circle = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        let square = CGPath(rect: CGRect(x: -5, y: -5, width: 20, height: 20), transform: nil)
        let inside = circle.intersection(square)
        #expect(Self.curveCount(inside) == 4)
        var controls = Set<[Double]>(), originals = Set<[Double]>()
        inside.applyWithBlock { e in if e.pointee.type == .addCurveToPoint { for i in 0..<3 { controls.insert([e.pointee.points[i].x, e.pointee.points[i].y]) } } }
        circle.applyWithBlock { e in if e.pointee.type == .addCurveToPoint { for i in 0..<3 { originals.insert([e.pointee.points[i].x, e.pointee.points[i].y]) } } }
        #expect(controls == originals)
        let other = CGPath(ellipseIn: CGRect(x: 5, y: 0, width: 10, height: 10), transform: nil)
        let union = circle.union(other)
        // Each circle loses its two curves on the other's side (cut) and keeps the other two whole.
        #expect(Self.curveCount(union) == 4)
        #expect(Self.curveCount(circle.intersection(other)) == 0)
        // Four cubics run up to 0.027 % outside a circle: their area exceeds π r² by about that much.
        #expect(abs(Self.area(inside) - .pi * 25) < .pi * 25 * 5e-4)
    }

    let a = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 6), transform: nil)
    let b = CGPath(rect: CGRect(x: 4, y: 2, width: 10, height: 10), transform: nil)

    @Test func overlappingRectangles() {
        // 60 and 100, overlapping in [4, 10] × [2, 6]: 24.
        #expect(abs(Self.area(a.union(b)) - 136) < 1e-9)
        #expect(abs(Self.area(a.intersection(b)) - 24) < 1e-9)
        #expect(abs(Self.area(a.subtracting(b)) - 36) < 1e-9)
        #expect(abs(Self.area(b.subtracting(a)) - 76) < 1e-9)
        #expect(abs(Self.area(a.symmetricDifference(b)) - 112) < 1e-9)
        // The intersection is the rectangle itself: four corners, no point where it goes straight on.
        let corners = Self.polygons(a.intersection(b))
        #expect(corners.count == 1 && corners[0].count == 4)
        #expect(Set(corners[0].map { [$0.x, $0.y] }) == [[4, 2], [10, 2], [10, 6], [4, 6]])
    }

    @Test func rectanglesSharingAnEdgeJoinIntoOne() {
        let left = CGPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1), transform: nil)
        let right = CGPath(rect: CGRect(x: 1, y: 0, width: 1, height: 1), transform: nil)
        let union = Self.polygons(left.union(right))
        #expect(union.count == 1 && union[0].count == 4)
        #expect(abs(Self.area(left.union(right)) - 2) < 1e-12)
        #expect(left.intersection(right).isEmpty)
        #expect(!left.intersects(right))
        #expect(left.intersects(CGPath(rect: CGRect(x: 0.5, y: 0.5, width: 1, height: 1), transform: nil)))
    }

    @Test func aPathWithItself() {
        let circle = CGPath(ellipseIn: CGRect(x: -3, y: -3, width: 6, height: 6), transform: nil)
        #expect(circle.subtracting(circle).isEmpty)
        #expect(circle.symmetricDifference(circle).isEmpty)
        // π r², to within the flattening (a ten-thousandth of the size: well under 0.1 %).
        #expect(abs(Self.area(circle.intersection(circle)) - .pi * 9) < 0.01)
        #expect(abs(Self.area(circle.union(circle)) - .pi * 9) < 0.01)
    }

    @Test func lensOfTwoCircles() {
        // Two circles of radius r whose centres are d apart overlap in a lens of area
        // 2 r² acos(d / 2r) − (d / 2) √(4r² − d²).
        let r = 50.0, d = 60.0
        let first = CGPath(ellipseIn: CGRect(x: -r, y: -r, width: 2 * r, height: 2 * r), transform: nil)
        let second = CGPath(ellipseIn: CGRect(x: d - r, y: -r, width: 2 * r, height: 2 * r), transform: nil)
        let lens = 2 * r * r * acos(d / (2 * r)) - d / 2 * (4 * r * r - d * d).squareRoot()
        let disc = Double.pi * r * r
        #expect(abs(Self.area(first.intersection(second)) - lens) < lens * 1e-3)
        #expect(abs(Self.area(first.union(second)) - (2 * disc - lens)) < disc * 1e-3)
        #expect(abs(Self.area(first.subtracting(second)) - (disc - lens)) < disc * 1e-3)
        #expect(abs(Self.area(first.symmetricDifference(second)) - 2 * (disc - lens)) < disc * 1e-3)
    }

    @Test func resultsWindClockwiseOnAScreen() {
        // Drawn counter-clockwise on a screen (y down), the rectangle comes back the other way:
        // its filled side on the left of (dx, dy), a positive shoelace sum.
        let path = CGMutablePath()
        path.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 0, y: 5), CGPoint(x: 5, y: 5), CGPoint(x: 5, y: 0)])
        path.closeSubpath()
        #expect(Self.area(path.normalized()) > 0)
        #expect(abs(Self.area(path.normalized()) - 25) < 1e-12)
    }

    @Test func normalizingFollowsTheRule() {
        // A pentagram: its centre winds twice, so it is filled under the winding rule only.
        let star = CGMutablePath()
        for k in 0..<5 {
            let angle = Double(k) * 4 * .pi / 5 - .pi / 2
            let p = CGPoint(x: 10 * cos(angle), y: 10 * sin(angle))
            if k == 0 { star.move(to: p) } else { star.addLine(to: p) }
        }
        star.closeSubpath()
        for rule in [CGPathFillRule.winding, .evenOdd] {
            let normal = star.normalized(using: rule)
            for rule2 in [CGPathFillRule.winding, .evenOdd] {
                #expect(normal.contains(.zero, using: rule2) == (rule == .winding))
                #expect(normal.contains(CGPoint(x: 0, y: -8), using: rule2))
                #expect(!normal.contains(CGPoint(x: 0, y: 8), using: rule2))
            }
        }
    }

    @Test func openSubpathsCountAsClosed() {
        let open = CGMutablePath()
        open.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 4, y: 0), CGPoint(x: 0, y: 4)])
        #expect(abs(Self.area(open.normalized()) - 8) < 1e-12)
    }

    @Test func pointsThatAreNotFiniteAreLeftOut() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 2, height: 2))
        path.addLines(between: [CGPoint(x: CGFloat.nan, y: 0), CGPoint(x: 1, y: CGFloat.infinity), CGPoint(x: 3, y: 3)])
        #expect(abs(Self.area(path.union(a)) - 60) < 1e-12)
        #expect(CGMutablePath().union(CGMutablePath()).isEmpty)
    }

    @Test func componentsAreSeparated() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        path.addRect(CGRect(x: 3, y: 3, width: 4, height: 4))
        path.addRect(CGRect(x: 20, y: 0, width: 5, height: 5))
        let pieces = path.componentsSeparated(using: .evenOdd)
        #expect(pieces.count == 2)
        let areas = pieces.map(Self.area).sorted()
        #expect(abs(areas[0] - 25) < 1e-12 && abs(areas[1] - 84) < 1e-12)
        #expect(pieces.map { Self.polygons($0).count }.sorted() == [1, 2])
        // Under the winding rule the inner square, wound as the outer one, is not a hole.
        #expect(path.componentsSeparated(using: .winding).map(Self.area).sorted() == [25, 100])
    }

    /// Random polygons (self-crossing, touching and overlapping ones included): at points off
    /// their edges, each result fills exactly what the operation's definition says, by either rule.
    @Test(arguments: [CGPathFillRule.winding, .evenOdd])
    func randomPolygonsFillWhatTheDefinitionSays(rule: CGPathFillRule) {
        var random = SplitMix(seed: rule == .winding ? 7 : 11)
        for _ in 0..<25 {
            let first = Self.randomPolygons(&random), second = Self.randomPolygons(&random)
            let p = Self.path(first), q = Self.path(second)
            let results: [(CGPath, (Bool, Bool) -> Bool)] = [
                (p.union(q, using: rule), { $0 || $1 }), (p.intersection(q, using: rule), { $0 && $1 }),
                (p.subtracting(q, using: rule), { $0 && !$1 }), (p.symmetricDifference(q, using: rule), { $0 != $1 }),
            ]
            for y in stride(from: 0.25, to: 20, by: 0.5) {
                for x in stride(from: 0.25, to: 20, by: 0.5) {
                    let point = CGPoint(x: x, y: y)
                    guard (first + second).allSatisfy({ Self.distance(point, $0) > 1e-6 }) else { continue }
                    let inFirst = p.contains(point, using: rule), inSecond = q.contains(point, using: rule)
                    for (result, definition) in results {
                        let expected = definition(inFirst, inSecond)
                        #expect(result.contains(point, using: .winding) == expected)
                        #expect(result.contains(point, using: .evenOdd) == expected)
                    }
                }
            }
        }
    }

    /// One to three polygons of 3 to 7 corners on a grid of half units in [0, 20]², so that edges
    /// often run along one another or meet at corners.
    static func randomPolygons(_ random: inout SplitMix) -> [[CGPoint]] {
        (0..<(1 + random.next(3))).map { _ in
            (0..<(3 + random.next(5))).map { _ in CGPoint(x: Double(random.next(41)) / 2, y: Double(random.next(41)) / 2) }
        }
    }

    static func path(_ polygons: [[CGPoint]]) -> CGPath {
        let path = CGMutablePath()
        for polygon in polygons {
            path.addLines(between: polygon)
            path.closeSubpath()
        }
        return path
    }

    static func distance(_ p: CGPoint, _ polygon: [CGPoint]) -> Double {
        polygon.indices.map { index in
            let a = polygon[index], b = polygon[(index + 1) % polygon.count]
            let dx = b.x - a.x, dy = b.y - a.y, length2 = dx * dx + dy * dy
            let t = length2 > 0 ? max(0, min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / length2)) : 0
            return hypot(p.x - a.x - t * dx, p.y - a.y - t * dy)
        }.min() ?? .infinity
    }
}

/// A small deterministic generator (SplitMix64).
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next(_ bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((z ^ (z >> 31)) % UInt64(bound))
    }
}

/// `lineIntersection(_:using:)` and `lineSubtracting(_:using:)`: this path's lines cut by another
/// path's area. Expected pieces worked out from the geometry in each test.
@Suite struct CGPathLineOperationTests {
    /// The subpaths of `path` as (points, closed), curves as their end points.
    static func subpaths(_ path: CGPath) -> [(points: [CGPoint], closed: Bool)] {
        var result: [(points: [CGPoint], closed: Bool)] = []
        path.applyWithBlock { element in
            let e = element.pointee
            switch e.type {
            case .moveToPoint: result.append(([e.points[0]], false))
            case .addLineToPoint: result[result.count - 1].points.append(e.points[0])
            case .addCurveToPoint: result[result.count - 1].points.append(e.points[2])
            case .addQuadCurveToPoint: result[result.count - 1].points.append(e.points[1])
            case .closeSubpath: result[result.count - 1].closed = true
            @unknown default: break
            }
        }
        return result
    }

    let square = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)

    @Test func aLineAcrossASquare() {
        let line = CGMutablePath()
        line.move(to: CGPoint(x: -5, y: 5))
        line.addLine(to: CGPoint(x: 15, y: 5))
        let inside = Self.subpaths(line.lineIntersection(square))
        #expect(inside.count == 1 && inside[0].points == [CGPoint(x: 0, y: 5), CGPoint(x: 10, y: 5)] && !inside[0].closed)
        let outside = Self.subpaths(line.lineSubtracting(square))
        #expect(outside.map(\.points) == [[CGPoint(x: -5, y: 5), CGPoint(x: 0, y: 5)], [CGPoint(x: 10, y: 5), CGPoint(x: 15, y: 5)]])
    }

    @Test func aPolylineKeepsItsCornersAndJoinsWhatMeets() {
        // In at (0, 2), a corner at (4, 2), out at (4, 10); the rest outside.
        let line = CGMutablePath()
        line.addLines(between: [CGPoint(x: -2, y: 2), CGPoint(x: 4, y: 2), CGPoint(x: 4, y: 14)])
        let inside = Self.subpaths(line.lineIntersection(square))
        #expect(inside.count == 1 && inside[0].points == [CGPoint(x: 0, y: 2), CGPoint(x: 4, y: 2), CGPoint(x: 4, y: 10)])
    }

    @Test func aClosedShapeInsideStaysClosedAndCurved() {
        let circle = CGPath(ellipseIn: CGRect(x: 2, y: 2, width: 6, height: 6), transform: nil)
        let inside = circle.lineIntersection(square)
        #expect(Self.subpaths(inside).count == 1 && Self.subpaths(inside)[0].closed)
        #expect(CGPathSetOperationTests.curveCount(inside) == 4)
        #expect(circle.lineSubtracting(square).isEmpty)
    }

    @Test func extremeCoordinatesNeitherTrapNorHang() {
        // A line from far above to far below: its squared length overflows, and the 10 units of it
        // inside the square are below the resolution of its parameter (2·10³⁰⁰ long), so it is
        // kept whole outside.
        let far = CGMutablePath()
        far.move(to: CGPoint(x: 0, y: 1e300))
        far.addLine(to: CGPoint(x: 1, y: -1e300))
        #expect(far.lineIntersection(square).isEmpty)
        #expect(Self.subpaths(far.lineSubtracting(square)).map(\.points) == [[CGPoint(x: 0, y: 1e300), CGPoint(x: 1, y: -1e300)]])
        // A square smaller than the least normal number is still a square inside the other.
        let tiny = CGPath(rect: CGRect(x: 0, y: 0, width: CGFloat.leastNormalMagnitude / 64, height: CGFloat.leastNormalMagnitude / 64), transform: nil)
        #expect(Self.subpaths(tiny.union(tiny)).map(\.points.count) == [4])
        #expect(tiny.intersects(square))
        // A square 10⁻²⁹⁹ of a huge one's size, inside it, comes through.
        let huge = CGPath(rect: CGRect(x: -1e300, y: -1e300, width: 2e300, height: 2e300), transform: nil)
        #expect(abs(CGPathSetOperationTests.area(huge.intersection(square)) - 100) < 1e-9)
    }

    @Test func aCircleCutByASquareWrapsAroundItsStart() {
        // A circle about (10, 5), radius 3, starting at its rightmost point (13, 5), outside the
        // square: its part outside is one subpath from (10, 8) round through the start to (10, 2).
        let circle = CGPath(ellipseIn: CGRect(x: 7, y: 2, width: 6, height: 6), transform: nil)
        let outside = Self.subpaths(circle.lineSubtracting(square))
        #expect(outside.count == 1)
        let ends = [outside[0].points.first!, outside[0].points.last!].map { [($0.x * 1e6).rounded() / 1e6, ($0.y * 1e6).rounded() / 1e6] }
        #expect(Set(ends) == [[10, 8], [10, 2]])
        #expect(Self.subpaths(circle.lineIntersection(square)).count == 1)
    }
}
