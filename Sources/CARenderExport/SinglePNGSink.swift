import Foundation
import Logging
import OpenCoreGraphics

/// A sink for a render of one frame to one `.png` file (or standard output): the frame is kept until
/// ``finish()``, which encodes it (``PNGEncoder``) and writes it atomically (``AtomicFile``). A second frame is refused with an
/// ``ExportError`` that asks for a directory or a `%d` pattern, and abandons the output.
final class SinglePNGSink: FrameSink {
    /// Where the PNG goes: a file, or a handle (standard output).
    enum Target {
        case file(URL)
        case handle(FileHandle)
    }

    private let target: Target
    private let settings: ExportSettings
    private let logger: Logger
    private var frame: CGImage?
    private var closed = false

    /// Prepares to write one frame to `target`; for a file, checks now that it can be written.
    init(settings: ExportSettings, target: Target, logger: Logger) throws {
        if case .file(let url) = target { try AtomicFile.checkWritableFile(url) }
        self.settings = settings
        self.target = target
        self.logger = logger
    }

    /// The error for a render of `frames` frames (or more than one, when `nil`) to the single PNG `url`.
    static func multipleFramesError(_ url: URL?, frames: Int?) -> ExportError {
        let count = frames.map { "\($0) frames" } ?? "more than one frame"
        guard let url else {
            return ExportError("the render has \(count); a PNG sequence cannot go to standard output (write an APNG with --format apng, or give a directory)")
        }
        let stem = url.deletingPathExtension().path
        return ExportError("\(url.path) names one image, but the render has \(count): give a directory (\(stem)/) or a file-name pattern with %d (\(stem)_%04d.png)")
    }

    func write(_ frame: CGImage) throws {
        guard !closed else { throw ExportError("frames written after the export ended") }
        guard self.frame == nil else {
            closed = true
            if case .file(let url) = target { throw Self.multipleFramesError(url, frames: nil) }
            throw Self.multipleFramesError(nil, frames: nil)
        }
        guard frame.width == settings.width, frame.height == settings.height else {
            closed = true
            throw ExportError("a frame is \(frame.width)x\(frame.height) pixels; the export is \(settings.width)x\(settings.height)")
        }
        self.frame = frame
    }

    func finish() throws {
        guard !closed else { throw ExportError("the export was already ended") }
        closed = true
        guard let image = frame else { throw ExportError("no frame was rendered, so no PNG was written") }
        let data = try PNGEncoder().encode(image, straightener: PixelStraightener(background: settings.background)) {
            Data($0)
        }
        switch target {
        case .file(let url):
            try AtomicFile.write(data, to: url)
            logger.debug("wrote \(url.path)")
        case .handle(let handle):
            do {
                try handle.write(contentsOf: data)
            } catch {
                throw ExportError("cannot write the PNG to standard output: \(error.localizedDescription)")
            }
        }
    }

    func cancel() {
        closed = true
        frame = nil
    }
}
