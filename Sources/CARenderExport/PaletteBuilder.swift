/// Chooses a GIF frame's palette from a ``ColorHistogram``: a variance-minimising median cut.
///
/// All bins start in one box. The box whose colours are farthest from their mean (the largest sum of
/// squared errors) is split in two, along the axis and at the value that leave the least squared
/// error in the two halves (Wu's criterion, evaluated exactly at each of the 256 values of each axis,
/// the bins placed by their mean colour), until there are `maximumColors` boxes or no box can be
/// split. Each box's colour is the mean of its samples. Cutting where the error is least, rather than
/// at the median, spends colours where they reduce the error most; the refinement that follows
/// (``PaletteSearch/refine(_:bins:iterations:sums:)``) then moves each colour to the mean of the
/// samples nearest to it.
///
/// Buffers are kept between frames; building a palette allocates nothing once they have grown.
struct PaletteBuilder {
    private struct Box {
        var start: Int
        var end: Int
        var error: Double
    }

    private(set) var bins: [ColorHistogram.Bin] = []
    private var boxes: [Box] = []
    /// Per-axis sums while a box is examined: count, red, green and blue sums for each of 256 values.
    private var cells = [Int](repeating: 0, count: 3 * 256 * 4)

    /// Replaces `palette` by at most `maximumColors` colours (packed with red in the low byte) for the
    /// samples of `histogram`; empty when it has none.
    mutating func build(from histogram: ColorHistogram, maximumColors: Int, into palette: inout [UInt32]) {
        histogram.collect(into: &bins)
        palette.removeAll(keepingCapacity: true)
        boxes.removeAll(keepingCapacity: true)
        guard !bins.isEmpty else { return }
        boxes.append(Box(start: 0, end: bins.count, error: squaredError(0, bins.count)))
        while boxes.count < maximumColors {
            var chosen = -1
            var largest = 0.0
            for (index, box) in boxes.enumerated() where box.end - box.start > 1 && box.error > largest {
                chosen = index
                largest = box.error
            }
            guard chosen >= 0 else { break }
            let box = boxes[chosen]
            let middle = split(box.start, box.end)
            guard middle > box.start else {
                boxes[chosen].error = 0
                continue
            }
            boxes[chosen] = Box(start: box.start, end: middle, error: squaredError(box.start, middle))
            boxes.append(Box(start: middle, end: box.end, error: squaredError(middle, box.end)))
        }
        for box in boxes {
            var count = 0, red = 0, green = 0, blue = 0
            for bin in bins[box.start..<box.end] {
                count += bin.count
                red += bin.red
                green += bin.green
                blue += bin.blue
            }
            palette.append(Self.pack(red, green, blue, count))
        }
    }

    /// The colour `(red, green, blue) / count`, each rounded to nearest, packed with red in the low byte.
    static func pack(_ red: Int, _ green: Int, _ blue: Int, _ count: Int) -> UInt32 {
        let half = count / 2
        return UInt32((red + half) / count) | UInt32((green + half) / count) << 8 | UInt32((blue + half) / count) << 16
    }

    /// The squared error of the bins `start..<end` around their mean, each bin standing for its
    /// samples at the bin's mean colour.
    private func squaredError(_ start: Int, _ end: Int) -> Double {
        var count = 0, red = 0, green = 0, blue = 0
        var squares = 0.0
        for bin in bins[start..<end] {
            count += bin.count
            red += bin.red
            green += bin.green
            blue += bin.blue
            let sum = Double(bin.red * bin.red + bin.green * bin.green + bin.blue * bin.blue)
            squares += sum / Double(bin.count)
        }
        return squares - Double(red * red + green * green + blue * blue) / Double(count)
    }

    /// Splits the bins `start..<end` (at least two) in place at the cut that leaves the least squared
    /// error; returns the index of the first bin of the second half (`start` when no cut separates
    /// them, which distinct bins never are).
    private mutating func split(_ start: Int, _ end: Int) -> Int {
        cells.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
        for bin in bins[start..<end] {
            for axis in 0..<3 {
                let cell = (axis * 256 + (bin.mean >> (8 * axis)) & 255) * 4
                cells[cell] += bin.count
                cells[cell + 1] += bin.red
                cells[cell + 2] += bin.green
                cells[cell + 3] += bin.blue
            }
        }
        // Minimising the halves' squared error is maximising the sum of |sums|² / count over them.
        var best = (axis: 0, cut: 0, score: -Double.infinity)
        for axis in 0..<3 {
            var total = (0, 0, 0, 0)
            for cell in 0..<256 {
                let base = (axis * 256 + cell) * 4
                total = (total.0 + cells[base], total.1 + cells[base + 1], total.2 + cells[base + 2], total.3 + cells[base + 3])
            }
            var left = (0, 0, 0, 0)
            for cell in 0..<255 {
                let base = (axis * 256 + cell) * 4
                guard cells[base] > 0 else { continue }
                left = (left.0 + cells[base], left.1 + cells[base + 1], left.2 + cells[base + 2], left.3 + cells[base + 3])
                let right = (total.0 - left.0, total.1 - left.1, total.2 - left.2, total.3 - left.3)
                guard right.0 > 0 else { break }
                let score = Double(left.1 * left.1 + left.2 * left.2 + left.3 * left.3) / Double(left.0)
                    + Double(right.1 * right.1 + right.2 * right.2 + right.3 * right.3) / Double(right.0)
                if score > best.score { best = (axis, cell, score) }
            }
        }
        guard best.score > -Double.infinity else { return start }
        let shift = 8 * best.axis
        var middle = start
        for index in start..<end where (bins[index].mean >> shift) & 255 <= best.cut {
            bins.swapAt(index, middle)
            middle += 1
        }
        return middle
    }
}
