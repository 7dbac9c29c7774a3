import OpenCoreGraphics
import _CLibdeflate

/// Encodes frames as PNG files (PNG specification, third edition), their image data compressed by
/// libdeflate at level 6.
///
/// libdeflate (Debian's libdeflate-dev) compresses a whole buffer at once, which is what a frame is.
/// At its level 6 a 1080p frame of flat colours compressed about twice as fast as with zlib at its
/// default level 6 (what libpng and ffmpeg's PNG encoder use), and to a file a little smaller (10 ms
/// against 18 to 19 ms, 27.1 KB against 27.7 KB, on the ship scene here); its levels 1 to 3 were no
/// faster on such frames and gave files 4 to 10 % larger.
///
/// The image is 8 bits per component, non-interlaced, with straight (un-premultiplied) colour: RGB
/// (colour type 2) when every pixel, composited onto the background, is opaque, otherwise RGBA
/// (colour type 6). Dropping an alpha channel that is 255 everywhere loses nothing and leaves a
/// quarter less to compress. Every row uses filter type 0 (None), as ffmpeg's encoder does by default:
/// on the reference scene this was both the fastest and the smallest choice (its flat colours repeat
/// exactly along a row, which deflate finds; Sub, Up and Paeth made the data 4 to 9 % larger and took
/// 1.5 to 1.6 times as long to compress), though a full-frame smooth gradient comes out about 1.7
/// times larger than with Sub or Paeth. The file holds the signature, IHDR, one IDAT chunk and IEND;
/// nothing else (no time, no text), so the same frame gives the same bytes (with the same libdeflate).
///
/// An encoder keeps its compressor and buffers from image to image: encoding allocates nothing once
/// the buffers have grown to the frame size. It is used by one thread at a time (``WorkspacePool``
/// hands encoders to jobs).
final class PNGEncoder: @unchecked Sendable {
    /// libdeflate's level 6.
    static let compressionLevel: Int32 = 6
    private let compressor: OpaquePointer
    /// The scanlines: one filter byte, then the row's pixels, for each row (``PNGScanlines``).
    private var scanlines: [UInt8] = []
    /// The file being built.
    private var file: [UInt8] = []

    /// A new encoder; throws ``ExportError`` when libdeflate cannot start (out of memory).
    init() throws {
        guard let compressor = libdeflate_alloc_compressor(Self.compressionLevel) else {
            throw ExportError("cannot start libdeflate's compressor (out of memory)")
        }
        self.compressor = compressor
    }

    deinit {
        libdeflate_free_compressor(compressor)
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
        let opaque = PNGScanlines.isOpaque(frame, straightener: straightener)
        let channels = opaque ? 3 : 4
        let capacity = PNGScanlines.capacity(width: width, height: height, channels: channels)
        if scanlines.count < capacity { scanlines = [UInt8](repeating: 0, count: capacity) }
        scanlines.withUnsafeMutableBytes {
            PNGScanlines.write(frame, straightener: straightener, channels: channels, into: $0.baseAddress!)
        }

        let dataCount = (1 + width * channels) * height
        let bound = libdeflate_zlib_compress_bound(compressor, dataCount)
        let fileCapacity = PNGChunks.dataOffset + bound + PNGChunks.trailerCount
        if file.count < fileCapacity { file = [UInt8](repeating: 0, count: fileCapacity) }
        let compressed = scanlines.withUnsafeBytes { input in
            file.withUnsafeMutableBytes { output in
                libdeflate_zlib_compress(compressor, input.baseAddress!, dataCount,
                                         output.baseAddress! + PNGChunks.dataOffset, bound)
            }
        }
        // libdeflate returns 0 only when the output does not fit, which its own bound rules out.
        guard compressed > 0 else { throw ExportError("libdeflate could not compress a PNG frame") }
        let length = file.withUnsafeMutableBytes { file -> Int in
            PNGChunks.writeHeader(width: width, height: height, colourType: opaque ? 2 : 6, dataCount: compressed, into: file)
            return PNGChunks.writeTrailer(dataCount: compressed, into: file)
        }
        return try file.withUnsafeBytes { try body(UnsafeRawBufferPointer(rebasing: $0[0..<length])) }
    }
}
