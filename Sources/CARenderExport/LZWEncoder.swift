/// GIF's variable-length-code LZW compression (GIF89a, appendix F), producing an image's table-based
/// image data: the minimum code size byte, then the code stream in data sub-blocks of at most 255
/// bytes, then the block terminator.
///
/// The code stream starts with a clear code; codes grow from `minimumCodeSize + 1` bits to 12 as the
/// table fills, each code packed least significant bit first. The decoder builds the same table one
/// code behind the encoder, so each code is written at the width the decoder will read it with: the
/// width grows once the encoder's next free code exceeds the width's capacity (the decoder's then
/// reaches it). When the table's 4,096th code has been assigned, a clear code is sent and the table
/// starts again (no "deferred clear": every decoder handles this). The end-of-information code
/// closes the stream.
///
/// The string table is a hash table of (prefix code, next index) pairs with open addressing, sized at
/// twice the most codes it can hold so that a lookup is usually one probe; it is allocated once and
/// reused for every image, and clearing it touches 32 KB. No allocation happens per pixel.
package struct LZWEncoder {
    private static let tableBits = 13
    private static let maximumCode = 4096
    /// Each slot holds `(prefix << 8 | index) + 1`, or 0 when empty.
    private var keys = [UInt32](repeating: 0, count: 1 << tableBits)
    private var codes = [UInt16](repeating: 0, count: 1 << tableBits)

    /// An encoder with an empty table.
    package init() {}

    /// The most bytes ``encode(_:minimumCodeSize:into:)`` writes for `count` indices: every index a
    /// 12-bit code, plus the clear codes, the sub-block lengths, the code size byte and the terminator.
    package static func worstCaseSize(count: Int) -> Int {
        let codes = count + count / 3800 + 4
        let bytes = (codes * 12 + 7) / 8
        return bytes + bytes / 255 + 4
    }

    /// Compresses `indices`, each below `1 << minimumCodeSize`, into `output`, which has room for
    /// ``worstCaseSize(count:)`` bytes; returns the number of bytes written. `minimumCodeSize` is 2 to 8.
    package mutating func encode(_ indices: UnsafeBufferPointer<UInt8>, minimumCodeSize: Int,
                         into output: UnsafeMutablePointer<UInt8>) -> Int {
        precondition((2...8).contains(minimumCodeSize), "GIF's minimum code size is 2 to 8")
        let clearCode = 1 << minimumCodeSize
        var writer = SubBlockWriter(output: output)
        writer.output[0] = UInt8(minimumCodeSize)
        writer.start(at: 1)
        var width = minimumCodeSize + 1
        var nextCode = clearCode + 2
        let mask = (1 << Self.tableBits) - 1
        return keys.withUnsafeMutableBufferPointer { keys in
            codes.withUnsafeMutableBufferPointer { codes in
                keys.update(repeating: 0)
                writer.put(clearCode, width: width)
                guard let first = indices.first else {
                    writer.put(clearCode + 1, width: width)
                    return writer.finish()
                }
                var prefix = Int(first)
                for index in indices.dropFirst() {
                    let key = UInt32(truncatingIfNeeded: prefix << 8 | Int(index)) &+ 1
                    var slot = Int(truncatingIfNeeded: (key &* 0x9E37_79B1) >> UInt32(32 - Self.tableBits))
                    while true {
                        let stored = keys[slot]
                        if stored == key {
                            prefix = Int(codes[slot])
                            break
                        }
                        if stored == 0 {
                            writer.put(prefix, width: width)
                            keys[slot] = key
                            codes[slot] = UInt16(truncatingIfNeeded: nextCode)
                            nextCode += 1
                            if nextCode > 1 << width, width < 12 { width += 1 }
                            if nextCode == Self.maximumCode {
                                writer.put(clearCode, width: width)
                                keys.update(repeating: 0)
                                width = minimumCodeSize + 1
                                nextCode = clearCode + 2
                            }
                            prefix = Int(index)
                            break
                        }
                        slot = (slot + 1) & mask
                    }
                }
                writer.put(prefix, width: width)
                // The decoder adds an entry on reading that last code (unless it follows a clear code,
                // when `nextCode` is `clearCode + 2`), and widens its codes if that fills the width.
                if nextCode == 1 << width, width < 12 { width += 1 }
                writer.put(clearCode + 1, width: width)
                return writer.finish()
            }
        }
    }
}

/// Packs codes least significant bit first into bytes, and the bytes into GIF data sub-blocks (a
/// length byte, then up to 255 bytes), ending with the zero-length block terminator.
private struct SubBlockWriter {
    let output: UnsafeMutablePointer<UInt8>
    private var bits: UInt64 = 0
    private var bitCount = 0
    /// Where the current sub-block's length byte is, and where its next byte goes.
    private var blockStart = 0
    private var position = 0

    init(output: UnsafeMutablePointer<UInt8>) {
        self.output = output
    }

    /// Opens the first sub-block at `offset`.
    mutating func start(at offset: Int) {
        blockStart = offset
        position = offset + 1
    }

    @inline(__always)
    mutating func put(_ code: Int, width: Int) {
        bits |= UInt64(truncatingIfNeeded: code) << UInt64(bitCount)
        bitCount += width
        while bitCount >= 8 {
            byte(UInt8(truncatingIfNeeded: bits))
            bits >>= 8
            bitCount -= 8
        }
    }

    @inline(__always)
    private mutating func byte(_ value: UInt8) {
        output[position] = value
        position += 1
        if position - blockStart == 256 {
            output[blockStart] = 255
            blockStart = position
            position += 1
        }
    }

    /// Writes the last partial byte, closes the open sub-block and writes the terminator; returns the
    /// number of bytes written in all.
    mutating func finish() -> Int {
        if bitCount > 0 { byte(UInt8(truncatingIfNeeded: bits)) }
        bits = 0
        bitCount = 0
        let length = position - blockStart - 1
        if length == 0 {
            output[blockStart] = 0
            return blockStart + 1
        }
        output[blockStart] = UInt8(length)
        output[position] = 0
        return position + 1
    }
}
