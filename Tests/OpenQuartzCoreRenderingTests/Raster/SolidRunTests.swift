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
}
#endif
