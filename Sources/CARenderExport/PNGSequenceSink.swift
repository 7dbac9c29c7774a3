import Foundation
import Logging
import OpenCoreGraphics

/// A sink that writes each frame as a PNG file named by a ``FileNamePattern`` in a directory, without
/// ffmpeg, through ``PNGEncoder``.
///
/// Frames are encoded on several threads at once (``PNGFrameWriters``), each writing its file, while
/// the caller renders the next frames; a frame's file is the same whichever thread writes it. Frames
/// given as a bitmap context (``write(contentsOf:)``) are copied from its memory, with no `CGImage`
/// made; in the steady state the sink allocates nothing per frame.
///
/// Atomicity: frames go to a hidden staging directory (`.NAME.partial-PID-N`) on the same file system,
/// so the destination only changes in ``finish()``, once every frame has been written. When the
/// destination directory does not exist yet, the staging directory is renamed to it: all frames appear
/// at once. When it exists, it is never replaced (it may hold other files, or be the current
/// directory): the staging directory is made inside it and each frame is renamed into place, replacing
/// a file of the same name; each file appears whole, the set appears frame by frame, and files of an
/// earlier, longer render beyond the last frame are left alone. ``cancel()`` and failures remove the
/// staging directory.
final class PNGSequenceSink: FrameSink, EncodedPNGSink {
    private let directory: URL
    private let pattern: FileNamePattern
    private let staging: URL
    /// A descriptor of the staging directory, which the writers create files in.
    private let stagingDescriptor: Int32
    private let settings: ExportSettings
    private let writers: PNGFrameWriters
    private let logger: Logger
    private var count = 0
    private var closed = false
    /// Whether frames go straight into the destination, named by their number
    /// (``init(resumingInto:settings:logger:)``).
    private let resumable: Bool

    /// Prepares to write frames named by `pattern` into `directory`, whose parent must exist.
    init(settings: ExportSettings, directory: URL, pattern: FileNamePattern, logger: Logger) throws {
        self.settings = settings
        self.directory = directory
        self.pattern = pattern
        self.logger = logger
        resumable = false
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        if manager.fileExists(atPath: directory.path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                throw ExportError("cannot write PNG frames into \(directory.path): it is a file, not a directory")
            }
            staging = AtomicFile.temporaryURL(for: directory.appendingPathComponent("frames"))
        } else {
            let parent = directory.deletingLastPathComponent()
            guard manager.fileExists(atPath: parent.path, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw ExportError("cannot write PNG frames into \(directory.path): the directory \(parent.path) does not exist")
            }
            staging = AtomicFile.temporaryURL(for: directory)
        }
        do {
            try manager.createDirectory(at: staging, withIntermediateDirectories: false)
        } catch {
            throw ExportError("cannot write PNG frames into \(directory.path): \(error.localizedDescription)")
        }
        stagingDescriptor = open(staging.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard stagingDescriptor >= 0 else {
            let reason = String(cString: strerror(errno))
            try? manager.removeItem(at: staging)
            throw ExportError("cannot write PNG frames into \(directory.path): \(reason)")
        }
        writers = Self.writers(directory: stagingDescriptor, shown: directory.path, pattern: pattern, settings: settings)
    }

    /// A sequence that a resumed render continues (`ca-render render --resume`): frames are written
    /// straight into `directory` (made if missing; its parent must exist) as `frame_NNNNN.png`,
    /// numbered by ``write(contentsOf:number:)`` from the render's first frame, each as soon as it is
    /// encoded, so that a render stopped part way keeps the frames it finished. Nothing is staged and
    /// nothing is removed on ``cancel()``: the next resumed render checks which frames are whole.
    package init(resumingInto directory: URL, settings: ExportSettings, logger: Logger) throws {
        self.settings = settings
        self.directory = directory
        self.logger = logger
        pattern = try FileNamePattern("frame_%05d.png")
        resumable = true
        staging = directory
        var isDirectory: ObjCBool = false
        if !(FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory) && isDirectory.boolValue) {
            do {
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: false)
            } catch {
                throw ExportError("cannot write PNG frames into \(directory.path): \(error.localizedDescription)")
            }
        }
        stagingDescriptor = open(directory.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard stagingDescriptor >= 0 else {
            throw ExportError("cannot write PNG frames into \(directory.path): \(String(cString: strerror(errno)))")
        }
        writers = Self.writers(directory: stagingDescriptor, shown: directory.path, pattern: pattern, settings: settings)
    }

    deinit {
        if !closed { cancel() }
        close(stagingDescriptor)
    }

    /// The writer threads of a sequence: one per core, or ``ExportSettings/writerThreads`` if fewer
    /// (0: none, the caller's thread writes each frame), each with two slots (one frame being written
    /// while the next waits).
    private static func writers(directory: Int32, shown: String, pattern: FileNamePattern,
                                settings: ExportSettings) -> PNGFrameWriters {
        let cores = max(1, ProcessInfo.processInfo.activeProcessorCount)
        let threads = max(0, min(settings.writerThreads ?? cores, cores))
        return PNGFrameWriters(directory: directory, shownDirectory: shown, pattern: pattern,
                               straightener: PixelStraightener(background: settings.background),
                               slotCount: 2 * max(threads, 1), workerCount: threads)
    }

    func write(_ frame: CGImage) throws {
        try frame.withUnsafePixelBytes { bytes in
            try write(FramePixels(bytes: bytes, width: frame.width, height: frame.height,
                                  bytesPerRow: frame.bytesPerRow, layout: .rgba))
        }
    }

    func write(contentsOf context: CGContext) throws {
        try write(contentsOf: context, number: count)
    }

    func write(contentsOf context: CGContext, number: Int) throws {
        guard let frame = FramePixels(context: context) else {
            guard let image = context.makeImage() else { throw ExportError("could not read a rendered frame") }
            return try image.withUnsafePixelBytes { bytes in
                try write(FramePixels(bytes: bytes, width: image.width, height: image.height, bytesPerRow: image.bytesPerRow,
                                      layout: .rgba), number: number)
            }
        }
        try write(frame, number: number)
    }

    /// Adds the next frame as a PNG file already encoded (a part of a split render, joined by
    /// `ca-render join`), copied byte for byte: the sequence then holds exactly the files a single
    /// render would have written.
    package func copyFrame(fromPNGFile file: URL) throws {
        guard !closed else { throw ExportError("frames written after the export to \(directory.path) ended") }
        do {
            try FileManager.default.copyItem(at: file, to: staging.appendingPathComponent(pattern.name(count)))
            count += 1
        } catch {
            cancel()
            throw ExportError("cannot copy the frame \(file.path): \(error.localizedDescription)")
        }
    }

    private func write(_ frame: FramePixels, number: Int? = nil) throws {
        guard !closed else { throw ExportError("frames written after the export to \(directory.path) ended") }
        do {
            guard frame.width == settings.width, frame.height == settings.height else {
                throw ExportError("a frame is \(frame.width)x\(frame.height) pixels; the export is \(settings.width)x\(settings.height)")
            }
            try writers.submit(frame, number: resumable ? number ?? count : count)
            count += 1
        } catch {
            cancel()
            throw error
        }
    }

    func finish() throws {
        guard !closed else { throw ExportError("the export to \(directory.path) was already ended") }
        guard count > 0 || resumable else {
            cancel()
            throw ExportError("no frames were rendered, so no PNG was written to \(directory.path)")
        }
        do {
            try writers.finish()
        } catch {
            cancel()
            throw error
        }
        closed = true
        guard !resumable else { return }
        defer { try? FileManager.default.removeItem(at: staging) }
        if FileManager.default.fileExists(atPath: directory.path) {
            try commitFrames()
        } else {
            try AtomicFile.commit(staging, to: directory)
        }
        logger.debug("wrote \(count) PNG frames to \(directory.path)")
    }

    func cancel() {
        guard !closed else { return }
        closed = true
        writers.cancel()
        if !resumable { try? FileManager.default.removeItem(at: staging) }
    }

    /// Renames each frame from the staging directory into the existing destination directory
    /// (`renameat`, atomic per file, replacing a file of the same name), the names made in one buffer.
    private func commitFrames() throws {
        let destination = open(directory.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard destination >= 0 else {
            throw ExportError("cannot move the finished frames into \(directory.path): \(String(cString: strerror(errno)))")
        }
        defer { close(destination) }
        let name = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: pattern.maximumNameLength + 1)
        defer { name.deallocate() }
        for number in 0..<count {
            _ = pattern.write(number, into: name)
            let moved = name.withMemoryRebound(to: CChar.self) {
                renameat(stagingDescriptor, $0.baseAddress!, destination, $0.baseAddress!) == 0
            }
            guard moved else {
                throw ExportError("cannot move the finished frame \(pattern.name(number)) into \(directory.path): \(String(cString: strerror(errno)))")
            }
        }
    }
}
