import Foundation
import Logging
import OpenCoreGraphics

/// A sink that encodes with ffmpeg, run as a child process: each frame's RGBA bytes are written to
/// ffmpeg's standard input; ffmpeg writes a temporary file beside the destination (renamed over it by
/// ``finish()``) or the sink's standard output.
///
/// A closed pipe does not kill the process: the sink ignores `SIGPIPE` (process-wide, from its
/// creation on; `ca-render` has no use for the signal), so a write to an ffmpeg that died fails with
/// `EPIPE`, which becomes an ``ExportError`` carrying ffmpeg's last lines of standard error.
final class FFmpegSink: ConvertingFrameSink {
    private let process = Process()
    private let input = Pipe()
    private let errorTail: OutputTail
    private var converter: FrameConverter
    /// The temporary file and the destination, or `nil` when writing standard output.
    private let files: (temporary: URL, destination: URL)?
    private let description: String
    private let logger: Logger
    private var framesWritten = 0
    private var closed = false

    /// Starts ffmpeg (`executable`) encoding `settings` into `destination` (`nil`: `standardOutput`).
    init(settings: ExportSettings, destination: URL?, executable: URL, standardOutput: FileHandle,
         logger: Logger) throws {
        signal(SIGPIPE, SIG_IGN)
        self.logger = logger
        converter = FrameConverter(width: settings.width, height: settings.height, background: settings.background,
                                   output: settings.format.supportsAlpha ? .straight : .opaque)
        let output: String
        if let destination {
            try AtomicFile.checkWritableFile(destination)
            let temporary = AtomicFile.temporaryURL(for: destination)
            files = (temporary, destination)
            output = temporary.path
            description = destination.path
        } else {
            files = nil
            output = "pipe:1"
            description = "standard output"
        }
        let arguments = FFmpegArguments.arguments(for: settings, output: output,
                                                  padColor: FFmpegArguments.padColor(settings.background))
        process.executableURL = executable
        process.arguments = arguments
        process.standardInput = input
        process.standardOutput = destination == nil ? standardOutput : FileHandle.nullDevice
        let errors = Pipe()
        process.standardError = errors
        logger.debug("running \(FFmpegArguments.commandLine(executable.path, arguments))")
        if settings.format == .mp4, settings.width % 2 != 0 || settings.height % 2 != 0 {
            logger.notice("H.264 needs even dimensions: padding \(settings.width)x\(settings.height) to \(settings.width + settings.width % 2)x\(settings.height + settings.height % 2)")
        }
        do {
            try process.run()
        } catch {
            throw ExportError("cannot run \(executable.path): \(error.localizedDescription)")
        }
        // A pipe of 1 MiB (Linux's limit for unprivileged processes) rather than 64 KiB: a 1080p
        // frame (8 MiB) crosses in 8 fills instead of 128, each a wake-up of ffmpeg. Best effort.
        #if os(Linux)
        _ = fcntl(input.fileHandleForWriting.fileDescriptor, 1031 /* F_SETPIPE_SZ, which Glibc's module hides */, 1 << 20)
        #endif
        // Process.run closed this process's copies of the child's ends of both pipes.
        errorTail = OutputTail(reading: errors.fileHandleForReading)
    }

    deinit {
        if !closed { cancel() }
    }

    /// Converts a frame with `convert` and writes the bytes to ffmpeg.
    func send(_ convert: (inout FrameConverter) throws -> Void) throws {
        guard !closed else { throw ExportError("frames written after the export of \(description) ended") }
        do {
            try convert(&converter)
        } catch {
            cancel()
            throw error
        }
        do {
            try input.fileHandleForWriting.write(contentsOf: converter.bytes)
            framesWritten += 1
        } catch {
            // ffmpeg stopped reading: it exited, or is exiting; give it a moment, then report why.
            let deadline = Date().addingTimeInterval(2)
            while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
            let status = stop(terminate: true)
            removeTemporary()
            throw ExportError(failure(status, fallback: "it stopped reading frames (\(error.localizedDescription))"))
        }
    }

    func finish() throws {
        guard !closed else { throw ExportError("the export of \(description) was already ended") }
        guard framesWritten > 0 else {
            cancel()
            throw ExportError("no frames were rendered, so \(description) was not written")
        }
        let status = stop(terminate: false)
        guard status == 0 else {
            removeTemporary()
            throw ExportError(failure(status, fallback: "no message"))
        }
        if let files { try AtomicFile.commit(files.temporary, to: files.destination) }
        logger.debug("wrote \(framesWritten) frames to \(description)")
    }

    func cancel() {
        guard !closed else { return }
        _ = stop(terminate: true)
        removeTemporary()
    }

    /// Closes ffmpeg's input (asking it to stop first when `terminate`), waits for it to exit and for
    /// its standard error to end; returns its exit status (a signal's number when it was killed).
    private func stop(terminate: Bool) -> Int32 {
        closed = true
        try? input.fileHandleForWriting.close()
        if terminate, process.isRunning { process.terminate() }
        process.waitUntilExit()
        errorTail.waitForEnd()
        return process.terminationStatus
    }

    private func removeTemporary() {
        if let files { try? FileManager.default.removeItem(at: files.temporary) }
    }

    /// The message for ffmpeg failing with `status`: its last lines of standard error, or `fallback`.
    private func failure(_ status: Int32, fallback: String) -> String {
        let tail = errorTail.lastLines()
        let how = process.terminationReason == .uncaughtSignal ? "was killed by signal \(status)" : "exited with status \(status)"
        return "ffmpeg \(how) while writing \(description): " + (tail.isEmpty ? fallback : "\n" + tail)
    }
}
