#if QUARTZCORE_COMPATIBILITY_TEST
import CoreGraphics
#else
import OpenCoreGraphics
#endif
import Foundation
import Testing

#if !QUARTZCORE_COMPATIBILITY_TEST
/// Straight (non-premultiplied) test pixels as (r, g, b, a).
private let straightPixels: [[UInt8]] = [[255, 128, 0, 255], [200, 100, 50, 128], [255, 255, 255, 0], [1, 254, 77, 3]]

/// Premultiplication as OpenCoreGraphics documents it, computed independently: round(c * a / 255).
private func premultiply(_ pixel: [UInt8]) -> [UInt8] {
    let a = Double(pixel[3])
    return pixel[0..<3].map { UInt8((Double($0) * a / 255).rounded()) } + [pixel[3]]
}

/// The canonical bytes of an image.
func canonicalBytes(_ image: CGImage) -> [UInt8] {
    image.withUnsafePixelBytes { Array($0) }
}

/// The conversion of 8-bit layouts to canonical premultiplied RGBA.
@Suite("CGImage (canonical format)")
struct CGImageCanonicalTests {
    /// Lays the straight test pixels out in memory by `order`, a list of indices into (r, g, b, a),
    /// premultiplying them first if `premultiplied`; an index of 4 writes padding (0x5A).
    private func laidOut(_ order: [Int], premultiplied: Bool = false) -> [UInt8] {
        var bytes: [UInt8] = []
        for pixel in straightPixels {
            let source = premultiplied ? premultiply(pixel) : pixel
            for index in order { bytes.append(index == 4 ? 0x5A : source[index]) }
        }
        return bytes
    }

    private let expected = straightPixels.flatMap(premultiply)
    private let opaqueExpected: [UInt8] = straightPixels.flatMap { pixel -> [UInt8] in [pixel[0], pixel[1], pixel[2], 255] }

    @Test("RGBA layouts with alpha convert to premultiplied RGBA")
    func alphaLayouts() throws {
        let little = CGBitmapInfo.byteOrder32Little.rawValue, big = CGBitmapInfo.byteOrder32Big.rawValue
        let cases: [(UInt32, [Int], Bool)] = [
            (CGImageAlphaInfo.premultipliedLast.rawValue, [0, 1, 2, 3], true),
            (CGImageAlphaInfo.premultipliedLast.rawValue | big, [0, 1, 2, 3], true),
            (CGImageAlphaInfo.premultipliedFirst.rawValue, [3, 0, 1, 2], true),
            (CGImageAlphaInfo.premultipliedFirst.rawValue | little, [2, 1, 0, 3], true),  // BGRA
            (CGImageAlphaInfo.premultipliedLast.rawValue | little, [3, 2, 1, 0], true),  // ABGR
            (CGImageAlphaInfo.last.rawValue, [0, 1, 2, 3], false),
            (CGImageAlphaInfo.first.rawValue, [3, 0, 1, 2], false),
            (CGImageAlphaInfo.first.rawValue | little, [2, 1, 0, 3], false),
            (CGImageAlphaInfo.last.rawValue | little, [3, 2, 1, 0], false),
        ]
        for (info, order, premultiplied) in cases {
            let image = try #require(makeTestImage(laidOut(order, premultiplied: premultiplied), width: 2, height: 2, info: info),
                                     "info \(info)")
            #expect(canonicalBytes(image) == expected, "info \(info)")
            #expect(image.alphaInfo == .premultipliedLast)
            #expect(image.bytesPerRow == 8)
        }
    }

    @Test("opaque layouts convert to opaque RGBA")
    func opaqueLayouts() throws {
        let little = CGBitmapInfo.byteOrder32Little.rawValue
        let cases: [(UInt32, [Int], Int)] = [
            (CGImageAlphaInfo.noneSkipLast.rawValue, [0, 1, 2, 4], 32),
            (CGImageAlphaInfo.noneSkipFirst.rawValue, [4, 0, 1, 2], 32),
            (CGImageAlphaInfo.noneSkipFirst.rawValue | little, [2, 1, 0, 4], 32),  // BGRX
            (CGImageAlphaInfo.noneSkipLast.rawValue | little, [4, 2, 1, 0], 32),  // XBGR
            (CGImageAlphaInfo.none.rawValue, [0, 1, 2], 24),
        ]
        for (info, order, bitsPerPixel) in cases {
            let image = try #require(makeTestImage(laidOut(order), width: 4, height: 1, bitsPerPixel: bitsPerPixel, info: info),
                                     "info \(info)")
            #expect(canonicalBytes(image) == opaqueExpected, "info \(info)")
        }
    }

    @Test("premultiplied components above alpha are reduced to it")
    func invalidPremultiplied() throws {
        let image = try #require(makeTestImage([200, 10, 90, 100], width: 1, height: 1, info: premultipliedLastInfo))
        #expect(canonicalBytes(image) == [100, 10, 90, 100])
    }

    @Test("padded rows are read row by row")
    func paddedRows() throws {
        let bytes: [UInt8] = [1, 2, 3, 255, 9, 9, 9, 9, 4, 5, 6, 255, 9, 9, 9, 9]
        let image = try #require(makeTestImage(bytes, width: 1, height: 2, bytesPerRow: 8, info: premultipliedLastInfo))
        #expect(canonicalBytes(image) == [1, 2, 3, 255, 4, 5, 6, 255])
        #expect(image.bytesPerRow == 4)
    }

    @Test("unsupported formats give nil")
    func unsupported() throws {
        let bytes = [UInt8](repeating: 128, count: 64)
        let cmyk = try #require(CGColorSpace(name: CGColorSpace.genericCMYK))
        #expect(makeTestImage(bytes, width: 2, height: 2, space: cmyk, info: CGImageAlphaInfo.none.rawValue) == nil)
        #expect(makeTestImage(bytes, width: 2, height: 2, bitsPerPixel: 64, bitsPerComponent: 16, info: premultipliedLastInfo) == nil)
        #expect(makeTestImage(bytes, width: 2, height: 2, info: premultipliedLastInfo | CGBitmapInfo.floatComponents.rawValue) == nil)
        #expect(makeTestImage(bytes, width: 2, height: 2, bitsPerPixel: 8, info: CGImageAlphaInfo.alphaOnly.rawValue) == nil)
        #expect(makeTestImage(bytes, width: 2, height: 2, bitsPerPixel: 24, info: premultipliedLastInfo) == nil)
        #expect(makeTestImage(bytes, width: 2, height: 2, info: CGImageAlphaInfo.none.rawValue) == nil)
        #expect(makeTestImage(bytes, width: 2, height: 2, info: premultipliedLastInfo | CGBitmapInfo.byteOrder16Little.rawValue) == nil)
    }

    @Test("the convenience initializer, pixels, copies and equality")
    func convenience() throws {
        let bytes: [UInt8] = [10, 20, 30, 40, 255, 255, 255, 255]
        let image = try #require(CGImage(width: 2, height: 1, premultipliedRGBA: bytes))
        #expect(image.pixel(x: 0, y: 0) == (10, 20, 30, 40))
        #expect(image.pixel(x: 1, y: 0) == (255, 255, 255, 255))
        #expect(image.colorSpace == CGColorSpace(name: CGColorSpace.sRGB))
        #expect(CGImage(width: 2, height: 1, premultipliedRGBA: [1, 2, 3]) == nil)
        #expect(CGImage(width: 2, height: 1, premultipliedRGBA: bytes, colorSpace: CGColorSpaceCreateDeviceGray()) == nil)
        let reduced = try #require(CGImage(width: 1, height: 1, premultipliedRGBA: [90, 0, 0, 50]))
        #expect(reduced.pixel(x: 0, y: 0) == (50, 0, 0, 50))

        #expect(image.copy() == image)
        #expect(image.copy()?.hashValue == image.hashValue)
        #expect(image != CGImage(width: 2, height: 1, premultipliedRGBA: [10, 20, 30, 41, 255, 255, 255, 255]))
        let p3 = try #require(CGColorSpace(name: CGColorSpace.displayP3))
        let reinterpreted = try #require(image.copy(colorSpace: p3))
        #expect(reinterpreted.colorSpace == p3)
        #expect(canonicalBytes(reinterpreted) == bytes)
        #expect(reinterpreted != image)
        #expect(image.copy(colorSpace: CGColorSpaceCreateDeviceGray()) == nil)
        #expect(image.cropping(to: CGRect(x: 0, y: 0, width: 2, height: 1)) == image)
    }
}
#endif
