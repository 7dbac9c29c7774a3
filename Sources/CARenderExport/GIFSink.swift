import Foundation
import Logging
import OpenCoreGraphics

/// A sink that writes an animated GIF with CARenderExport's own encoder (no ffmpeg): each frame with
/// its own palette, looping forever. ``GIFFrameEncoder`` describes the encoding, ``GIFFrameChange``
/// the transparency and the disposal of frames, ``GIFStream/delay(ofFrame:fps:)`` the timing.
///
/// Why a palette per frame rather than one for the whole animation: one palette needs every frame
/// before the first can be written (ffmpeg's palettegen holds them all in memory) and makes its
/// computation one step that no other frame's work can overlap; a frame's own palette spends its 255
/// colours on what that frame draws (its changed rectangle only); and since unchanged pixels are not
/// drawn again, still areas keep their colours when the palette changes.
///
/// Frames are encoded on several threads at once (``OrderedJobs``) while the caller renders the next
/// ones, and written in order as they complete: to a temporary file beside the destination, renamed
/// over it by ``finish()`` (``AtomicFile``), or to standard output. A frame is encoded once the frame
/// after it has arrived (its disposal depends on that one), so at most a few frames are held at once,
/// never the whole animation. The same frames always give the same bytes, whatever the number of
/// threads: each frame's bytes depend only on that frame and its two neighbours.
final class GIFSink: FrameSink {
    private let settings: ExportSettings
    private let straightener: PixelStraightener
    private let handle: FileHandle
    /// The temporary file and the destination, or `nil` when writing standard output.
    private let files: (temporary: URL, destination: URL)?
    private let description: String
    private let logger: Logger
    private let jobs: OrderedJobs<[UInt8]>
    private let pool = WorkspacePool { GIFWorkspace() }
    private var previous: CGImage?
    /// The last frame received, encoded when the next one arrives or at the end.
    private var pending: CGImage?
    private var received = 0
    private var closed = false

    /// Prepares to write `settings` to `destination` (`nil`: `standardOutput`); for a file, checks now
    /// that it can be written and creates the temporary file.
    init(settings: ExportSettings, destination: URL?, standardOutput: FileHandle, logger: Logger) throws {
        guard settings.width <= GIFStream.maximumDimension, settings.height <= GIFStream.maximumDimension else {
            throw ExportError("a GIF is at most \(GIFStream.maximumDimension) pixels wide and high, not \(settings.width)x\(settings.height)")
        }
        // Rounded frame starts make a delay up to one hundredth longer than 100 / fps.
        guard 100 / settings.fps <= Double(GIFStream.maximumDelay - 1) else {
            throw ExportError("the frame rate \(settings.fps) is too low for a GIF, whose frames show for at most 655.35 s")
        }
        self.settings = settings
        self.logger = logger
        straightener = PixelStraightener(background: settings.background)
        if let destination {
            try AtomicFile.checkWritableFile(destination)
            let temporary = AtomicFile.temporaryURL(for: destination)
            guard FileManager.default.createFile(atPath: temporary.path, contents: nil),
                  let opened = try? FileHandle(forWritingTo: temporary) else {
                throw ExportError("cannot write \(destination.path): the temporary file \(temporary.lastPathComponent) cannot be created")
            }
            handle = opened
            files = (temporary, destination)
            description = destination.path
        } else {
            handle = standardOutput
            files = nil
            description = "standard output"
        }
        jobs = OrderedJobs(limit: OrderedJobs<[UInt8]>.defaultLimit) { [handle, description] bytes in
            do {
                try handle.write(contentsOf: bytes)
            } catch {
                throw ExportError("cannot write \(description): \(error.localizedDescription)")
            }
        }
    }

    deinit {
        if !closed { cancel() }
    }

    func write(_ frame: CGImage) throws {
        guard !closed else { throw ExportError("frames written after the export of \(description) ended") }
        do {
            guard frame.width == settings.width, frame.height == settings.height else {
                throw ExportError("a frame is \(frame.width)x\(frame.height) pixels; the export is \(settings.width)x\(settings.height)")
            }
            try submit(next: frame)
            received += 1
        } catch {
            cancel()
            throw error
        }
    }

    func finish() throws {
        guard !closed else { throw ExportError("the export of \(description) was already ended") }
        guard received > 0 else {
            cancel()
            throw ExportError("no frames were rendered, so \(description) was not written")
        }
        do {
            try submit(next: nil)
            try jobs.finish()
            try handle.write(contentsOf: GIFStream.trailer)
            if files != nil { try handle.close() }
        } catch {
            cancel()
            throw error as? ExportError ?? ExportError("cannot write \(description): \(error.localizedDescription)")
        }
        closed = true
        if let files { try AtomicFile.commit(files.temporary, to: files.destination) }
        logger.debug("wrote \(received) GIF frames to \(description)")
    }

    func cancel() {
        guard !closed else { return }
        closed = true
        jobs.cancel()
        if let files {
            try? handle.close()
            try? FileManager.default.removeItem(at: files.temporary)
        }
    }

    /// Queues the encoding of the pending frame, now that the frame after it (`next`, `nil` at the
    /// end) is known, and makes `next` the pending frame.
    private func submit(next: CGImage?) throws {
        guard let current = pending else {
            pending = next
            return
        }
        let index = received - 1
        let job = GIFFrameJob(previous: previous, current: current, next: next,
                              delay: GIFStream.delay(ofFrame: index, fps: settings.fps), straightener: straightener,
                              prefix: index == 0 ? GIFStream.header(width: settings.width, height: settings.height) : [])
        try jobs.submit { [pool] in pool.with { GIFFrameEncoder.encode(job, in: $0) } }
        previous = current
        pending = next
    }
}
