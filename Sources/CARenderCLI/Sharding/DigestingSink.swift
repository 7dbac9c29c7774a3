import CARenderExport
import Foundation

/// A sink that records the SHA-256 of each frame's pixels (``ShardManifest``'s digests) and passes
/// the frame on to the sink it wraps.
///
/// Digests are taken over premultiplied R, G, B, A bytes, rows top to bottom: a bitmap context in the
/// pipeline's layout (B, G, R, A in memory) is reordered row by row into a buffer kept from frame to
/// frame; an image's canonical bytes are digested as they are.
final class DigestingSink: FrameSink {
    private let wrapped: any FrameSink
    private let digest: SHA256Digest
    private var row: [UInt8] = []
    /// The digest of each frame written, in order.
    private(set) var digests: [String] = []

    /// A sink digesting frames before `wrapped` takes them; throws when OpenSSL cannot start.
    init(wrapping wrapped: any FrameSink) throws {
        guard let digest = SHA256Digest() else { throw CLIError("cannot start OpenSSL's SHA-256 digest") }
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
        guard let data = context.data, context.bitsPerPixel == 32, context.alphaInfo == .premultipliedFirst,
              context.bitmapInfo.rawValue & CGBitmapInfo.byteOrderMask.rawValue == CGBitmapInfo.byteOrder32Little.rawValue else {
            guard let image = context.makeImage() else { throw CLIError("could not read a rendered frame") }
            return try write(image)
        }
        let width = context.width, rowBytes = width * 4
        if row.count != rowBytes { row = [UInt8](repeating: 0, count: rowBytes) }
        for y in 0..<context.height {
            let source = (data + y * context.bytesPerRow).assumingMemoryBound(to: UInt8.self)
            row.withUnsafeMutableBufferPointer { target in
                for x in 0..<width {
                    target[4 * x] = source[4 * x + 2]
                    target[4 * x + 1] = source[4 * x + 1]
                    target[4 * x + 2] = source[4 * x]
                    target[4 * x + 3] = source[4 * x + 3]
                }
            }
            row.withUnsafeBytes { digest.update($0) }
        }
        digests.append(digest.finish())
        try wrapped.write(contentsOf: context, number: number)
    }

    func finish() throws { try wrapped.finish() }

    func cancel() { wrapped.cancel() }
}
