import Foundation
import OpenCoreGraphics

/// The receiver of a render's frames: a file being encoded, a directory of PNG images, a stream on
/// standard output. ``FrameSinks/make(_:destination:logger:)`` makes one for each format.
///
/// A sink is used from one thread at a time. Its life is: ``write(_:)`` for each frame, then exactly
/// one of ``finish()`` (the output appears at its destination) or ``cancel()`` (nothing appears). A sink
/// released without either cancels itself, so a destination is never replaced by a partial output.
public protocol FrameSink: AnyObject {
    /// Adds the next frame. Frames arrive in order, each ``ExportSettings/width`` by
    /// ``ExportSettings/height`` pixels; a frame of another size is refused with ``ExportError``.
    ///
    /// Throws ``ExportError`` when the frame cannot be written (for ffmpeg's formats, ffmpeg stopped
    /// reading: the error carries its last lines of standard error). After an error the sink has
    /// abandoned its output; only ``cancel()`` remains to be called, and it may be omitted.
    func write(_ frame: CGImage) throws
    /// Adds the next frame from the current pixels of a bitmap context (the renderer's), as
    /// ``write(_:)`` would with `context.makeImage()`. The sink takes what it needs before returning,
    /// so the context may be drawn into again at once. A sink that can read the context's memory
    /// directly (the PNG sequence) saves the image's copy and its allocations; the others make the
    /// image.
    func write(contentsOf context: CGContext) throws
    /// ``write(contentsOf:)`` for the frame numbered `number` from the render's first (0): a sink that
    /// names its files by frame (a resumed PNG sequence, which skips the frames it already has) uses
    /// the number; the others take frames in order and ignore it.
    func write(contentsOf context: CGContext, number: Int) throws
    /// Completes the output: for files, waits for the encoder and renames the temporary file over the
    /// destination; for standard output, waits for the encoder to flush its stream. Throws
    /// ``ExportError`` when no frame was written or the encoder failed, after removing the temporary
    /// output (the destination is left as it was).
    func finish() throws
    /// Abandons the output: stops the encoder, removes the temporary file or directory; the destination
    /// is untouched. Calling it after ``finish()`` or a second time does nothing.
    func cancel()
}

extension FrameSink {
    /// Writes the frame with ``write(contentsOf:)``, in order.
    public func write(contentsOf context: CGContext, number: Int) throws {
        try write(contentsOf: context)
    }

    /// Makes an image of the context's pixels and writes it with ``write(_:)``.
    public func write(contentsOf context: CGContext) throws {
        guard let image = context.makeImage() else { throw ExportError("could not read a rendered frame") }
        try write(image)
    }
}

/// A sink that can take frames already encoded as PNG files, copied as they are (the PNG sequence):
/// `ca-render join` joins PNG parts into a sequence identical, byte for byte, to a single render's.
package protocol EncodedPNGSink: FrameSink {
    /// Adds the next frame, the PNG file `file`, copied byte for byte.
    func copyFrame(fromPNGFile file: URL) throws
}
