/// One problem found in a scene file: where it is and what is wrong.
///
/// Positions are 1-based and point at the offending value (or, for an unknown key, at the key). The
/// key path names the value from the top of the document, as `layers[2].animations.spin.keyTimes[3]`,
/// so a problem can be found without counting lines.
public struct SceneProblem: Error, CustomStringConvertible, Equatable, Sendable {
    /// The scene file's name, as given to ``Scene/load(text:fileName:)`` or the path of the URL.
    public var file: String
    /// The 1-based line of the offending value.
    public var line: Int
    /// The 1-based column of the offending value (in Unicode scalars).
    public var column: Int
    /// The key path of the offending value from the document's top (empty for the document itself).
    public var keyPath: String
    /// What is wrong and what was expected.
    public var message: String

    /// Creates a problem.
    public init(file: String, line: Int, column: Int, keyPath: String, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.keyPath = keyPath
        self.message = message
    }

    /// `file:line:column: keyPath: message` on one line (the key path and its colon are left out when
    /// the problem concerns the whole document), as compilers print diagnostics.
    public var description: String {
        let location = "\(file):\(line):\(column)"
        let text = message.replacingOccurrences(of: "\n", with: " ")
        return keyPath.isEmpty ? "\(location): \(text)" : "\(location): \(keyPath): \(text)"
    }
}

/// Every problem of a scene file, thrown by ``Scene/load(contentsOf:)`` and
/// ``Scene/load(text:fileName:)``.
public struct SceneErrors: Error, CustomStringConvertible, Sendable {
    /// The problems, ordered by position in the file.
    public var problems: [SceneProblem]

    /// Creates the error from its problems.
    public init(problems: [SceneProblem]) {
        self.problems = problems
    }

    /// One line per problem, in the form of ``SceneProblem/description``.
    public var description: String {
        problems.map(\.description).joined(separator: "\n")
    }
}
