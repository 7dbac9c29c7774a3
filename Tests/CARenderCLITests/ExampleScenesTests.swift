import CARenderScene
import Foundation
import Testing
@testable import CARenderCLI

/// The gallery's scenes (`Examples/`): each one is valid, loads, and builds its layer tree.
@Suite struct ExampleScenesTests {
    /// The repository's `Examples` directory, found from this file's path
    /// (`Tests/CARenderCLITests/ExampleScenesTests.swift`).
    static let examplesDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples")

    /// Every scene file of the directory, as `ca-render gallery` finds them.
    static let sceneFiles: [URL] = (try? GalleryCommand.sceneFiles(in: examplesDirectory)) ?? []

    @Test func theGalleryHasItsExamples() {
        // The seeds' examples: easing, explicit animations, transitions and timing; at least the
        // three scenes the repository started with and the ones added for the gallery.
        #expect(Self.sceneFiles.count >= 25, "found \(Self.sceneFiles.map(\.lastPathComponent))")
        let names = Set(Self.sceneFiles.map(\.lastPathComponent))
        for name in ["bouncing-ball.yaml", "ship-path.yaml", "transitions-push.json"] {
            #expect(names.contains(name), "\(name) is missing")
        }
    }

    @Test(arguments: ExampleScenesTests.sceneFiles.map(\.lastPathComponent))
    func exampleIsValidAndLoads(_ name: String) throws {
        let url = Self.examplesDirectory.appendingPathComponent(name)
        let text = try String(contentsOf: url, encoding: .utf8)
        let problems = Scene.validate(text: text, fileName: name)
        #expect(problems.isEmpty, "\(problems.map(\.description).joined(separator: "\n"))")
        let scene = try Scene.load(contentsOf: url)
        #expect(scene.width > 0 && scene.width <= 480 && scene.height > 0 && scene.height <= 480,
                "the gallery's canvases are small: \(scene.width)x\(scene.height)")
        #expect(scene.fps == 30)
        _ = try scene.makeRuntime()
    }
}
