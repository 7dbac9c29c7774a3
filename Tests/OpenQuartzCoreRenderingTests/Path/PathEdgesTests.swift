#if !QUARTZCORE_COMPATIBILITY_TEST
import Testing
@testable import OpenQuartzCoreRendering

/// The edge store: curves flattened within the stated tolerance, polygons added as points (the way
/// in for a stroker's outlines) the same as the same polygons as path elements, and paths built
/// from several pieces.
@Suite struct PathEdgesTests {
    /// The point of the cubic (p0, p1, p2, p3) at t, by the Bernstein polynomials.
    static func cubic(_ p: [CGPoint], _ t: Double) -> (x: Double, y: Double) {
        let s = 1 - t
        let b = [s * s * s, 3 * s * s * t, 3 * s * t * t, t * t * t]
        return ((0..<4).reduce(0) { $0 + b[$1] * Double(p[$1].x) }, (0..<4).reduce(0) { $0 + b[$1] * Double(p[$1].y) })
    }

    /// Every edge of a flattened cubic lies within the tolerance of the curve: its midpoint is
    /// within the tolerance plus the 1/256 px rounding of the fixed point of the curve, found here
    /// by sampling the curve densely (4,000 points, closer together than a thousandth of a pixel).
    @Test(arguments: [0.1, 0.02, 0.5]) func curvesStayWithinTheTolerance(tolerance: Double) {
        var random = RandomScene(seed: 801)
        var worst = 0.0
        for _ in 0..<20 {
            let points = (0..<4).map { _ in CGPoint(x: random.value(0...3), y: random.value(0...3)) }
            let scale = random.value(1...2)
            let edges = PathEdges()
            let path = edges.append([.move(points[0]), .curve(control1: points[1], control2: points[2], end: points[3])],
                                    map: PathMap(a: scale, b: 0, c: 0, d: scale, tx: 0, ty: 0), tolerance: tolerance)
            let samples = (0...4_000).map { i -> (x: Double, y: Double) in
                let p = Self.cubic(points, Double(i) / 4_000)
                return (p.x * scale, p.y * scale)
            }
            // The closing edge, the chord from the curve's end back to its start, is not part of
            // the curve: its ends are theirs rounded to 1/256.
            func fixed(_ p: (x: Double, y: Double)) -> (Int32, Int32) {
                (Int32((p.x * scale * 256).rounded()), Int32((p.y * scale * 256).rounded()))
            }
            let ends = [fixed(Self.cubic(points, 0)), fixed(Self.cubic(points, 1))]
            for edge in edges.edges(of: path) {
                let top = (edge.x0, edge.y0), bottom = (edge.x1, edge.y1)
                if (top == ends[0] && bottom == ends[1]) || (top == ends[1] && bottom == ends[0]) { continue }
                let mx = (Double(edge.x0) + Double(edge.x1)) / 512, my = (Double(edge.y0) + Double(edge.y1)) / 512
                let nearest = samples.map { ($0.x - mx) * ($0.x - mx) + ($0.y - my) * ($0.y - my) }.min()!.squareRoot()
                worst = max(worst, nearest / (tolerance + 1.0 / 256))
            }
        }
        #expect(worst <= 1)
    }

    /// A polygon added as points, as x, y pairs, or as path elements gives the same pixels, and a
    /// path may be built of several subpaths added one by one (elements and polygons mixed).
    @Test func polygonsAsPointsMatchElements() {
        var random = RandomScene(seed: 802)
        let rect = PixelRect(x0: 0, y0: 0, x1: 50, y1: 40)
        let scratch = PathRasterScratch()
        var mismatches = 0
        for _ in 0..<30 {
            let outer = (0..<8).map { _ in CGPoint(x: random.value(0...50), y: random.value(0...40)) }
            let inner = (0..<5).map { _ in CGPoint(x: random.value(10...40), y: random.value(10...30)) }
            let map = PathMap(CGAffineTransform(rotationAngle: random.value(-0.5...0.5)).translatedBy(x: 5, y: -3))
            let edges = PathEdges()
            let byElements = edges.append(PathTest.polygon(outer) + PathTest.polygon(inner), map: map)
            edges.beginPath()
            edges.addPolygon(outer, map: map)
            let xy = inner.flatMap { [Double($0.x), Double($0.y)] }
            xy.withUnsafeBufferPointer { edges.addPolygon(xy: $0, map: map) }
            let byPoints = edges.endPath()
            edges.beginPath()
            edges.addElements(PathTest.polygon(outer), map: map)
            edges.addPolygon(inner, map: map)
            let mixed = edges.endPath()
            let canvases = [byElements, byPoints, mixed].map { path -> PathCanvas in
                let canvas = PathCanvas(rect: rect)
                canvas.draw { PathFill.fill(path, of: edges, rule: .evenOdd, paint: .solid(0xFF80_4020), area: rect, into: $0,
                                            scratch: scratch) }
                return canvas
            }
            if canvases[1].pixels != canvases[0].pixels || canvases[2].pixels != canvases[0].pixels { mismatches += 1 }
        }
        #expect(mismatches == 0)
    }
}
#endif
