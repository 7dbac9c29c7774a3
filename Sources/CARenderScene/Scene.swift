import Foundation

/// A scene read from a file in the `ca-render` scene format (YAML or JSON; see
/// `docs/scene-format.md`): a canvas, a layer tree with its animations, and a timeline of changes.
///
/// A scene is immutable once loaded, and every value in it has been read and checked: making a
/// runtime cannot meet a problem in the file, and the same file always builds the same tree.
public final class Scene: @unchecked Sendable {
    let definition: SceneDefinition

    private init(definition: SceneDefinition) {
        self.definition = definition
    }

    /// Loads the scene file at `url`. Relative image paths are resolved against the file's folder.
    /// - Throws: ``SceneErrors`` with every problem; an unreadable file is one problem at line 1,
    ///   column 1.
    public static func load(contentsOf url: URL) throws -> Scene {
        let text = try readText(url, what: "the scene file")
        return try load(text: text, fileName: url.path, baseURL: url.deletingLastPathComponent())
    }

    /// The UTF-8 text of the file at `url`; ``SceneErrors`` with one problem at line 1, column 1
    /// ("cannot read `what`: ...") when it cannot be read.
    static func readText(_ url: URL, what: String) throws -> String {
        do {
            return try String(contentsOf: url, encoding: .utf8)
        } catch {
            throw SceneErrors(problems: [SceneProblem(file: url.path, line: 1, column: 1, keyPath: "",
                                                      message: "cannot read \(what): \(error.localizedDescription)")])
        }
    }

    /// Loads the scene file at `url` with the input recorded in the file at `inputURL` (what
    /// `ca-render play --record` writes: a map whose `input` is a list of timeline events, usually
    /// `pointer:` and `key:` events), added to the scene's timeline; the layer names it uses are the
    /// scene's. Problems of either file name that file.
    /// - Throws: ``SceneErrors`` with every problem of both files.
    public static func load(contentsOf url: URL, input inputURL: URL) throws -> Scene {
        let text = try readText(url, what: "the scene file"), input = try readText(inputURL, what: "the input file")
        let diagnostics = SceneDiagnostics(file: url.path)
        let parser = SceneParser(diagnostics: diagnostics, values: ValueParser(diagnostics: diagnostics, baseURL: url.deletingLastPathComponent()))
        let definition = parser.parse(text: text)
        var problems = diagnostics.sortedProblems
        if var definition {
            let inputDiagnostics = SceneDiagnostics(file: inputURL.path)
            let inputParser = SceneParser(diagnostics: inputDiagnostics, values: ValueParser(diagnostics: inputDiagnostics, baseURL: inputURL.deletingLastPathComponent()))
            inputParser.layerNames = parser.layerNames
            inputParser.fps = definition.fps
            definition.events = inputParser.mergeInput(text: input, into: definition.events)
            problems += inputDiagnostics.sortedProblems
            if problems.isEmpty { return Scene(definition: definition) }
        }
        throw SceneErrors(problems: problems)
    }

    /// Loads a scene from its text. `fileName` names the file in problems, and relative image paths
    /// are resolved against its folder (the current directory for a bare name).
    /// - Throws: ``SceneErrors`` with every problem.
    public static func load(text: String, fileName: String) throws -> Scene {
        try load(text: text, fileName: fileName, baseURL: baseURL(of: fileName))
    }

    /// Every problem of the scene text, ordered by position; empty when the scene is valid.
    public static func validate(text: String, fileName: String) -> [SceneProblem] {
        parse(text: text, fileName: fileName, baseURL: baseURL(of: fileName)).problems
    }

    private static func load(text: String, fileName: String, baseURL: URL) throws -> Scene {
        let (definition, problems) = parse(text: text, fileName: fileName, baseURL: baseURL)
        guard problems.isEmpty, let definition else { throw SceneErrors(problems: problems) }
        return Scene(definition: definition)
    }

    private static func parse(text: String, fileName: String, baseURL: URL) -> (SceneDefinition?, problems: [SceneProblem]) {
        let diagnostics = SceneDiagnostics(file: fileName)
        let parser = SceneParser(diagnostics: diagnostics, values: ValueParser(diagnostics: diagnostics, baseURL: baseURL))
        let definition = parser.parse(text: text)
        return (definition, diagnostics.sortedProblems)
    }

    private static func baseURL(of fileName: String) -> URL {
        URL(fileURLWithPath: fileName).deletingLastPathComponent()
    }

    /// The canvas width in pixels at scale 1 (points).
    public var width: Int { definition.width }
    /// The canvas height in pixels at scale 1 (points).
    public var height: Int { definition.height }
    /// Frames per second: the file's `fps`, 30 by default.
    public var fps: Double { definition.fps }
    /// The colour the canvas is cleared to (`background`), nil for transparent. It is not set on
    /// the root layer.
    public var background: CGColor? { definition.background }

    /// The number of timeline events.
    public var timelineEventCount: Int { definition.events.count }

    /// Builds a fresh layer tree on the calling thread and returns its runtime, with the clock at 0
    /// and no timeline event applied yet (``SceneRuntime/advance(to:)`` applies those at time 0).
    ///
    /// The thread's pending implicit transaction is committed first; the tree is then built and
    /// committed in one transaction with actions disabled, so layers start as declared, and the
    /// layers' animations begin at time 0.
    public func makeRuntime() throws -> SceneRuntime {
        SceneRuntime(scene: definition)
    }
}
