#if QUARTZCORE_COMPATIBILITY_TEST
import CoreGraphics
#else
import OpenQuartzCoreRendering
#endif
import Foundation
import Testing

/// Bitmap context layouts: where each component of a known colour lands in memory, and which layouts
/// are refused (Apple's table of supported pixel formats lists only premultiplied or skipped alpha).
@Suite struct CGBitmapContextLayoutTests {
    static let srgb = CGColorSpace(name: CGColorSpace.sRGB)!

    // (alpha info, byte order, expected bytes of opaque (R 255, G 0, B 51), index of the skipped byte)
    static let layouts: [(CGImageAlphaInfo, CGImageByteOrderInfo, [Int], Int?)] = [
        (.premultipliedLast, .orderDefault, [255, 0, 51, 255], nil),
        (.premultipliedLast, .order32Big, [255, 0, 51, 255], nil),
        (.premultipliedLast, .order32Little, [255, 51, 0, 255], nil),
        (.premultipliedFirst, .orderDefault, [255, 255, 0, 51], nil),
        (.premultipliedFirst, .order32Big, [255, 255, 0, 51], nil),
        (.premultipliedFirst, .order32Little, [51, 0, 255, 255], nil),
        (.noneSkipLast, .orderDefault, [255, 0, 51, 0], 3),
        (.noneSkipLast, .order32Little, [0, 51, 0, 255], 0),
        (.noneSkipFirst, .orderDefault, [0, 255, 0, 51], 0),
        (.noneSkipFirst, .order32Little, [51, 0, 255, 0], 3),
    ]

    @Test func eachLayoutPlacesTheComponentsWhereItSays() throws {
        for (alpha, order, expected, skipped) in Self.layouts {
            // Padded rows (40 bytes for 8 pixels) to check the stride is honoured.
            let context = try #require(CGContext(data: nil, width: 8, height: 4, bitsPerComponent: 8, bytesPerRow: 40,
                                                 space: Self.srgb, bitmapInfo: alpha.rawValue | order.rawValue))
            #expect(context.bitsPerPixel == 32 && context.bytesPerRow == 40 && context.alphaInfo == alpha)
            context.setFillColor(red: 1, green: 0, blue: 0.2, alpha: 1)
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))  // bottom-left pixel: last row
            let base = context.data!.assumingMemoryBound(to: UInt8.self) + 3 * 40
            for index in 0..<4 where index != skipped {
                #expect(Int(base[index]) == expected[index], "\(alpha) \(order) byte \(index)")
            }
            if skipped == nil { #expect((4..<8).allSatisfy { base[$0] == 0 }, "an untouched pixel is transparent") }
            let image = try #require(context.makeImage())
            #expect(image.width == 8 && image.height == 4)
        }
    }

    #if !QUARTZCORE_COMPATIBILITY_TEST
    @Test func makeImageCopiesTheCurrentPixels() throws {
        // CGImage.pixel(x:y:) is an OpenCoreGraphics addition.
        let context = makeRGBAContext(width: 2, height: 2)
        context.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        context.fill(CGRect(x: 0, y: 1, width: 1, height: 1))  // top-left pixel
        let image = try #require(context.makeImage())
        #expect(image.pixel(x: 0, y: 0) == (0, 0, 255, 255))
        #expect(image.pixel(x: 1, y: 1) == (0, 0, 0, 0))
        context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        #expect(image.pixel(x: 1, y: 1) == (0, 0, 0, 0))
    }
    #endif

    @Test func grayContextsStoreOneLevelPerPixel() throws {
        let context = try #require(CGContext(data: nil, width: 4, height: 1, bitsPerComponent: 8, bytesPerRow: 0,
                                             space: CGColorSpaceCreateDeviceGray(),
                                             bitmapInfo: CGImageAlphaInfo.none.rawValue))
        #expect(context.bitsPerPixel == 8 && context.bytesPerRow == 4)
        context.setFillColor(gray: 1, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        context.setFillColor(gray: 0.6, alpha: 1)
        context.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
        let bytes = context.data!.assumingMemoryBound(to: UInt8.self)
        // A gray fill comes back as its own level (0.6 × 255 = 153); untouched pixels are black.
        #expect(bytes[0] == 255)
        #expect(abs(Int(bytes[1]) - 153) <= 1)
        #expect(bytes[2] == 0)
    }

    @Test func alphaOnlyContextsStoreCoverage() throws {
        let context = try #require(CGContext(data: nil, width: 4, height: 1, bitsPerComponent: 8, bytesPerRow: 0,
                                             space: Self.srgb, bitmapInfo: CGImageAlphaInfo.alphaOnly.rawValue))
        context.setFillColor(red: 1, green: 1, blue: 1, alpha: 0.6)
        context.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
        let bytes = context.data!.assumingMemoryBound(to: UInt8.self)
        #expect(abs(Int(bytes[0]) - 153) <= 1)  // 0.6 × 255
        #expect(bytes[2] == 0)
    }

    @Test func callerMemoryIsDrawnIntoInPlace() {
        var memory = [UInt8](repeating: 0, count: 4 * 4 * 4)
        memory.withUnsafeMutableBytes { buffer in
            let context = CGContext(data: buffer.baseAddress, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 16,
                                    space: Self.srgb, bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
            #expect(context.data == buffer.baseAddress)
            context.setFillColor(red: 0, green: 1, blue: 0, alpha: 1)
            context.fill(CGRect(x: 0, y: 3, width: 4, height: 1))  // the top row: memory row 0
        }
        #expect(Array(memory[0..<4]) == [0, 255, 0, 255])
        #expect(Array(memory[16..<20]) == [0, 0, 0, 0])
    }

    @Test func unsupportedLayoutsAreRefused() {
        let cmyk = CGColorSpace(name: CGColorSpace.genericCMYK)!
        let cases: [(Int, Int, CGColorSpace, UInt32)] = [
            (8, 32, Self.srgb, CGImageAlphaInfo.last.rawValue),   // not premultiplied
            (8, 32, Self.srgb, CGImageAlphaInfo.first.rawValue),
            (8, 32, Self.srgb, CGImageAlphaInfo.none.rawValue),   // RGB needs a fourth byte
            (16, 64, Self.srgb, CGImageAlphaInfo.premultipliedLast.rawValue),
            (8, 32, Self.srgb, CGImageAlphaInfo.premultipliedLast.rawValue | CGImageByteOrderInfo.order16Little.rawValue),
            (8, 32, cmyk, CGImageAlphaInfo.none.rawValue),
            (8, 16, CGColorSpaceCreateDeviceGray(), CGImageAlphaInfo.premultipliedLast.rawValue),
        ]
        for (bitsPerComponent, bitsPerPixel, space, info) in cases {
            let rowBytes = 4 * bitsPerPixel / 8
            #expect(CGContext(data: nil, width: 4, height: 4, bitsPerComponent: bitsPerComponent, bytesPerRow: rowBytes,
                              space: space, bitmapInfo: info) == nil, "\(bitsPerComponent) \(info)")
        }
        // Rows shorter than the pixels.
        #expect(CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 15, space: Self.srgb,
                          bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) == nil)
    }
}
