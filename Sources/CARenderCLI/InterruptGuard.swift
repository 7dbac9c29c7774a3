import Dispatch
import Foundation

/// Ends a render cleanly on Ctrl-C (SIGINT) or SIGTERM: the output being written is abandoned (its
/// temporary file removed, ffmpeg stopped), so that an interrupted render leaves no half-written
/// file and the previous output, if any, intact; then the process exits with status 130.
final class InterruptGuard: @unchecked Sendable {
    private var sources: [any DispatchSourceSignal] = []

    /// Runs `onInterrupt` on a signal-handling queue when the process is interrupted, then exits.
    init(onInterrupt: @escaping @Sendable () -> Void) {
        for signalNumber in [SIGINT, SIGTERM] {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
            source.setEventHandler {
                onInterrupt()
                FileHandle.standardError.write(Data("\nca-render: interrupted; no output written\n".utf8))
                exit(130)
            }
            source.resume()
            sources.append(source)
        }
    }

    /// Restores the default handling of the signals.
    func release() {
        sources.forEach { $0.cancel() }
        sources.removeAll()
        signal(SIGINT, SIG_DFL)
        signal(SIGTERM, SIG_DFL)
    }
}
