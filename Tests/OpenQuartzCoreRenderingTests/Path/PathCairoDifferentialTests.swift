#if !QUARTZCORE_COMPATIBILITY_TEST
import Testing
@testable import OpenQuartzCoreRendering

/// Random fills drawn by the path engine and by Cairo (`cairo_fill` of the same path, the default
/// antialiasing, over the same background), compared pixel by pixel.
///
/// They cannot agree exactly, and the tolerances say by how much they may differ and why:
/// - Coverage. Ours is the exact area of the flattened outline in each pixel. Cairo 1.16's image
///   backend (its "tor" scan converter) takes the area exactly across a pixel but samples 15
///   sub-rows down it, so near-horizontal edges differ by up to ~1/30 of a pixel (8 levels), and
///   corners and crossings by a little more.
/// - Curves. Both flatten to within 0.1 px of the true curve (Cairo by subdivision, ours by a
///   segment count), so an edge pixel of a curve may differ by up to 0.2 px of coverage (~50
///   levels) where the two polygons stray opposite ways; it rarely does.
/// - Colour. Cairo rounds a colour to 16 bits, then to 8 by truncation; ours rounds to 8 directly
///   (1 level). Gradients: ours looks colours up in a 1,024-entry table (``GradientTable``), pixman
///   interpolates each pixel's exactly (1 to 2 levels; a pixel whose sample falls next to a hard
///   stop, or on a conic gradient's seam, may take the other side's colour entirely). Images: the
///   same bilinear filter with 8-bit weights, but pixman's 16.16 steps differ from ours in the
///   last bits (a level or two where texels differ strongly).
/// - Self-intersections. Ours applies the fill rule to each pixel's accumulated signed area (as
///   FreeType's and Blend2D's rasterizers do), which is the exact covered area wherever the
///   windings within the pixel are at most two consecutive values (every pixel of an outline that
///   does not cross itself, and of one whose crossings lie in other pixels). A pixel holding a
///   crossing, with parts wound 0, 1 and 2, can be off by up to half its coverage; Cairo resolves
///   the winding per sub-row. (Outlines traced twice over, whose every edge pixel is wound 0 and
///   2, are left out: see ``RandomScene/path(_:in:)``.)
/// So, over every case (worst case seen, in brackets): the mean channel difference of a case at
/// most 0.75 (0.22; a systematic error such as a wrong offset, rule or colour moves it far more),
/// at most 1 pixel in 200 more than 4 levels off (1 in 600), and at most 1 in 5,000 more than 56
/// off (1 in 20,000: crossings of self-intersecting outlines).
@Suite struct PathCairoDifferentialTests {
    /// A random case for `paint` ("solid", "gradient", "image").
    static func randomCase(_ random: inout RandomScene, paint: String) -> PathFillCase {
        let kind = random.pick(RandomScene.PathKind.allCases)
        let local = CGRect(x: -20, y: -20, width: 40, height: 40)
        let elements = random.path(kind, in: local.insetBy(dx: random.value(0...12), dy: random.value(0...12)))
        let toDevice = random.affine(scale: 0.5...1.8, offset: -12...72)
        let rule: CGPathFillRule = random.chance(0.5) ? .winding : .evenOdd
        switch paint {
        case "gradient":
            let colors = (0..<Int(random.value(2...4.99))).map { _ in random.color(alpha: 0.2...1) }
            let locations: [CGFloat]? = random.chance(0.4) ? nil
                : (0..<colors.count).map { _ in CGFloat(random.value(-0.3...1.3)) }.sorted()
            let type: CAGradientLayerType = random.pick([.axial, .radial, .conic])
            let bounds = CGRect(x: random.value(-10...10), y: random.value(-10...10), width: random.value(10...60),
                                height: random.value(10...60))
            // Half the radial gradients from a focal point, some past the 0.99 the renderers keep.
            let focus = type == .radial && random.chance(0.5)
                ? CGPoint(x: random.value(-0.8...0.8), y: random.value(-0.8...0.8)) : .zero
            return PathFillCase(elements: elements, toDevice: toDevice, rule: rule,
                                paint: .gradient(type: type, colors: colors, locations: locations,
                                                 start: random.point(in: CGRect(x: -0.2, y: -0.2, width: 1.4, height: 1.4)),
                                                 end: random.point(in: CGRect(x: -0.2, y: -0.2, width: 1.4, height: 1.4)),
                                                 focus: focus, bounds: bounds, toDevice: random.affine(scale: 0.7...1.4, offset: 0...30)),
                                clipToBounds: type == .conic || random.chance(0.3))
        case "image":
            let width = Int(random.value(2...9.99)), height = Int(random.value(2...9.99))
            let texels = (0..<(width * height)).map { _ in
                KernelsTests.premultiplied(alpha: random.chance(0.5) ? 255 : UInt32(random.value(0...255.99)), &random)
            }
            return PathFillCase(elements: elements, toDevice: toDevice, rule: rule,
                                paint: .image(texels: texels, width: width, height: height,
                                              toDevice: random.affine(scale: 3...12, offset: -10...40),
                                              nearest: random.chance(0.3)))
        default:
            let c = random.components()
            return PathFillCase(elements: elements, toDevice: toDevice, rule: rule, paint: .solid(r: c.r, g: c.g, b: c.b, a: c.a))
        }
    }

    @Test(arguments: ["solid", "gradient", "image"])
    func fillsAgreeWithCairo(paint: String) {
        var random = RandomScene(seed: paint == "solid" ? 201 : (paint == "gradient" ? 202 : 203))
        let rect = PixelRect(x0: -5, y0: 7, x1: 59, y1: 63)
        let scratch = PathRasterScratch()
        var worstMean = 0.0, worstMax = 0, pixelsOverFew = 0, pixelsOverCurve = 0, pixels = 0, drawn = 0
        let cases = paint == "solid" ? 300 : 200
        for _ in 0..<cases {
            let fill = Self.randomCase(&random, paint: paint)
            let background = KernelsTests.premultiplied(alpha: UInt32(random.value(0...255.99)), &random)
            let ours = PathCanvas(rect: rect, background: background)
            fill.drawOurs(on: ours, scratch: scratch)
            let image = PathTest.cairoImage(of: PathCanvas(rect: rect, background: background))
            fill.drawCairo(into: image, origin: (rect.x0, rect.y0))
            let cairo = PathTest.pixels(of: image, rect: rect)
            if cairo.contains(where: { $0 != background }) { drawn += 1 }
            let d = PathTest.difference(ours.pixels, cairo, threshold: 4)
            let curve = PathTest.difference(ours.pixels, cairo, threshold: 56)
            worstMean = max(worstMean, d.mean)
            worstMax = max(worstMax, d.max)
            pixelsOverFew += d.over
            pixelsOverCurve += curve.over
            pixels += ours.pixels.count
        }
        #expect(worstMean <= 0.75, "worst mean channel difference \(worstMean)")
        #expect(pixelsOverFew * 200 <= pixels, "\(pixelsOverFew) of \(pixels) pixels differ by more than 4")
        #expect(pixelsOverCurve * 5_000 <= pixels, "\(pixelsOverCurve) of \(pixels) pixels differ by more than 56")
        #expect(drawn * 2 > cases, "only \(drawn) of \(cases) cases drew")
    }
}
#endif
