import Foundation

/// The owner named in a partial file's name (`.NAME.partial-HOST-PID-N[.EXT]`, ``AtomicFile``): the
/// machine and the process that wrote it.
struct PartialName: Equatable {
    /// The host name as written into names.
    let host: String
    /// The process identifier.
    let process: Int32

    /// This machine's host name, reduced to letters, digits and `-` (at most 48 characters), or
    /// `host` when it has none.
    static let host: String = {
        var buffer = [CChar](repeating: 0, count: 256)
        guard gethostname(&buffer, buffer.count - 1) == 0 else { return "host" }
        let name = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let kept = String(name.unicodeScalars.filter { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-") }.prefix(48))
        return kept.isEmpty ? "host" : kept
    }()

    /// The owner of `name`, or nil when `name` is not a partial file's name.
    init?(_ name: String) {
        guard name.hasPrefix("."), let marker = name.range(of: ".partial-", options: .backwards) else { return nil }
        // HOST-PID-N, then the destination's extension, if any.
        let tail = name[marker.upperBound...].prefix { $0 != "." }
        let parts = tail.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count >= 3, Int(parts[parts.count - 1]) != nil, let process = Int32(parts[parts.count - 2]), process > 0 else {
            return nil
        }
        host = parts[0..<(parts.count - 2)].joined(separator: "-")
        self.process = process
    }

    init(host: String, process: Int32) {
        self.host = host
        self.process = process
    }

    /// Whether the process still runs on this machine (`kill(pid, 0)`: only "no such process" counts
    /// as ended; a process of another user, which may not be signalled, runs).
    var isRunning: Bool {
        kill(process, 0) == 0 || errno != ESRCH
    }
}
