#if !QUARTZCORE_COMPATIBILITY_TEST
import Testing
@testable import OpenQuartzCoreRendering

/// Clip masks: a rectangle's mask is each pixel's overlap with it (computed here), a fill through a
/// mask is scaled by it pixel by pixel, a mask within a parent is the product of both, and nothing
/// is drawn outside the mask's rectangle.
@Suite struct ClipMaskTests {
    static let rect = PixelRect(x0: -3, y0: 2, x1: 45, y1: 40)

    /// The mask of `points` (one closed polygon) over `rect`.
    static func mask(_ points: [CGPoint], rect: PixelRect = rect, parent: ClipMask? = nil) -> ClipMask {
        let edges = PathEdges()
        let path = edges.append(PathTest.polygon(points), map: .identity)
        let mask = ClipMask()
        mask.render(path, of: edges, rule: .winding, rect: rect, parent: parent, scratch: PathRasterScratch())
        return mask
    }

    /// The area of pixel (x, y) inside the axis-aligned rectangle from (x0, y0) to (x1, y1).
    static func overlap(_ x: Int, _ y: Int, _ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> Double {
        let w = max(0, min(Double(x + 1), x1) - max(Double(x), x0))
        let h = max(0, min(Double(y + 1), y1) - max(Double(y), y0))
        return w * h
    }

    /// Within one level: the rectangle's corners are rounded to 1/256 px, and each coverage to 8 bits.
    @Test func rectangleMasksAreTheOverlap() {
        var random = RandomScene(seed: 601)
        var worst = 0.0
        for _ in 0..<30 {
            let x0 = random.value(-6...20), y0 = random.value(0...20)
            let x1 = x0 + random.value(0.3...30), y1 = y0 + random.value(0.3...25)
            let mask = Self.mask([CGPoint(x: x0, y: y0), CGPoint(x: x1, y: y0), CGPoint(x: x1, y: y1), CGPoint(x: x0, y: y1)])
            for y in Self.rect.y0 - 2..<Self.rect.y1 + 2 {
                for x in Self.rect.x0 - 2..<Self.rect.x1 + 2 {
                    let inRect = x >= Self.rect.x0 && x < Self.rect.x1 && y >= Self.rect.y0 && y < Self.rect.y1
                    let expected = inRect ? Self.overlap(x, y, x0, y0, x1, y1) * 255 : 0
                    worst = max(worst, abs(Double(mask.coverage(x: x, y: y)) - expected))
                }
            }
        }
        #expect(worst <= 1)
    }

    /// Opaque white over everything through a mask leaves each pixel's alpha the mask's coverage;
    /// a colour through it is the colour scaled by the coverage (``PixelMath/scale(_:by:)``).
    @Test func fillsAreScaledByTheMask() {
        let mask = Self.mask([CGPoint(x: 3.3, y: 5.1), CGPoint(x: 40.7, y: 12.2), CGPoint(x: 12.4, y: 36.9)])
        let everything = PathTest.polygon([CGPoint(x: -50, y: -50), CGPoint(x: 100, y: -50), CGPoint(x: 100, y: 100),
                                           CGPoint(x: -50, y: 100)])
        let canvas = PathCanvas(rect: PixelRect(x0: -6, y0: 0, x1: 50, y1: 44))
        PathTest.fill(everything, paint: .solid(0xFFFF_FFFF), clip: mask, canvas: canvas)
        let colored = PathCanvas(rect: canvas.rect)
        PathTest.fill(everything, paint: .solid(0x8020_4060), clip: mask, canvas: colored)
        var wrong = 0
        for y in canvas.rect.y0..<canvas.rect.y1 {
            for x in canvas.rect.x0..<canvas.rect.x1 {
                let m = UInt32(mask.coverage(x: x, y: y))
                if canvas[x, y] != (m << 24 | m << 16 | m << 8 | m) { wrong += 1 }
                if colored[x, y] != PixelMath.scale(0x8020_4060, by: m) { wrong += 1 }
            }
        }
        #expect(wrong == 0)
    }

    /// A mask made within a parent is the product of the two masks made alone, rounded as
    /// ``PixelMath/scale(_:by:)`` rounds; outside the parent's rectangle it is empty.
    @Test func childMasksMultiplyTheirParent() {
        let parentRect = PixelRect(x0: 0, y0: 5, x1: 40, y1: 35)
        let parent = Self.mask([CGPoint(x: 2.5, y: 3.2), CGPoint(x: 41.3, y: 20.6), CGPoint(x: 6.1, y: 38.8)], rect: parentRect)
        let childPoints = [CGPoint(x: -2.2, y: 10.4), CGPoint(x: 30.9, y: 4.3), CGPoint(x: 36.2, y: 30.1), CGPoint(x: 8.8, y: 37.7)]
        let alone = Self.mask(childPoints)
        let child = Self.mask(childPoints, parent: parent)
        var wrong = 0
        for y in Self.rect.y0..<Self.rect.y1 {
            for x in Self.rect.x0..<Self.rect.x1 {
                let t = UInt32(alone.coverage(x: x, y: y)) * UInt32(parent.coverage(x: x, y: y)) + 128
                if UInt32(child.coverage(x: x, y: y)) != (t + (t >> 8)) >> 8 { wrong += 1 }
            }
        }
        #expect(wrong == 0)
        #expect(child.coverage(x: 20, y: 36) == 0)
        #expect(child.coverage(x: 20, y: 20) == 255)
    }
}
#endif
