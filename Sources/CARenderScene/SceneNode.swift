import Yams

/// A value of the scene document with its position and key path: a view over a Yams node, so that
/// every value read from the file can name where it came from.
///
/// JSON is YAML, so one parser reads both and every value, in either format, carries the line and
/// column where it starts.
struct SceneNode {
    /// The YAML node.
    let node: Node
    /// The key path from the document's top, as `layers[0].animations.spin`.
    let path: String

    /// The 1-based line where the value starts (1 when the parser gave none).
    var line: Int { node.mark?.line ?? 1 }
    /// The 1-based column where the value starts (1 when the parser gave none).
    var column: Int { node.mark?.column ?? 1 }

    /// The text of a scalar, nil for a list or a map.
    var scalar: String? {
        if case .scalar(let scalar) = node { return scalar.string }
        return nil
    }

    /// Whether the scalar was written in quotes (a quoted `"null"` is a string, not null).
    var isQuoted: Bool {
        if case .scalar(let scalar) = node { return scalar.style == .singleQuoted || scalar.style == .doubleQuoted }
        return false
    }

    /// Whether the value is YAML's or JSON's null: `null`, `~`, or nothing at all.
    var isNull: Bool {
        guard let text = scalar, !isQuoted else { return false }
        return text.isEmpty || text == "~" || text == "null" || text == "Null" || text == "NULL"
    }

    /// The elements of a list, each with its index in its key path; nil for a scalar or a map.
    var elements: [SceneNode]? {
        guard case .sequence(let sequence) = node else { return nil }
        return sequence.enumerated().map { SceneNode(node: $1, path: "\(path)[\($0)]") }
    }

    /// The entries of a map in file order (key, the key's node, the value); nil for a scalar or a
    /// list. A key that is not a scalar reads as its YAML text.
    var entries: [(key: String, keyNode: SceneNode, value: SceneNode)]? {
        guard case .mapping(let mapping) = node else { return nil }
        return mapping.map { pair in
            let key = pair.key.string ?? "\(pair.key)"
            let childPath = path.isEmpty ? key : "\(path).\(key)"
            return (key, SceneNode(node: pair.key, path: childPath), SceneNode(node: pair.value, path: childPath))
        }
    }

    /// Whether the value is a map.
    var isMapping: Bool {
        if case .mapping = node { return true }
        return false
    }

    /// The value under `key` of a map, nil when absent or when this is not a map.
    subscript(key: String) -> SceneNode? {
        entries?.first { $0.key == key }?.value
    }

    /// A short description of what the value is, for messages: `"abc"`, `12`, `a list`, `a map`,
    /// `null`.
    var summary: String {
        if isNull { return "null" }
        switch node {
        case .scalar(let scalar):
            let text = scalar.string.count > 40 ? String(scalar.string.prefix(37)) + "..." : scalar.string
            return "\"\(text)\""
        case .sequence: return "a list"
        case .mapping: return "a map"
        case .alias: return "an alias"
        }
    }
}

/// Collects the problems of one scene file, so that validation goes on after the first and reports
/// them all.
final class SceneDiagnostics {
    /// The file name problems carry.
    let file: String
    /// The problems found so far, in the order found.
    private(set) var problems: [SceneProblem] = []

    init(file: String) {
        self.file = file
    }

    /// Records a problem at `node`'s value.
    func report(_ node: SceneNode, _ message: String) {
        problems.append(SceneProblem(file: file, line: node.line, column: node.column, keyPath: node.path, message: message))
    }

    /// Records a problem at an explicit position.
    func report(line: Int, column: Int, keyPath: String, _ message: String) {
        problems.append(SceneProblem(file: file, line: line, column: column, keyPath: keyPath, message: message))
    }

    /// The problems ordered by position (then by the order found), so the report reads down the file.
    var sortedProblems: [SceneProblem] {
        problems.enumerated().sorted { a, b in
            (a.element.line, a.element.column, a.offset) < (b.element.line, b.element.column, b.offset)
        }.map(\.element)
    }

    /// Reports every key of the map `node` that is not in `allowed`, at the key, suggesting the
    /// nearest allowed key when one is close.
    func checkKeys(_ node: SceneNode, allowed: Set<String>, what: String) {
        for entry in node.entries ?? [] where !allowed.contains(entry.key) {
            var message = "unknown key \"\(entry.key)\" in \(what)"
            if let near = SceneDiagnostics.nearest(to: entry.key, in: allowed) { message += "; did you mean \"\(near)\"?" }
            report(entry.keyNode, message)
        }
    }

    /// The candidate within an edit distance of 2 (or a third of the word) of `word`, if any.
    static func nearest(to word: String, in candidates: some Collection<String>) -> String? {
        let limit = max(2, word.count / 3)
        let scored = candidates.map { ($0, editDistance(word.lowercased(), $0.lowercased())) }
        guard let best = scored.min(by: { ($0.1, $0.0) < ($1.1, $1.0) }), best.1 <= limit else { return nil }
        return best.0
    }

    private static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        var row = Array(0...b.count)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            var previous = row[0]
            row[0] = i
            for j in stride(from: 1, through: b.count, by: 1) {
                let current = row[j]
                row[j] = min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] == b[j - 1] ? 0 : 1))
                previous = current
            }
        }
        return a.isEmpty ? b.count : row[b.count]
    }
}
