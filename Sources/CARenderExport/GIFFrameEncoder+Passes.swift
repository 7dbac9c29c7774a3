import OpenCoreGraphics

/// The two passes of a GIF frame's encoding that visit every pixel of its rectangle, once the change
/// is known: sampling the drawn colours for the palette, and mapping pixels to palette indices. Both
/// read the frames in place and write into reused buffers.
extension GIFFrameEncoder {
    /// Adds to `histogram` (emptied first) every `stride`-th colour the frame draws inside its
    /// rectangle, in raster order, `stride` chosen to take at most ``sampleLimit`` samples.
    static func sample(_ current: UnsafeBufferPointer<UInt32>, before: UnsafeBufferPointer<UInt32>,
                               change: GIFFrameChange, frameWidth: Int, straightener: PixelStraightener,
                               into histogram: inout ColorHistogram) {
        histogram.reset()
        let stride = max(1, (change.drawnCount + sampleLimit - 1) / sampleLimit)
        var countdown = 0
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
            }
        }
    }

    /// Writes the palette index of every pixel of the frame's rectangle into `indices`, row by row:
    /// the nearest colour for the pixels it draws, `transparentIndex` for the others.
    static func map(_ current: UnsafeBufferPointer<UInt32>, before: UnsafeBufferPointer<UInt32>,
                            change: GIFFrameChange, frameWidth: Int, straightener: PixelStraightener,
                            transparentIndex: UInt8, inverse: inout InversePalette, into indices: inout [UInt8]) {
        indices.withUnsafeMutableBufferPointer { indices in
            var target = 0
            for row in change.y..<(change.y + change.height) {
                let start = row * frameWidth + change.x
                for offset in start..<(start + change.width) {
                    let pixel = current[offset]
                    indices[target] = change.draws(pixel, before: before[offset])
                        ? inverse.index(of: straightener.straight(pixel)) : transparentIndex
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
    var lzw = LZWEncoder()
    var palette: [UInt32] = []
    var sums: [Int] = []
    var indices: [UInt8] = []
    var compressed: [UInt8] = []
}
