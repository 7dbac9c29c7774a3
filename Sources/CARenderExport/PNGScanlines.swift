/// A frame's rows as the scanlines a PNG file compresses (PNG specification, third edition, section
/// 7): each row is a filter byte (0, None) followed by the row's straight colour, 3 bytes a pixel (R,
/// G, B) or 4 (R, G, B, A), composited onto the background of a ``PixelStraightener``.
///
/// Opaque pixels, nearly all of a typical frame, need no arithmetic: their straight colour is their
/// premultiplied colour. So eight opaque pixels at a time are only reordered, and the others go
/// through ``PixelStraightener/straight(_:)`` (``FramePixels/writeRow(_:channels:into:converting:)``).
/// The bytes are the same either way (the tests compare every kernel level with the
/// one-pixel-at-a-time arithmetic over every alpha).
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
            frame.writeRow(y, channels: channels, into: start + 1) { straightener.straight($0) }
        }
    }
}
