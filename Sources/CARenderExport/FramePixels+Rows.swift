import _OQCKernels

extension FramePixels {
    /// Writes row `index` to `out`, `channels` (3 or 4) bytes a pixel, R, G, B (and A): each opaque
    /// pixel (alpha 255) as its canonical colour, every other pixel as `convert` makes its canonical
    /// word (red in the low byte). The encoders' conversions all leave an opaque pixel as it is
    /// (compositing onto a background adds nothing under alpha 255, and un-premultiplying divides by
    /// 255), so the pixels go eight at a time: eight opaque ones are only reordered (with AVX2, one
    /// shuffle: `oqc_opaque_run`), and any other group goes through `convert` a pixel at a time.
    ///
    /// A 3-byte pixel is stored as a word whose fourth byte the next pixel overwrites: with 3
    /// channels, up to 4 bytes past the row's last pixel may be written (``PNGScanlines/spill``).
    @inline(__always)
    func writeRow(_ index: Int, channels: Int, into out: UnsafeMutableRawPointer, converting convert: (UInt32) -> UInt32) {
        let row = self.row(index)
        var x = 0
        while x + 8 <= row.count {
            if oqc_kernels_enabled() != 0 {
                x += oqc_opaque_run(row.baseAddress! + x, row.count - x, out.assumingMemoryBound(to: UInt8.self) + x * channels,
                                        layout == .bgra ? 1 : 0, Int32(channels))
                if x + 8 > row.count { break }
            } else {
                // Alpha is a word's high byte in both layouts: eight pixels are opaque when the AND
                // of their words has a high byte of 255.
                var all: UInt32 = 0xFFFF_FFFF
                for lane in x..<(x + 8) { all &= row[lane] }
                if UInt32(littleEndian: all) >= 0xFF00_0000 {
                    for lane in x..<(x + 8) { Self.store(layout.canonical(UInt32(littleEndian: row[lane])), at: lane, channels: channels, into: out) }
                    x += 8
                    continue
                }
            }
            for lane in x..<(x + 8) {
                Self.store(convert(layout.canonical(UInt32(littleEndian: row[lane]))), at: lane, channels: channels, into: out)
            }
            x += 8
        }
        while x < row.count {
            Self.store(convert(layout.canonical(UInt32(littleEndian: row[x]))), at: x, channels: channels, into: out)
            x += 1
        }
    }

    /// Stores the word `colour` (red in the low byte) of pixel `x`.
    @inline(__always)
    private static func store(_ colour: UInt32, at x: Int, channels: Int, into out: UnsafeMutableRawPointer) {
        out.storeBytes(of: colour.littleEndian, toByteOffset: x * channels, as: UInt32.self)
    }
}
