#if !QUARTZCORE_COMPATIBILITY_TEST
import Testing
@testable import OpenQuartzCoreRendering

/// Paints under projective maps: each pixel of an image or a gradient seen in perspective takes the
/// colour of the point its centre maps back to (through the inverse homography, see
/// ``PathMapTests``), with the pixel centre at (x + 0.5, y + 0.5) and texel (i, j) centred on
/// (i + 0.5, j + 0.5) of image space.
@Suite struct PathProjectivePaintTests {
    static let rect = PixelRect(x0: 0, y0: 0, x1: 60, y1: 50)
    /// A polygon covering the whole target, so every pixel is fully covered.
    static let everything = PathTest.polygon([CGPoint(x: -10, y: -10), CGPoint(x: 80, y: -10), CGPoint(x: 80, y: 70),
                                              CGPoint(x: -10, y: 70)])
    /// An image 20 by 15 units placed at (10, 8) and seen in perspective.
    static let toDevice = PathMap(a: 2.2, b: 0.3, c: -0.2, d: 2.0, tx: 10, ty: 8, p: 0.004, q: -0.006, w: 1)

    /// Within 2 levels: the sample's coordinates come out of slightly different arithmetic (one
    /// rounding apart), which can move a bilinear weight by one step.
    @Test(arguments: [false, true]) func imagesSampleTheirPreimage(nearest: Bool) {
        var random = RandomScene(seed: nearest ? 711 : 712)
        let (width, height) = (8, 6)
        let texels = (0..<(width * height)).map { _ in KernelsTests.premultiplied(alpha: UInt32(random.value(0...255.99)), &random) }
        // Image space: the image covers 20 x 15 units, so texel (i, j) spans 2.5 units.
        let scale = PathMap(a: 2.5, b: 0, c: 0, d: 2.5, tx: 0, ty: 0)
        let toDevice = scale.concatenating(Self.toDevice)
        let canvas = PathCanvas(rect: Self.rect)
        var worst = 0
        texels.withUnsafeBufferPointer { buffer in
            let paint = ImagePaint(texels: buffer.baseAddress!, stride: width, width: width, height: height,
                                   toDevice: toDevice, nearest: nearest)!
            PathTest.fill(Self.everything, paint: .image(paint), canvas: canvas)
            let sampler = TexelSampler(texels: buffer.baseAddress!, stride: width, width: width, height: height,
                                       map: (1, 0, 0, 0, 1, 0), nearest: nearest)
            let inverse = toDevice.inverted!
            for y in Self.rect.y0..<Self.rect.y1 {
                for x in Self.rect.x0..<Self.rect.x1 {
                    let point = inverse.apply(Double(x) + 0.5, Double(y) + 0.5)
                    let expected = sampler.sample(sx: point.x - 0.5, sy: point.y - 0.5)
                    worst = max(worst, PathTest.difference([canvas[x, y]], [expected]).max)
                }
            }
        }
        #expect(worst <= 2)
    }

    /// An axial gradient from opaque red to translucent blue across a layer seen in perspective:
    /// each pixel the colour interpolated at its preimage's position along the gradient, within 2
    /// levels (the table's 1/1024 steps and rounding).
    @Test func gradientsFollowTheirPreimage() {
        let colors = [CGColor(srgbRed: 1, green: 0, blue: 0, alpha: 1), CGColor(srgbRed: 0, green: 0, blue: 1, alpha: 0.4)]
        let bounds = CGRect(x: 0, y: 0, width: 20, height: 15)
        let table = GradientTable(colors: colors, locations: nil, type: .axial)!
        let start = CGPoint(x: 0.1, y: 0.2), end = CGPoint(x: 0.9, y: 0.7)
        let paint = PathPaint.layerGradient(table: table, startPoint: start, endPoint: end, bounds: bounds,
                                            toDevice: Self.toDevice)!
        let canvas = PathCanvas(rect: Self.rect)
        PathTest.fill(Self.everything, paint: paint, canvas: canvas)
        let inverse = Self.toDevice.inverted!
        let dx = Double(end.x - start.x), dy = Double(end.y - start.y)
        var worst = 0
        for y in Self.rect.y0..<Self.rect.y1 {
            for x in Self.rect.x0..<Self.rect.x1 {
                let point = inverse.apply(Double(x) + 0.5, Double(y) + 0.5)
                let u = point.x / 20 - Double(start.x), v = point.y / 15 - Double(start.y)
                let f = min(max((u * dx + v * dy) / (dx * dx + dy * dy), 0), 1)
                let a = 1 - 0.6 * f, r = 1 - f, b = f
                func byte(_ value: Double) -> UInt32 { UInt32((value * 255).rounded()) }
                let expected = byte(a) << 24 | byte(r * a) << 16 | byte(b * a)
                worst = max(worst, PathTest.difference([canvas[x, y]], [expected]).max)
            }
        }
        #expect(worst <= 2)
    }
}
#endif
