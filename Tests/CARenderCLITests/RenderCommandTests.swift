import CARenderScene
import Foundation
import Testing
@testable import CARenderCLI

/// `ca-render render`: frames at the right times, every output format's file, determinism, atomic
/// output and clear errors. Expected positions follow from the scene's linear animation.
@Suite struct RenderCommandTests {
    @Test func singleFrameShowsTheAnimationAtThatTime() throws {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let scene = try CLI.scene(CLI.movingSquare, in: directory)
        let output = directory.appendingPathComponent("half.png")
        try CLI.run(["render", scene, "--time", "0.5", "-o", output.path, "--quiet"])
        let image = try CGImage(contentsOfPNGFile: output)
        // At 0.5 s the centre is at x = 20: the square covers x 15..24 and y 10..19, on white.
        #expect(image.pixel(x: 15, y: 15) == (255, 0, 0, 255))
        #expect(image.pixel(x: 24, y: 19) == (255, 0, 0, 255))
        #expect(image.pixel(x: 14, y: 15) == (255, 255, 255, 255))
        #expect(image.pixel(x: 25, y: 15) == (255, 255, 255, 255))
    }

    @Test func sequenceHasEveryFrameFromStartToEnd() throws {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let scene = try CLI.scene(CLI.movingSquare, in: directory)
        let frames = directory.appendingPathComponent("frames")
        try CLI.run(["render", scene, "-o", frames.path + "/", "--quiet", "--scale", "2"])
        let names = try FileManager.default.contentsOfDirectory(atPath: frames.path).sorted()
        // One second at 10 fps, both ends included: frames 0 to 10.
        #expect(names.count == 11)
        let last = try CGImage(contentsOfPNGFile: frames.appendingPathComponent(names.last!))
        #expect(last.width == 80 && last.height == 60)
    }

    @Test func renderingIsDeterministicWhateverTheJobs() throws {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let scene = try CLI.scene(CLI.movingSquare, in: directory)
        var outputs: [Data] = []
        for (index, jobs) in ["1", "3", "3"].enumerated() {
            let url = directory.appendingPathComponent("run\(index).gif")
            try CLI.run(["render", scene, "-o", url.path, "--jobs", jobs, "--quiet"])
            outputs.append(try Data(contentsOf: url))
        }
        #expect(outputs[0] == outputs[1] && outputs[1] == outputs[2])
        #expect(outputs[0].starts(with: Array("GIF89a".utf8)))
    }

    @Test func shardsSplitTheFrames() throws {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let scene = try CLI.scene(CLI.movingSquare, in: directory)
        for part in 1...3 {
            try CLI.run(["render", scene, "-o", directory.appendingPathComponent("part\(part)").path + "/", "--shard", "\(part)/3", "--quiet"])
        }
        // 11 frames in three parts: 4, 4 and 3.
        let counts = try (1...3).map { try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("part\($0)").path).count }
        #expect(counts == [4, 4, 3])
    }

    @Test func failedRenderKeepsTheExistingOutput() throws {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let scene = try CLI.scene(CLI.movingSquare, in: directory)
        let output = directory.appendingPathComponent("keep.gif")
        try Data("previous".utf8).write(to: output)
        #expect(CLI.message(["render", scene, "-o", output.path, "--frames", "50..60", "--quiet"]) != nil)
        #expect(try Data(contentsOf: output) == Data("previous".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == ["keep.gif", "scene.yaml"])
    }

    @Test func badRequestsGetOneClearLine() throws {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let scene = try CLI.scene(CLI.movingSquare, in: directory)
        let out = directory.appendingPathComponent("x.gif").path
        let cases: [([String], String)] = [
            (["render", scene, "-o", out, "--frames", "50..60"], "--frames 50..60: the scene has frames 0..10"),
            (["render", scene, "-o", out, "--shard", "15/20"], "--shard 15/20: part 15 of 20 is empty, as there are only 11 frames"),
            (["render", scene, "-o", out, "--time", "1", "--frames", "2"], "--time draws one frame"),
            (["render", scene, "-o", out, "--size", "10x10", "--scale", "2"], "--size and --scale cannot be used together"),
            (["render", scene, "-o", directory.appendingPathComponent("x.avi").path], "unknown extension .avi"),
            (["render", scene, "-o", "-"], "writing to standard output needs --format"),
            (["render", scene, "-o", out, "--background", "teal-ish"], "--background teal-ish: expected a colour"),
            (["render", scene, "-o", out, "--size", "0x10"], "--size"),
            (["render", scene, "-o", out, "--fps", "0"], "--fps 0.0: expected a rate above 0"),
            (["render", directory.appendingPathComponent("missing.yaml").path, "-o", out], "missing.yaml:1:1"),
        ]
        for (arguments, expected) in cases {
            let message = CLI.message(arguments + ["--quiet"])
            #expect(message?.contains(expected) == true, "\(arguments): \(message ?? "no error")")
        }
    }
}
