import OpenCoreGraphics
import _CZlib

/// Encodes frames as PNG files (PNG specification, third edition) with zlib, at compression level 6,
/// the level of zlib's and libpng's default and of ffmpeg's PNG encoder.
///
/// The image is 8 bits per component, non-interlaced, with straight (un-premultiplied) colour: RGB
/// (colour type 2) when every pixel, composited onto the background, is opaque, otherwise RGBA
/// (colour type 6). Dropping an alpha channel that is 255 everywhere loses nothing and leaves a
/// quarter less to compress. Every row uses filter type 0 (None), as ffmpeg's encoder does by default:
/// on the reference scene this was both the fastest and the smallest choice (its flat colours repeat
/// exactly along a row, which deflate finds; Sub, Up and Paeth made the data 4 to 9 % larger and took
/// 1.5 to 1.6 times as long to compress), though a full-frame smooth gradient comes out about 1.7
/// times larger than with Sub or Paeth. The file holds the signature, IHDR, one IDAT chunk and IEND;
/// nothing else (no time, no text), so the same frame gives the same bytes.
///
/// An encoder keeps its zlib stream and buffers from image to image: encoding allocates nothing per
/// pixel, and nothing at all once the buffers have grown to the frame size. It is used by one thread
/// at a time (``WorkspacePool`` hands encoders to jobs).
final class PNGEncoder: @unchecked Sendable {
    /// zlib's level 6.
    static let compressionLevel: Int32 = 6
    private let stream: UnsafeMutablePointer<z_stream>
    /// The filtered image data: one filter byte, then the row's pixels, for each row.
    private var scanlines: [UInt8] = []
    /// The file being built.
    private var file: [UInt8] = []

    /// A new encoder; throws ``ExportError`` when zlib cannot start (out of memory).
    init() throws {
        stream = .allocate(capacity: 1)
        stream.initialize(to: z_stream())
        let status = deflateInit2_(stream, Self.compressionLevel, Z_DEFLATED, 15, 8, Z_DEFAULT_STRATEGY,
                                   zlibVersion(), Int32(MemoryLayout<z_stream>.size))
        guard status == Z_OK else {
            stream.deallocate()
            throw ExportError("cannot start zlib's compressor (status \(status))")
        }
    }

    deinit {
        deflateEnd(stream)
        stream.deallocate()
    }

    /// Encodes `image`, composited onto the background of `straightener`, and calls `body` with the
    /// PNG file's bytes, valid only during the call.
    func encode<Result>(_ image: CGImage, straightener: PixelStraightener,
                        _ body: (UnsafeRawBufferPointer) throws -> Result) throws -> Result {
        try image.withUnsafePixelBytes { pixels in
            try encode(FramePixels(bytes: pixels, width: image.width, height: image.height,
                                   bytesPerRow: image.bytesPerRow, layout: .rgba),
                       straightener: straightener, body)
        }
    }

    /// Encodes `frame`, composited onto the background of `straightener`, and calls `body` with the
    /// PNG file's bytes, valid only during the call. Allocates nothing once the encoder's buffers have
    /// grown to the frame's size.
    func encode<Result>(_ frame: FramePixels, straightener: PixelStraightener,
                        _ body: (UnsafeRawBufferPointer) throws -> Result) throws -> Result {
        let width = frame.width, height = frame.height
        let opaque = straightener.backgroundIsOpaque || (0..<height).allSatisfy { row in
            frame.row(row).allSatisfy { straightener.compositedAlpha(frame.layout.canonical($0)) == 255 }
        }
        let channels = opaque ? 3 : 4
        let rowBytes = 1 + width * channels
        if scanlines.count < rowBytes * height { scanlines = [UInt8](repeating: 0, count: rowBytes * height) }
        scanlines.withUnsafeMutableBufferPointer { rows in
            for row in 0..<height {
                var target = row * rowBytes
                rows[target] = 0
                target += 1
                for pixel in frame.row(row) {
                    let colour = straightener.straight(frame.layout.canonical(pixel))
                    rows[target] = UInt8(truncatingIfNeeded: colour)
                    rows[target + 1] = UInt8(truncatingIfNeeded: colour >> 8)
                    rows[target + 2] = UInt8(truncatingIfNeeded: colour >> 16)
                    if !opaque { rows[target + 3] = UInt8(truncatingIfNeeded: colour >> 24) }
                    target += channels
                }
            }
        }

        let dataCount = rowBytes * height
        let bound = Int(deflateBound(stream, UInt(dataCount)))
        let capacity = PNGChunks.dataOffset + bound + PNGChunks.trailerCount
        if file.count < capacity { file = [UInt8](repeating: 0, count: capacity) }
        let compressed = try deflate(dataCount, into: PNGChunks.dataOffset, capacity: bound)
        let length = file.withUnsafeMutableBytes { file -> Int in
            PNGChunks.writeHeader(width: width, height: height, colourType: opaque ? 2 : 6, dataCount: compressed, into: file)
            return PNGChunks.writeTrailer(dataCount: compressed, into: file)
        }
        return try file.withUnsafeBytes { try body(UnsafeRawBufferPointer(rebasing: $0[0..<length])) }
    }

    /// Compresses the first `count` bytes of ``scanlines`` as one zlib stream into ``file`` from
    /// `offset`, which has `capacity` bytes of room (zlib's bound); returns the compressed length.
    private func deflate(_ count: Int, into offset: Int, capacity: Int) throws -> Int {
        guard deflateReset(stream) == Z_OK else { throw ExportError("cannot restart zlib's compressor") }
        return try scanlines.withUnsafeMutableBufferPointer { input in
            try file.withUnsafeMutableBufferPointer { output in
                var consumed = 0
                stream.pointee.next_out = output.baseAddress! + offset
                stream.pointee.avail_out = UInt32(clamping: capacity)
                while true {
                    let chunk = min(count - consumed, 1 << 30)
                    stream.pointee.next_in = input.baseAddress! + consumed
                    stream.pointee.avail_in = UInt32(chunk)
                    let last = consumed + chunk == count
                    let status = _CZlib.deflate(stream, last ? Z_FINISH : Z_NO_FLUSH)
                    consumed += chunk - Int(stream.pointee.avail_in)
                    if status == Z_STREAM_END { break }
                    guard status == Z_OK else { throw ExportError("zlib failed to compress a PNG frame (status \(status))") }
                }
                return Int(stream.pointee.total_out)
            }
        }
    }
}
