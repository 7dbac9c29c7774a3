import CARenderExport
import OpenCoreGraphics

/// The digest a manifest records of a frame's pixels (``ShardManifest``, version 2): the SHA-256 of
/// the SHA-256 digests of the frame's bands of ``bandRows`` rows, top to bottom (the last band may
/// have fewer rows), each band's digest 32 bytes taken over its premultiplied R, G, B, A bytes, rows
/// top to bottom. `sha256sum` over each band's bytes, then over the band digests' bytes joined,
/// gives the same.
///
/// Bands, rather than one SHA-256 over the whole frame, let a render digest again only the rows its
/// renderer changed since the frame before (``DigestingSink``): a 1080p frame's SHA-256 took longer
/// than drawing and encoding a frame in which one small thing moves, and a shard digests every frame.
/// The digest depends on the pixels alone, never on how they were digested.
struct FrameDigest {
    /// The rows in a band.
    static let bandRows = 16

    /// The bands of a frame `height` rows high.
    static func bandCount(height: Int) -> Int {
        (height + bandRows - 1) / bandRows
    }

    /// The frame digest, in hexadecimal, of the band digests `bands` (32 bytes each, in order).
    static func hex(ofBands bands: UnsafeRawBufferPointer, using digest: SHA256Digest) -> String {
        digest.update(bands)
        return digest.finish()
    }

    /// The frame digest, in hexadecimal, of `image`'s canonical pixels (premultiplied R, G, B, A
    /// bytes: `CGImage.withUnsafePixelBytes`).
    static func hex(of image: CGImage, using digest: SHA256Digest) -> String {
        let height = image.height, rowBytes = image.width * 4, bytesPerRow = image.bytesPerRow
        var bands = [UInt8](repeating: 0, count: bandCount(height: height) * SHA256Digest.byteCount)
        image.withUnsafePixelBytes { bytes in
            bands.withUnsafeMutableBufferPointer { stored in
                digestBands(0..<bandCount(height: height), height: height, into: stored.baseAddress!, using: digest) { y in
                    UnsafeRawBufferPointer(rebasing: bytes[(y * bytesPerRow)..<(y * bytesPerRow + rowBytes)])
                }
            }
        }
        return bands.withUnsafeBytes { hex(ofBands: $0, using: digest) }
    }

    /// Digests bands `bands` of a frame `height` rows high, each row's canonical bytes as `row`
    /// gives them, into `stored` (32 bytes a band, band 0 first: only the bands named are written).
    static func digestBands(_ bands: Range<Int>, height: Int, into stored: UnsafeMutablePointer<UInt8>,
                            using digest: SHA256Digest, row: (Int) -> UnsafeRawBufferPointer) {
        for band in bands {
            for y in rows(ofBand: band, height: height) { digest.update(row(y)) }
            digest.finish(into: stored + band * SHA256Digest.byteCount)
        }
    }

    /// The rows of band `band` of a frame `height` rows high.
    static func rows(ofBand band: Int, height: Int) -> Range<Int> {
        (band * bandRows)..<min(height, (band + 1) * bandRows)
    }

    /// The bands that rows `rows` reach.
    static func bands(reachedBy rows: Range<Int>, height: Int) -> Range<Int> {
        let clamped = rows.clamped(to: 0..<height)
        guard !clamped.isEmpty else { return 0..<0 }
        return (clamped.lowerBound / bandRows)..<((clamped.upperBound - 1) / bandRows + 1)
    }
}
