import _OQCKernels

/// A frame's rows as the scanlines a PNG file compresses (PNG specification, third edition, section
/// 7): each row is a filter byte (0, None) followed by the row's straight colour, 3 bytes a pixel (R,
/// G, B) or 4 (R, G, B, A), composited onto the background of a ``PixelStraightener``.
///
/// Opaque pixels, nearly all of a typical frame, need no arithmetic: their straight colour is their
/// premultiplied colour. So the pixels go eight at a time: eight opaque ones are only reordered
/// (with AVX2, one shuffle: `oqc_png_opaque_run`), and any other group goes through
/// ``PixelStraightener/straight(_:)`` a pixel at a time. The bytes are the same either way (the
/// tests compare both levels with the one-pixel-at-a-time arithmetic over every alpha).
package enum PNGScanlines {
    /// The bytes past the scanlines that writing them may overwrite: a 3-byte pixel is stored as a
    /// word, and the AVX2 kernel stores four such pixels as 16 bytes.
    package static let spill = 4

    /// Whether every pixel of `frame`, composited onto `straightener`'s background, is opaque: when it
    /// is, the file stores no alpha channel.
    package static func isOpaque(_ frame: FramePixels, straightener: PixelStraightener) -> Bool {
        if straightener.backgroundIsOpaque { return true }
        for y in 0..<frame.height {
            let row = frame.row(y)
            // Alpha is a word's high byte in both layouts: the row is opaque when the AND of its
            // words has a high byte of 255 (a loop the compiler turns into vector steps).
            var all: UInt32 = 0xFFFF_FFFF
            for pixel in row { all &= pixel }
            if UInt32(littleEndian: all) >= 0xFF00_0000 { continue }
            for pixel in row where straightener.compositedAlpha(frame.layout.canonical(UInt32(littleEndian: pixel))) != 255 {
                return false
            }
        }
        return true
    }

    /// The number of bytes ``write(_:straightener:channels:into:)`` writes for a `width × height`
    /// frame: the scanlines' own bytes and ``spill``.
    package static func capacity(width: Int, height: Int, channels: Int) -> Int {
        (1 + width * channels) * height + spill
    }

    /// Writes the scanlines of `frame`, `channels` (3 or 4) bytes a pixel, to `target`, which has
    /// room for ``capacity(width:height:channels:)`` bytes. With 3 channels, every pixel must be
    /// opaque once composited (``isOpaque(_:straightener:)``).
    package static func write(_ frame: FramePixels, straightener: PixelStraightener, channels: Int,
                      into target: UnsafeMutableRawPointer) {
        let rowBytes = 1 + frame.width * channels
        for y in 0..<frame.height {
            let start = target + y * rowBytes
            // Written before the row's pixels: the last pixel of the row above may have spilled into it.
            start.storeBytes(of: 0, as: UInt8.self)
            writeRow(frame.row(y), layout: frame.layout, straightener: straightener, channels: channels, into: start + 1)
        }
    }

    /// Writes one row's pixels. A 3-byte pixel is stored as a word whose fourth byte the next pixel
    /// overwrites (or, after the row's last pixel, the next row's filter byte or the spare bytes).
    @inline(__always)
    private static func writeRow(_ row: UnsafeBufferPointer<UInt32>, layout: FramePixels.Layout,
                                 straightener: PixelStraightener, channels: Int, into out: UnsafeMutableRawPointer) {
        var x = 0
        while x + 8 <= row.count {
            if oqc_kernels_enabled() != 0 {
                x += oqc_png_opaque_run(row.baseAddress! + x, row.count - x, out.assumingMemoryBound(to: UInt8.self) + x * channels,
                                        layout == .bgra ? 1 : 0, Int32(channels))
                if x + 8 > row.count { break }
            } else {
                var all: UInt32 = 0xFFFF_FFFF
                for lane in x..<(x + 8) { all &= row[lane] }
                if UInt32(littleEndian: all) >= 0xFF00_0000 {
                    for lane in x..<(x + 8) { store(layout.canonical(UInt32(littleEndian: row[lane])), at: lane, channels: channels, into: out) }
                    x += 8
                    continue
                }
            }
            for lane in x..<(x + 8) {
                store(straightener.straight(layout.canonical(UInt32(littleEndian: row[lane]))), at: lane, channels: channels, into: out)
            }
            x += 8
        }
        while x < row.count {
            store(straightener.straight(layout.canonical(UInt32(littleEndian: row[x]))), at: x, channels: channels, into: out)
            x += 1
        }
    }

    /// Stores the straight colour `colour` (red in the low byte) of pixel `x`.
    @inline(__always)
    private static func store(_ colour: UInt32, at x: Int, channels: Int, into out: UnsafeMutableRawPointer) {
        out.storeBytes(of: colour.littleEndian, toByteOffset: x * channels, as: UInt32.self)
    }
}
