import Foundation
import Testing
@testable import OpenQuartzCoreLottie
import OpenQuartzCoreRendering

/// Image assets kept beside the animation (`u` a folder, `p` a file name) are read relative to the
/// animation's file; one that cannot be read is reported with its path.
@Suite struct LottieImageFileTests {
    static func json(folder: String) -> String {
        LottieTestSupport.composition(#"{"ty":2,"ip":0,"op":60,"ks":{},"refId":"img"}"#,
                                      assets: #"{"id":"img","w":100,"h":100,"u":"\#(folder)","p":"red.png","e":0}"#)
    }

    @Test func anImageBesideTheFileIsDrawn() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("lottie-images-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("images"), withIntermediateDirectories: true)
        let context = try #require(CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 0,
                                             space: CGColorSpace(name: CGColorSpace.sRGB)!,
                                             bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        context.setFillColor(CGColor(srgbRed: 1, green: 0, blue: 0, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        try context.makeImage()!.writePNG(to: directory.appendingPathComponent("images/red.png"))
        let file = directory.appendingPathComponent("animation.json")
        try Data(Self.json(folder: "images/").utf8).write(to: file)

        let animation = try LottieAnimation(contentsOf: file)
        #expect(animation.report.issues.isEmpty && animation.report.featuresUsed.contains("image-file"))
        let pixels = LottieTestSupport.render(animation, frame: 0, width: 100, height: 100)
        #expect(Array(pixels[(50 * 100 + 50) * 4..<(50 * 100 + 50) * 4 + 4]) == [255, 0, 0, 255])

        try Data(Self.json(folder: "elsewhere/").utf8).write(to: file)
        let missing = try LottieAnimation(contentsOf: file)
        #expect(missing.report.issues.map { "\($0.jsonPath) \($0.feature)" } == ["$.assets[0] image-file"])
    }

    /// An embedded JPEG (ImageMagick's 16 x 16 red at quality 95, read back by ImageMagick as
    /// (254, 0, 0)) is drawn, and counted as used.
    @Test func anEmbeddedJPEGIsDrawn() throws {
        let json = LottieTestSupport.composition(#"{"ty":2,"ip":0,"op":60,"ks":{},"refId":"img"}"#,
                                                 assets: #"{"id":"img","w":100,"h":100,"u":"","p":"data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAIBAQEBAQIBAQECAgICAgQDAgICAgUEBAMEBgUGBgYFBgYGBwkIBgcJBwYGCAsICQoKCgoKBggLDAsKDAkKCgr/2wBDAQICAgICAgUDAwUKBwYHCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgr/wAARCAAQABADAREAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAj/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFgEBAQEAAAAAAAAAAAAAAAAAAAgJ/8QAFBEBAAAAAAAAAAAAAAAAAAAAAP/aAAwDAQACEQMRAD8Ai9KbfwAAB//Z","e":1}"#)
        let animation = try LottieTestSupport.animation(json)
        #expect(animation.report.issues.isEmpty && animation.report.featuresUsed.contains("image-jpeg"))
        let pixels = LottieTestSupport.render(animation, frame: 0, width: 100, height: 100)
        let centre = (50 * 100 + 50) * 4
        #expect(abs(Int(pixels[centre]) - 254) <= 2 && pixels[centre + 1] <= 2 && pixels[centre + 2] <= 2 && pixels[centre + 3] == 255)
    }
}
