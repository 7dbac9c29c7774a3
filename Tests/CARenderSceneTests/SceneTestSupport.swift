// Helpers shared by the scene tests: loading a scene from text and reading presentation values at a
// scene time.
import Foundation
import Testing
@testable import CARenderScene

/// Loads `text` as a scene named `test.yaml`, failing the test with the problems if it is invalid.
func loadScene(_ text: String, fileName: String = "test.yaml") throws -> Scene {
    do {
        return try Scene.load(text: text, fileName: fileName)
    } catch let errors as SceneErrors {
        Issue.record("unexpected problems:\n\(errors)")
        throw errors
    }
}

/// The problems of `text`, validated as `test.yaml`.
func problems(_ text: String) -> [SceneProblem] {
    Scene.validate(text: text, fileName: "test.yaml")
}

/// The single problem of `text` (recording an issue when there is not exactly one).
func onlyProblem(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> SceneProblem? {
    let found = problems(text)
    #expect(found.count == 1, "expected one problem, found \(found.map(\.description))", sourceLocation: sourceLocation)
    return found.first
}

extension SceneRuntime {
    /// The presentation value of `keyPath` of the layer named `name` after advancing to `time`.
    func presented(_ name: String, _ keyPath: String, at time: CFTimeInterval) -> Any? {
        advance(to: time)
        return withClock { layer(named: name)?.presentation()?.value(forKeyPath: keyPath) }
    }

    /// The presented number (CGFloat or Float) of `keyPath`.
    func number(_ name: String, _ keyPath: String, at time: CFTimeInterval) -> Double? {
        switch presented(name, keyPath, at: time) {
        case let value as CGFloat: Double(value)
        case let value as Float: Double(value)
        case let value as Double: value
        default: nil
        }
    }
}

/// The repository's root folder, from this file's path.
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
