#if !QUARTZCORE_COMPATIBILITY_TEST
import Testing
@testable import OpenQuartzCoreRendering

/// The vector bilinear samples against the formula written out channel by channel: each channel of
/// the two texels of a column weighted down, (upper × (256 − wy) + lower × wy) / 256 truncated, then
/// the two columns weighted across the same way (a bilinear filter with 8-bit weights, as pixman's
/// is, truncating after each pass).
@Suite struct TexelSamplerTests {
    static func expected(_ texels: [UInt32], across wx: UInt32, down wy: UInt32) -> UInt32 {
        var result: UInt32 = 0
        for shift in stride(from: 0, to: 32, by: 8) as StrideTo<UInt32> {
            func channel(_ texel: UInt32) -> UInt32 { (texel >> shift) & 0xFF }
            let left = (channel(texels[0]) * (256 - wy) + channel(texels[2]) * wy) >> 8
            let right = (channel(texels[1]) * (256 - wy) + channel(texels[3]) * wy) >> 8
            result |= ((left * (256 - wx) + right * wx) >> 8) << shift
        }
        return result
    }

    @Test func vectorSamplesMatchTheChannelFormula() {
        var random = RandomScene(seed: 21)
        var wrong = 0
        for _ in 0..<20_000 {
            // Two pixels, each two rows of two texels, any bytes (premultiplication does not matter
            // to the filter), laid out as two images of 2x2 side by side in one of 4x2.
            let first = (0..<4).map { _ in UInt32(random.value(0...4_294_967_295.0)) }
            let second = (0..<4).map { _ in UInt32(random.value(0...4_294_967_295.0)) }
            // 16.16 fractions: the weights are their top 8 bits; the low 8 bits must not matter.
            let fractions = (0..<4).map { _ in Int(random.value(0...65_535.99)) }
            let image = [first[0], first[1], second[0], second[1], first[2], first[3], second[2], second[3]]
            let samples = image.withUnsafeBytes { bytes in
                TexelSampler.vectorPair(bytes.baseAddress!, bytes.baseAddress! + 8, rowBytes: 16,
                                        across: TexelSampler.acrossLanes(fractions[0], fractions[1]),
                                        down: TexelSampler.lanes(fractions[2], fractions[3]))
            }
            let weights = fractions.map { UInt32($0 >> 8) }
            if samples[0] != Self.expected(first, across: weights[0], down: weights[2]) { wrong += 1 }
            if samples[2] != Self.expected(second, across: weights[1], down: weights[3]) { wrong += 1 }
        }
        #expect(wrong == 0)
    }

    /// A sample at the image's edge (the scalar path, texels clamped to the image) and one inside it
    /// (the vector path) follow the same formula.
    @Test func edgeAndInsideSamplesFollowOneFormula() {
        var random = RandomScene(seed: 5)
        let texels = (0..<9).map { _ in UInt32(random.value(0...4_294_967_295.0)) }
        func texel(_ x: Int, _ y: Int) -> UInt32 { texels[min(max(y, 0), 2) * 3 + min(max(x, 0), 2)] }
        var wrong = 0
        for _ in 0..<2_000 {
            // Texel coordinates from -1.5 to 3.5: inside, across the edges, and beyond them.
            let sx = random.value(-1.5...3.5), sy = random.value(-1.5...3.5)
            let fx = Int((sx + 65_536) * 65_536), fy = Int((sy + 65_536) * 65_536)
            let ix = (fx >> 16) - 65_536, iy = (fy >> 16) - 65_536
            let square = [texel(ix, iy), texel(ix + 1, iy), texel(ix, iy + 1), texel(ix + 1, iy + 1)]
            let expected = Self.expected(square, across: UInt32((fx >> 8) & 0xFF), down: UInt32((fy >> 8) & 0xFF))
            let sample = texels.withUnsafeBufferPointer { buffer in
                TexelSampler(texels: buffer.baseAddress!, stride: 3, width: 3, height: 3).bilinear(fx: fx, fy: fy)
            }
            if sample != expected { wrong += 1 }
        }
        #expect(wrong == 0)
    }

    /// A run of samples across a whole row of a 6x5 image and beyond its edges, stepping by a
    /// fraction of a texel, two pixels at a time: each pixel is the sample ``TexelSampler/bilinear(fx:fy:)``
    /// gives at its own coordinates, blended over what was there; and for an opaque image drawn
    /// opaque, the sample replaces it.
    @Test(arguments: [false, true])
    func runsBlendTheSamplesOfEachColumn(opaque: Bool) {
        var random = RandomScene(seed: opaque ? 8 : 9)
        let texels = (0..<30).map { _ -> UInt32 in
            let texel = UInt32(random.value(0...4_294_967_295.0))
            // Premultiplied: no channel above alpha.
            let alpha = opaque ? 255 : texel >> 24
            return (alpha << 24) | [0, 8, 16].reduce(0) { $0 | (min((texel >> $1) & 0xFF, alpha) << $1) }
        }
        let background = (0..<41).map { _ in UInt32(random.value(0...4_294_967_295.0)) | 0xFF00_0000 }
        // From x = -1.3 to 6.9 texels across row 1.6 while y climbs a little.
        let fx = Int((-1.3 + 65_536) * 65_536), fy = Int((1.6 + 65_536) * 65_536)
        let dx = Int(0.2 * 65_536), dy = Int(0.01 * 65_536)
        texels.withUnsafeBufferPointer { buffer in
            let sampler = TexelSampler(texels: buffer.baseAddress!, stride: 6, width: 6, height: 5)
            for alpha: UInt32 in opaque ? [255] : [255, 130] {
                var row = background
                row.withUnsafeMutableBufferPointer { pixels in
                    sampler.bilinearRun(row: pixels.baseAddress!, columns: 0..<41, fx: fx, fy: fy, dx: dx, dy: dy,
                                        alpha: alpha, opaque: opaque)
                }
                var wrong = 0
                for x in 0..<41 {
                    var sample = sampler.bilinear(fx: fx + x * dx, fy: fy + x * dy)
                    // Independently: each channel times alpha / 255, rounded; then source-over.
                    sample = [0, 8, 16, 24].reduce(0) { pixel, shift in
                        pixel | ((((sample >> shift) & 0xFF) * alpha + 127) / 255) << shift
                    }
                    let keep = 255 - (sample >> 24)
                    let expected = [0, 8, 16, 24].reduce(UInt32(0)) { pixel, shift in
                        pixel | (((sample >> shift) & 0xFF) + (((background[x] >> shift) & 0xFF) * keep + 127) / 255) << shift
                    }
                    if row[x] != expected { wrong += 1 }
                }
                #expect(wrong == 0, "alpha \(alpha)")
            }
        }
    }
}
#endif
