#if !QUARTZCORE_COMPATIBILITY_TEST
import Foundation
import Testing
@testable import OpenQuartzCoreRendering

/// Gradient layers. Expected colours are computed in each test from Apple's documented geometry
/// (unit-space start and end points, locations) by linear interpolation of the unpremultiplied
/// components at the pixel's centre; tolerance 2 of 255 per channel (8-bit gradient arithmetic).
@Suite struct GradientLayerPainterTests {
    typealias R = ContentRender
    static let red = R.color(1, 0, 0), blue = R.color(0, 0, 1)

    func layer(_ width: CGFloat, _ height: CGFloat, _ colors: [CGColor]?) -> LayerState {
        var s = LayerState()
        s.bounds = CGRect(x: 0, y: 0, width: width, height: height)
        s.colors = colors
        return s
    }

    func paint(_ s: LayerState) -> CairoImage {
        R.render(width: Int(s.bounds.width), height: Int(s.bounds.height), GradientLayerPainter.paint, s)
    }

    /// Checks the unpremultiplied pixel against the expected components (0...1).
    func expectPixel(_ image: CairoImage, _ x: Int, _ y: Int, _ r: Double, _ g: Double, _ b: Double,
                     _ a: Double = 1, sourceLocation: SourceLocation = #_sourceLocation) {
        let p = R.rgba(image, x, y)
        let want = [r, g, b, a].map { Int(($0 * 255).rounded()) }
        let got = [p.r, p.g, p.b, p.a]
        #expect(zip(want, got).allSatisfy { abs($0 - $1) <= 2 }, "(\(x), \(y)): \(got) != \(want)",
                sourceLocation: sourceLocation)
    }

    @Test func axialDefaultRunsTopToBottom() {
        let image = paint(layer(10, 100, [Self.red, Self.blue]))
        for y in [0, 25, 50, 99] {
            let t = (Double(y) + 0.5) / 100  // default start (0.5, 0), end (0.5, 1)
            expectPixel(image, 5, y, 1 - t, 0, t)
        }
    }

    @Test func axialFollowsStartAndEndPointsAndExtendsTheEndColours() {
        var s = layer(100, 10, [Self.red, Self.blue])
        s.startPoint = CGPoint(x: 0.25, y: 0.5)
        s.endPoint = CGPoint(x: 0.75, y: 0.5)
        let image = paint(s)
        expectPixel(image, 10, 5, 1, 0, 0)   // before the start: first colour
        expectPixel(image, 90, 5, 0, 0, 1)   // past the end: last colour
        let t = (40.5 - 25) / 50
        expectPixel(image, 40, 5, 1 - t, 0, t)
    }

    @Test func locationsPlaceTheStops() {
        var s = layer(10, 100, [Self.red, R.color(0, 1, 0), Self.blue])
        s.locations = [0.2, 0.4, 0.8]
        let image = paint(s)
        expectPixel(image, 5, 10, 1, 0, 0)
        let t1 = (30.5 / 100 - 0.2) / 0.2
        expectPixel(image, 5, 30, 1 - t1, t1, 0)
        let t2 = (60.5 / 100 - 0.4) / 0.4
        expectPixel(image, 5, 60, 0, 1 - t2, t2)
        expectPixel(image, 5, 90, 0, 0, 1)
    }

    @Test func coloursAreInterpolatedUnpremultiplied() {
        // Opaque red to transparent black: halfway is red at alpha 0.5 (premultiplied 64 of 255),
        // not the premultiplied average (128).
        let image = paint(layer(10, 100, [Self.red, R.color(0, 0, 0, 0)]))
        let t = 50.5 / 100
        let p = image.pixel(x: 5, y: 50)
        #expect(abs(Int(p.alpha) - Int(((1 - t) * 255).rounded())) <= 2)
        #expect(abs(Int(p.red) - Int(((1 - t) * (1 - t) * 255).rounded())) <= 2)
    }

    @Test func radialIsAnEllipseAroundTheStartPoint() {
        // Centre (0.5, 0.5), end (1, 1): radii 100 and 50 points on a 200 x 100 layer.
        var s = layer(200, 100, [R.color(1, 1, 1), R.color(0, 0, 0)])
        s.gradientType = .radial
        s.startPoint = CGPoint(x: 0.5, y: 0.5)
        s.endPoint = CGPoint(x: 1, y: 1)
        let image = paint(s)
        func t(_ x: Int, _ y: Int) -> Double {
            let u = (Double(x) + 0.5 - 100) / 100, v = (Double(y) + 0.5 - 50) / 50
            return min((u * u + v * v).squareRoot(), 1)
        }
        for (x, y) in [(100, 50), (150, 50), (100, 75), (130, 30), (0, 0), (199, 99)] {
            let g = 1 - t(x, y)
            expectPixel(image, x, y, g, g, g)
        }
        expectPixel(image, 0, 0, 0, 0, 0)  // beyond the edge: the last colour
    }

    /// A focus f (a fraction of the radii from the centre): location t is the circle of radius t
    /// centred at (1 - t) f in the space where the ellipse is the unit circle (the two-point
    /// conical gradient of Core Graphics and SVG from a point at f). The test finds each pixel's t
    /// by bisection on that definition; f longer than 0.99 is drawn as 0.99 f / |f|.
    @Test(arguments: [CGPoint(x: 0.6, y: 0.3), CGPoint(x: -0.2, y: 0.9), CGPoint(x: 1.5, y: 0)])
    func radialFocusMovesLocationZero(focus: CGPoint) {
        // Centre (0.5, 0.5), radii 100 and 50 points on a 200 x 100 layer.
        var s = layer(200, 100, [R.color(1, 1, 1), R.color(0, 0, 0)])
        s.gradientType = .radial
        s.startPoint = CGPoint(x: 0.5, y: 0.5)
        s.endPoint = CGPoint(x: 1, y: 1)
        s.radialFocus = focus
        let image = paint(s)
        let length = hypot(Double(focus.x), Double(focus.y)), limit = min(1, 0.99 / length)
        let fx = Double(focus.x) * limit, fy = Double(focus.y) * limit
        func t(_ x: Int, _ y: Int) -> Double {
            let u = (Double(x) + 0.5 - 100) / 100, v = (Double(y) + 0.5 - 50) / 50
            // |p - (1 - t) f| - t falls from |p - f| at t = 0 to below 0 past the circles' reach.
            var low = 0.0, high = 1.0
            for _ in 0..<60 {
                let mid = (low + high) / 2
                if hypot(u - (1 - mid) * fx, v - (1 - mid) * fy) > mid { low = mid } else { high = mid }
            }
            return low
        }
        var checked = 0
        for y in stride(from: 2, to: 100, by: 7) {
            for x in stride(from: 3, to: 200, by: 11) {
                let g = 1 - t(x, y)
                expectPixel(image, x, y, g, g, g)
                checked += 1
            }
        }
        #expect(checked == 252)
        // Location 0 (white) at the focus, not at the centre (near the rim, location changes too
        // fast within a pixel for this check).
        if length < 0.8 {
            #expect(R.rgba(image, Int(100 + fx * 100), Int(50 + fy * 50)).r >= 240)
            #expect(R.rgba(image, 100, 50).r < 220)
        }
    }

    @Test func conicSweepsClockwiseOnScreenFromTheEndPointDirection() {
        // Centre (0.5, 0.5), start towards +x; the fraction of a turn at a pixel is its angle from
        // +x, increasing towards +y (down), over 2 pi.
        var s = layer(100, 100, [Self.red, Self.blue])
        s.gradientType = .conic
        s.startPoint = CGPoint(x: 0.5, y: 0.5)
        s.endPoint = CGPoint(x: 1, y: 0.5)
        let image = paint(s)
        for (x, y) in [(80, 55), (50, 80), (20, 50), (50, 20), (70, 30)] {
            var f = atan2(Double(y) + 0.5 - 50, Double(x) + 0.5 - 50) / (2 * .pi)
            if f < 0 { f += 1 }
            expectPixel(image, x, y, 1 - f, 0, f)
        }
    }

    @Test func conicStartsAlongTheLineToTheEndPoint() {
        // Start towards the top (-y): the pixel just clockwise of the top is red, just before it blue.
        var s = layer(100, 100, [Self.red, Self.blue])
        s.gradientType = .conic
        s.startPoint = CGPoint(x: 0.5, y: 0.5)
        s.endPoint = CGPoint(x: 0.5, y: 0)
        let image = paint(s)
        // The fraction of a turn clockwise from straight up, at a pixel's centre.
        func f(_ x: Int, _ y: Int) -> Double {
            var a = atan2(Double(y) + 0.5 - 50, Double(x) + 0.5 - 50) + .pi / 2
            if a < 0 { a += 2 * .pi }
            return a / (2 * .pi)
        }
        #expect(f(52, 10) < 0.02 && f(47, 10) > 0.98)  // either side of the start ray
        for (x, y) in [(52, 10), (47, 10), (90, 50), (50, 90)] {
            expectPixel(image, x, y, 1 - f(x, y), 0, f(x, y))
        }
    }

    @Test func oneColourFillsTheBounds() {
        for type in [CAGradientLayerType.axial, .radial, .conic] {
            var s = layer(20, 20, [R.color(0, 1, 0)])
            s.gradientType = type
            let image = paint(s)
            expectPixel(image, 0, 0, 0, 1, 0)
            expectPixel(image, 19, 19, 0, 1, 0)
        }
    }

    @Test func nilOrEmptyColoursDrawNothing() {
        #expect(R.isBlank(paint(layer(20, 20, nil))))
        #expect(R.isBlank(paint(layer(20, 20, []))))
    }

    @Test func fillsOnlyTheBounds() {
        var s = layer(10, 10, [Self.red, Self.blue])
        s.bounds = CGRect(x: 5, y: 5, width: 10, height: 10)
        for type in [CAGradientLayerType.axial, .conic] {
            s.gradientType = type
            let image = R.render(width: 20, height: 20, GradientLayerPainter.paint, s)
            #expect(R.alpha(image, 4, 10) == 0)
            #expect(R.alpha(image, 15, 10) == 0)
            #expect(R.alpha(image, 10, 5) == 255)
            #expect(R.alpha(image, 14, 14) == 255)
        }
    }
}
#endif
