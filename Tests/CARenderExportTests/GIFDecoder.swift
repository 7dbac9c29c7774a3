/// A GIF89a decoder written for the tests from the specification (sections 17 to 27 and appendix F),
/// independently of the encoder: it checks the structure strictly (sub-block framing, code values,
/// the end-of-information code, the pixel count) and plays the frames onto a canvas the way
/// browsers do, so that tests compare what a viewer shows with the frames that were exported.
struct DecodedGIF {
    struct Frame {
        var x = 0, y = 0, width = 0, height = 0
        var delay = 0
        var disposal = 0
        var transparentIndex: Int?
        var tableSize = 0
        var minimumCodeSize = 0
        /// The decoded indices, row by row.
        var indices: [UInt8] = []
        /// The whole canvas after this frame was drawn (before its disposal), straight RGBA.
        var canvas: [UInt8] = []
    }

    var width = 0, height = 0
    var loopCount: Int?
    var frames: [Frame] = []
    var hasGlobalTable = false
}

struct GIFFormatError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

enum GIFDecoder {
    static func decode(_ bytes: [UInt8]) throws -> DecodedGIF {
        var reader = ByteReader(bytes: bytes)
        guard try reader.take(6) == Array("GIF89a".utf8) else { throw GIFFormatError("no GIF89a signature") }
        var gif = DecodedGIF()
        gif.width = try reader.u16()
        gif.height = try reader.u16()
        let screenFlags = try reader.byte()
        _ = try reader.take(2)
        var globalTable: [UInt8] = []
        if screenFlags & 0x80 != 0 {
            gif.hasGlobalTable = true
            globalTable = try reader.take(3 << (Int(screenFlags & 7) + 1))
        }
        var canvas = [UInt8](repeating: 0, count: gif.width * gif.height * 4)
        var pending = DecodedGIF.Frame()
        while true {
            switch try reader.byte() {
            case 0x21:
                let label = try reader.byte()
                let blocks = try reader.subBlocks()
                if label == 0xF9 {
                    guard blocks.count == 1, blocks[0].count == 4 else { throw GIFFormatError("bad graphic control extension") }
                    let block = blocks[0]
                    pending.disposal = Int(block[0] >> 2) & 7
                    pending.delay = Int(block[1]) | Int(block[2]) << 8
                    pending.transparentIndex = block[0] & 1 != 0 ? Int(block[3]) : nil
                } else if label == 0xFF, blocks.first == Array("NETSCAPE2.0".utf8), blocks.count > 1, blocks[1].count == 3 {
                    gif.loopCount = Int(blocks[1][1]) | Int(blocks[1][2]) << 8
                }
            case 0x2C:
                var frame = pending
                pending = DecodedGIF.Frame()
                frame.x = try reader.u16()
                frame.y = try reader.u16()
                frame.width = try reader.u16()
                frame.height = try reader.u16()
                let flags = try reader.byte()
                guard flags & 0x40 == 0 else { throw GIFFormatError("interlaced images are not expected") }
                var table = globalTable
                if flags & 0x80 != 0 { table = try reader.take(3 << (Int(flags & 7) + 1)) }
                guard !table.isEmpty else { throw GIFFormatError("an image without a colour table") }
                frame.tableSize = table.count / 3
                guard frame.x + frame.width <= gif.width, frame.y + frame.height <= gif.height else {
                    throw GIFFormatError("an image outside the logical screen")
                }
                frame.minimumCodeSize = Int(try reader.byte())
                let data = try reader.subBlocks().flatMap { $0 }
                frame.indices = try LZWDecoder.decode(data, minimumCodeSize: frame.minimumCodeSize).indices
                guard frame.indices.count == frame.width * frame.height else {
                    throw GIFFormatError("\(frame.indices.count) indices for a \(frame.width)x\(frame.height) image")
                }
                for row in 0..<frame.height {
                    for column in 0..<frame.width {
                        let index = Int(frame.indices[row * frame.width + column])
                        if index == frame.transparentIndex { continue }
                        guard index < frame.tableSize else { throw GIFFormatError("index \(index) beyond the table") }
                        let target = ((frame.y + row) * gif.width + frame.x + column) * 4
                        canvas[target..<target + 4] = [table[3 * index], table[3 * index + 1], table[3 * index + 2], 255]
                    }
                }
                frame.canvas = canvas
                if frame.disposal == 2 {
                    for row in frame.y..<(frame.y + frame.height) {
                        let start = (row * gif.width + frame.x) * 4
                        canvas.replaceSubrange(start..<start + frame.width * 4, with: repeatElement(0, count: frame.width * 4))
                    }
                } else if frame.disposal == 3 {
                    throw GIFFormatError("disposal 3 (restore to previous) is not expected")
                }
                gif.frames.append(frame)
            case 0x3B:
                guard reader.isAtEnd else { throw GIFFormatError("bytes after the trailer") }
                return gif
            case let other:
                throw GIFFormatError("unexpected block 0x\(String(other, radix: 16))")
            }
        }
    }
}

/// Reads a GIF's bytes in order, throwing at the end of the data.
struct ByteReader {
    let bytes: [UInt8]
    var position = 0

    var isAtEnd: Bool { position == bytes.count }

    mutating func byte() throws -> UInt8 {
        guard position < bytes.count else { throw GIFFormatError("the data ends too early") }
        position += 1
        return bytes[position - 1]
    }

    mutating func take(_ count: Int) throws -> [UInt8] {
        guard position + count <= bytes.count else { throw GIFFormatError("the data ends too early") }
        position += count
        return Array(bytes[(position - count)..<position])
    }

    mutating func u16() throws -> Int {
        let low = Int(try byte())
        return low | Int(try byte()) << 8
    }

    /// Data sub-blocks up to the block terminator, each at most 255 bytes by construction.
    mutating func subBlocks() throws -> [[UInt8]] {
        var blocks: [[UInt8]] = []
        while true {
            let length = Int(try byte())
            if length == 0 { return blocks }
            blocks.append(try take(length))
        }
    }
}
