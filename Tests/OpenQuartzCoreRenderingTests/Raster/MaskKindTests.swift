#if !QUARTZCORE_COMPATIBILITY_TEST
import Testing
import QuartzCoreTestSupport
@testable import OpenQuartzCore
@testable import OpenQuartzCoreRendering

/// Masks by luminance and inverted masks (``CALayer/masksByLuminance``, ``CALayer/invertsMask``, for
/// Lottie's luma and inverted track mattes). The software compositor agrees with Cairo's
/// interpretation, and the pixels are those worked out here.
@Suite struct MaskKindTests {
    /// ``SoftwareEffectsTests/base()``'s red layer (at (10, 8), 50 × 40) masked by a layer over
    /// (5, 5, 30, 25) of it, of `color`.
    static func root(mask color: CGColor, inverted: Bool, luminance: Bool) -> CALayer {
        LayerTestHarness.withoutActions { () -> CALayer in
            let (root, layer) = SoftwareEffectsTests.base()
            let mask = CALayer()
            mask.frame = CGRect(x: 5, y: 5, width: 30, height: 25)
            mask.backgroundColor = color
            layer.mask = mask
            layer.invertsMask = inverted
            layer.masksByLuminance = luminance
            return root
        }
    }

    static func bgra(_ pixels: [UInt8], x: Int, y: Int) -> [Double] {
        pixels[(y * 80 + x) * 4..<(y * 80 + x) * 4 + 3].map(Double.init)
    }

    /// The mask an opaque grey of 0.4 (102 in every channel): its luminance is 102 / 255 = 0.4 (the
    /// weights sum to 1). Inside the mask the red (0.9, 0.2, 0.1) keeps 40 %, over white:
    /// 255 − 0.4 × 255 × (1 − c); outside the mask, nothing of the layer shows (white).
    @Test func aLuminanceMaskCoversByItsLuminance() {
        LayerTestHarness.withManualClock(at: 0) { _ in
            let root = Self.root(mask: CGColor(srgbRed: 0.4, green: 0.4, blue: 0.4, alpha: 1), inverted: false, luminance: true)
            let (difference, ops) = SoftwareEffectsTests.compare(root, at: 0)
            DifferentialRenderingTests.expectAgreement(difference, seed: 0)
            #expect(ops.contains { if case .endMaskOfKind(let kind) = $0 { kind.luminance } else { false } })
            let pixels = Frames.render(root, width: 80, height: 60, at: 0, software: true, format: Frames.bgra)
            for (channel, value) in zip(Self.bgra(pixels, x: 25, y: 20), [0.1, 0.2, 0.9].map({ 255 - 0.4 * 255 * (1 - $0) })) {
                #expect(abs(channel - value) <= 1.5)
            }
            #expect(Self.bgra(pixels, x: 50, y: 40) == [255, 255, 255])
        }
    }

    /// Opaque black covers nothing by luminance, where by alpha it would cover all.
    @Test func blackCoversNothingByLuminance() {
        LayerTestHarness.withManualClock(at: 0) { _ in
            let root = Self.root(mask: CGColor(srgbRed: 0, green: 0, blue: 0, alpha: 1), inverted: false, luminance: true)
            let pixels = Frames.render(root, width: 80, height: 60, at: 0, software: true, format: Frames.bgra)
            #expect(Self.bgra(pixels, x: 25, y: 20) == [255, 255, 255])
        }
    }

    @Test func anInvertedMaskShowsTheLayerWhereTheMaskIsNot() throws {
        try LayerTestHarness.withManualClock(at: 0) { _ in
            let root = LayerTestHarness.withoutActions { () -> CALayer in
                let (root, layer) = SoftwareEffectsTests.base()
                let mask = CALayer()
                mask.frame = CGRect(x: 5, y: 5, width: 30, height: 25)
                mask.backgroundColor = CGColor(gray: 0, alpha: 0.6)
                layer.mask = mask
                layer.invertsMask = true
                return root
            }
            let (difference, ops) = SoftwareEffectsTests.compare(root, at: 0)
            DifferentialRenderingTests.expectAgreement(difference, seed: 0)
            #expect(ops.contains { if case .endMaskOfKind = $0 { true } else { false } })
            let pixels = Frames.render(root, width: 80, height: 60, at: 0, software: true, format: Frames.bgra)
            func bgra(x: Int, y: Int) -> [UInt8] { Array(pixels[(y * 80 + x) * 4..<(y * 80 + x) * 4 + 4]) }
            // Inside the mask: red (0.9, 0.2, 0.1) × 0.4 over white: 255 − 0.4 × 255 × (1 − c).
            let inside = try #require(Optional(bgra(x: 25, y: 20)))
            let expected = [0.1, 0.2, 0.9].map { 255 - 0.4 * 255 * (1 - $0) }
            for (channel, value) in zip(inside.prefix(3), expected) { #expect(abs(Double(channel) - value) <= 1.5) }
            // Outside it, within the layer: the layer's own red, (0.1, 0.2, 0.9) × 255 in BGR order.
            for (channel, value) in zip(bgra(x: 50, y: 40).prefix(3), [25.5, 51, 229.5]) { #expect(abs(Double(channel) - value) <= 1) }
        }
    }
}
#endif
