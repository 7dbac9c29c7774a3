import OpenCoreGraphics

/// A sink for ``OutputFormat/null``: it takes every frame and writes nothing, so that a render
/// measures the drawing alone (`ca-render render FILE --format null`).
///
/// A frame from a bitmap context is not read at all (no image is made); an image's size is checked,
/// as every sink checks it. Nothing is allocated per frame. ``finish()`` fails, as the other sinks'
/// do, when no frame came.
final class NullFrameSink: FrameSink {
    private let width: Int, height: Int
    private var framesWritten = 0
    private var closed = false

    /// A sink for frames of `settings`' size.
    init(settings: ExportSettings) {
        width = settings.width
        height = settings.height
    }

    func write(_ frame: CGImage) throws {
        guard frame.width == width, frame.height == height else {
            throw ExportError("a frame is \(frame.width)x\(frame.height) pixels; the export is \(width)x\(height)")
        }
        try count(nil)
    }

    func write(contentsOf context: CGContext) throws {
        try count(context)
    }

    /// Counts a frame; `context`, when given, must be of the export's size.
    private func count(_ context: CGContext?) throws {
        guard !closed else { throw ExportError("frames written after the export ended") }
        if let context, context.width != width || context.height != height {
            throw ExportError("a frame is \(context.width)x\(context.height) pixels; the export is \(width)x\(height)")
        }
        framesWritten += 1
    }

    func finish() throws {
        guard !closed else { throw ExportError("the export was already ended") }
        closed = true
        guard framesWritten > 0 else { throw ExportError("no frames were rendered") }
    }

    func cancel() {
        closed = true
    }
}
