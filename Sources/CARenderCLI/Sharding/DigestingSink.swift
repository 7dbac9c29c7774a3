import CARenderExport
import _COpenSSL
import Foundation

/// A sink that records the digest of each frame's pixels (``FrameDigest``: ``ShardManifest``'s
/// digests) and passes the frame on to the sink it wraps.
///
/// A bitmap context in the pipeline's layout (read through `FramePixels`) is reordered row by row
/// into a buffer kept from frame to frame; an image's canonical bytes are digested as they are. The
/// band digests of the last frame from each context are kept: when the frame pipeline says which
/// rows the renderer changed since (``noteChangedRows(_:in:)``, before the frame is written), only
/// the bands those rows reach are digested again, the others being the bytes they were. Without it,
/// every band is.
final class DigestingSink: FrameSink {
    private let wrapped: any FrameSink
    private let digest: SHA256Digest
    private var row: [UInt32] = []
    /// For each context frames came from, the band digests of the last frame digested from it (the
    /// context kept, so that its identity stays its own).
    private var kept: [(context: CGContext, bands: [UInt8])] = []
    /// The rows changed in a context since its last frame, for the frame written from it next.
    private var changed: (context: CGContext, rows: Range<Int>?)?
    /// The digest of each frame written, in order.
    private(set) var digests: [String] = []

    /// A sink digesting frames before `wrapped` takes them; throws when OpenSSL cannot start.
    init(wrapping wrapped: any FrameSink) throws {
        guard let digest = SHA256Digest() else {
            throw CLIError("cannot start OpenSSL's SHA-256 digest" + (oqc_crypto_error().map { ": " + String(cString: $0) } ?? ""))
        }
        self.wrapped = wrapped
        self.digest = digest
    }

    /// Says that the next frame written from `context` differs from the last one written from it in
    /// `rows` alone (rows of memory, 0 the top; nil: anywhere), as its renderer reports them
    /// (`CARenderer.lastChangedRows`).
    func noteChangedRows(_ rows: Range<Int>?, in context: CGContext) {
        changed = (context, rows)
    }

    func write(_ frame: CGImage) throws {
        digests.append(FrameDigest.hex(of: frame, using: digest))
        try wrapped.write(frame)
    }

    func write(contentsOf context: CGContext) throws {
        try write(contentsOf: context, number: digests.count)
    }

    func write(contentsOf context: CGContext, number: Int) throws {
        let told = changed.flatMap { $0.context === context ? $0 : nil }
        changed = nil
        guard let frame = FramePixels(context: context) else {
            guard let image = context.makeImage() else { throw CLIError("could not read a rendered frame") }
            return try write(image)
        }
        let bandCount = FrameDigest.bandCount(height: frame.height), byteCount = bandCount * SHA256Digest.byteCount
        var bands = 0..<bandCount
        let index: Int
        switch kept.firstIndex(where: { $0.context === context }) {
        case let found? where kept[found].bands.count == byteCount:
            // The context's last frame was digested: only what the renderer changed since, when it says.
            index = found
            if let rows = told?.rows { bands = FrameDigest.bands(reachedBy: rows, height: frame.height) }
        case let found?:
            index = found
            kept[found].bands = [UInt8](repeating: 0, count: byteCount)
        case nil:
            kept.append((context, [UInt8](repeating: 0, count: byteCount)))
            index = kept.count - 1
        }
        if row.count != frame.width { row = [UInt32](repeating: 0, count: frame.width) }
        let hex = kept[index].bands.withUnsafeMutableBufferPointer { stored in
            row.withUnsafeMutableBufferPointer { target in
                FrameDigest.digestBands(bands, height: frame.height, into: stored.baseAddress!, using: digest) { y in
                    frame.canonicalRow(y, into: target.baseAddress!)
                    return UnsafeRawBufferPointer(target)
                }
            }
            return FrameDigest.hex(ofBands: UnsafeRawBufferPointer(stored), using: digest)
        }
        digests.append(hex)
        try wrapped.write(contentsOf: context, number: number)
    }

    func finish() throws { try wrapped.finish() }

    func cancel() { wrapped.cancel() }
}
