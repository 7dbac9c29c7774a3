// A display for the tests that open windows: the one in DISPLAY (a desktop session, or `xvfb-run`),
// else an Xvfb server the test process starts once and that ends with it.
import Foundation

public enum VirtualDisplay {
    /// Serialises the tests that use SDL (one window user at a time in the process).
    public static let lock = NSLock()

    nonisolated(unsafe) private static var prepared: Result<String, DisplayUnavailable>?

    /// Why no display could be had: no DISPLAY and no Xvfb on the PATH.
    public struct DisplayUnavailable: Error, CustomStringConvertible {
        public let description: String
    }

    /// Makes sure DISPLAY names a running X server, starting Xvfb (1920x1080, 24 bits) if needed;
    /// returns its name. Throws only when DISPLAY is unset and Xvfb cannot be found or started.
    public static func ensure() throws -> String {
        lock.lock()
        defer { lock.unlock() }
        if prepared == nil { prepared = start() }
        return try prepared!.get()
    }

    /// Runs `body` holding ``lock``, with a display ensured.
    public static func withDisplay<R>(_ body: () throws -> R) throws -> R {
        _ = try ensure()
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }

    /// The path of `name` on the PATH (or in /usr/bin), if it is there.
    public static func executable(_ name: String) -> String? {
        let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init) + ["/usr/bin"]
        return directories.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    private static func start() -> Result<String, DisplayUnavailable> {
        if let display = ProcessInfo.processInfo.environment["DISPLAY"], !display.isEmpty { return .success(display) }
        guard let xvfb = executable("Xvfb") else {
            return .failure(DisplayUnavailable(description: "DISPLAY is not set and Xvfb is not installed (Debian: apt-get install xvfb)"))
        }
        // Xvfb writes the display number it chose to its standard output (-displayfd 1); the shell
        // around it ends it once this process is gone (with SIGKILL: a child of Foundation's Process
        // inherits a signal mask that blocks SIGTERM).
        let script = """
            "$XVFB" -displayfd 1 -screen 0 1920x1080x24 -nolisten tcp 2>/dev/null & server=$!
            trap 'kill -9 $server 2>/dev/null' EXIT INT TERM HUP
            while kill -0 "$PARENT" 2>/dev/null && kill -0 $server 2>/dev/null; do sleep 0.5; done
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script]
        var environment = ProcessInfo.processInfo.environment
        environment["XVFB"] = xvfb
        environment["PARENT"] = String(ProcessInfo.processInfo.processIdentifier)
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        // Not the test process's own output: `swift test` reads that until every holder closes it,
        // before it reaps the test process, which the shell waits on.
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch {
            return .failure(DisplayUnavailable(description: "cannot start Xvfb: \(error)"))
        }
        var number = Data()
        let reader = output.fileHandleForReading
        while !number.contains(UInt8(ascii: "\n")) {
            let chunk = reader.availableData
            if chunk.isEmpty { break }
            number.append(chunk)
        }
        let digits = String(decoding: number, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard !digits.isEmpty, Int(digits) != nil else {
            return .failure(DisplayUnavailable(description: "Xvfb did not start (no display number)"))
        }
        setenv("DISPLAY", ":\(digits)", 1)
        return .success(":\(digits)")
    }
}
