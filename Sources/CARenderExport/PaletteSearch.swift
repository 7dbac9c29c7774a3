/// Finds the palette colour nearest to a colour (squared Euclidean distance in sRGB, the measure PSNR
/// uses), and refines a palette by k-means.
///
/// The colours are kept sorted along the axis on which the palette varies most; a search starts at
/// the colour's place on that axis and walks outwards in both directions, stopping on each side once
/// the distance along the axis alone exceeds the best distance found. That visits a few dozen of 255
/// colours instead of all of them. (Comparing with all 255 at once, eight per SIMD vector, measured no
/// faster with the baseline x86-64 instruction set, which lacks a 32-bit vector multiply.) Ties go
/// to the lowest palette index, so results do not depend on the order of the walk.
struct PaletteSearch {
    /// The palette's colours sorted along ``axis``: the axis coordinate, the other two, the index.
    private var sorted: [(key: Int32, first: Int32, second: Int32, index: Int32)] = []
    private var axis = 0

    /// Prepares to search `palette` (colours packed with red in the low byte).
    mutating func prepare(_ palette: [UInt32]) {
        var sums = [0, 0, 0], squares = [0, 0, 0]
        for colour in palette {
            for channel in 0..<3 {
                let value = Int((colour >> (8 * UInt32(channel))) & 0xFF)
                sums[channel] += value
                squares[channel] += value * value
            }
        }
        let count = max(1, palette.count)
        let spread = (0..<3).map { squares[$0] * count - sums[$0] * sums[$0] }
        axis = spread.indices.max { spread[$0] < spread[$1] } ?? 1
        sorted.removeAll(keepingCapacity: true)
        for (index, colour) in palette.enumerated() {
            let channels = Self.channels(colour)
            let rotated = Self.rotate(channels, axis)
            sorted.append((rotated.0, rotated.1, rotated.2, Int32(index)))
        }
        sorted.sort { ($0.key, $0.index) < ($1.key, $1.index) }
    }

    /// The index in the palette of the colour nearest to `colour` (packed with red in the low byte).
    /// The palette must not be empty.
    func nearest(_ colour: UInt32) -> Int {
        let target = Self.rotate(Self.channels(colour), axis)
        var low = 0, high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle].key < target.0 { low = middle + 1 } else { high = middle }
        }
        var best = Int32.max, bestIndex = Int32.max
        func visit(_ entry: (key: Int32, first: Int32, second: Int32, index: Int32)) {
            let d0 = entry.key - target.0, d1 = entry.first - target.1, d2 = entry.second - target.2
            let distance = d0 * d0 + d1 * d1 + d2 * d2
            if distance < best || (distance == best && entry.index < bestIndex) {
                best = distance
                bestIndex = entry.index
            }
        }
        var up = low, down = low - 1
        while up < sorted.count || down >= 0 {
            if up < sorted.count {
                let gap = sorted[up].key - target.0
                if gap * gap > best { up = sorted.count } else { visit(sorted[up]); up += 1 }
            }
            if down >= 0 {
                let gap = target.0 - sorted[down].key
                if gap * gap > best { down = -1 } else { visit(sorted[down]); down -= 1 }
            }
        }
        return Int(bestIndex)
    }

    /// Moves each colour of `palette` to the mean of the histogram bins nearest to it (each bin at
    /// its mean colour, weighted by its count), `iterations` times (Lloyd's k-means). A colour that no
    /// bin is nearest to is kept. Leaves the search prepared for the final palette.
    mutating func refine(_ palette: inout [UInt32], bins: [ColorHistogram.Bin], iterations: Int,
                         sums: inout [Int]) {
        for _ in 0..<iterations {
            prepare(palette)
            sums.removeAll(keepingCapacity: true)
            sums.append(contentsOf: repeatElement(0, count: palette.count * 4))
            for bin in bins {
                let mean = PaletteBuilder.pack(bin.red, bin.green, bin.blue, bin.count)
                let base = nearest(mean) * 4
                sums[base] += bin.count
                sums[base + 1] += bin.red
                sums[base + 2] += bin.green
                sums[base + 3] += bin.blue
            }
            for index in palette.indices where sums[index * 4] > 0 {
                let base = index * 4
                palette[index] = PaletteBuilder.pack(sums[base + 1], sums[base + 2], sums[base + 3], sums[base])
            }
        }
        prepare(palette)
    }

    private static func channels(_ colour: UInt32) -> (Int32, Int32, Int32) {
        (Int32(colour & 0xFF), Int32((colour >> 8) & 0xFF), Int32((colour >> 16) & 0xFF))
    }

    /// The channels with `axis` first, then the other two in order.
    private static func rotate(_ channels: (Int32, Int32, Int32), _ axis: Int) -> (Int32, Int32, Int32) {
        switch axis {
        case 0: channels
        case 1: (channels.1, channels.0, channels.2)
        default: (channels.2, channels.0, channels.1)
        }
    }
}
