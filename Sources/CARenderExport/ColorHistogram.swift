/// A histogram of opaque colours at 5 bits per component (32,768 bins), keeping in each bin the number
/// of samples and the sums of their full 8-bit components, so that a bin's mean colour is exact rather
/// than the centre of its cell. The palette of a GIF frame is built from it.
///
/// Bins are allocated once and reused: ``reset()`` clears only the bins that were used, which it
/// knows from the list of occupied bins it keeps as samples arrive. Sums are 32-bit: exact for up to
/// 16 million samples per bin, far more than the sampling of any frame gives.
struct ColorHistogram {
    /// One occupied bin: its key (`r5 << 10 | g5 << 5 | b5`), its count, and its component sums.
    struct Bin {
        var key: Int
        var count: Int
        var red: Int
        var green: Int
        var blue: Int
    }

    private var counts = [UInt32](repeating: 0, count: 1 << 15)
    /// Red, green and blue sums of each bin, interleaved.
    private var sums = [UInt32](repeating: 0, count: 3 << 15)
    private var occupied: [Int32] = []

    /// The number of samples added since the last ``reset()``.
    private(set) var sampleCount = 0

    init() {
        occupied.reserveCapacity(1 << 15)
    }

    /// Adds the opaque colour `pixel` (red in the low byte, then green and blue; the top byte is
    /// ignored).
    @inline(__always)
    mutating func add(_ pixel: UInt32) {
        let red = Int(truncatingIfNeeded: pixel & 0xFF)
        let green = Int(truncatingIfNeeded: (pixel >> 8) & 0xFF)
        let blue = Int(truncatingIfNeeded: (pixel >> 16) & 0xFF)
        let key = (red >> 3) << 10 | (green >> 3) << 5 | blue >> 3
        if counts[key] == 0 { occupied.append(Int32(truncatingIfNeeded: key)) }
        counts[key] &+= 1
        sums[3 * key] &+= UInt32(truncatingIfNeeded: red)
        sums[3 * key + 1] &+= UInt32(truncatingIfNeeded: green)
        sums[3 * key + 2] &+= UInt32(truncatingIfNeeded: blue)
        sampleCount += 1
    }

    /// Replaces the contents of `bins` with the occupied bins, in the order they were first reached
    /// (which depends only on the samples, so palettes are deterministic).
    func collect(into bins: inout [Bin]) {
        bins.removeAll(keepingCapacity: true)
        for key32 in occupied {
            let key = Int(key32)
            bins.append(Bin(key: key, count: Int(counts[key]), red: Int(sums[3 * key]),
                            green: Int(sums[3 * key + 1]), blue: Int(sums[3 * key + 2])))
        }
    }

    /// Empties the histogram, clearing only the bins in use.
    mutating func reset() {
        for key32 in occupied {
            let key = Int(key32)
            counts[key] = 0
            sums[3 * key] = 0
            sums[3 * key + 1] = 0
            sums[3 * key + 2] = 0
        }
        occupied.removeAll(keepingCapacity: true)
        sampleCount = 0
    }
}
