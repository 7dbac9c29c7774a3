import OpenCoreGraphics

/// One frame of a GIF to encode: the frame with its neighbours (which decide what it draws and how it
/// is disposed of, see ``GIFFrameChange``), its delay, and the file header when it is the first.
struct GIFFrameJob: Sendable {
    /// The frame before, `nil` for the first.
    var previous: CGImage?
    /// The frame to encode.
    var current: CGImage
    /// The frame after, `nil` for the last.
    var next: CGImage?
    /// How long the frame shows, in hundredths of a second.
    var delay: Int
    /// The background and the arithmetic that composites frames onto it.
    var straightener: PixelStraightener
    /// Bytes written before the frame: the file's header for the first frame, else empty.
    var prefix: [UInt8]
}

/// Encodes one GIF frame into its blocks (graphic control extension, image descriptor, local colour
/// table, LZW data).
///
/// The steps: find what the frame draws (``GIFFrameChange``); collect the colours it draws, exactly
/// while there are at most 255 (``ExactPalette``, which then is the palette, every pixel keeping its
/// colour), and in a ``ColorHistogram`` sampling at most 131,072 of them, evenly in raster order (on
/// the reference scene four times as many samples changed PSNR by 0.02 dB, a quarter as many lost
/// 0.16 dB); with more than 255, choose 255 (``PaletteBuilder``), refined by two k-means passes
/// (0.4 dB better than none on the reference scene; a third adds 0.07 dB), and map every drawn pixel
/// to the nearest through ``InversePalette``; give the pixels not drawn the transparent index (the
/// one after the colours); compress with ``LZWEncoder``.
///
/// No dithering: it lowers PSNR against the true-colour frames (a prototype of this encoder on
/// cairobench's frames of the reference scene measured 4×4 ordered dithering of ±8, ±4 and ±2 at
/// 30.2, 31.1 and 31.3 dB against 31.3 dB without; ffmpeg's Sierra-2-4A error diffusion gets 27.5 dB), adds noise that LZW compresses badly, and
/// makes still areas shimmer from frame to frame. The price is visible bands where a smooth gradient
/// covers a large area with more than 255 colours.
///
/// The frame's bytes depend only on the job (its frames, delay and background), never on the thread
/// or the workspace's history: the output is deterministic however frames are spread over threads.
enum GIFFrameEncoder {
    /// The most colour samples a frame's histogram takes.
    static let sampleLimit = 1 << 17
    /// The k-means passes after the median cut.
    static let refinements = 2

    /// The bytes of `job`'s frame (after its ``GIFFrameJob/prefix``), encoded with `workspace`'s buffers.
    static func encode(_ job: GIFFrameJob, in workspace: GIFWorkspace) -> [UInt8] {
        job.current.withUnsafePixelBytes { currentBytes in
            withPixels(job.previous) { previous in
                withPixels(job.next) { next in
                    encode(job, current: currentBytes.bindMemory(to: UInt32.self), previous: previous, next: next,
                           in: workspace)
                }
            }
        }
    }

    private static func encode(_ job: GIFFrameJob, current: UnsafeBufferPointer<UInt32>,
                               previous: UnsafeBufferPointer<UInt32>?, next: UnsafeBufferPointer<UInt32>?,
                               in workspace: GIFWorkspace) -> [UInt8] {
        let frameWidth = job.current.width
        let straightener = job.straightener
        let change = GIFFrameChange(previous: previous, current: current, next: next, width: frameWidth,
                                    height: job.current.height, straightener: straightener)
        let before = previous ?? current
        let area = change.width * change.height

        sample(current, before: before, change: change, frameWidth: frameWidth, straightener: straightener,
               into: &workspace.histogram, exact: &workspace.exact)
        if workspace.exact.overflowed {
            workspace.builder.build(from: workspace.histogram, maximumColors: 255, into: &workspace.palette)
            workspace.search.refine(&workspace.palette, bins: workspace.builder.bins, iterations: refinements,
                                    sums: &workspace.sums)
            workspace.inverse.begin(workspace.search, exact: workspace.histogram.isExact)
        } else {
            workspace.palette.removeAll(keepingCapacity: true)
            workspace.palette += workspace.exact.colours
        }
        let transparentIndex = UInt8(workspace.palette.count)
        let tableSize = GIFStream.tableSize(for: workspace.palette.count + 1)
        if workspace.indices.count < area { workspace.indices = [UInt8](repeating: 0, count: area) }
        if workspace.exact.overflowed {
            map(current, before: before, change: change, frameWidth: frameWidth, straightener: straightener,
                transparentIndex: transparentIndex, mapping: &workspace.inverse, into: &workspace.indices)
        } else {
            map(current, before: before, change: change, frameWidth: frameWidth, straightener: straightener,
                transparentIndex: transparentIndex, mapping: &workspace.exact, into: &workspace.indices)
        }

        let capacity = LZWEncoder.worstCaseSize(count: area)
        if workspace.compressed.count < capacity { workspace.compressed = [UInt8](repeating: 0, count: capacity) }
        let compressedCount = workspace.indices.withUnsafeBufferPointer { indices in
            workspace.compressed.withUnsafeMutableBufferPointer { output in
                workspace.lzw.encode(UnsafeBufferPointer(rebasing: indices[0..<area]),
                                     minimumCodeSize: max(2, tableSize.trailingZeroBitCount),
                                     into: output.baseAddress!)
            }
        }

        var bytes = job.prefix
        bytes.reserveCapacity(job.prefix.count + 19 + 3 * tableSize + compressedCount)
        GIFStream.appendFrameHeader(to: &bytes, x: change.x, y: change.y, width: change.width, height: change.height,
                                    delay: job.delay, restores: change.restoresAfter,
                                    transparentIndex: Int(transparentIndex), palette: workspace.palette,
                                    tableSize: tableSize)
        bytes += workspace.compressed[0..<compressedCount]
        return bytes
    }

    /// Calls `body` with `image`'s premultiplied pixels as words (red in the low byte), or `nil`.
    private static func withPixels<Result>(_ image: CGImage?, _ body: (UnsafeBufferPointer<UInt32>?) -> Result) -> Result {
        guard let image else { return body(nil) }
        return image.withUnsafePixelBytes { body($0.bindMemory(to: UInt32.self)) }
    }
}
