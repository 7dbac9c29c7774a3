import CARenderScene
import Foundation
import Testing
@testable import CARenderCLI

/// `render --frame N`, `--format raw` and `--format null`. Expected pixels follow from the moving
/// square's linear animation (``CLI/movingSquare``), worked out here, not by the renderer.
@Suite struct FrameAndRawOutputTests {
    /// Frame 5 of the moving square at 10 fps is at 0.5 s: its centre at x = 20, so it covers x 15..24
    /// and y 10..19, red on white.
    @Test func rawFramesAreStraightRGBARowsFromTheTop() throws {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let scene = try CLI.scene(CLI.movingSquare, in: directory)
        let output = directory.appendingPathComponent("frame5.rgba")
        try CLI.run(["render", scene, "--frame", "5", "-o", output.path, "--quiet"])
        let bytes = [UInt8](try Data(contentsOf: output))
        #expect(bytes.count == 40 * 30 * 4)
        func pixel(_ x: Int, _ y: Int) -> [UInt8] {
            let start = (y * 40 + x) * 4
            return Array(bytes[start..<start + 4])
        }
        let red: [UInt8] = [255, 0, 0, 255], white: [UInt8] = [255, 255, 255, 255]
        #expect(pixel(15, 10) == red)
        #expect(pixel(24, 19) == red)
        #expect(pixel(14, 15) == white)
        #expect(pixel(20, 9) == white)
        #expect(pixel(20, 20) == white)

        // Every frame, one after another: 11 frames of 40 x 30 x 4 bytes; frame 0's square at x 0..9.
        let all = directory.appendingPathComponent("all.raw")
        try CLI.run(["render", scene, "--format", "raw", "-o", all.path, "--quiet"])
        let every = [UInt8](try Data(contentsOf: all))
        #expect(every.count == 11 * 40 * 30 * 4)
        let edge = (15 * 40 + 9) * 4
        #expect(Array(every[edge..<edge + 4]) == red)
        #expect(Array(every[edge + 4..<edge + 8]) == white)
        #expect(Array(every[5 * 4800..<6 * 4800]) == bytes)
    }

    /// A half-transparent red square with no background: straight colour (255, 0, 0) at alpha 128
    /// (0x80), and transparent pixels all zero.
    @Test func rawKeepsStraightAlpha() throws {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let scene = try CLI.scene("""
            size: 4x2
            layers:
              - bounds: 0, 0, 2, 2
                position: 1, 1
                backgroundColor: "#ff000080"
            """, in: directory)
        let output = directory.appendingPathComponent("half.rgba")
        try CLI.run(["render", scene, "--time", "0", "-o", output.path, "--quiet"])
        let bytes = [UInt8](try Data(contentsOf: output))
        #expect(bytes.count == 4 * 2 * 4)
        #expect(Array(bytes[0..<4]) == [255, 0, 0, 128])
        #expect(Array(bytes[12..<16]) == [0, 0, 0, 0])
    }

    @Test func frameNIsTimeNOverFPS() throws {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let scene = try CLI.scene(CLI.movingSquare, in: directory)
        func render(_ name: String, _ options: [String]) throws -> [UInt8] {
            let url = directory.appendingPathComponent(name)
            try CLI.run(["render", scene, "-o", url.path, "--quiet"] + options)
            let image = try CGImage(contentsOfPNGFile: url)
            #expect(image.width == 40 && image.height == 30)
            return image.withUnsafePixelBytes { [UInt8]($0) }
        }
        #expect(try render("frame3.png", ["--frame", "3"]) == render("time03.png", ["--time", "0.3"]))
        #expect(try render("frame7at20.png", ["--frame", "7", "--fps", "20"]) == render("time035.png", ["--time", "0.35"]))
        #expect(try render("frame3.png", ["--frame", "3"]) != render("frame4.png", ["--frame", "4"]))
        #expect(try render("last.png", ["--frame", "10"]) == render("end.png", ["--time", "1"]))
    }

    @Test func severalFramesGoToAPatternNumberedByFrame() throws {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let scene = try CLI.scene(CLI.movingSquare, in: directory)
        let frames = directory.appendingPathComponent("frames")
        try CLI.run(["render", scene, "--frame", "0,5,10", "-o", frames.path + "/f%02d.png", "--quiet"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: frames.path).sorted() == ["f00.png", "f05.png", "f10.png"])
        let single = directory.appendingPathComponent("five.png")
        try CLI.run(["render", scene, "--frame", "5", "-o", single.path, "--quiet"])
        let listed = try CGImage(contentsOfPNGFile: frames.appendingPathComponent("f05.png"))
        #expect(listed.withUnsafePixelBytes { [UInt8]($0) } == (try CGImage(contentsOfPNGFile: single)).withUnsafePixelBytes { [UInt8]($0) })
        #expect(listed.pixel(x: 15, y: 15) == (255, 0, 0, 255))
        try CLI.run(["render", scene, "--frame", "1,2", "--format", "null", "--quiet"])
        // One frame to a pattern is named by its number too, in every format.
        try CLI.run(["render", scene, "--frame", "7", "-o", frames.path + "/f%02d.png", "--quiet"])
        try CLI.run(["render", scene, "--frame", "7", "--format", "raw", "-o", frames.path + "/r%d.rgba", "--quiet"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: frames.path).sorted() == ["f00.png", "f05.png", "f07.png", "f10.png", "r7.rgba"])
    }

    @Test func nullDrawsEveryFrameAndWritesNothing() throws {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let scene = try CLI.scene(CLI.movingSquare, in: directory)
        try CLI.run(["render", scene, "--format", "null", "--jobs", "1", "--quiet"])
        try CLI.run(["render", scene, "--format", "null", "-o", directory.appendingPathComponent("ignored.gif").path, "--quiet"])
        try CLI.run(["render", scene, "--format", "null", "--frame", "2", "-o", "-", "--quiet"])
        let other = try CLI.scene(CLI.movingSquare, named: "other.yaml", in: directory)
        try CLI.run(["render", scene, other, "--format", "null", "--quiet"])
        try CLI.run(["render", scene, other, "--format", "null", "-o", "-", "--quiet"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == ["other.yaml", "scene.yaml"])
    }

    @Test func conflictingChoicesAreRefused() throws {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let scene = try CLI.scene(CLI.movingSquare, in: directory)
        let out = directory.appendingPathComponent("x.png").path
        let cases: [([String], String)] = [
            (["render", scene, "-o", out, "--frame", "2", "--time", "0.2"], "--frame draws one frame: it cannot be used with --time or --frames"),
            (["render", scene, "-o", out, "--frame", "2", "--frames", "0..3"], "--frame draws one frame"),
            (["render", scene, "-o", out, "--frame=-1"], "The value '-1' is invalid for '--frame <N>'"),
            (["render", scene, "-o", out, "--frame", "1,x"], "The value '1,x' is invalid for '--frame <N>'"),
            (["render", scene, "-o", out, "--frame", "1,2"], "--frame 1,2: several frames go to a file-name pattern with %d"),
            (["render", scene, "-o", directory.appendingPathComponent("f%d.png").path, "--frame", "1,20"], "--frame 20: the scene has frames 0..10"),
            (["render", scene, "-o", out, "--frame", "11"], "--frame 11: the scene has frames 0..10"),
            (["render", scene], "Missing expected argument '--output <output>'"),
            (["render", scene, "--format", "null", "--shard", "1/2"], "--format null writes nothing"),
            (["render", scene, "-o", "-"], "needs --format (gif, mp4, webm, apng or raw)"),
        ]
        for (arguments, expected) in cases {
            let message = CLI.message(arguments + ["--quiet"])
            #expect(message?.contains(expected) == true, "\(arguments): \(message ?? "no error")")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["scene.yaml"])
    }
}
