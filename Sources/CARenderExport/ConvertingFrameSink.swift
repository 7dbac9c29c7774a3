import OpenQuartzCoreRendering

/// A sink that converts each frame into straight bytes with a ``FrameConverter`` and passes them on
/// (ffmpeg's input, raw RGBA output): both ways of adding a frame come down to one conversion.
protocol ConvertingFrameSink: FrameSink {
    /// Converts a frame with `convert` and writes the converter's bytes; on failure the sink
    /// abandons its output and rethrows.
    func send(_ convert: (inout FrameConverter) throws -> Void) throws
}

extension ConvertingFrameSink {
    func write(_ frame: CGImage) throws {
        try send { try $0.convert(frame) }
    }

    /// Converts the context's pixels where they lie, with no image made (the pipeline's contexts);
    /// another kind of context goes through `makeImage()`.
    func write(contentsOf context: CGContext) throws {
        guard let pixels = FramePixels(context: context) else {
            guard let image = context.makeImage() else { throw ExportError("could not read a rendered frame") }
            return try write(image)
        }
        try send { try $0.convert(pixels) }
    }
}
