#if QUARTZCORE_COMPATIBILITY_TEST
import QuartzCore
#else
import OpenQuartzCoreRendering
#endif
import Testing

/// `draw(_:in:)` of an image placed pixel for pixel (copied row by row into Cairo-layout bitmaps)
/// gives what drawing it through the general path gives: the expected pixels are computed in the
/// test, by source-over of the image's premultiplied pixels on the context's old ones.
@Suite struct BitmapBlitTests {
    static func image(opaque: Bool) -> CGImage {
        var bytes = [UInt8](repeating: 0, count: 7 * 5 * 4)
        for pixel in 0..<35 {
            let alpha = opaque ? 255 : (pixel * 37) % 256
            bytes[pixel * 4] = UInt8(((pixel * 53) % 256) * alpha / 255)
            bytes[pixel * 4 + 1] = UInt8(((pixel * 29) % 256) * alpha / 255)
            bytes[pixel * 4 + 2] = UInt8(((pixel * 71) % 256) * alpha / 255)
            bytes[pixel * 4 + 3] = UInt8(alpha)
        }
        return CGImage(width: 7, height: 5, premultipliedRGBA: bytes)!
    }

    @Test(arguments: [true, false])
    func wholePixelImagesAreCopiedOrBlended(opaque: Bool) {
        let bgra = CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue
        let context = CGContext(data: nil, width: 12, height: 9, bitsPerComponent: 8, bytesPerRow: 0,
                                space: CGColorSpace(name: CGColorSpace.sRGB)!, bitmapInfo: bgra)!
        let background = (red: 40, green: 200, blue: 90)
        context.setFillColor(CGColor(srgbRed: 40 / 255, green: 200 / 255, blue: 90 / 255, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 12, height: 9))
        let image = Self.image(opaque: opaque)
        // Bottom-left at (3, 2) in Core Graphics' y-up space: image rows 0...4 at bitmap rows 2...6.
        context.draw(image, in: CGRect(x: 3, y: 2, width: 7, height: 5))
        let result = context.makeImage()!
        for y in 0..<9 {
            for x in 0..<12 {
                let p = result.pixel(x: x, y: y)
                let inside = (3..<10).contains(x) && (2..<7).contains(y)
                var expected = [background.red, background.green, background.blue, 255]
                if inside {
                    let s = image.pixel(x: x - 3, y: y - 2)
                    let keep = 255 - Int(s.alpha)
                    expected = [Int(s.red) + (background.red * keep + 127) / 255, Int(s.green) + (background.green * keep + 127) / 255,
                                Int(s.blue) + (background.blue * keep + 127) / 255, 255]
                }
                let actual = [Int(p.red), Int(p.green), Int(p.blue), Int(p.alpha)]
                #expect(zip(actual, expected).allSatisfy { abs($0 - $1) <= 1 }, "(\(x), \(y)): \(actual) vs \(expected)")
            }
        }
    }
}
