#if !QUARTZCORE_COMPATIBILITY_TEST
import Foundation
import Testing
@testable import OpenQuartzCoreRendering

/// The fill rules on outlines that cross themselves or have holes, against independent
/// calculations (the winding number of each pixel away from the outline, and the areas of the
/// regions by the shoelace formula), with the tolerances of ``PathCoverageAreaTests``.
@Suite struct PathRuleAreaTests {
    static let white = PathCoverageAreaTests.white

    /// Self-intersecting polygons: pixels away from the outline follow each rule (non-zero: any
    /// winding; even-odd: odd windings), and the coverage sums to Σ winding × area (the signed
    /// shoelace, with the polygon turned to positive winding) under non-zero only where no region
    /// winds twice; so the sum is checked on a regular pentagram, whose regions are known: under
    /// non-zero it covers its ten-sided outline, under even-odd that less its inner pentagon.
    @Test(arguments: [CGPathFillRule.winding, .evenOdd])
    func selfIntersectingPolygonsFollowTheRule(rule: CGPathFillRule) {
        var random = RandomScene(seed: rule == .winding ? 103 : 104)
        var badPixels = 0
        for _ in 0..<60 {
            let canvas = PathCanvas(rect: PixelRect(x0: 0, y0: 0, x1: 48, y1: 48))
            let points = (0..<Int(random.value(4...12.99))).map { _ in
                CGPoint(x: random.value(2...46), y: random.value(2...46))
            }
            PathTest.fill(PathTest.polygon(points), rule: rule, paint: Self.white, canvas: canvas)
            badPixels += PathCoverageAreaTests.check(canvas, points: points, area: 0) { rule == .evenOdd ? $0 % 2 != 0 : $0 != 0 }.pixels
        }
        #expect(badPixels == 0)

        let centre = (x: 30.3, y: 28.7), outer = 25.0
        let inner = outer * cos(0.4 * .pi) / cos(0.2 * .pi)
        func point(_ radius: Double, _ k: Int) -> CGPoint {
            let angle = -Double.pi / 2 + Double(k) * Double.pi / 5
            return CGPoint(x: centre.x + radius * cos(angle), y: centre.y + radius * sin(angle))
        }
        let star = (0..<5).map { point(outer, 4 * $0 % 10) }
        let decagon = (0..<10).map { point($0 % 2 == 0 ? outer : inner, $0) }
        let pentagon = (0..<5).map { point(inner, 2 * $0 + 1) }
        let area = abs(PathTest.shoelace(decagon)) - (rule == .evenOdd ? abs(PathTest.shoelace(pentagon)) : 0)
        let canvas = PathCanvas(rect: PixelRect(x0: 0, y0: 0, x1: 60, y1: 60))
        PathTest.fill(PathTest.polygon(star), rule: rule, paint: Self.white, canvas: canvas)
        let result = PathCoverageAreaTests.check(canvas, points: star, area: area) { rule == .evenOdd ? $0 % 2 != 0 : $0 != 0 }
        #expect(result.sum)
        #expect(result.pixels == 0)
    }

    /// A square with a square hole, the hole drawn the same way round or the other: non-zero fills
    /// the hole only when both turn the same way, even-odd never.
    @Test(arguments: [false, true], [CGPathFillRule.winding, .evenOdd])
    func holes(reversed: Bool, rule: CGPathFillRule) {
        let outer = [CGPoint(x: 3.3, y: 4.6), CGPoint(x: 40.2, y: 4.6), CGPoint(x: 40.2, y: 38.9), CGPoint(x: 3.3, y: 38.9)]
        let hole = [CGPoint(x: 12.5, y: 13.25), CGPoint(x: 30.75, y: 13.25), CGPoint(x: 30.75, y: 29.1), CGPoint(x: 12.5, y: 29.1)]
        let inner = reversed ? hole.reversed() : hole
        let canvas = PathCanvas(rect: PixelRect(x0: 0, y0: 0, x1: 44, y1: 42))
        PathTest.fill(PathTest.polygon(outer) + PathTest.polygon(inner), rule: rule, paint: Self.white, canvas: canvas)
        let filled = !reversed && rule == .winding
        let area = abs(PathTest.shoelace(outer)) - (filled ? 0 : abs(PathTest.shoelace(hole)))
        let alphas = PathTest.alphas(canvas)
        let partial = alphas.filter { $0 > 0 && $0 < 255 }.count
        let tolerance = Double(partial) * 0.5 / 255 + (PathCoverageAreaTests.perimeter(outer) + PathCoverageAreaTests.perimeter(hole)) / 256
        #expect(abs(Double(alphas.reduce(0, +)) / 255 - area) <= tolerance)
        // The hole's middle pixel, and one in the frame.
        #expect(canvas[21, 21] >> 24 == (filled ? 255 : 0))
        #expect(canvas[6, 20] >> 24 == 255)
    }
}
#endif
