#if !QUARTZCORE_COMPATIBILITY_TEST
import Foundation
import Testing
@testable import OpenQuartzCoreRendering

/// The rasterizer's coverage is the exact area of the polygon in each pixel: the coverage summed
/// over the target equals the polygon's area by the shoelace formula, and pixels well inside are
/// fully covered, well outside untouched, for both fill rules.
///
/// Tolerance on the sum (an error budget, not a measurement): each partly covered pixel's coverage
/// is rounded to 8 bits (at most 0.5/255 of a pixel each), and vertices and the crossings of pixel
/// sides are rounded to 1/256 of a pixel (moving the outline by at most 1/256 px, so the area by at
/// most perimeter/256). "Well inside" and "well outside" are pixels whose centre lies more than
/// 0.75 px (over √2/2) from the outline, so that no side crosses them.
@Suite struct PathCoverageAreaTests {
    /// Opaque white: a pixel's alpha is its coverage.
    static let white = PathPaint.solid(0xFFFF_FFFF)

    /// A random polygon of 3 to 24 vertices about (cx, cy), each in the first 90% of its own equal
    /// sector of the turn: from four vertices on, neighbours are less than half a turn apart about
    /// the centre, so the polygon is star-shaped about it, so simple (as every triangle is).
    static func simplePolygon(_ random: inout RandomScene, cx: Double, cy: Double, radius: Double) -> [CGPoint] {
        let count = Int(random.value(3...24.99))
        let angles = (0..<count).map { (Double($0) + random.value(0...0.9)) / Double(count) * 2 * Double.pi }
        let points = angles.map { angle in
            let r = random.value((radius * 0.3)...radius)
            return CGPoint(x: cx + r * cos(angle), y: cy + r * sin(angle))
        }
        return random.chance(0.5) ? points : points.reversed()
    }

    static func perimeter(_ points: [CGPoint]) -> Double {
        points.indices.reduce(0) { sum, i in
            let a = points[i], b = points[(i + 1) % points.count]
            return sum + hypot(Double(b.x - a.x), Double(b.y - a.y))
        }
    }

    /// Checks the summed coverage against `area` and the pixels away from the outline against
    /// `inside` (the fill rule applied to the winding number); returns the number of failures.
    static func check(_ canvas: PathCanvas, points: [CGPoint], area: Double, inside: (Int) -> Bool) -> (sum: Bool, pixels: Int) {
        let alphas = PathTest.alphas(canvas)
        let partial = alphas.filter { $0 > 0 && $0 < 255 }.count
        let sum = Double(alphas.reduce(0, +)) / 255
        let tolerance = Double(partial) * 0.5 / 255 + perimeter(points) / 256 + 1e-9
        var wrong = 0
        for y in canvas.rect.y0..<canvas.rect.y1 {
            for x in canvas.rect.x0..<canvas.rect.x1 {
                let cx = Double(x) + 0.5, cy = Double(y) + 0.5
                guard PathTest.distanceToOutline(cx, cy, points) > 0.75 else { continue }
                let expected = inside(PathTest.winding(cx, cy, points)) ? 255 : 0
                if Int(canvas[x, y] >> 24) != expected { wrong += 1 }
            }
        }
        return (abs(sum - area) <= tolerance, wrong)
    }

    @Test(arguments: [CGPathFillRule.winding, .evenOdd])
    func simplePolygonsCoverTheirArea(rule: CGPathFillRule) {
        var random = RandomScene(seed: rule == .winding ? 101 : 102)
        var badSums = 0, badPixels = 0
        for _ in 0..<150 {
            let canvas = PathCanvas(rect: PixelRect(x0: -7, y0: 3, x1: 57, y1: 61))
            let points = Self.simplePolygon(&random, cx: random.value(15...35), cy: random.value(20...45),
                                            radius: random.value(2...18))
            PathTest.fill(PathTest.polygon(points), rule: rule, paint: Self.white, canvas: canvas)
            let result = Self.check(canvas, points: points, area: abs(PathTest.shoelace(points))) { $0 != 0 }
            if !result.sum { badSums += 1 }
            badPixels += result.pixels
        }
        #expect(badSums == 0)
        #expect(badPixels == 0)
    }
}
#endif
