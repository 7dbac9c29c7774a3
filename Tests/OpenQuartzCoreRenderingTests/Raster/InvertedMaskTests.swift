#if !QUARTZCORE_COMPATIBILITY_TEST
import Testing
import QuartzCoreTestSupport
@testable import OpenQuartzCore
@testable import OpenQuartzCoreRendering

/// Inverted masks (``CALayer/invertsMask``, for Lottie's inverted track mattes): the layer shows
/// where its mask is transparent. The software compositor agrees with Cairo's interpretation, and
/// the pixels are those worked out here: the masked layer (red, at (10, 8), 50 × 40) under a mask
/// of 60 % alpha over (5, 5, 30, 25) of it keeps 40 % of its colour inside the mask, all of it
/// outside.
@Suite struct InvertedMaskTests {
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
            #expect(ops.contains { if case .endInvertedMask = $0 { true } else { false } })
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
