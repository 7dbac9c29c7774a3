import Foundation

/// A problem with a Lottie file: what is wrong and where, as a file name and a JSON path
/// (`$.layers[2].shapes[0].it[1].c.k`), or a line and column for JSON that cannot be parsed.
public struct LottieError: Error, CustomStringConvertible, Sendable, Equatable {
    /// The file's name as given to the reader (`<data>` when none was given).
    public var file: String
    /// The JSON path of the value at fault (`$` for the whole document).
    public var jsonPath: String
    /// What is wrong, in words.
    public var message: String

    /// A problem at `jsonPath` of `file`.
    public init(file: String, jsonPath: String, message: String) {
        self.file = file
        self.jsonPath = jsonPath
        self.message = message
    }

    /// `file: jsonPath: message`, the form `ca-render validate` prints.
    public var description: String { "\(file): \(jsonPath): \(message)" }
}
