import ArgumentParser
import Foundation
import Testing
@testable import CARenderCLI

/// `render` with several scenes, a directory or a list file renders a batch into a directory: every
/// scene that can be rendered is, one that fails is reported without stopping the others, and the
/// command then fails (status 1).
@Suite struct BatchRenderTests {
    @Test func aDirectoryRendersEverySceneAndReportsTheBrokenOne() throws {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let scenes = directory.appendingPathComponent("scenes")
        try FileManager.default.createDirectory(at: scenes, withIntermediateDirectories: false)
        _ = try CLI.scene(CLI.movingSquare, named: "a.yaml", in: scenes)
        _ = try CLI.scene(CLI.movingSquare.replacingOccurrences(of: "fps: 10", with: "fps: 5"), named: "b.json.yaml", in: scenes)
        _ = try CLI.scene("size: 0x0\n", named: "broken.yaml", in: scenes)
        try Data("not a scene".utf8).write(to: scenes.appendingPathComponent("notes.md"))
        let out = directory.appendingPathComponent("out")
        #expect(throws: ExitCode.self) {
            try CLI.run(["render", scenes.path, "-o", out.path, "--format", "gif", "--quiet"])
        }
        // Two of three scenes (notes.md is not one), each a GIF named after its scene.
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path).sorted() == ["a.gif", "b.json.gif"])
    }

    @Test func aListNamesScenesRelativeToItself() throws {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = try CLI.scene(CLI.movingSquare, named: "square.yaml", in: directory)
        try Data("# the batch\nsquare.yaml\n\nbuiltin:timer-ball-timer\n".utf8).write(to: directory.appendingPathComponent("batch.txt"))
        let out = directory.appendingPathComponent("out")
        try CLI.run(["render", directory.appendingPathComponent("batch.txt").path, "-o", out.path, "--frames", "0..2", "--quiet"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path).sorted() == ["square", "timer-ball-timer"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.appendingPathComponent("square").path).count == 3)
    }

    @Test func twoScenesWritingOneOutputAreRefused() throws {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        for folder in ["x", "y"] {
            try FileManager.default.createDirectory(at: directory.appendingPathComponent(folder), withIntermediateDirectories: false)
            _ = try CLI.scene(CLI.movingSquare, named: "same.yaml", in: directory.appendingPathComponent(folder))
        }
        let message = CLI.message(["render", directory.appendingPathComponent("x/same.yaml").path,
                                   directory.appendingPathComponent("y/same.yaml").path, "-o", directory.appendingPathComponent("out").path])
        #expect(message?.contains("would both write") == true, "\(message ?? "rendered")")
    }
}
