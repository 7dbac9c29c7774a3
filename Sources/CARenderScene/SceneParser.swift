import Foundation
import Yams

/// A layer name declared in the scene: its class (for the types of its key paths), its custom keys
/// and when it exists.
struct NamedLayer {
    let layerClass: LayerClass
    let customKeys: Set<String>
    /// The scene time it is created: 0 for the initial tree, the event's time for a layer declared
    /// in the timeline.
    let time: Double
    let node: SceneNode
}

/// Everything a scene file declares, read and checked.
struct SceneDefinition {
    var width = 0, height = 0
    var fps = 30.0
    var explicitDuration: Double?
    var background: CGColor?
    var root: LayerSpec?
    var rootIsDeclared = false
    var events: [TimelineEvent] = []
}

/// Reads a scene document into a ``SceneDefinition``, reporting every problem it finds.
final class SceneParser {
    let diagnostics: SceneDiagnostics
    let values: ValueParser
    /// The layer names declared so far.
    var layerNames: [String: NamedLayer] = [:]
    /// The `on:` maps met while reading layers, read once every name is known.
    var pendingHandlers: [(spec: LayerSpec, node: SceneNode, isRoot: Bool)] = []
    /// Whether a handler's body is being read (`$location` is allowed).
    var inHandler = false
    /// The scene's frame rate, for the steps of a timeline's drags.
    var fps = 30.0

    static let topLevelKeys: Set<String> = ["size", "fps", "duration", "background", "layers", "root", "timeline", "on"]
    /// The largest canvas side, in pixels.
    static let maximumSide = 16384
    /// The longest scene, in seconds: an hour, what `ca-render` draws at most (`--duration`).
    package static let maximumDuration = 3600.0

    init(diagnostics: SceneDiagnostics, values: ValueParser) {
        self.diagnostics = diagnostics
        self.values = values
    }

    /// Parses `text` (YAML or JSON); nil when it is not a document at all.
    func parse(text: String) -> SceneDefinition? {
        let document: Node
        do {
            guard let node = try Yams.compose(yaml: text) else {
                diagnostics.report(line: 1, column: 1, keyPath: "", "the scene is empty; expected a map with size and layers")
                return nil
            }
            document = node
        } catch let error as YamlError {
            reportSyntax(error)
            return nil
        } catch {
            diagnostics.report(line: 1, column: 1, keyPath: "", "cannot parse the scene: \(error)")
            return nil
        }
        let top = SceneNode(node: document, path: "")
        guard top.isMapping else {
            values.reportExpected("a scene (a map with size, layers, timeline...)", top)
            return nil
        }
        diagnostics.checkKeys(top, allowed: Self.topLevelKeys, what: "the scene")
        var scene = SceneDefinition()
        readCanvas(top, into: &scene)
        if let layers = top["layers"], let root = top["root"] {
            diagnostics.report(root, "give either layers (the root's sublayers) or root (the root layer), not both")
            _ = layers
        } else if let root = top["root"] {
            scene.root = parseLayer(root, createdAt: 0)
            scene.rootIsDeclared = true
        } else {
            let root = LayerSpec(layerClass: .plain)
            if let layers = top["layers"] {
                if let elements = layers.elements {
                    root.sublayers = elements.compactMap { parseLayer($0, createdAt: 0) }
                } else {
                    values.reportExpected("a list of layers", layers)
                }
            }
            scene.root = root
        }
        fps = scene.fps
        if let timeline = top["timeline"] { scene.events = parseTimeline(timeline) }
        if let on = top["on"], let root = scene.root { pendingHandlers.append((root, on, true)) }
        parsePendingHandlers()
        return scene
    }

    private func readCanvas(_ top: SceneNode, into scene: inout SceneDefinition) {
        if let sizeNode = top["size"] {
            if let size = values.size(sizeNode) {
                let limit = Double(Self.maximumSide)
                if size.width <= 0 || size.height <= 0 || size.width > limit || size.height > limit
                    || size.width != size.width.rounded() || size.height != size.height.rounded() {
                    func side(_ value: Double) -> String {
                        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
                    }
                    diagnostics.report(sizeNode, "impossible size \(side(size.width))x\(side(size.height)) (from \(sizeNode.summary)): width and height must be whole numbers from 1 to \(Self.maximumSide)")
                } else {
                    scene.width = Int(size.width)
                    scene.height = Int(size.height)
                }
            }
        } else {
            diagnostics.report(top, "the scene needs a size, such as size: 320x240")
        }
        if let n = top["fps"], let fps = values.number(n) {
            if fps > 0 && fps <= 1000 { scene.fps = fps } else { diagnostics.report(n, "fps must be greater than 0 and at most 1000, found \(n.summary)") }
        }
        if let n = top["duration"], let duration = values.number(n) {
            if duration > 0, duration <= Self.maximumDuration {
                scene.explicitDuration = duration
            } else {
                diagnostics.report(n, "the duration must be greater than 0 and at most \(Int(Self.maximumDuration)) seconds (an hour), found \(n.summary)")
            }
        }
        if let n = top["background"] {
            scene.background = values.color(n)
        }
    }

    /// A YAML or JSON syntax error, at its position.
    private func reportSyntax(_ error: YamlError) {
        switch error {
        case let .scanner(context, problem, mark, _), let .parser(context, problem, mark, _), let .composer(context, problem, mark, _):
            let detail = context.map { "\($0.text) " } ?? ""
            diagnostics.report(line: max(mark.line, 1), column: max(mark.column, 1), keyPath: "", "syntax error: \(detail)\(problem)")
        case let .duplicatedKeysInMapping(duplicates, context):
            diagnostics.report(line: max(context.mark.line, 1), column: max(context.mark.column, 1), keyPath: "",
                               "duplicate keys in a map: \(duplicates.joined(separator: ", "))")
        default:
            diagnostics.report(line: 1, column: 1, keyPath: "", "cannot parse the scene: \(error)")
        }
    }
}
