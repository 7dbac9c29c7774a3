import CARenderExport
import _COpenSSL
import Foundation

/// A sink that records the SHA-256 of each frame's pixels (``ShardManifest``'s digests) and passes
/// the frame on to the sink it wraps.
///
/// Digests are taken over premultiplied R, G, B, A bytes, rows top to bottom: a bitmap context in the
/// pipeline's layout (read through `FramePixels`) is reordered row by row into a buffer kept from
/// frame to frame; an image's canonical bytes are digested as they are.
final class DigestingSink: FrameSink {
    private let wrapped: any FrameSink
    private let digest: SHA256Digest
    private var row: [UInt32] = []
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

    func write(_ frame: CGImage) throws {
        frame.withUnsafePixelBytes { digest.update($0) }
        digests.append(digest.finish())
        try wrapped.write(frame)
    }

    func write(contentsOf context: CGContext) throws {
        try write(contentsOf: context, number: digests.count)
    }

    func write(contentsOf context: CGContext, number: Int) throws {
        guard let frame = FramePixels(context: context) else {
            guard let image = context.makeImage() else { throw CLIError("could not read a rendered frame") }
            return try write(image)
        }
        if row.count != frame.width { row = [UInt32](repeating: 0, count: frame.width) }
        row.withUnsafeMutableBufferPointer { target in
            for y in 0..<frame.height {
                frame.canonicalRow(y, into: target.baseAddress!)
                digest.update(UnsafeRawBufferPointer(target))
            }
        }
        digests.append(digest.finish())
        try wrapped.write(contentsOf: context, number: number)
    }

    func finish() throws { try wrapped.finish() }

    func cancel() { wrapped.cancel() }
}
