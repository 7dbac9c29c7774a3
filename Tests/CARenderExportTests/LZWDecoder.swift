/// GIF's LZW decompression written for the tests from the GIF89a specification (appendix F),
/// independently of the encoder, strict about what a valid stream is: codes are read least
/// significant bit first, the code width grows when the next free code reaches the width's capacity
/// (up to 12 bits), a code may be at most the next free one, and the stream must end with the
/// end-of-information code followed only by zero padding bits. It also reports what the tests check
/// about the stream: the widest code, the clear codes, whether the stream starts with a clear code.
enum LZWDecoder {
    struct Result {
        var indices: [UInt8] = []
        var widestCode = 0
        var clearCodes = 0
        var startsWithClear = false
    }

    static func decode(_ data: [UInt8], minimumCodeSize: Int) throws -> Result {
        guard (2...8).contains(minimumCodeSize) else { throw GIFFormatError("minimum code size \(minimumCodeSize)") }
        let clear = 1 << minimumCodeSize, end = clear + 1
        let initial: [[UInt8]] = (0..<clear).map { [UInt8($0)] } + [[], []]
        var table = initial
        var width = minimumCodeSize + 1
        var previous: [UInt8]?
        var result = Result()
        var bitPosition = 0
        var first = true

        func read(_ width: Int) throws -> Int {
            guard bitPosition + width <= data.count * 8 else { throw GIFFormatError("the code stream ends without an end code") }
            var code = 0
            for bit in 0..<width {
                let position = bitPosition + bit
                code |= Int((data[position / 8] >> UInt8(position % 8)) & 1) << bit
            }
            bitPosition += width
            return code
        }

        while true {
            let code = try read(width)
            result.widestCode = max(result.widestCode, width)
            if first {
                result.startsWithClear = code == clear
                first = false
            }
            if code == clear {
                table = initial
                width = minimumCodeSize + 1
                previous = nil
                result.clearCodes += 1
                continue
            }
            if code == end { break }
            guard let before = previous else {
                guard code < clear else { throw GIFFormatError("code \(code) after a clear code is not a literal") }
                result.indices += table[code]
                previous = table[code]
                continue
            }
            let entry: [UInt8]
            if code < table.count {
                entry = table[code]
            } else if code == table.count {
                entry = before + [before[0]]
            } else {
                throw GIFFormatError("code \(code) beyond the next free code \(table.count)")
            }
            result.indices += entry
            if table.count < 4096 {
                table.append(before + [entry[0]])
                if table.count == 1 << width, width < 12 { width += 1 }
            }
            previous = entry
        }
        // Only the padding of the last byte may follow the end code, and it must be zero.
        guard (bitPosition + 7) / 8 == data.count else { throw GIFFormatError("bytes after the end code") }
        for position in bitPosition..<(data.count * 8) where (data[position / 8] >> UInt8(position % 8)) & 1 != 0 {
            throw GIFFormatError("non-zero padding after the end code")
        }
        return result
    }
}
