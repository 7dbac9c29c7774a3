import _COpenSSL

/// A SHA-256 digest computed incrementally with OpenSSL's libcrypto (its SHA256 functions, which
/// allocate nothing: `_COpenSSL` says why not its EVP interface), written as 64 lowercase
/// hexadecimal digits or as its 32 bytes: what a shard's manifest records of its scene and, by bands
/// (``FrameDigest``), of each frame's pixels.
final class SHA256Digest {
    private var context = oqc_sha256_context()

    /// The number of bytes of a digest.
    static let byteCount = 32

    /// A digest of nothing yet; nil when libcrypto cannot be loaded (`oqc_crypto_error()` says why).
    init?() {
        guard oqc_sha256_init(&context) == 1 else { return nil }
    }

    /// Adds `bytes` to the digest.
    func update(_ bytes: UnsafeRawBufferPointer) {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
        oqc_sha256_update(&context, base, bytes.count)
    }

    /// Writes the digest of everything added, ``byteCount`` bytes, to `target`; the digest starts
    /// again from nothing.
    func finish(into target: UnsafeMutablePointer<UInt8>) {
        oqc_sha256_final(target, &context)
        oqc_sha256_init(&context)
    }

    /// The digest of everything added, in hexadecimal; the digest starts again from nothing.
    func finish() -> String {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Self.byteCount) { digest in
            digest.initialize(repeating: 0)
            finish(into: digest.baseAddress!)
            return String(unsafeUninitializedCapacity: Self.byteCount * 2) { text in
                for (index, byte) in digest.enumerated() {
                    text[2 * index] = Self.hexDigit(byte >> 4)
                    text[2 * index + 1] = Self.hexDigit(byte & 0x0F)
                }
                return Self.byteCount * 2
            }
        }
    }

    /// The ASCII code of the lowercase hexadecimal digit `value` (0 to 15).
    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
    }

    /// The digest of `bytes`, in hexadecimal.
    static func hex(of bytes: some Collection<UInt8>) -> String {
        guard let digest = SHA256Digest() else { return "" }
        Array(bytes).withUnsafeBytes { digest.update($0) }
        return digest.finish()
    }
}
