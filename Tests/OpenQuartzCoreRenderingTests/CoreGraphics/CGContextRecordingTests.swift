#if !QUARTZCORE_COMPATIBILITY_TEST
// Recording contexts and display-list playback are OpenQuartzCore internals (package API).
import _CCairo
import Foundation
import Testing
@testable import OpenQuartzCoreRendering

/// Recording then playing back draws the same pixels as drawing into a bitmap context directly.
@Suite struct CGContextRecordingTests {
    /// A scene touching every kind of command.
    static func drawScene(_ context: CGContext) {
        let image = CGImage(width: 2, height: 2, premultipliedRGBA: [255, 0, 0, 255, 0, 255, 0, 255,
                                                                     0, 0, 255, 255, 255, 255, 255, 255])!
        let gradient = CGGradient(colorSpace: CGColorSpace(name: CGColorSpace.sRGB)!,
                                  colorComponents: [1, 1, 0, 1, 0, 0.5, 1, 0.5], locations: nil, count: 2)!
        context.drawLinearGradient(gradient, start: CGPoint(x: 0, y: 0), end: CGPoint(x: 32, y: 16),
                                   options: [.drawsBeforeStartLocation])
        context.saveGState()
        context.translateBy(x: 16, y: 16)
        context.rotate(by: .pi / 6)
        context.setFillColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8)
        context.setShadow(offset: CGSize(width: 2, height: -2), blur: 3)
        context.fill(CGRect(x: -6, y: -4, width: 12, height: 8))
        context.restoreGState()
        context.setStrokeColor(red: 0, green: 0, blue: 0, alpha: 1)
        context.setLineWidth(1.5)
        context.setLineDash(phase: 1, lengths: [3, 2])
        context.strokeEllipse(in: CGRect(x: 2, y: 2, width: 20, height: 12))
        context.setBlendMode(.multiply)
        context.draw(image, in: CGRect(x: 20, y: 20, width: 10, height: 10))
        context.setBlendMode(.normal)
        context.setAlpha(0.7)
        context.beginTransparencyLayer(auxiliaryInfo: nil)
        context.clip(to: CGRect(x: 0, y: 20, width: 16, height: 12))
        context.fillEllipse(in: CGRect(x: 0, y: 18, width: 14, height: 14))
        context.endTransparencyLayer()
        context.clear(CGRect(x: 30, y: 0, width: 2, height: 2))
        context.clip(to: CGRect(x: 24, y: 0, width: 8, height: 8))
        context.setBlendMode(.copy)
        context.setFillColor(red: 0, green: 1, blue: 0, alpha: 0.5)
        context.fillEllipse(in: CGRect(x: 20, y: 0, width: 10, height: 10))
    }

    @Test func playbackMatchesDirectDrawing() throws {
        let direct = try #require(CGContext(data: nil, width: 32, height: 32, bitsPerComponent: 8, bytesPerRow: 0,
                                            space: CGColorSpace(name: CGColorSpace.sRGB)!,
                                            bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue
                                                | CGImageByteOrderInfo.order32Little.rawValue))
        Self.drawScene(direct)
        let recording = CGContext(recordingIn: CGRect(x: 0, y: 0, width: 32, height: 32))
        Self.drawScene(recording)
        #expect(recording.displayList.commands.count == 9)
        let surface = try #require(CairoImage(width: 32, height: 32))
        surface.draw { cr in
            // The bitmap context's base space: y up from the bottom-left corner.
            var flip = cairo_matrix_t(xx: 1, yx: 0, xy: 0, yy: -1, x0: 0, y0: 32)
            cairo_set_matrix(cr, &flip)
            CairoDisplayListPlayer.play(recording.displayList, in: cr)
            // Playback leaves the Cairo state as it found it.
            var after = cairo_matrix_t()
            cairo_get_matrix(cr, &after)
            #expect(after.yy == -1 && after.y0 == 32)
        }
        let expected = try #require(direct.makeImage())
        #expect(surface.makeImage() == expected)
        // The scene drew something, so the comparison is not between two empty images.
        #expect(expected.pixel(x: 16, y: 16).alpha > 0)
    }

    @Test func imagesKeepTheirCairoSurface() {
        // Drawing an image twice converts it once: the surface is cached on the image.
        let image = CGImage(width: 1, height: 1, premultipliedRGBA: [255, 0, 0, 255])!
        let first = CairoImageCache.surface(for: image), second = CairoImageCache.surface(for: image)
        #expect(first === second)
    }
}
#endif
