import Foundation

/// Input recorded by `ca-render play --record` (or written by hand), read for a subject without
/// layer names: a built-in example, whose code answers the input itself.
public struct RecordedInput: Sendable {
    /// The events, by time (file order at equal times).
    public let events: [(time: CFTimeInterval, event: SceneInputEvent)]

    /// Reads the input file at `url` (a map whose `input` is a list of `pointer:`/`at:`, `key:`,
    /// `tap: [x, y]` and `drag:` events; layer names and changes need a scene and are errors here).
    /// `fps` spaces a drag's moves.
    /// - Throws: ``SceneErrors`` with every problem, each naming the file.
    public static func load(contentsOf url: URL, fps: Double) throws -> RecordedInput {
        let text = try Scene.readText(url, what: "the input file")
        let diagnostics = SceneDiagnostics(file: url.path)
        let parser = SceneParser(diagnostics: diagnostics, values: ValueParser(diagnostics: diagnostics, baseURL: url.deletingLastPathComponent()))
        parser.fps = fps
        let timeline = parser.mergeInput(text: text, into: [])
        if timeline.contains(where: { !$0.body.actions.isEmpty || $0.body.completion != nil }) {
            diagnostics.report(line: 1, column: 1, keyPath: "input",
                               "changes (set, add...) need a scene's layers; a built-in example takes only pointer and key input")
        }
        let problems = diagnostics.sortedProblems
        guard problems.isEmpty else { throw SceneErrors(problems: problems) }
        return RecordedInput(events: timeline.flatMap { event in
            event.input.compactMap { input -> (CFTimeInterval, SceneInputEvent)? in
                if case .event(let e) = input { return (event.time, e) }
                return nil
            }
        })
    }
}
