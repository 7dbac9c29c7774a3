import ArgumentParser
import CARenderExport
import Foundation
import Testing
@testable import CARenderCLI

/// `--preset`, `--crf`, `--vp9-speed` and `--encoder-threads`: parsed, checked against the output's
/// format, recorded in manifests; and `--verbose`'s account of where a render's time went.
@Suite struct EncodingOptionsTests {
    func settings(_ arguments: [String], _ format: OutputFormat) throws -> EncoderSettings {
        try EncodingOptions.parse(arguments).settings(for: format)
    }

    @Test func optionsBecomeTheEncoderSettings() throws {
        let mp4 = try settings(["--preset", "veryfast", "--crf", "28", "--encoder-threads", "2"], .mp4)
        #expect(mp4 == EncoderSettings(preset: .veryfast, crf: 28, vp9Speed: 2, threads: 2))
        let webm = try settings(["--crf", "63", "--vp9-speed", "5"], .webm)
        #expect(webm == EncoderSettings(preset: .medium, crf: 63, vp9Speed: 5, threads: 4))
        #expect(try settings([], .gif) == EncoderSettings())
    }

    @Test func anUnknownPresetNamesTheAllowedOnes() {
        let message = CLI.message(["render", "scene.yaml", "-o", "out.mp4", "--preset", "quick"])
        #expect(message?.contains("quick") == true, "\(message ?? "accepted")")
        for name in ["ultrafast", "superfast", "veryfast", "faster", "fast", "medium", "slow", "slower", "veryslow"] {
            #expect(message?.split(separator: "\n").contains { $0.trimmingCharacters(in: .whitespaces) == "- \(name)" } == true,
                    "\(name) missing from \(message ?? "")")
        }
        #expect(message?.contains("placebo") == false)
    }

    @Test func optionsAreRefusedWhereTheyDoNotApply() {
        let cases: [([String], OutputFormat, [String])] = [
            (["--preset", "fast"], .gif, ["--preset fast", "MP4", "not GIF"]),
            (["--preset", "fast"], .webm, ["--preset fast", "--vp9-speed"]),
            (["--vp9-speed", "3"], .mp4, ["--vp9-speed 3", "WebM", "--preset"]),
            (["--crf", "20"], .apng, ["--crf 20", "MP4 and WebM", "not APNG"]),
            (["--crf", "20"], .png, ["--crf 20", "not PNG"]),
            (["--encoder-threads", "2"], .gif, ["--encoder-threads 2", "not GIF"]),
            // x264's constant quality runs 0 to 51 (8-bit), libvpx's 0 to 63.
            (["--crf", "52"], .mp4, ["--crf 52", "0 to 51"]),
            (["--crf", "64"], .webm, ["--crf 64", "0 to 63"]),
            (["--crf=-1"], .webm, ["--crf -1", "0 to 63"]),
            (["--vp9-speed", "6"], .webm, ["--vp9-speed 6", "0 to 5"]),
            (["--encoder-threads", "0"], .mp4, ["--encoder-threads 0", "1 to 64"]),
        ]
        for (arguments, format, expected) in cases {
            var message: String?
            do {
                _ = try settings(arguments, format)
            } catch {
                message = "\(error)"
            }
            for part in expected {
                #expect(message?.contains(part) == true, "\(arguments) for \(format): \(message ?? "accepted")")
            }
        }
    }

    @Test func aRenderRefusesThemBeforeDrawing() throws {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let scene = try CLI.scene(CLI.movingSquare, in: directory)
        let message = CLI.message(["render", scene, "-o", directory.appendingPathComponent("a.gif").path, "--crf", "20", "--quiet"])
        #expect(message?.contains("--crf 20: applies to MP4 and WebM output, not GIF") == true, "\(message ?? "rendered")")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["scene.yaml"])
    }

    @Test func twoRendersWithTheOptionsGiveTheSameMP4() throws {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let scene = try CLI.scene(CLI.movingSquare, in: directory)
        var files: [Data] = []
        for name in ["a.mp4", "b.mp4"] {
            let output = directory.appendingPathComponent(name)
            try CLI.run(["render", scene, "-o", output.path, "--size", "160x120", "--preset", "faster", "--crf", "21",
                         "--encoder-threads", "3", "--quiet"])
            files.append(try Data(contentsOf: output))
        }
        #expect(!files[0].isEmpty && files[0] == files[1])
    }

    @Test func partsEncodedDifferentlyDoNotJoin() throws {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let scene = try CLI.scene(CLI.movingSquare, in: directory)
        func part(_ shard: String, _ name: String, crf: String) throws -> String {
            try CLI.run(["render", scene, "-o", directory.appendingPathComponent(name).path, "--shard", shard,
                         "--preset", "veryfast", "--crf", crf, "--quiet"])
            return directory.appendingPathComponent("\(name).manifest.json").path
        }
        let first = try part("1/2", "p1.mp4", crf: "20")
        let manifest = try ShardManifest.read(URL(fileURLWithPath: first))
        #expect(manifest.settings.encoder == "libx264 preset=veryfast crf=20")
        let other = try part("2/2", "p2.mp4", crf: "30")
        let out = directory.appendingPathComponent("joined.mp4").path
        let message = CLI.message(["join", first, other, "-o", out])
        #expect(message?.contains("encoder libx264 preset=veryfast crf=30, not libx264 preset=veryfast crf=20") == true,
                "\(message ?? "joined")")
        // The parts are joined without re-encoding, so encoder options are refused there.
        let second = try part("2/2", "q2.mp4", crf: "20")
        let options = CLI.message(["join", first, second, "-o", out, "--crf", "20"])
        #expect(options?.contains("without re-encoding") == true, "\(options ?? "joined")")
        try CLI.run(["join", first, second, "-o", out, "--quiet"])
        #expect(FileManager.default.fileExists(atPath: out))
    }
}
