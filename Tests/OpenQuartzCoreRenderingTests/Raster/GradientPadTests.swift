#if !QUARTZCORE_COMPATIBILITY_TEST
import Testing
import QuartzCoreTestSupport
@testable import OpenQuartzCoreRendering

/// Beyond a gradient's last location (and before its first) the end colours continue exactly, as
/// Cairo's `CAIRO_EXTEND_PAD` draws them and as `GradientLayerPainter` has Cairo draw gradient
/// layers: a radial glow whose last stop is transparent leaves the rest of its layer untouched.
@Suite struct GradientPadTests {
    /// A 100 x 100 radial gradient layer, centred, of radius 30 (`endPoint` 0.3 from the centre on
    /// both axes): white, opaque to 0.9 of the radius, half transparent at 0.98, transparent at 1
    /// (the pumpkin glow of ThorVG's example `pumpkin.json` has such a rim). Drawn into a
    /// transparent context by the software compositor, or through Cairo (the reference).
    static func glow(type: CAGradientLayerType, software: Bool = true) -> [UInt8] {
        LayerTestHarness.withManualClock(at: 0) { _ in
            let root = LayerTestHarness.withoutActions {
                let root = CALayer()
                root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
                let glow = CAGradientLayer()
                glow.frame = root.bounds
                glow.type = type
                glow.colors = [1, 0.5, 0].map { CGColor(srgbRed: 1, green: 1, blue: 1, alpha: $0) }
                glow.locations = [0.9, 0.98, 1]
                glow.startPoint = CGPoint(x: 0.5, y: 0.5)
                glow.endPoint = CGPoint(x: 0.8, y: 0.8)
                root.addSublayer(glow)
                return root
            }
            CATransaction.flush()
            return Frames.render(root, width: 100, height: 100, at: 0, software: software, format: Frames.bgra)
        }
    }

    @Test(arguments: [true, false]) func aRadialGradientPadsWithItsLastColour(software: Bool) {
        let pixels = Self.glow(type: .radial, software: software)
        func alpha(_ x: Int, _ y: Int) -> UInt8 { pixels[(y * 100 + x) * 4 + 3] }
        // Pixel centres 31 or more from the centre (50, 50) lie past the last location: untouched.
        var haze = 0
        for y in 0..<100 {
            for x in 0..<100 where hypot(Double(x) + 0.5 - 50, Double(y) + 0.5 - 50) >= 31 {
                if alpha(x, y) != 0 { haze += 1 }
            }
        }
        #expect(haze == 0)
        // Within 0.9 of the radius (27) the first colour, opaque.
        #expect(alpha(50, 50) == 255 && alpha(50 + 25, 50) == 255)
    }

    @Test(arguments: [true, false]) func anAxialGradientPadsWithItsEndColours(software: Bool) {
        // Axially, location 1 is the end point, (80, 80): the pixels beyond its line x + y = 160
        // take the last colour, transparent; those before 0.9 of the way (x + y < 100 + 0.9 × 60)
        // the first, opaque.
        let pixels = Self.glow(type: .axial, software: software)
        var wrong = 0
        for y in 0..<100 {
            for x in 0..<100 {
                let s = Double(x) + Double(y) + 1
                let alpha = pixels[(y * 100 + x) * 4 + 3]
                if s > 161, alpha != 0 { wrong += 1 }
                if s < 153, alpha != 255 { wrong += 1 }
            }
        }
        #expect(wrong == 0)
    }
}
#endif
