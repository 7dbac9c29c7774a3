import CARenderScene
import Foundation

/// Where a scene comes from: a file, or standard input when the path is `-`.
enum SceneInput {
    /// Reads and builds the scene at `path`; a problem with the file or the scene throws
    /// `SceneErrors`, one line per problem, each with file, line, column and key path.
    static func load(_ path: String) throws -> Scene {
        if path == "-" {
            return try Scene.load(text: readStandardInput(), fileName: "<stdin>")
        }
        return try Scene.load(contentsOf: URL(fileURLWithPath: path))
    }

    /// The problems of the scene at `path` (none when it is valid).
    /// What `reference` names: `builtin:NAME` for a built-in example, else a scene file (or `-`).
    static func subject(_ reference: String) throws -> RenderSubject {
        if reference.hasPrefix("builtin:") { return RenderSubject(example: try BuiltInExamples.named(reference)) }
        return RenderSubject(scene: try load(reference))
    }

    static func problems(_ path: String) -> [SceneProblem] {
        if path == "-" { return Scene.validate(text: readStandardInput(), fileName: "<stdin>") }
        do {
            let text = try String(contentsOf: URL(fileURLWithPath: path), encoding: .utf8)
            return Scene.validate(text: text, fileName: path)
        } catch {
            return [SceneProblem(file: path, line: 1, column: 1, keyPath: "", message: "cannot read the file: \(error.localizedDescription)")]
        }
    }

    static func readStandardInput() -> String {
        String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
    }
}
