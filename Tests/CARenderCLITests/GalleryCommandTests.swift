import CARenderScene
import Foundation
import Testing
@testable import CARenderCLI

/// `ca-render gallery`: every scene of a directory rendered, and the Easing chapter's figures
/// plotted.
@Suite struct GalleryCommandTests {
    /// In MP4: the built-in examples' GIFs take an unoptimized test build about 13 seconds to
    /// encode, their MP4s 2; the default format is checked by the next test.
    @Test func rendersEverySceneTheBuiltInsAndTheFigures() throws {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let examples = directory.appendingPathComponent("examples")
        try FileManager.default.createDirectory(at: examples, withIntermediateDirectories: true)
        _ = try CLI.scene(CLI.movingSquare, named: "square.yaml", in: examples)
        _ = try CLI.scene("not a scene", named: "notes.txt", in: examples)
        let output = directory.appendingPathComponent("gallery")
        try CLI.run(["gallery", "-o", output.path, "--examples", examples.path, "--format", "mp4", "--quiet"])
        let names = Set(try FileManager.default.contentsOfDirectory(atPath: output.path))
        #expect(names.contains("square.mp4"))
        #expect(!names.contains { $0.hasPrefix("notes") })
        for example in BuiltInExamples.all { #expect(names.contains(example.name + ".mp4"), "\(example.name)") }
        for (figure, _, _) in GalleryCommand.figures { #expect(names.contains(figure + ".png"), "\(figure)") }
    }

    @Test func aBrokenSceneIsNamedAndTheRestStillRender() throws {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = try CLI.scene("size: 0x10\nlayers: []\n", named: "broken.yaml", in: directory)
        _ = try CLI.scene(CLI.movingSquare, named: "square.yaml", in: directory)
        let output = directory.appendingPathComponent("out")
        let message = CLI.message(["gallery", "-o", output.path, "--examples", directory.path, "--no-built-ins", "--quiet"]) ?? ""
        #expect(message.contains("broken.yaml"))
        let names = Set(try FileManager.default.contentsOfDirectory(atPath: output.path))
        #expect(names.contains("square.gif"))
        for example in BuiltInExamples.all { #expect(!names.contains { $0.hasPrefix(example.name + ".") }, "\(example.name)") }
    }
}
