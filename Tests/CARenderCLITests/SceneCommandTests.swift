import CARenderScene
import Foundation
import Testing
@testable import CARenderCLI

/// `ca-render info` and `validate`.
@Suite struct SceneCommandTests {
    @Test func infoReportsTheScene() throws {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let scene = try SceneInput.load(try CLI.scene(CLI.movingSquare, in: directory))
        // One second at 10 fps: 11 frames; the root and the square; one animation.
        #expect(InfoCommand.describe(scene) == """
            size: 40x30
            duration: 1 s
            fps: 10
            frames: 11
            layers: 2
            animations: 1
            timeline events: 0

            """)
    }

    @Test func validateListsEveryProblemWithItsPlace() throws {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = try CLI.scene("""
            size: 40x30
            layers:
              - name: a
                opacitty: 1
              - name: b
                backgroundColor: "#zzzzzz"
            """, in: directory)
        let message = CLI.message(["validate", path]) ?? ""
        let lines = message.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines.first?.hasPrefix("\(path):4:5:") == true)
        #expect(lines.last?.hasPrefix("\(path):6:22:") == true)
        #expect(CLI.message(["validate", try CLI.scene(CLI.movingSquare, named: "good.yaml", in: directory)]) == nil)
    }
}
