import Foundation
import Synchronization

/// A one-line progress bar for a render, redrawn in place on a terminal:
/// `[#####     ] 42/120 frames  57.3 fps  1.4 s left`, and on completion
/// `[##########] 120/120 frames  57.3 fps  2.1 s`.
///
/// Thread-safe: ``advance(by:)`` may be called from any thread (a lock guards the count and the
/// output). It redraws at most ten times a second, and always for the last frame, so a fast render
/// does not spend its time writing to the terminal. Each redraw is a carriage return, the line, and
/// the ANSI "erase to end of line" sequence; ``finish()`` ends the line with a newline. A disabled bar
/// (not a terminal, or `--quiet`) writes nothing.
public final class ProgressBar: @unchecked Sendable {
    /// The number of frames of the render.
    public let total: Int
    /// Whether the bar writes anything.
    public let enabled: Bool
    private let output: FileHandle
    private let clock: @Sendable () -> TimeInterval
    private let state: Mutex<State>

    private struct State {
        var completed = 0
        var start: TimeInterval
        var lastDraw: TimeInterval?
        var finished = false
    }

    /// A bar for `total` frames writing to `output` when `enabled` (the command line passes
    /// `isatty(2) && !quiet`), timed by the system's monotonic clock. Counting starts now.
    public convenience init(total: Int, enabled: Bool, output: FileHandle = .standardError) {
        self.init(total: total, enabled: enabled, output: output) {
            TimeInterval(DispatchTime.now().uptimeNanoseconds) / 1e9
        }
    }

    /// A bar timed by `clock`, which returns seconds on any fixed origin: tests give a manual clock.
    package init(total: Int, enabled: Bool, output: FileHandle, clock: @escaping @Sendable () -> TimeInterval) {
        self.total = max(0, total)
        self.enabled = enabled
        self.output = output
        self.clock = clock
        state = Mutex(State(start: clock()))
    }

    /// Counts `by` more frames done and redraws if the last redraw is at least a tenth of a second old
    /// or the render is complete. Does nothing after ``finish()``.
    public func advance(by count: Int = 1) {
        state.withLock { state in
            guard !state.finished else { return }
            state.completed += count
            guard enabled else { return }
            let now = clock()
            if let last = state.lastDraw, now - last < 0.1, state.completed < total { return }
            state.lastDraw = now
            draw(Self.line(completed: state.completed, total: total, elapsed: now - state.start), end: "\u{1B}[K")
        }
    }

    /// Draws the final line (with the total time taken) and a newline; later calls, and calls on a
    /// disabled bar, write nothing.
    public func finish() {
        state.withLock { state in
            guard !state.finished else { return }
            state.finished = true
            guard enabled else { return }
            let line = Self.line(completed: state.completed, total: total, elapsed: clock() - state.start, final: true)
            draw(line, end: "\u{1B}[K\n")
        }
    }

    /// Writes `\r`, `line` and `end`, ignoring errors (a progress bar must not stop a render).
    private func draw(_ line: String, end: String) {
        try? output.write(contentsOf: Data(("\r" + line + end).utf8))
    }
}
