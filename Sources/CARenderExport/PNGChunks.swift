import _CZlib

/// The framing of a PNG file (PNG specification, third edition, sections 5 and 11): the signature,
/// chunks (a big-endian length, a four-letter type, the data, and the CRC-32 of type and data), and
/// the image header's fields.
enum PNGChunks {
    /// The eight bytes every PNG file starts with.
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// A whole chunk of type `type` holding `data`.
    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typeAndData = Array(type.utf8) + data
        let crc = typeAndData.withUnsafeBytes { Self.crc($0) }
        return bigEndian(data.count) + typeAndData + bigEndian(crc)
    }

    /// The data of the IHDR chunk of a `width × height` image of 8-bit components of `colourType`
    /// (2: RGB, 6: RGBA), deflate-compressed (compression method 0), filter method 0 (each row
    /// names one of five filters), not interlaced.
    static func header(width: Int, height: Int, colourType: UInt8) -> [UInt8] {
        bigEndian(width) + bigEndian(height) + [8, colourType, 0, 0, 0]
    }

    /// The CRC-32 of `bytes` (ISO 3309, as PNG and zlib define it), computed by zlib.
    static func crc(_ bytes: UnsafeRawBufferPointer) -> Int {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return 0 }
        var crc = crc32(0, nil, 0)
        var offset = 0
        while offset < bytes.count {
            let chunk = min(bytes.count - offset, 1 << 30)
            crc = crc32(crc, base.assumingMemoryBound(to: UInt8.self) + offset, UInt32(chunk))
            offset += chunk
        }
        return Int(crc)
    }

    /// `value`'s low 32 bits, most significant byte first.
    static func bigEndian(_ value: Int) -> [UInt8] {
        [UInt8(truncatingIfNeeded: value >> 24), UInt8(truncatingIfNeeded: value >> 16),
         UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value)]
    }
}
