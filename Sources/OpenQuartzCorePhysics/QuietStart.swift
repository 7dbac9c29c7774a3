#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// Keeps Chipmunk's start-up banner off standard output.
///
/// Debian builds Chipmunk with its debug checks on, and such a build prints "Initializing cpSpace -
/// Chipmunk v7.0.3 (Debug Enabled)" to standard output the first time a space is made. A program
/// whose standard output carries data (`ca-render render ... -o -` writes a video there) must not
/// get that text in it, so the first space is made with standard output pointed at /dev/null for
/// the moment it takes. Later spaces print nothing and are made as they are.
enum QuietStart {
    private static let done = Mutex(false)

    /// Runs `body`, with standard output silenced the first time.
    static func run<Result>(_ body: () -> Result) -> Result {
        done.withLock { done in
            guard !done else { return body() }
            done = true
            fflush(nil)
            let saved = dup(STDOUT_FILENO)
            let null = open("/dev/null", O_WRONLY)
            guard saved >= 0, null >= 0 else { return body() }
            dup2(null, STDOUT_FILENO)
            close(null)
            let result = body()
            fflush(nil)
            dup2(saved, STDOUT_FILENO)
            close(saved)
            return result
        }
    }
}
