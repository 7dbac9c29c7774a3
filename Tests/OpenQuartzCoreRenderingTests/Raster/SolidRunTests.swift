#if !QUARTZCORE_COMPATIBILITY_TEST
import Testing
@testable import OpenQuartzCoreRendering

/// The compositor's runs of one colour against the arithmetic written out per channel: a channel c
/// scaled by f / 255 is c × f / 255 rounded to the nearest integer, (2 c f + 255) / 510 in integers
/// (there are no ties: 255 is odd).
@Suite struct SolidRunTests {
    static func scaled(_ color: UInt32, by factor: UInt32) -> UInt32 {
        var result: UInt32 = 0
        for shift in stride(from: 0, to: 32, by: 8) as StrideTo<UInt32> {
            let channel = (color >> shift) & 0xFF
            result |= ((2 * channel * factor + 255) / 510) << shift
        }
        return result
    }

    /// Source-over of one pixel: each channel of the source plus the destination's scaled by 255
    /// less the source's alpha, for premultiplied sources (channels within their alpha) of every
    /// alpha, opaque and empty ones included.
    @Test func overIsTheSourcePlusTheScaledDestination() {
        var random = RandomScene(seed: 31)
        var wrong = 0
        for round in 0..<20_000 {
            let alpha = round < 256 ? UInt32(round) : UInt32(random.value(0...255.99))
            var source = alpha << 24
            for shift in stride(from: 0, to: 24, by: 8) as StrideTo<UInt32> {
                source |= UInt32(random.value(0...(Double(alpha) + 0.99))) << shift
            }
            let destination = UInt32(random.value(0...4_294_967_295.0))
            if PixelMath.over(source, destination) != source + Self.scaled(destination, by: 255 - alpha) { wrong += 1 }
        }
        #expect(wrong == 0)
    }

    @Test func shadesAreTheColourScaledByEachCoverage() {
        var random = RandomScene(seed: 8)
        let table = UnsafeMutablePointer<UInt32>.allocate(capacity: 256)
        defer { table.deallocate() }
        var wrong = 0
        for _ in 0..<200 {
            let color = UInt32(random.value(0...4_294_967_295.0))
            SolidRun.shades(of: color, into: table)
            for factor in 0...255 where table[factor] != Self.scaled(color, by: UInt32(factor)) { wrong += 1 }
        }
        #expect(wrong == 0)
    }

    /// A translucent run over random pixels, with and without room after it for the vector step
    /// that takes the last one to three pixels: each pixel is the colour plus the pixel beneath
    /// scaled by 255 less the colour's alpha, and nothing outside the run changes.
    @Test(arguments: [0, 8]) func translucentRunsBlendEveryPixelOfTheRunAndNoOther(slack: Int) {
        var random = RandomScene(seed: 9)
        var wrong = 0
        for count in 0..<23 {
            let alpha = UInt32(random.value(1...254.99))
            let color = Self.scaled(UInt32(random.value(0...16_777_215.0)) | 0xFF00_0000, by: alpha)
            let before = (0..<(count + 8)).map { _ in UInt32(random.value(0...4_294_967_295.0)) }
            var pixels = before
            pixels.withUnsafeMutableBufferPointer { buffer in
                SolidRun.blendTranslucent(color, into: buffer.baseAddress!, count: count, slack: slack)
            }
            for index in 0..<pixels.count {
                let expected = index < count ? color &+ Self.scaled(before[index], by: 255 - (color >> 24)) : before[index]
                if pixels[index] != expected { wrong += 1 }
            }
        }
        #expect(wrong == 0)
    }

    /// Image rows of every length up to 22 (whole vector steps and tails), with random alphas
    /// (0 and 255 among them), scaled by each of three alphas and blended over random pixels:
    /// each pixel is the source scaled, plus the pixel beneath scaled by 255 less the scaled
    /// source's alpha, and nothing past the row changes.
    @Test(arguments: [255, 128, 0] as [UInt32]) func imageRowsBlendEachPixelOverTheOneBeneath(alpha: UInt32) {
        var random = RandomScene(seed: 10 + UInt64(alpha))
        var wrong = 0
        for count in 0..<23 {
            let source = (0..<count).map { index -> UInt32 in
                let pixelAlpha = index % 5 == 0 ? 255 : index % 7 == 0 ? 0 : UInt32(random.value(0...255.99))
                return Self.scaled(UInt32(random.value(0...16_777_215.0)) | 0xFF00_0000, by: pixelAlpha)
            }
            let before = (0..<(count + 4)).map { _ in UInt32(random.value(0...4_294_967_295.0)) }
            var row = before
            source.withUnsafeBufferPointer { pixels in
                row.withUnsafeMutableBufferPointer { SolidRun.blend(pixels.baseAddress!, alpha: alpha, into: $0.baseAddress!, count: count) }
            }
            for index in 0..<(count + 4) {
                var expected = before[index]
                if index < count {
                    let pixel = Self.scaled(source[index], by: alpha)
                    expected = pixel &+ Self.scaled(before[index], by: 255 - (pixel >> 24))
                }
                if row[index] != expected { wrong += 1 }
            }
        }
        #expect(wrong == 0)
    }
}
#endif
