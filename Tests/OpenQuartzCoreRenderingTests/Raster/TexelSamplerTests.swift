#if !QUARTZCORE_COMPATIBILITY_TEST
import Testing
@testable import OpenQuartzCoreRendering

/// The vector bilinear sample against the formula written out channel by channel: each channel of
/// the two texels of a row weighted across, (left × (256 − wx) + right × wx) / 256 truncated, then
/// the two rows weighted down the same way (pixman's bilinear filter with 8-bit weights).
@Suite struct TexelSamplerTests {
    static func expected(_ texels: [UInt32], across wx: UInt32, down wy: UInt32) -> UInt32 {
        var result: UInt32 = 0
        for shift in stride(from: 0, to: 32, by: 8) as StrideTo<UInt32> {
            func channel(_ texel: UInt32) -> UInt32 { (texel >> shift) & 0xFF }
            let upper = (channel(texels[0]) * (256 - wx) + channel(texels[1]) * wx) >> 8
            let lower = (channel(texels[2]) * (256 - wx) + channel(texels[3]) * wx) >> 8
            result |= ((upper * (256 - wy) + lower * wy) >> 8) << shift
        }
        return result
    }

    @Test func vectorSamplesMatchTheChannelFormula() {
        var random = RandomScene(seed: 21)
        var wrong = 0
        for _ in 0..<20_000 {
            // Two rows of two texels, any bytes (premultiplication does not matter to the filter).
            let texels = (0..<4).map { _ in UInt32(random.value(0...4_294_967_295.0)) }
            let wx = UInt32(random.value(0...255.99)), wy = UInt32(random.value(0...255.99))
            let image: [UInt32] = [texels[0], texels[1], texels[2], texels[3]]
            let sample = image.withUnsafeBytes { bytes in
                TexelSampler.vectorSample(bytes.baseAddress!, rowBytes: 8, across: Int(wx), down: Int(wy))
            }
            if sample != Self.expected(texels, across: wx, down: wy) { wrong += 1 }
        }
        #expect(wrong == 0)
    }
}
#endif
