#if QUARTZCORE_COMPATIBILITY_TEST
import CoreGraphics
#else
import OpenQuartzCoreRendering
#endif
import Foundation
import Testing

/// Images (upright, scaled, tiled) and gradients (interpolation and extension), at pixels.
@Suite struct CGContextImageGradientTests {
    static let red = [255, 0, 0, 255], green = [0, 255, 0, 255], blue = [0, 0, 255, 255], white = [255, 255, 255, 255]

    /// A 2×2 image: top row red, green; bottom row blue, white.
    static func quadrants() -> CGImage {
        let bytes: [UInt8] = [255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 255, 255, 255, 255]
        #if QUARTZCORE_COMPATIBILITY_TEST
        let provider = CGDataProvider(data: Data(bytes) as CFData)!
        #else
        let provider = CGDataProvider(data: Data(bytes))!
        #endif
        return CGImage(width: 2, height: 2, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 8,
                       space: CGColorSpace(name: CGColorSpace.sRGB)!,
                       bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedLast.rawValue),
                       provider: provider, decode: nil, shouldInterpolate: true, intent: .defaultIntent)!
    }

    @Test func imagesDrawUprightAndScaleWithNearestSampling() {
        let context = makeRGBAContext(width: 8, height: 8)
        context.interpolationQuality = .none
        context.draw(Self.quadrants(), in: CGRect(x: 4, y: 0, width: 4, height: 4))
        // The rectangle is the bottom-right quadrant: memory rows 4...7, columns 4...7; the image's top
        // row appears at the top (rows 4 and 5).
        #expect(rgba(context, x: 4, row: 4) == Self.red)
        #expect(rgba(context, x: 7, row: 5) == Self.green)
        #expect(rgba(context, x: 5, row: 6) == Self.blue)
        #expect(rgba(context, x: 6, row: 7) == Self.white)
        #expect(rgba(context, x: 3, row: 7) == [0, 0, 0, 0])
        #expect(rgba(context, x: 4, row: 3) == [0, 0, 0, 0])
    }

    @Test func tilingRepeatsTheImageOverTheClip() {
        let context = makeRGBAContext(width: 4, height: 4)
        context.interpolationQuality = .none
        context.draw(Self.quadrants(), in: CGRect(x: 0, y: 0, width: 2, height: 2), byTiling: true)
        for (x, row) in [(0, 0), (2, 0), (0, 2), (2, 2)] { #expect(rgba(context, x: x, row: row) == Self.red) }
        for (x, row) in [(1, 1), (3, 3)] { #expect(rgba(context, x: x, row: row) == Self.white) }
    }

    @Test func imageDrawingHonoursAlpha() {
        let context = makeRGBAContext(width: 2, height: 2)
        context.setAlpha(0.5)
        context.draw(Self.quadrants(), in: CGRect(x: 0, y: 0, width: 2, height: 2))
        #expect(close(rgba(context, x: 0, row: 0), [128, 0, 0, 128]))
    }

    static func blackToWhite() -> CGGradient {
        let components: [CGFloat] = [0, 0, 0, 1, 1, 1, 1, 1]
        return CGGradient(colorSpace: CGColorSpace(name: CGColorSpace.sRGB)!, colorComponents: components,
                          locations: [0, 1], count: 2)!
    }

    @Test func linearGradientsInterpolateBetweenStops() {
        let context = makeRGBAContext(width: 16, height: 1)
        context.drawLinearGradient(Self.blackToWhite(), start: .zero, end: CGPoint(x: 16, y: 0), options: [])
        for x in 0..<16 {
            // Linear interpolation at the pixel centre: t = (x + 0.5) / 16.
            let level = byte((Double(x) + 0.5) / 16)
            #expect(close(rgba(context, x: x, row: 0), [level, level, level, 255], tolerance: 2), "x \(x)")
        }
    }

    @Test func gradientOptionsExtendEachEndSeparately() {
        let cases: [(CGGradientDrawingOptions, [Int], [Int])] = [
            ([], [0, 0, 0, 0], [0, 0, 0, 0]),
            (.drawsBeforeStartLocation, [0, 0, 0, 255], [0, 0, 0, 0]),
            (.drawsAfterEndLocation, [0, 0, 0, 0], [255, 255, 255, 255]),
            ([.drawsBeforeStartLocation, .drawsAfterEndLocation], [0, 0, 0, 255], [255, 255, 255, 255]),
        ]
        for (options, left, right) in cases {
            let context = makeRGBAContext(width: 16, height: 1)
            context.drawLinearGradient(Self.blackToWhite(), start: CGPoint(x: 4, y: 0), end: CGPoint(x: 12, y: 0),
                                       options: options)
            #expect(rgba(context, x: 0, row: 0) == left, "\(options)")
            #expect(rgba(context, x: 15, row: 0) == right, "\(options)")
            // Midway (x = 8, centre 8.5): t = 4.5 / 8.
            #expect(close(rgba(context, x: 8, row: 0), Array(repeating: byte(4.5 / 8), count: 3) + [255], tolerance: 2))
        }
    }

    @Test func radialGradientsFollowTheDistanceFromTheCentre() {
        for options in [CGGradientDrawingOptions(), .drawsAfterEndLocation] {
            let context = makeRGBAContext(width: 17, height: 17)
            let centre = CGPoint(x: 8.5, y: 8.5)
            context.drawRadialGradient(Self.blackToWhite(), startCenter: centre, startRadius: 0, endCenter: centre,
                                       endRadius: 8, options: options)
            // Pixel (12, y 8) has its centre 4 from the centre: t = 0.5. Row = 16 - 8 = 8.
            #expect(close(rgba(context, x: 12, row: 8), [128, 128, 128, 255], tolerance: 3))
            // The corner pixel's centre lies 8√2 away, beyond the end circle.
            let corner = rgba(context, x: 0, row: 0)
            #expect(corner == (options.isEmpty ? [0, 0, 0, 0] : Self.white), "\(options)")
        }
    }
}
