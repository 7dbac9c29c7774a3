import _COpenSSL

/// A SHA-256 digest computed incrementally with OpenSSL's libcrypto (the EVP interface), written
/// as 64 lowercase hexadecimal digits or as its 32 bytes: what a shard's manifest records of its
/// scene and, by bands (``FrameDigest``), of each frame's pixels.
final class SHA256Digest {
    private let context: OpaquePointer

    /// A digest of nothing yet; nil when OpenSSL cannot start one (out of memory, or libcrypto not
    /// installed: `oqc_crypto_error()` then says why).
    init?() {
        guard let context = EVP_MD_CTX_new() else { return nil }
        guard EVP_DigestInit_ex(context, EVP_sha256(), nil) == 1 else {
            EVP_MD_CTX_free(context)
            return nil
        }
        self.context = context
    }

    deinit {
        EVP_MD_CTX_free(context)
    }

    /// Adds `bytes` to the digest.
    func update(_ bytes: UnsafeRawBufferPointer) {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
        EVP_DigestUpdate(context, base, bytes.count)
    }

    /// The number of bytes of a digest.
    static let byteCount = 32

    /// Writes the digest of everything added, ``byteCount`` bytes, to `target`; the digest starts
    /// again from nothing.
    func finish(into target: UnsafeMutablePointer<UInt8>) {
        var length: UInt32 = 0
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Int(EVP_MAX_MD_SIZE)) { digest in
            digest.initialize(repeating: 0)
            EVP_DigestFinal_ex(context, digest.baseAddress!, &length)
            target.update(from: digest.baseAddress!, count: Self.byteCount)
        }
        EVP_DigestInit_ex(context, EVP_sha256(), nil)
    }

    /// The digest of everything added, in hexadecimal; the digest starts again from nothing.
    func finish() -> String {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Self.byteCount) { digest in
            finish(into: digest.baseAddress!)
            let hex: [Character] = Array("0123456789abcdef")
            var text = ""
            text.reserveCapacity(Self.byteCount * 2)
            for byte in digest {
                text.append(hex[Int(byte >> 4)])
                text.append(hex[Int(byte & 0x0F)])
            }
            return text
        }
    }

    /// The digest of `bytes`, in hexadecimal.
    static func hex(of bytes: some Collection<UInt8>) -> String {
        guard let digest = SHA256Digest() else { return "" }
        Array(bytes).withUnsafeBytes { digest.update($0) }
        return digest.finish()
    }
}
