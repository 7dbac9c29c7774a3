import CARenderScene
import Foundation
import Testing
@testable import CARenderCLI

/// `ca-render gallery`: every scene of a directory rendered, and the Easing chapter's figures
/// plotted.
@Suite struct GalleryCommandTests {
    @Test func rendersEverySceneAndTheFigures() throws {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let examples = directory.appendingPathComponent("examples")
        try FileManager.default.createDirectory(at: examples, withIntermediateDirectories: true)
        _ = try CLI.scene(CLI.movingSquare, named: "square.yaml", in: examples)
        _ = try CLI.scene("not a scene", named: "notes.txt", in: examples)
        let output = directory.appendingPathComponent("gallery")
        try CLI.run(["gallery", "-o", output.path, "--examples", examples.path, "--quiet"])
        let names = Set(try FileManager.default.contentsOfDirectory(atPath: output.path))
        #expect(names.contains("square.gif"))
        #expect(!names.contains { $0.hasPrefix("notes") })
        for (figure, _, _) in GalleryCommand.figures { #expect(names.contains(figure + ".png"), "\(figure)") }
    }

    @Test func aBrokenSceneIsNamedAndTheRestStillRender() throws {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = try CLI.scene("size: 0x10\nlayers: []\n", named: "broken.yaml", in: directory)
        _ = try CLI.scene(CLI.movingSquare, named: "square.yaml", in: directory)
        let output = directory.appendingPathComponent("out")
        let message = CLI.message(["gallery", "-o", output.path, "--examples", directory.path, "--quiet"]) ?? ""
        #expect(message.contains("broken.yaml"))
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("square.gif").path))
    }
}
