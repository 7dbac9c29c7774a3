import Foundation
import OpenQuartzCoreRendering
import Testing
@testable import CARenderCLI

/// A manifest's frame digests are SHA-256 over each frame's premultiplied R, G, B, A bytes, rows top
/// to bottom (``ShardManifest``): checked against coreutils' `sha256sum` over the bytes of the PNG
/// frames the same render wrote, decoded. The moving square's pixels are opaque or transparent, so
/// the PNG's straight colour decodes to the premultiplied bytes exactly.
@Suite struct ManifestDigestTests {
    /// `sha256sum` of `bytes`, in hexadecimal.
    static func sha256sum(_ bytes: [UInt8], in directory: URL) throws -> String {
        let file = directory.appendingPathComponent("pixels-\(UUID().uuidString).rgba")
        try Data(bytes).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["sha256sum", file.path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return String(text.prefix { $0 != " " })
    }

    @Test func frameDigestsAreSHA256OfTheCanonicalPixels() throws {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let scene = try CLI.scene(CLI.movingSquare, in: directory)
        let path = try ShardingTests.part("2/2", named: "part", in: directory, scene: scene)
        let manifest = try JSONDecoder().decode(ShardManifest.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
        let frames = directory.appendingPathComponent("part")
        let files = try FileManager.default.contentsOfDirectory(atPath: frames.path).filter { $0.hasSuffix(".png") }.sorted()
        #expect(files.count == manifest.frameSHA256.count && files.count == 5, "\(files)")
        for (file, digest) in zip(files, manifest.frameSHA256) {
            let bytes = try CGImage(contentsOfPNGFile: frames.appendingPathComponent(file)).withUnsafePixelBytes { [UInt8]($0) }
            #expect(try Self.sha256sum(bytes, in: directory) == digest, "\(file)")
        }
    }
}
