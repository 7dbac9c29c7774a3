#if QUARTZCORE_COMPATIBILITY_TEST
import CoreGraphics
#else
import OpenQuartzCoreRendering
#endif
import Foundation
import Testing

/// Blend modes at one pixel, against the formulas of the PDF specification (separable modes, as
/// Apple's documentation refers to it) and Apple's documented Porter-Duff formulas, computed here.
@Suite struct CGContextBlendModeTests {
    // 8-bit exact components: source (0.8, 0.4, 0.2), destination (0.2, 0.6, 0.9...).
    static let source = [204.0, 102, 51].map { $0 / 255 }, destination = [51.0, 153, 230].map { $0 / 255 }

    /// The separable blend functions B(s, d) of the PDF specification, plus Apple's plus modes.
    static func blend(_ mode: CGBlendMode, _ s: Double, _ d: Double) -> Double {
        func hardLight(_ s: Double, _ d: Double) -> Double { s <= 0.5 ? 2 * s * d : 1 - 2 * (1 - s) * (1 - d) }
        switch mode {
        case .normal: return s
        case .multiply: return s * d
        case .screen: return s + d - s * d
        case .overlay: return hardLight(d, s)
        case .darken: return min(s, d)
        case .lighten: return max(s, d)
        case .colorDodge: return d == 0 ? 0 : (s >= 1 ? 1 : min(1, d / (1 - s)))
        case .colorBurn: return d == 1 ? 1 : (s <= 0 ? 0 : 1 - min(1, (1 - d) / s))
        case .hardLight: return hardLight(s, d)
        case .softLight:
            if s <= 0.5 { return d - (1 - 2 * s) * d * (1 - d) }
            let g = d <= 0.25 ? ((16 * d - 12) * d + 4) * d : d.squareRoot()
            return d + (2 * s - 1) * (g - d)
        case .difference: return abs(s - d)
        case .exclusion: return s + d - 2 * s * d
        case .plusLighter: return min(1, s + d)
        case .plusDarker: return max(0, 1 - ((1 - d) + (1 - s)))
        default: fatalError("not separable")
        }
    }

    func draw(_ mode: CGBlendMode, source: [Double], sourceAlpha: Double = 1, destination: [Double],
              destinationAlpha: Double = 1) -> CGContext {
        let context = makeRGBAContext(width: 4, height: 4)
        context.setFillColor(red: destination[0], green: destination[1], blue: destination[2], alpha: destinationAlpha)
        context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        context.setBlendMode(mode)
        context.setFillColor(red: source[0], green: source[1], blue: source[2], alpha: sourceAlpha)
        context.fill(CGRect(x: 0, y: 0, width: 2, height: 4))
        return context
    }

    @Test(arguments: [CGBlendMode.normal, .multiply, .screen, .overlay, .darken, .lighten, .colorDodge, .colorBurn,
                      .softLight, .hardLight, .difference, .exclusion, .plusLighter, .plusDarker])
    func separableModesFollowTheirFormulas(_ mode: CGBlendMode) {
        let context = draw(mode, source: Self.source, destination: Self.destination)
        let expected = (0..<3).map { byte(Self.blend(mode, Self.source[$0], Self.destination[$0])) } + [255]
        #expect(close(rgba(context, x: 0, row: 0), expected, tolerance: 2), "\(mode)")
        // Outside the source's rectangle the destination is unchanged.
        #expect(close(rgba(context, x: 3, row: 0), Self.destination.map(byte) + [255]))
    }

    @Test func luminosityAndColorKeepTheRightLuminosity() {
        // PDF: Lum(C) = 0.3 R + 0.59 G + 0.11 B; luminosity keeps the source's, color the destination's.
        func lum(_ c: [Double]) -> Double { 0.3 * c[0] + 0.59 * c[1] + 0.11 * c[2] }
        for (mode, expected) in [(CGBlendMode.luminosity, lum(Self.source)), (.color, lum(Self.destination))] {
            let pixel = rgba(draw(mode, source: Self.source, destination: Self.destination), x: 0, row: 0)
            #expect(abs(lum(pixel.prefix(3).map { Double($0) / 255 }) - expected) < 3.0 / 255, "\(mode)")
        }
    }

    @Test func porterDuffModesFollowApplesFormulasInsideTheShapeOnly() {
        // Destination: half-transparent blue, premultiplied (0, 0, 0.5, 0.5). Source: opaque red.
        let red = [1.0, 0, 0], blue = [0.0, 0, 1]
        let cases: [(CGBlendMode, [Int])] = [
            (.copy, [255, 0, 0, 255]),            // R = S
            (.sourceIn, [128, 0, 0, 128]),        // R = S * Da
            (.sourceOut, [128, 0, 0, 128]),       // R = S * (1 - Da)
            (.destinationOut, [0, 0, 0, 0]),      // R = D * (1 - Sa)
            (.destinationOver, [128, 0, 128, 255]),  // R = S * (1 - Da) + D
            (.xor, [128, 0, 0, 128]),             // R = S * (1 - Da) + D * (1 - Sa)
            (.clear, [0, 0, 0, 0]),               // R = 0
        ]
        for (mode, expected) in cases {
            let context = draw(mode, source: red, destination: blue, destinationAlpha: 0.5)
            #expect(close(rgba(context, x: 0, row: 0), expected), "\(mode)")
            // Core Graphics bounds every mode by the shape: the right half keeps the destination.
            #expect(close(rgba(context, x: 3, row: 0), [0, 0, 128, 128]), "\(mode) outside the shape")
        }
        // Inside a clip too (the clip changes the state Cairo composites in).
        let clipped = makeRGBAContext(width: 4, height: 4)
        clipped.setFillColor(red: 0, green: 0, blue: 1, alpha: 0.5)
        clipped.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        clipped.clip(to: CGRect(x: 0, y: 0, width: 4, height: 2))
        clipped.setBlendMode(.sourceIn)
        clipped.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        clipped.fill(CGRect(x: 0, y: 0, width: 2, height: 4))
        #expect(close(rgba(clipped, x: 0, row: 3), [128, 0, 0, 128]))      // shape and clip
        #expect(close(rgba(clipped, x: 0, row: 0), [0, 0, 128, 128]))      // shape, outside the clip
        #expect(close(rgba(clipped, x: 3, row: 3), [0, 0, 128, 128]))      // clip, outside the shape
        // R = D * Sa with a half-transparent source.
        let context = draw(.destinationIn, source: red, sourceAlpha: 0.5, destination: blue, destinationAlpha: 0.5)
        #expect(close(rgba(context, x: 0, row: 0), [0, 0, 64, 64]))
        #expect(close(rgba(context, x: 3, row: 0), [0, 0, 128, 128]))
    }
}
