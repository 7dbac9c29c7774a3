import _CZlib

/// The framing of a PNG file (PNG specification, third edition, sections 5 and 11): the signature,
/// chunks (a big-endian length, a four-letter type, the data, and the CRC-32 of type and data), and
/// the image header's fields.
///
/// Everything is written in place into the caller's buffer, so that framing a file allocates nothing.
enum PNGChunks {
    /// The eight bytes every PNG file starts with.
    static let signatureBytes: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
        (0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A)

    /// The number of bytes before the IDAT chunk's data: the signature (8), the IHDR chunk (12 + 13),
    /// and the IDAT chunk's length and type (8).
    static let dataOffset = 8 + 25 + 8

    /// The number of bytes after the IDAT chunk's data: its CRC (4) and the IEND chunk (12).
    static let trailerCount = 4 + 12

    /// Writes the signature, the IHDR chunk of a `width × height` image of 8-bit components of
    /// `colourType` (2: RGB, 6: RGBA; deflate compression method 0, filter method 0, not interlaced),
    /// and the length and type of an IDAT chunk of `dataCount` bytes: ``dataOffset`` bytes in all.
    static func writeHeader(width: Int, height: Int, colourType: UInt8, dataCount: Int,
                            into file: UnsafeMutableRawBufferPointer) {
        withUnsafeBytes(of: signatureBytes) { file.baseAddress!.copyMemory(from: $0.baseAddress!, byteCount: 8) }
        writeBigEndian(13, into: file, at: 8)
        writeType("IHDR", into: file, at: 12)
        writeBigEndian(width, into: file, at: 16)
        writeBigEndian(height, into: file, at: 20)
        let fields: (UInt8, UInt8, UInt8, UInt8, UInt8) = (8, colourType, 0, 0, 0)
        withUnsafeBytes(of: fields) { (file.baseAddress! + 24).copyMemory(from: $0.baseAddress!, byteCount: 5) }
        writeBigEndian(crc(UnsafeRawBufferPointer(rebasing: file[12..<29])), into: file, at: 29)
        writeBigEndian(dataCount, into: file, at: 33)
        writeType("IDAT", into: file, at: 37)
    }

    /// Writes the IDAT chunk's CRC (over its type and the `dataCount` bytes from ``dataOffset``) and
    /// the IEND chunk; returns the file's length.
    static func writeTrailer(dataCount: Int, into file: UnsafeMutableRawBufferPointer) -> Int {
        var position = dataOffset + dataCount
        writeBigEndian(crc(UnsafeRawBufferPointer(rebasing: file[(dataOffset - 4)..<position])), into: file, at: position)
        position += 4
        writeBigEndian(0, into: file, at: position)
        writeType("IEND", into: file, at: position + 4)
        writeBigEndian(crc(UnsafeRawBufferPointer(rebasing: file[(position + 4)..<(position + 8)])), into: file, at: position + 8)
        return position + 12
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

    /// Writes `value`'s low 32 bits, most significant byte first, at `offset`.
    static func writeBigEndian(_ value: Int, into file: UnsafeMutableRawBufferPointer, at offset: Int) {
        file.storeBytes(of: UInt32(truncatingIfNeeded: value).bigEndian, toByteOffset: offset, as: UInt32.self)
    }

    /// Writes a chunk's four-letter type (ASCII) at `offset`.
    private static func writeType(_ type: StaticString, into file: UnsafeMutableRawBufferPointer, at offset: Int) {
        (file.baseAddress! + offset).copyMemory(from: type.utf8Start, byteCount: 4)
    }
}
