#if !QUARTZCORE_COMPATIBILITY_TEST
import Testing
@testable import OpenQuartzCoreRendering

/// Filling in bands of rows (and in boxes of columns) gives the pixels one pass gives, bit for bit:
/// every pixel's coverage depends only on its own row's edges, whatever part of the frame a call
/// draws, and a call draws nothing outside its area. Each band has its own scratch, as each band
/// thread would.
@Suite struct PathBandTests {
    @Test(arguments: ["solid", "gradient", "image"])
    func bandsMatchOnePass(paint: String) {
        var random = RandomScene(seed: paint == "solid" ? 301 : (paint == "gradient" ? 302 : 303))
        let rect = PixelRect(x0: -5, y0: 7, x1: 59, y1: 63)
        var mismatches = 0, drawn = 0
        for _ in 0..<100 {
            let fill = PathCairoDifferentialTests.randomCase(&random, paint: paint)
            let background = KernelsTests.premultiplied(alpha: UInt32(random.value(0...255.99)), &random)
            let whole = PathCanvas(rect: rect, background: background)
            fill.drawOurs(on: whole, scratch: PathRasterScratch())
            if whole.pixels.contains(where: { $0 != background }) { drawn += 1 }

            // Bands of 1 to 17 rows, each split at a random column into two boxes.
            let banded = PathCanvas(rect: rect, background: background)
            var top = rect.y0
            while top < rect.y1 {
                let bottom = min(rect.y1, top + Int(random.value(1...17.99)))
                let split = Int(random.value(Double(rect.x0)...Double(rect.x1)))
                for box in [PixelRect(x0: rect.x0, y0: top, x1: split, y1: bottom),
                            PixelRect(x0: split, y0: top, x1: rect.x1, y1: bottom)] {
                    fill.drawOurs(on: banded, scratch: PathRasterScratch(), area: box)
                }
                top = bottom
            }
            if banded.pixels != whole.pixels { mismatches += 1 }
        }
        #expect(mismatches == 0)
        #expect(drawn > 40, "\(drawn) of 100 cases drew")
    }

    /// Shapes over 1,100 columns: one pass fills them in strips of a few rows, each strip visiting
    /// only the edges it holds (``EdgeBuckets``); bands of up to 17 rows fill them strip by strip
    /// over every edge. Both give the same pixels.
    @Test func wideShapesMatchBands() {
        var random = RandomScene(seed: 304)
        let rect = PixelRect(x0: -3, y0: 0, x1: 1_100, y1: 90)
        var mismatches = 0
        for _ in 0..<12 {
            let points = (0..<Int(random.value(5...40.99))).map { _ in
                CGPoint(x: random.value(-20...1_120), y: random.value(-10...100))
            }
            let rule: CGPathFillRule = random.chance(0.5) ? .winding : .evenOdd
            let whole = PathCanvas(rect: rect), banded = PathCanvas(rect: rect)
            PathTest.fill(PathTest.polygon(points), rule: rule, paint: .solid(0xC0A0_6020), canvas: whole)
            var top = rect.y0
            while top < rect.y1 {
                let bottom = min(rect.y1, top + Int(random.value(1...17.99)))
                PathTest.fill(PathTest.polygon(points), rule: rule, paint: .solid(0xC0A0_6020), canvas: banded,
                              area: PixelRect(x0: rect.x0, y0: top, x1: rect.x1, y1: bottom))
                top = bottom
            }
            if banded.pixels != whole.pixels { mismatches += 1 }
        }
        #expect(mismatches == 0)
    }
}
#endif
