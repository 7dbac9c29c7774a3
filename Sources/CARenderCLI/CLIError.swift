/// A problem with what the command line asked for, printed as one line and ending the command
/// with a non-zero status.
public struct CLIError: Error, CustomStringConvertible, Sendable {
    /// What went wrong, naming the value and what was expected.
    public var message: String

    /// An error with its message.
    public init(_ message: String) {
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
