import Foundation
import Testing
import OpenQuartzCoreRendering

/// JPEG and WebP decoding. The images were made with ImageMagick 6: a 16 x 16 JPEG of red (255, 0, 0)
/// at quality 95, which ImageMagick itself reads back as (254, 0, 0); a lossless 16 x 16 WebP whose
/// top 8 rows are blue at alpha 127 (0.5) and bottom 8 rows opaque green. Premultiplied, the blue
/// is 255 × 127 / 255 = 127.
@Suite struct JPEGWebPDecodingTests {
    static let jpeg = Data(base64Encoded: "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAIBAQEBAQIBAQECAgICAgQDAgICAgUEBAMEBgUGBgYFBgYGBwkIBgcJBwYGCAsICQoKCgoKBggLDAsKDAkKCgr/2wBDAQICAgICAgUDAwUKBwYHCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgr/wAARCAAQABADAREAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAj/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFgEBAQEAAAAAAAAAAAAAAAAAAAgJ/8QAFBEBAAAAAAAAAAAAAAAAAAAAAP/aAAwDAQACEQMRAD8Ai9KbfwAAB//Z")!
    static let webp = Data(base64Encoded: "UklGRiYAAABXRUJQVlA4TBoAAAAvD8ADEA+w/zH/B/yPCmLBJH/pzilE9D9nBA==")!

    @Test func aJPEGIsDecodedOpaque() throws {
        #expect(CGImage.encodedImageKind(of: Self.jpeg) == "jpeg")
        let image = try #require(CGImage(encodedData: Self.jpeg))
        #expect(image.width == 16 && image.height == 16)
        let pixel = image.pixel(x: 5, y: 5)
        #expect(abs(Int(pixel.red) - 254) <= 2 && pixel.green <= 2 && pixel.blue <= 2 && pixel.alpha == 255)
    }

    @Test func aWebPIsDecodedPremultiplied() throws {
        #expect(CGImage.encodedImageKind(of: Self.webp) == "webp")
        let image = try #require(CGImage(encodedData: Self.webp))
        #expect(image.width == 16 && image.height == 16)
        let top = image.pixel(x: 3, y: 2), bottom = image.pixel(x: 3, y: 12)
        #expect(top.red == 0 && top.green == 0 && abs(Int(top.blue) - 127) <= 1 && top.alpha == 127)
        #expect(bottom.red == 0 && bottom.green == 255 && bottom.blue == 0 && bottom.alpha == 255)
    }

    @Test func damagedImagesAreRefusedWithAReason() {
        for data in [Self.jpeg.prefix(40), Self.webp.prefix(20), Data("RIFF0000WEBPVP8 ".utf8), Data([0xff, 0xd8, 0xff, 0]), Data("not an image".utf8)] {
            #expect(CGImage(encodedData: data) == nil)
            #expect(CGImage.decodingError(of: data)?.isEmpty == false)
        }
    }
}
