import Foundation
import Logging
import OpenCoreGraphics

/// A sink that writes each frame as a PNG file named by a ``FileNamePattern`` in a directory, without
/// ffmpeg, through `CGImage.pngData()`.
///
/// Atomicity: frames go to a hidden staging directory (`.NAME.partial-PID-N`) on the same file system,
/// so the destination only changes in ``finish()``. When the destination directory does not exist
/// yet, the staging directory is renamed to it: all frames appear at once. When it exists, it is never
/// replaced (it may hold other files, or be the current directory): the staging directory is made
/// inside it and each frame is renamed into place, replacing a file of the same name; each file
/// appears whole, the set appears frame by frame, and files of an earlier, longer render beyond the
/// last frame are left alone. ``cancel()`` and failures remove the staging directory.
final class PNGSequenceSink: FrameSink {
    private let directory: URL
    private let pattern: FileNamePattern
    private let staging: URL
    private var converter: FrameConverter?
    private let settings: ExportSettings
    private let logger: Logger
    private var names: [String] = []
    private var closed = false

    /// Prepares to write frames named by `pattern` into `directory`, whose parent must exist.
    init(settings: ExportSettings, directory: URL, pattern: FileNamePattern, logger: Logger) throws {
        self.settings = settings
        self.directory = directory
        self.pattern = pattern
        self.logger = logger
        if settings.background != nil {
            converter = FrameConverter(width: settings.width, height: settings.height,
                                       background: settings.background, output: .premultiplied)
        }
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
            var image = frame
            if var converter {
                try converter.convert(frame)
                image = CGImage(width: frame.width, height: frame.height, premultipliedRGBA: [UInt8](converter.bytes))!
                self.converter = converter
            } else if frame.width != settings.width || frame.height != settings.height {
                throw ExportError("a frame is \(frame.width)x\(frame.height) pixels; the export is \(settings.width)x\(settings.height)")
            }
            let name = pattern.name(names.count)
            guard let data = image.pngData() else { throw ExportError("cannot encode frame \(names.count) as PNG") }
            do {
                try data.write(to: staging.appendingPathComponent(name))
            } catch {
                throw ExportError("cannot write \(directory.appendingPathComponent(name).path): \(error.localizedDescription)")
            }
            names.append(name)
        } catch {
            cancel()
            throw error
        }
    }

    func finish() throws {
        guard !closed else { throw ExportError("the export to \(directory.path) was already ended") }
        guard !names.isEmpty else {
            cancel()
            throw ExportError("no frames were rendered, so no PNG was written to \(directory.path)")
        }
        closed = true
        defer { try? FileManager.default.removeItem(at: staging) }
        if FileManager.default.fileExists(atPath: directory.path) {
            for name in names {
                try AtomicFile.commit(staging.appendingPathComponent(name), to: directory.appendingPathComponent(name))
            }
        } else {
            try AtomicFile.commit(staging, to: directory)
        }
        logger.debug("wrote \(names.count) PNG frames to \(directory.path)")
    }

    func cancel() {
        guard !closed else { return }
        closed = true
        try? FileManager.default.removeItem(at: staging)
    }
}
