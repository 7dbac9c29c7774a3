/// The blocks of a GIF89a file other than the compressed image data (GIF89a specification, sections
/// 17 to 27): the header and logical screen, the looping extension, each frame's graphic control
/// extension, image descriptor and local colour table, and the trailer.
///
/// Every frame carries its own (local) colour table and the logical screen has none: palettes are
/// chosen per frame. The looping extension is the NETSCAPE2.0 application extension with a loop count
/// of 0, "forever", as browsers and ffmpeg read it.
enum GIFStream {
    /// The largest width or height a GIF can state (16-bit fields).
    static let maximumDimension = 65_535
    /// The longest frame delay a GIF can state: 65,535 hundredths of a second.
    static let maximumDelay = 65_535

    /// The header, the logical screen descriptor of a `width × height` canvas (no global colour
    /// table, 8 bits of colour resolution, background index 0, no aspect ratio) and the looping
    /// extension.
    static func header(width: Int, height: Int) -> [UInt8] {
        var bytes = Array("GIF89a".utf8)
        append16(width, to: &bytes)
        append16(height, to: &bytes)
        bytes += [0x70, 0, 0]
        bytes += [0x21, 0xFF, 11] + Array("NETSCAPE2.0".utf8) + [3, 1, 0, 0, 0]
        return bytes
    }

    /// The trailer that ends the file.
    static let trailer: [UInt8] = [0x3B]

    /// Appends a frame's graphic control extension and image descriptor, then its local colour table
    /// of `tableSize` entries (a power of two, 2 to 256) holding `palette` (colours packed with red in
    /// the low byte) and black in the entries beyond it. The frame shows for `delay` hundredths of a
    /// second, `transparentIndex` marks the pixels it leaves alone, and it is restored to the
    /// background afterwards when `restores`, else left in place.
    static func appendFrameHeader(to bytes: inout [UInt8], x: Int, y: Int, width: Int, height: Int,
                                  delay: Int, restores: Bool, transparentIndex: Int,
                                  palette: [UInt32], tableSize: Int) {
        let disposal: UInt8 = restores ? 2 : 1
        bytes += [0x21, 0xF9, 4, disposal << 2 | 1]
        append16(delay, to: &bytes)
        bytes += [UInt8(transparentIndex), 0]
        bytes.append(0x2C)
        for value in [x, y, width, height] { append16(value, to: &bytes) }
        bytes.append(0x80 | UInt8(tableSize.trailingZeroBitCount - 1))
        for colour in palette {
            bytes += [UInt8(colour & 0xFF), UInt8((colour >> 8) & 0xFF), UInt8((colour >> 16) & 0xFF)]
        }
        bytes += repeatElement(0, count: 3 * (tableSize - palette.count))
    }

    /// The size of the colour table for `entries` colours: the smallest power of two from 2 to 256
    /// that holds them.
    static func tableSize(for entries: Int) -> Int {
        var size = 2
        while size < entries { size *= 2 }
        return size
    }

    /// How long frame `index` shows, in hundredths of a second, at `fps` frames per second.
    ///
    /// GIF stores whole hundredths, so each frame's time is rounded where it starts, not its length:
    /// frame `i` starts at `round(i × 100 / fps)`, and its delay is the next frame's start minus its
    /// own. Rounding errors do not add up: the animation lasts `round(n × 100 / fps)` hundredths, the
    /// nearest to its true length. At 30 fps the delays run 3, 4, 3, 3, 4, 3...; at 60 fps 2, 1, 2.
    /// Above 100 fps some delays are 0. (Browsers show delays of 0 and 1 hundredth as 10 hundredths,
    /// so in them a GIF of more than 50 fps plays slower than it should.)
    static func delay(ofFrame index: Int, fps: Double) -> Int {
        func start(_ frame: Int) -> Int { Int((Double(frame) * 100 / fps).rounded(.toNearestOrAwayFromZero)) }
        return min(maximumDelay, start(index + 1) - start(index))
    }

    private static func append16(_ value: Int, to bytes: inout [UInt8]) {
        bytes += [UInt8(value & 0xFF), UInt8((value >> 8) & 0xFF)]
    }
}
