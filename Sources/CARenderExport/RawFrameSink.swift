import Foundation
import Logging
import OpenCoreGraphics

/// A sink for ``OutputFormat/raw``: each frame as straight (un-premultiplied) 8-bit RGBA, rows from
/// the top, `width × height × 4` bytes, appended to a file or to standard output with no header.
///
/// Frames are converted by one reused ``FrameConverter`` (the bitmap context's memory read where it
/// lies, composited onto ``ExportSettings/background`` when there is one, then un-premultiplied with
/// ``PixelStraightener``'s rounding) and written with `write(2)` from its buffer, so that a frame
/// allocates nothing once the first has been written. A file is written to a temporary name beside
/// it and renamed over it by ``finish()`` (``AtomicFile``); standard output is written as frames
/// come, so a reader at the other end of a pipe gets each frame as soon as it is drawn. `SIGPIPE` is
/// ignored (as ``FFmpegSink`` does), so a reader that goes away makes the next frame fail with an
/// ``ExportError`` rather than kill the process.
final class RawFrameSink: ConvertingFrameSink {
    private var converter: FrameConverter
    private let descriptor: Int32
    /// The temporary file and the destination, or `nil` when writing standard output.
    private let files: (temporary: URL, destination: URL)?
    private let description: String
    private let logger: Logger
    private var framesWritten = 0
    private var closed = false

    /// Prepares to write `settings`' frames to `destination` (`nil`: `standardOutput`); for a file,
    /// checks that it can be written and opens its temporary file now.
    init(settings: ExportSettings, destination: URL?, standardOutput: FileHandle, logger: Logger) throws {
        signal(SIGPIPE, SIG_IGN)
        converter = FrameConverter(width: settings.width, height: settings.height, background: settings.background,
                                   output: .straight)
        self.logger = logger
        if let destination {
            try AtomicFile.checkWritableFile(destination)
            let temporary = AtomicFile.temporaryURL(for: destination)
            let opened = open(temporary.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
            guard opened >= 0 else {
                throw ExportError("cannot write \(destination.path): \(String(cString: strerror(errno)))")
            }
            descriptor = opened
            files = (temporary, destination)
            description = destination.path
        } else {
            descriptor = standardOutput.fileDescriptor
            files = nil
            description = "standard output"
        }
    }

    deinit {
        if !closed { cancel() }
    }

    /// Converts a frame with `convert` and writes its bytes; on failure abandons the output.
    func send(_ convert: (inout FrameConverter) throws -> Void) throws {
        guard !closed else { throw ExportError("frames written after the export of \(description) ended") }
        do {
            try convert(&converter)
            let failure = converter.bytes.withUnsafeBytes { writeAll($0, to: descriptor) }
            if failure != 0 {
                throw ExportError("cannot write a frame to \(description): \(String(cString: strerror(failure)))")
            }
            framesWritten += 1
        } catch {
            cancel()
            throw error
        }
    }

    func finish() throws {
        guard !closed else { throw ExportError("the export of \(description) was already ended") }
        guard framesWritten > 0 else {
            cancel()
            throw ExportError("no frames were rendered, so \(description) was not written")
        }
        closed = true
        if let files {
            guard close(descriptor) == 0 else {
                let reason = String(cString: strerror(errno))
                try? FileManager.default.removeItem(at: files.temporary)
                throw ExportError("cannot write \(files.destination.path): \(reason)")
            }
            try AtomicFile.commit(files.temporary, to: files.destination)
        }
        logger.debug("wrote \(framesWritten) raw frames to \(description)")
    }

    func cancel() {
        guard !closed else { return }
        closed = true
        if let files {
            close(descriptor)
            try? FileManager.default.removeItem(at: files.temporary)
        }
    }
}

/// Writes every byte of `bytes` to `descriptor`, retrying short writes and interruptions; returns 0,
/// or the `errno` of the failure.
private func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32 {
    var offset = 0
    while offset < bytes.count {
        let count = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
        if count < 0 {
            if errno == EINTR { continue }
            return errno
        }
        offset += count
    }
    return 0
}
