#if !QUARTZCORE_COMPATIBILITY_TEST
import Testing
@testable import OpenQuartzCoreRendering

/// The round trip between CGImage's canonical RGBA bytes and Cairo's native ARGB32 words.
@Suite struct CairoImageTests {
    @Test func roundTripKeepsEveryByte() throws {
        // Two pixels: half-transparent premultiplied red, and opaque (10, 20, 30).
        let bytes: [UInt8] = [128, 0, 0, 128, 10, 20, 30, 255]
        let image = try #require(CGImage(width: 2, height: 1, premultipliedRGBA: bytes))
        let surface = try #require(CairoImage(image: image))
        #expect(surface.pixel(x: 1, y: 0) == (10, 20, 30, 255))
        let back = surface.makeImage()
        #expect(back.pixel(x: 0, y: 0) == (128, 0, 0, 128))
        #expect(back == image)
    }
}
#endif
