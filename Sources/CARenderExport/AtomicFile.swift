import Foundation
import Synchronization

/// Writing files so that their destination never holds a partial file: the bytes go to a temporary file
/// in the destination's directory (the same file system, so the final rename is atomic), which is then
/// renamed over the destination. A reader sees either the old file or the complete new one.
public enum AtomicFile {
    /// Writes `data` to `url` atomically. On failure the temporary file is removed, `url` is left as it
    /// was, and ``ExportError`` names the file and the reason.
    public static func write(_ data: Data, to url: URL) throws {
        let temporary = temporaryURL(for: url)
        do {
            try data.write(to: temporary)
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw ExportError("cannot write \(url.path): \(error.localizedDescription)")
        }
        try commit(temporary, to: url)
    }

    /// A fresh name for a temporary file beside `url`: `.NAME.partial-HOST-PID-N.EXT` in the same
    /// directory, hidden (leading dot), with this machine's host name (letters, digits and `-`), this
    /// process's identifier and a counter that makes every call's name different, and the
    /// destination's extension (so tools that look at it still recognise the format).
    /// `out/movie.mp4` gives `out/.movie.partial-node1-4242-1.mp4`.
    ///
    /// Partial files left in that directory by processes of this machine that no longer run (a render
    /// killed with SIGKILL cannot clean up) are removed first (``removeStalePartials(in:)``).
    public static func temporaryURL(for url: URL) -> URL {
        let directory = url.deletingLastPathComponent()
        removeStalePartials(in: directory)
        let ext = url.pathExtension
        let stem = ext.isEmpty ? url.lastPathComponent : url.deletingPathExtension().lastPathComponent
        let serial = temporarySerial.add(1, ordering: .relaxed).newValue
        let name = ".\(stem).partial-\(PartialName.host)-\(ProcessInfo.processInfo.processIdentifier)-\(serial)"
        return directory.appendingPathComponent(ext.isEmpty ? name : "\(name).\(ext)")
    }

    /// Removes the partial files and staging directories (``temporaryURL(for:)``'s names) in
    /// `directory` whose process, on this machine, has ended. Files of live processes, and of other
    /// machines (a volume shared by the pods of a Kubernetes job, whose processes this one cannot
    /// see), are left alone. Errors are ignored: the directory is only tidied.
    public static func removeStalePartials(in directory: URL) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return }
        for name in names {
            guard let owner = PartialName(name), owner.host == PartialName.host, !owner.isRunning else { continue }
            try? FileManager.default.removeItem(at: directory.appendingPathComponent(name))
        }
    }

    /// Renames `temporary` over `destination` (POSIX `rename`, atomic, replacing a file of that name).
    /// On failure removes `temporary` and throws ``ExportError``.
    package static func commit(_ temporary: URL, to destination: URL) throws {
        guard rename(temporary.path, destination.path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw ExportError("cannot move the finished output to \(destination.path): \(reason)")
        }
    }

    /// Throws ``ExportError`` unless `url` can be replaced by a file: its directory exists and is
    /// writable, and `url` itself is not a directory.
    static func checkWritableFile(_ url: URL) throws {
        let manager = FileManager.default
        let directory = url.deletingLastPathComponent()
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ExportError("cannot write \(url.path): the directory \(directory.path) does not exist")
        }
        guard manager.isWritableFile(atPath: directory.path) else {
            throw ExportError("cannot write \(url.path): the directory \(directory.path) is not writable")
        }
        if manager.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw ExportError("cannot write \(url.path): it is a directory; give a file name")
        }
    }
}

/// Numbers the temporary names of this process, so that two exports never share one.
private let temporarySerial = Atomic<Int>(0)
