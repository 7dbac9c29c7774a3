#if !QUARTZCORE_COMPATIBILITY_TEST
import OpenQuartzCoreRendering
import QuartzCoreTestSupport
import Foundation
import Testing

/// The rendering example of README.md, run as written (on a manual clock), with what it promises: a
/// PNG of the card, drawn where its frame puts it.
@Suite("README rendering example")
struct ReadmeRenderingExampleTests {
    @Test func example() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("oqc-readme-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("card.png")
        try LayerTestHarness.withManualClock { _ in
            CATransaction.begin()
            CATransaction.setDisableActions(true)   // no implicit animation: show it as set
            let card = CALayer()
            card.frame = CGRect(x: 40, y: 30, width: 160, height: 100)
            card.backgroundColor = CGColor(srgbRed: 0.2, green: 0.4, blue: 1, alpha: 1)
            card.cornerRadius = 16
            card.shadowOpacity = 0.5
            var perspective = CATransform3DIdentity
            perspective.m34 = -1 / 500
            card.transform = CATransform3DRotate(perspective, .pi / 5, 0, 1, 0)
            CATransaction.commit()

            let context = CGContext(data: nil, width: 240, height: 160, bitsPerComponent: 8, bytesPerRow: 0,
                                    space: CGColorSpace(name: CGColorSpace.sRGB)!,
                                    bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
            let renderer = CARenderer(cgContext: context, options: nil)
            renderer.layer = card
            renderer.bounds = CGRect(x: 0, y: 0, width: 240, height: 160)
            renderer.beginFrame(atTime: CACurrentMediaTime(), timeStamp: nil)
            renderer.render()
            renderer.endFrame()
            try context.makeImage()!.writePNG(to: url)
        }
        let image = try CGImage(contentsOfPNGFile: url)
        #expect(image.width == 240 && image.height == 160)
        // The card's centre (120, 80) is opaque blue; a corner of the picture is empty.
        let centre = image.pixel(x: 120, y: 80)
        #expect(centre.alpha == 255 && centre.blue == 255)
        #expect(image.pixel(x: 2, y: 2).alpha == 0)
    }
}
#endif
