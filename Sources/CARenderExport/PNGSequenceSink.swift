import Foundation
import Logging
import OpenCoreGraphics

/// A sink that writes each frame as a PNG file named by a ``FileNamePattern`` in a directory, without
/// ffmpeg, through ``PNGEncoder``.
///
/// Frames are encoded on several threads at once (``OrderedJobs``), each job writing its file, while
/// the caller renders the next frames; a frame's file is the same whichever thread writes it.
///
/// Atomicity: frames go to a hidden staging directory (`.NAME.partial-PID-N`) on the same file system,
/// so the destination only changes in ``finish()``, once every frame has been written. When the
/// destination directory does not exist yet, the staging directory is renamed to it: all frames appear
/// at once. When it exists, it is never replaced (it may hold other files, or be the current
/// directory): the staging directory is made inside it and each frame is renamed into place, replacing
/// a file of the same name; each file appears whole, the set appears frame by frame, and files of an
/// earlier, longer render beyond the last frame are left alone. ``cancel()`` and failures remove the
/// staging directory.
final class PNGSequenceSink: FrameSink {
    private let directory: URL
    private let pattern: FileNamePattern
    private let staging: URL
    private let settings: ExportSettings
    private let straightener: PixelStraightener
    private let logger: Logger
    private let jobs = OrderedJobs<Void>(limit: OrderedJobs<Void>.defaultLimit) { _ in }
    private let pool = WorkspacePool { PNGWorkspace() }
    private var count = 0
    private var closed = false

    /// Prepares to write frames named by `pattern` into `directory`, whose parent must exist.
    init(settings: ExportSettings, directory: URL, pattern: FileNamePattern, logger: Logger) throws {
        self.settings = settings
        self.directory = directory
        self.pattern = pattern
        self.logger = logger
        straightener = PixelStraightener(background: settings.background)
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
    }

    deinit {
        if !closed { cancel() }
    }

    func write(_ frame: CGImage) throws {
        guard !closed else { throw ExportError("frames written after the export to \(directory.path) ended") }
        do {
            guard frame.width == settings.width, frame.height == settings.height else {
                throw ExportError("a frame is \(frame.width)x\(frame.height) pixels; the export is \(settings.width)x\(settings.height)")
            }
            let name = pattern.name(count)
            let file = staging.appendingPathComponent(name)
            let shown = directory.appendingPathComponent(name).path
            try jobs.submit { [pool, straightener] in
                try pool.with { workspace in
                    try workspace.encoder().encode(frame, straightener: straightener) { bytes in
                        try Self.write(bytes, to: file, shownAs: shown)
                    }
                }
            }
            count += 1
        } catch {
            cancel()
            throw error
        }
    }

    func finish() throws {
        guard !closed else { throw ExportError("the export to \(directory.path) was already ended") }
        guard count > 0 else {
            cancel()
            throw ExportError("no frames were rendered, so no PNG was written to \(directory.path)")
        }
        do {
            try jobs.finish()
        } catch {
            cancel()
            throw error
        }
        closed = true
        defer { try? FileManager.default.removeItem(at: staging) }
        if FileManager.default.fileExists(atPath: directory.path) {
            for name in (0..<count).map(pattern.name) {
                try AtomicFile.commit(staging.appendingPathComponent(name), to: directory.appendingPathComponent(name))
            }
        } else {
            try AtomicFile.commit(staging, to: directory)
        }
        logger.debug("wrote \(count) PNG frames to \(directory.path)")
    }

    func cancel() {
        guard !closed else { return }
        closed = true
        jobs.cancel()
        try? FileManager.default.removeItem(at: staging)
    }

    /// Writes `bytes` to `file`; an error names the file as `shownAs` (its final path).
    private static func write(_ bytes: UnsafeRawBufferPointer, to file: URL, shownAs shown: String) throws {
        let data = Data(bytesNoCopy: UnsafeMutableRawPointer(mutating: bytes.baseAddress!), count: bytes.count,
                        deallocator: .none)
        do {
            try data.write(to: file)
        } catch {
            throw ExportError("cannot write \(shown): \(error.localizedDescription)")
        }
    }
}

/// A PNG encoder for a sequence's jobs, made on first use (zlib's failure to start, out of memory,
/// is then reported by the frame that needed it).
final class PNGWorkspace: @unchecked Sendable {
    private var made: PNGEncoder?

    /// The workspace's encoder.
    func encoder() throws -> PNGEncoder {
        if let made { return made }
        let encoder = try PNGEncoder()
        made = encoder
        return encoder
    }
}
