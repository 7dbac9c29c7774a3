#if QUARTZCORE_COMPATIBILITY_TEST
import CoreGraphics
#else
import OpenCoreGraphics
#endif
import Foundation
import Testing

/// A data provider over `bytes` (Apple's takes a `CFData`, OpenCoreGraphics' a `Data`).
func testDataProvider(_ bytes: [UInt8]) -> CGDataProvider {
    #if QUARTZCORE_COMPATIBILITY_TEST
    return CGDataProvider(data: Data(bytes) as CFData)!
    #else
    return CGDataProvider(data: Data(bytes))!
    #endif
}

/// Creates an image with Apple's initializer from the given layout.
func makeTestImage(_ bytes: [UInt8], width: Int, height: Int, bitsPerPixel: Int = 32, bytesPerRow: Int? = nil,
                   space: CGColorSpace? = nil, bitsPerComponent: Int = 8, info: UInt32,
                   decode: [CGFloat]? = nil) -> CGImage? {
    let space = space ?? CGColorSpace(name: CGColorSpace.sRGB)!
    let rowBytes = bytesPerRow ?? width * bitsPerPixel / 8
    let make = { (decode: UnsafePointer<CGFloat>?) in
        CGImage(width: width, height: height, bitsPerComponent: bitsPerComponent, bitsPerPixel: bitsPerPixel,
                bytesPerRow: rowBytes, space: space, bitmapInfo: CGBitmapInfo(rawValue: info),
                provider: testDataProvider(bytes), decode: decode, shouldInterpolate: true, intent: .defaultIntent)
    }
    guard let decode else { return make(nil) }
    return decode.withUnsafeBufferPointer { make($0.baseAddress) }
}

let premultipliedLastInfo = CGImageAlphaInfo.premultipliedLast.rawValue

@Suite("CGImage")
struct CGImageTests {
    @Test("an RGBA premultiplied image reports its format")
    func properties() throws {
        let bytes: [UInt8] = [255, 0, 0, 255, 0, 128, 0, 128, 0, 0, 0, 0, 10, 20, 30, 40, 1, 2, 3, 4, 50, 60, 70, 80]
        let image = try #require(makeTestImage(bytes, width: 3, height: 2, info: premultipliedLastInfo))
        #expect(image.width == 3)
        #expect(image.height == 2)
        #expect(image.bitsPerComponent == 8)
        #expect(image.bitsPerPixel == 32)
        #expect(image.bytesPerRow == 12)
        #expect(image.alphaInfo == .premultipliedLast)
        #expect(image.bitmapInfo.rawValue & CGBitmapInfo.alphaInfoMask.rawValue == premultipliedLastInfo)
        #expect(image.colorSpace == CGColorSpace(name: CGColorSpace.sRGB))
        #expect(image.shouldInterpolate)
        #expect(image.renderingIntent == .defaultIntent)
        #expect(image.isMask == false)
        let data = try #require(image.dataProvider?.data)
        #expect([UInt8](data as Data) == bytes)
    }

    @Test("raw values are Apple's")
    func rawValues() {
        // CGImage.h: kCGImageAlphaNone = 0 ... kCGImageAlphaOnly = 7.
        let alpha: [CGImageAlphaInfo] =
            [.none, .premultipliedLast, .premultipliedFirst, .last, .first, .noneSkipLast, .noneSkipFirst, .alphaOnly]
        #expect(alpha.map(\.rawValue) == Array(0...7))
        // CGImage.h: kCGBitmapAlphaInfoMask = 0x1F, kCGBitmapFloatComponents = 1 << 8,
        // kCGBitmapByteOrderMask = 0x7000, byte orders 16Little = 1 << 12 ... 32Big = 4 << 12.
        #expect(CGBitmapInfo.alphaInfoMask.rawValue == 0x1F)
        #expect(CGBitmapInfo.floatComponents.rawValue == 1 << 8)
        #expect(CGBitmapInfo.byteOrderMask.rawValue == 0x7000)
        #expect(CGBitmapInfo.byteOrder16Little.rawValue == 1 << 12)
        #expect(CGBitmapInfo.byteOrder32Little.rawValue == 2 << 12)
        #expect(CGBitmapInfo.byteOrder16Big.rawValue == 3 << 12)
        #expect(CGBitmapInfo.byteOrder32Big.rawValue == 4 << 12)
        #expect(CGImageByteOrderInfo.order32Little.rawValue == 2 << 12)
    }

    @Test("invalid layouts give nil")
    func invalidInputs() throws {
        let bytes = [UInt8](repeating: 128, count: 64)
        #expect(makeTestImage(bytes, width: 0, height: 2, info: premultipliedLastInfo) == nil)
        #expect(makeTestImage(bytes, width: 2, height: 0, info: premultipliedLastInfo) == nil)
        // Fewer bytes than the rows need.
        #expect(makeTestImage(bytes, width: 4, height: 5, info: premultipliedLastInfo) == nil)
        // Rows shorter than the pixels they hold.
        #expect(makeTestImage(bytes, width: 4, height: 2, bytesPerRow: 8, info: premultipliedLastInfo) == nil)
    }

    @Test("cropping keeps the pixels inside the rectangle")
    func cropping() throws {
        // A 4 x 3 opaque image whose red is 10 * x + y and green the row index.
        var bytes: [UInt8] = []
        for y in 0..<3 { for x in 0..<4 { bytes += [UInt8(10 * x + y), UInt8(y), 0, 255] } }
        let image = try #require(makeTestImage(bytes, width: 4, height: 3, info: premultipliedLastInfo))
        let cropped = try #require(image.cropping(to: CGRect(x: 1, y: 1, width: 2, height: 2)))
        #expect(cropped.width == 2)
        #expect(cropped.height == 2)
        let data = try #require(cropped.dataProvider?.data)
        let rowBytes = cropped.bytesPerRow
        let expected: [UInt8] = [11, 1, 0, 255, 21, 1, 0, 255, 12, 2, 0, 255, 22, 2, 0, 255]
        var actual: [UInt8] = []
        for row in 0..<2 { actual += [UInt8](data as Data)[(row * rowBytes)..<(row * rowBytes + 8)] }
        #expect(actual == expected)
        // Apple: the rectangle is made integral (CGRectIntegral) and intersected with the bounds.
        let grown = try #require(image.cropping(to: CGRect(x: 0.5, y: 0.5, width: 1, height: 1)))
        #expect(grown.width == 2 && grown.height == 2)
        let clipped = try #require(image.cropping(to: CGRect(x: 2, y: -5, width: 10, height: 7)))
        #expect(clipped.width == 2 && clipped.height == 2)
        // "If the rect parameter defines an area that is not in the image, returns NULL."
        #expect(image.cropping(to: CGRect(x: 10, y: 10, width: 2, height: 2)) == nil)
        #expect(image.cropping(to: .null) == nil)
    }
}
