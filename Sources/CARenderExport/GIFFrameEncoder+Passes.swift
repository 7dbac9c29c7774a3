import OpenCoreGraphics

/// The two passes of a GIF frame's encoding that visit every pixel of its rectangle, once the change
/// is known: sampling the drawn colours for the palette, and mapping pixels to palette indices. Both
/// read the frames in place and write into reused buffers.
extension GIFFrameEncoder {
    /// Records the colours the frame draws inside its rectangle: all of them in `exact` while there
    /// are at most 255, and every `stride`-th in raster order in `histogram`, `stride` chosen to take
    /// at most ``sampleLimit`` samples. Both are emptied first.
    static func sample(_ current: UnsafeBufferPointer<UInt32>, before: UnsafeBufferPointer<UInt32>,
                       change: GIFFrameChange, frameWidth: Int, straightener: PixelStraightener,
                       into histogram: inout ColorHistogram, exact: inout ExactPalette) {
        histogram.reset()
        exact.reset()
        let stride = max(1, (change.drawnCount + sampleLimit - 1) / sampleLimit)
        var countdown = 0
        // No premultiplied pixel has a colour above its alpha, so the first pixel never matches.
        var lastPixel: UInt32 = 0x00FF_FFFF
        for row in change.y..<(change.y + change.height) {
            let start = row * frameWidth + change.x
            for offset in start..<(start + change.width) {
                let pixel = current[offset]
                guard change.draws(pixel, before: before[offset]) else { continue }
                if countdown == 0 {
                    histogram.add(straightener.straight(pixel))
                    countdown = stride
                }
                countdown -= 1
                if pixel != lastPixel, !exact.overflowed {
                    exact.add(pixel, colour: straightener.straight(pixel))
                    lastPixel = pixel
                }
            }
        }
    }

    /// Writes the palette index of every pixel of the frame's rectangle into `indices`, row by row:
    /// the index `mapping` gives for the pixels it draws, `transparentIndex` for the others.
    static func map<Mapping: PaletteMapping>(_ current: UnsafeBufferPointer<UInt32>, before: UnsafeBufferPointer<UInt32>,
                                             change: GIFFrameChange, frameWidth: Int, straightener: PixelStraightener,
                                             transparentIndex: UInt8, mapping: inout Mapping, into indices: inout [UInt8]) {
        // Rendered frames repeat colours along a row: the last pixel's index is reused as it is. The
        // first value is no premultiplied pixel (its colour exceeds its alpha), so it never matches.
        var lastPixel: UInt32 = 0x00FF_FFFF
        var lastIndex: UInt8 = 0
        indices.withUnsafeMutableBufferPointer { indices in
            var target = 0
            for row in change.y..<(change.y + change.height) {
                let start = row * frameWidth + change.x
                for offset in start..<(start + change.width) {
                    let pixel = current[offset]
                    if change.draws(pixel, before: before[offset]) {
                        if pixel != lastPixel {
                            lastPixel = pixel
                            lastIndex = mapping.index(of: pixel, straightener: straightener)
                        }
                        indices[target] = lastIndex
                    } else {
                        indices[target] = transparentIndex
                    }
                    target += 1
                }
            }
        }
    }
}

/// The buffers one GIF frame encoding uses, kept from frame to frame so that encoding allocates
/// nothing per pixel. A workspace is used by one job at a time (``WorkspacePool`` hands it out).
final class GIFWorkspace: @unchecked Sendable {
    var histogram = ColorHistogram()
    var builder = PaletteBuilder()
    var search = PaletteSearch()
    var inverse = InversePalette()
    var exact = ExactPalette()
    var lzw = LZWEncoder()
    var palette: [UInt32] = []
    var sums: [Int] = []
    var indices: [UInt8] = []
    var compressed: [UInt8] = []
}
