#if !QUARTZCORE_COMPATIBILITY_TEST
// PNG reading and writing are OpenQuartzCore additions (Apple uses ImageIO).
import Foundation
import Testing
import OpenQuartzCoreRendering

@Suite struct CGImagePNGTests {
    /// Premultiplied pixels whose alphas survive un-premultiplying and premultiplying again exactly:
    /// opaque colours, transparent black, and a half-transparent grey whose components equal alpha.
    static let bytes: [UInt8] = [255, 0, 0, 255, 10, 20, 30, 255, 0, 0, 0, 0, 128, 128, 128, 128,
                                 0, 255, 0, 255, 1, 2, 3, 255]

    func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("oqc-png-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func aRoundTripKeepsEveryByte() throws {
        let image = try #require(CGImage(width: 3, height: 2, premultipliedRGBA: Self.bytes))
        let png = try #require(image.pngData())
        // The PNG signature (PNG specification, section 5.2).
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let decoded = try #require(CGImage(pngData: png))
        #expect(decoded.width == 3 && decoded.height == 2)
        #expect(decoded.withUnsafePixelBytes { Array($0) } == Self.bytes)
    }

    @Test func filesRoundTripAndWritesReplaceAtomically() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("image.png")
        let image = try #require(CGImage(width: 3, height: 2, premultipliedRGBA: Self.bytes))
        try image.writePNG(to: url)
        try image.writePNG(to: url)  // over an existing file
        #expect(try CGImage(contentsOfPNGFile: url) == image)
        // Only the final file remains: no temporary left beside it.
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["image.png"])
    }

    @Test func errorsNameTheFile() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let missing = directory.appendingPathComponent("missing.png")
        #expect {
            try CGImage(contentsOfPNGFile: missing)
        } throws: { error in
            guard case PNGError.unreadableFile(missing, _) = error else { return false }
            return "\(error)".contains("missing.png")
        }
        let text = directory.appendingPathComponent("text.png")
        try Data("not a png".utf8).write(to: text)
        #expect(throws: PNGError.notPNG(text)) { try CGImage(contentsOfPNGFile: text) }
        #expect("\(PNGError.notPNG(text))".contains("text.png"))
        #expect(CGImage(pngData: Data("not a png".utf8)) == nil)
        // A directory that does not exist cannot be written into; nothing is left behind.
        let unwritable = directory.appendingPathComponent("no/such/dir/out.png")
        let image = try #require(CGImage(width: 3, height: 2, premultipliedRGBA: Self.bytes))
        #expect { try image.writePNG(to: unwritable) } throws: { "\($0)".contains("out.png") }
    }
}
#endif
