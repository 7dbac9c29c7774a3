#if !QUARTZCORE_COMPATIBILITY_TEST
import Testing
import QuartzCoreTestSupport
@testable import OpenQuartzCoreRendering

/// Layers with a `compositingFilter` naming a blend mode: drawn as a group and blended with what is
/// behind them. The software compositor's pixels are checked against Cairo's operators of the same
/// names (pixman's implementation of the W3C formulas, a renderer independent of ours), and a few
/// against values worked out here from the W3C Compositing and Blending Level 1 formulas.
@Suite struct BlendModeTests {
    /// A white root; an orange layer and a translucent teal one across it; over both, a layer of
    /// 70 % blue holding an opaque magenta sublayer and a half-transparent yellow one, blended by
    /// `filter`. Every edge falls on whole pixels.
    static func scene(filter: Any?) -> CALayer {
        LayerTestHarness.withoutActions { () -> CALayer in
            let root = CALayer()
            root.frame = CGRect(x: 0, y: 0, width: 80, height: 60)
            root.backgroundColor = CGColor(srgbRed: 1, green: 1, blue: 1, alpha: 1)
            for (frame, color) in [(CGRect(x: 0, y: 0, width: 50, height: 60), CGColor(srgbRed: 0.9, green: 0.5, blue: 0.2, alpha: 1)),
                                   (CGRect(x: 30, y: 10, width: 50, height: 30), CGColor(srgbRed: 0.1, green: 0.7, blue: 0.6, alpha: 0.6))] {
                let layer = CALayer()
                layer.frame = frame
                layer.backgroundColor = color
                root.addSublayer(layer)
            }
            let blended = CALayer()
            blended.frame = CGRect(x: 10, y: 5, width: 60, height: 50)
            blended.backgroundColor = CGColor(srgbRed: 0.2, green: 0.4, blue: 0.8, alpha: 0.7)
            for (frame, color) in [(CGRect(x: 5, y: 5, width: 20, height: 20), CGColor(srgbRed: 0.9, green: 0.1, blue: 0.8, alpha: 1)),
                                   (CGRect(x: 30, y: 25, width: 25, height: 20), CGColor(srgbRed: 1, green: 0.9, blue: 0.1, alpha: 0.5))] {
                let sublayer = CALayer()
                sublayer.frame = frame
                sublayer.backgroundColor = color
                blended.addSublayer(sublayer)
            }
            blended.compositingFilter = filter
            root.addSublayer(blended)
            return root
        }
    }

    static let names: [(FrameBlendMode, String)] = [
        (.multiply, "multiplyBlendMode"), (.screen, "screenBlendMode"), (.overlay, "overlayBlendMode"),
        (.darken, "darkenBlendMode"), (.lighten, "lightenBlendMode"), (.colorDodge, "colorDodgeBlendMode"),
        (.colorBurn, "colorBurnBlendMode"), (.softLight, "softLightBlendMode"), (.hardLight, "hardLightBlendMode"),
        (.difference, "differenceBlendMode"), (.exclusion, "exclusionBlendMode"), (.hue, "hueBlendMode"),
        (.saturation, "saturationBlendMode"), (.color, "colorBlendMode"), (.luminosity, "luminosityBlendMode"),
        (.addition, "additionCompositing"),
    ]

    @Test func everyNameIsAMode() {
        #expect(Self.names.map(\.0) == FrameBlendMode.allCases)
        for (mode, name) in Self.names {
            #expect(FrameBlendMode(filter: name) == mode)
            #expect(FrameBlendMode(filter: "CI" + name.prefix(1).uppercased() + name.dropFirst()) == mode)
        }
        #expect(FrameBlendMode(filter: "gaussianBlur") == nil && FrameBlendMode(filter: 3) == nil)
    }

    @Test(arguments: FrameBlendMode.allCases)
    func eachModeAgreesWithCairo(mode: FrameBlendMode) throws {
        let name = try #require(Self.names.first { $0.0 == mode }?.1)
        LayerTestHarness.withManualClock(at: 0) { _ in
            let (difference, ops) = SoftwareEffectsTests.compare(Self.scene(filter: name), at: 0)
            // pixman rounds each product to 8 bits on the way: a level apart at most (measured: 0 or
            // 1 for every mode); no edge is anti-aliased, so nothing else differs.
            #expect(difference.maximum <= 2, "\(mode): \(difference)")
            #expect(ops.contains { if case .endBlendedGroup(mode) = $0 { true } else { false } })
        }
    }

    /// A filter that names no blend mode is kept as set, and the layer drawn as if it had none.
    @Test func anotherFilterIsKeptAndCompositedNormally() {
        LayerTestHarness.withManualClock(at: 0) { _ in
            let other = Frames.render(Self.scene(filter: "gaussianBlur"), width: 80, height: 60, at: 0, software: true, format: Frames.bgra)
            let plain = Frames.render(Self.scene(filter: nil), width: 80, height: 60, at: 0, software: true, format: Frames.bgra)
            #expect(other == plain)
            let layer = CALayer()
            layer.compositingFilter = "gaussianBlur"
            #expect(layer.compositingFilter as? String == "gaussianBlur")
            #expect(layer.value(forKey: "compositingFilter") as? String == "gaussianBlur")
        }
    }

    /// Opaque (200, 100, 50) over opaque (100, 200, 250), worked out from the W3C formulas, each
    /// channel x / 255 and the result rounded: multiply 200·100/255 = 78.4, 100·200/255 = 78.4,
    /// 50·250/255 = 49.0; screen a + b − ab: 221.6, 221.6, 251.0; difference 100, 100, 200; darken
    /// 100, 100, 50; overlay (the backdrop decides): 100 ≤ 127.5 so 2·200·100/255 = 156.9, 200 >
    /// 127.5 so 255 − 2·155·55/255 = 188.1, 250: 255 − 2·205·5/255 = 247.0.
    @Test func opaqueValuesFollowTheFormulas() {
        let source: UInt32 = 0xFFC8_6432, backdrop: UInt32 = 0xFF64_C8FA
        let expected: [(FrameBlendMode, UInt32)] = [
            (.multiply, 0xFF4E_4E31), (.screen, 0xFFDE_DEFB), (.difference, 0xFF64_64C8), (.darken, 0xFF64_6432),
            (.overlay, 0xFF9D_BCF7),
        ]
        for (mode, pixel) in expected {
            #expect(PixelBlend.blend(source, over: backdrop, mode: mode) == pixel, "\(mode)")
        }
        // Where the source is transparent the backdrop stays; addition of two half-alpha greys caps.
        #expect(PixelBlend.blend(0, over: backdrop, mode: .multiply) == backdrop)
        #expect(PixelBlend.blend(0x8080_8080, over: 0x8090_9090, mode: .addition) == 0xFFFF_FFFF)
    }
}
#endif
