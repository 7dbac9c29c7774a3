#if QUARTZCORE_COMPATIBILITY_TEST
import CoreGraphics
#else
import OpenCoreGraphics
#endif
import Foundation
import Testing

#if !QUARTZCORE_COMPATIBILITY_TEST
/// Gray images and decode arrays, converted to OpenCoreGraphics' canonical premultiplied RGBA.
@Suite("CGImage (gray and decode arrays)")
struct CGImageGrayTests {
    @Test("linear gray converts exactly to linear sRGB")
    func linearGray() throws {
        let space = try #require(CGColorSpace(name: CGColorSpace.linearGray))
        let image = try #require(makeTestImage([0, 77, 200, 255], width: 4, height: 1, bitsPerPixel: 8, space: space,
                                       info: CGImageAlphaInfo.none.rawValue))
        #expect(canonicalBytes(image) == [0, 0, 0, 255, 77, 77, 77, 255, 200, 200, 200, 255, 255, 255, 255, 255])
        #expect(image.colorSpace == CGColorSpace(name: CGColorSpace.linearSRGB))
    }

    @Test("gamma 2.2 gray converts to sRGB through linear light")
    func gamma22Gray() throws {
        let space = try #require(CGColorSpace(name: CGColorSpace.genericGrayGamma2_2))
        let levels: [UInt8] = [0, 10, 128, 255]
        let image = try #require(makeTestImage(levels, width: 4, height: 1, bitsPerPixel: 8, space: space,
                                       info: CGImageAlphaInfo.none.rawValue))
        // Independent: linear = (g / 255)^2.2, then the IEC 61966-2-1 encoding, rounded to 8 bits.
        var expected: [UInt8] = []
        for level in levels {
            let v = UInt8((linearToSRGB(pow(Double(level) / 255, 2.2)) * 255).rounded())
            expected += [v, v, v, 255]
        }
        #expect(canonicalBytes(image) == expected)
        #expect(image.colorSpace == CGColorSpace(name: CGColorSpace.sRGB))
    }

    @Test("gray with alpha, straight and premultiplied, either byte order")
    func grayAlpha() throws {
        let space = try #require(CGColorSpace(name: CGColorSpace.linearGray))
        // Straight gray 200 at alpha 128, then 50 at alpha 255, laid out gray-first.
        let straight = try #require(makeTestImage([200, 128, 50, 255], width: 2, height: 1, bitsPerPixel: 16, space: space,
                                          info: CGImageAlphaInfo.last.rawValue))
        let g0 = UInt8((200.0 * 128 / 255).rounded())
        #expect(canonicalBytes(straight) == [g0, g0, g0, 128, 50, 50, 50, 255])
        // Premultiplied, alpha first in big-endian order; 16-bit little endian puts it second in memory.
        let premultiplied = try #require(makeTestImage([g0, 128, 50, 255], width: 2, height: 1, bitsPerPixel: 16, space: space,
                                               info: CGImageAlphaInfo.premultipliedFirst.rawValue
                                                   | CGBitmapInfo.byteOrder16Little.rawValue))
        #expect(canonicalBytes(premultiplied) == [g0, g0, g0, 128, 50, 50, 50, 255])
    }

    @Test("a decode array maps samples")
    func decodeArray() throws {
        // The inverting decode (1, 0) for each component: s becomes 255 - s.
        let image = try #require(makeTestImage([0, 100, 255], width: 1, height: 1, bitsPerPixel: 24,
                                       info: CGImageAlphaInfo.none.rawValue, decode: [1, 0, 1, 0, 1, 0]))
        #expect(canonicalBytes(image) == [255, 155, 0, 255])
    }
}
#endif
