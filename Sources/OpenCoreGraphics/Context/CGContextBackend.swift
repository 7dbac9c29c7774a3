/// What a ``CGContext`` draws into: a recording, a bitmap, or anything that performs
/// ``DrawingCommand``s. The context tracks the graphics state itself and calls the backend once per
/// painting operation, with the state resolved into the command.
package protocol CGContextBackend: AnyObject {
    /// Performs (or records) one command.
    func perform(_ command: DrawingCommand)
    /// An image of what was drawn so far, for bitmap backends; `nil` for others.
    func makeImage() -> CGImage?
    /// Completes drawing still pending, if the backend defers any.
    func flush()
}

extension CGContextBackend {
    /// Backends that are not bitmaps have no image.
    package func makeImage() -> CGImage? { nil }
    /// Backends that draw at once have nothing to flush.
    package func flush() {}
}

/// A sequence of recorded drawing commands, to be played back later into any destination (the
/// renderer's `CairoDisplayListPlayer`). The recording's identity space is the space it is played
/// into: its device space.
package struct CGDisplayList: Sendable {
    /// The commands, in drawing order.
    package var commands: [DrawingCommand]

    /// A list holding `commands`.
    package init(commands: [DrawingCommand] = []) {
        self.commands = commands
    }

    /// Whether nothing was recorded.
    package var isEmpty: Bool { commands.isEmpty }
}

/// The backend of a recording context: it keeps every command.
final class DisplayListRecorder: CGContextBackend {
    /// What was recorded so far.
    var list = CGDisplayList()

    func perform(_ command: DrawingCommand) {
        list.commands.append(command)
    }
}
