import Foundation
import OpenQuartzCoreRendering
import Testing
@testable import CARenderCLI

/// A manifest's frame digests (``FrameDigest``) are the SHA-256 of the SHA-256 digests of each
/// frame's bands of 16 rows, each over the band's premultiplied R, G, B, A bytes, rows top to bottom:
/// checked against coreutils' `sha256sum` over the bytes of the PNG frames the same render wrote,
/// decoded. The moving square's pixels are opaque or transparent, so the PNG's straight colour
/// decodes to the premultiplied bytes exactly. The square crosses 3 of the frame's 8 bands, so after
/// the first frame a part digests again only the bands the renderer changed: a wrong account of
/// what changed would leave a stale band digest, and the frame's digest would differ.
@Suite struct ManifestDigestTests {
    /// `sha256sum` of each of `files`, in hexadecimal, in order.
    static func sha256sum(_ files: [URL]) throws -> [String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["sha256sum"] + files.map(\.path)
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return text.split(separator: "\n").map { String($0.prefix { $0 != " " }) }
    }

    /// The 32 bytes a digest's hexadecimal digits stand for.
    static func bytes(ofHex hex: String) -> [UInt8] {
        let digits = Array(hex.utf8).map { UInt8(Int(String(UnicodeScalar($0)), radix: 16) ?? 0) }
        return stride(from: 0, to: digits.count, by: 2).map { digits[$0] << 4 | digits[$0 + 1] }
    }

    @Test(arguments: ["1", "3"])
    func frameDigestsAreSHA256OfTheBandDigests(jobs: String) throws {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let scene = try CLI.scene(CLI.movingSquare, in: directory)
        // 40 x 120: 8 bands (the last of 8 rows), the square in rows 40 to 80.
        let path = try ShardingTests.part("1/1", named: "part", in: directory, scene: scene,
                                          extra: ["--size", "40x120", "--jobs", jobs])
        let manifest = try JSONDecoder().decode(ShardManifest.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
        let frames = directory.appendingPathComponent("part")
        let files = try FileManager.default.contentsOfDirectory(atPath: frames.path).filter { $0.hasSuffix(".png") }.sorted()
        #expect(files.count == manifest.frameSHA256.count && files.count == 11, "\(files)")
        // Each band's bytes in a file of its own, digested; then each frame's band digests joined.
        var bandFiles: [URL] = []
        for (index, file) in files.enumerated() {
            let bytes = try CGImage(contentsOfPNGFile: frames.appendingPathComponent(file)).withUnsafePixelBytes { [UInt8]($0) }
            #expect(bytes.count == 40 * 120 * 4)
            for band in 0..<8 {
                let url = directory.appendingPathComponent("frame\(index)-band\(band).rgba")
                // Rows 16 × band on, 160 bytes a row; the last band has the last 8 rows.
                try Data(bytes[(band * 16 * 160)..<min(bytes.count, (band + 1) * 16 * 160)]).write(to: url)
                bandFiles.append(url)
            }
        }
        let bandDigests = try Self.sha256sum(bandFiles)
        #expect(bandDigests.count == files.count * 8)
        var rootFiles: [URL] = []
        for index in files.indices {
            let url = directory.appendingPathComponent("frame\(index)-bands.bin")
            try Data(bandDigests[(index * 8)..<((index + 1) * 8)].flatMap(Self.bytes(ofHex:))).write(to: url)
            rootFiles.append(url)
        }
        #expect(try Self.sha256sum(rootFiles) == manifest.frameSHA256)
        // The scene's digest is the file's.
        #expect(try Self.sha256sum([URL(fileURLWithPath: scene)]) == [manifest.scene.sha256])
        // The square moves in every frame until the animation ends at frame 10, which shows frame 0's
        // picture again, digested from the bands of frame 9 that changed.
        #expect(Set(manifest.frameSHA256[0..<10]).count == 10)
        #expect(manifest.frameSHA256[10] == manifest.frameSHA256[0])
    }
}
