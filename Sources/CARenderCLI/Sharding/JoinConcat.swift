import CARenderExport
import Foundation

/// Joins MP4 or WebM parts with ffmpeg's concat demuxer, copying their streams (`-c copy`): no frame
/// is decoded or encoded again. The output is written beside its destination and renamed over it
/// once ffmpeg has succeeded.
enum JoinConcat {
    static func run(_ plan: JoinPlan, into destination: URL) throws {
        let executable = try FFmpegLocator.locate(environment: ProcessInfo.processInfo.environment)
        let temporary = AtomicFile.temporaryURL(for: destination)
        let list = AtomicFile.temporaryURL(for: destination.deletingPathExtension().appendingPathExtension("txt"))
        defer { try? FileManager.default.removeItem(at: list) }
        // The concat demuxer's list: one `file` line per part, quoted with ' and its own quotes escaped.
        let lines = plan.parts.map { "file '\($0.output.path.replacingOccurrences(of: "'", with: "'\\''"))'" }
        do {
            try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: list)
        } catch {
            throw CLIError("cannot write \(list.path): \(error.localizedDescription)")
        }
        let process = Process()
        process.executableURL = executable
        process.arguments = ["-hide_banner", "-loglevel", "error", "-nostdin", "-f", "concat", "-safe", "0", "-i", list.path,
                             "-c", "copy", "-y", temporary.path]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw CLIError("cannot start ffmpeg (\(executable.path)): \(error.localizedDescription)")
        }
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            try? FileManager.default.removeItem(at: temporary)
            let tail = message.split(separator: "\n").suffix(3).joined(separator: "; ")
            throw CLIError("ffmpeg could not join the parts into \(destination.path) (status \(process.terminationStatus)): \(tail)")
        }
        try AtomicFile.commit(temporary, to: destination)
    }
}
