import Foundation
import Synchronization

/// Collects the end of what a child process writes to a pipe (ffmpeg's standard error), reading on its
/// own thread so the child never blocks on a full pipe. Keeps the last ``capacity`` bytes.
final class OutputTail: Sendable {
    /// The most bytes kept.
    let capacity: Int
    private let state = Mutex<(data: Data, done: Bool)>((Data(), false))
    private let finished = DispatchSemaphore(value: 0)

    /// Starts reading `handle` until end of file, on a new thread.
    init(reading handle: FileHandle, capacity: Int = 8192) {
        self.capacity = capacity
        let thread = Thread { [self] in
            while true {
                let chunk = handle.availableData
                if chunk.isEmpty { break }
                state.withLock { state in
                    state.data.append(chunk)
                    if state.data.count > capacity { state.data.removeFirst(state.data.count - capacity) }
                }
            }
            state.withLock { $0.done = true }
            finished.signal()
        }
        thread.name = "ffmpeg stderr"
        thread.start()
    }

    /// Waits until the writer closed the pipe (the child exited), at most `timeout` seconds.
    func waitForEnd(timeout: TimeInterval = 5) {
        if state.withLock({ $0.done }) { return }
        if finished.wait(timeout: .now() + timeout) == .success { finished.signal() }
    }

    /// The last `count` non-empty lines read so far, joined by newlines.
    func lastLines(_ count: Int = 10) -> String {
        let text = String(decoding: state.withLock { $0.data }, as: UTF8.self)
        let lines = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
        return lines.filter { !$0.isEmpty }.suffix(count).joined(separator: "\n")
    }
}
