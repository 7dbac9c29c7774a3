/// Why an export could not be done, as one message meant for the person running `ca-render`: ffmpeg
/// missing ("ffmpeg was not found on PATH; install it ..."), ffmpeg failing (with the last lines it
/// wrote to its standard error), a destination that cannot be written, a frame of the wrong size.
public struct ExportError: Error, CustomStringConvertible, Sendable {
    /// The message, complete: it names the file or the program concerned and, where there is one, the
    /// remedy.
    public var message: String

    /// An error carrying `message`.
    public init(message: String) {
        self.message = message
    }

    /// An error carrying `message`.
    init(_ message: String) {
        self.message = message
    }

    /// The ``message``.
    public var description: String { message }
}
