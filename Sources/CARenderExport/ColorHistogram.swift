/// The colours sampled from a GIF frame, counted at two resolutions, from which its palette is built.
///
/// - Exact colours, while there are at most 16,384 different ones: a frame of few colours (a grey
///   ramp, a two-colour gradient, flat layers with antialiased edges) then gets palette entries
///   anywhere, not just one per coarse cell: 32 cells would leave a black-to-white ramp 32 greys.
/// - Colours at 5 bits per component (32,768 cells), each cell keeping the count and the sums of its
///   samples' full components, so that its mean is exact rather than the cell's centre: for colourful
///   frames, where the exact colours are too many for the k-means that follows to visit quickly.
///
/// ``collect(into:)`` gives the exact colours when they did not overflow, else the cells. Storage is
/// allocated once: the cells are cleared through the list of those used, the exact table is marked
/// with a generation per frame. Sums are 32-bit: exact for up to 16 million samples per cell, far
/// more than the sampling of any frame gives.
struct ColorHistogram {
    /// A set of samples: their mean colour (rounded, red in the low byte), their count and the sums
    /// of their red, green and blue.
    struct Bin {
        var mean: Int
        var count: Int
        var red: Int
        var green: Int
        var blue: Int
    }

    private static let exactLimit = 1 << 14
    private static let exactSlots = 1 << 15

    private var counts = [UInt32](repeating: 0, count: 1 << 15)
    /// Red, green and blue sums of each cell, interleaved.
    private var sums = [UInt32](repeating: 0, count: 3 << 15)
    private var occupied: [Int32] = []

    private var exactColours = [UInt32](repeating: 0, count: exactSlots)
    private var exactCounts = [UInt32](repeating: 0, count: exactSlots)
    private var exactGenerations = [UInt32](repeating: 0, count: exactSlots)
    private var exactOccupied: [Int32] = []
    private var generation: UInt32 = 1
    private var exactOverflowed = false

    /// Whether ``collect(into:)`` gives the exact colours sampled (at most 16,384 of them).
    var isExact: Bool { !exactOverflowed }

    init() {
        occupied.reserveCapacity(1 << 15)
        exactOccupied.reserveCapacity(Self.exactLimit)
    }

    /// Adds the opaque colour `pixel` (red in the low byte, then green and blue; the top byte is
    /// ignored).
    mutating func add(_ pixel: UInt32) {
        let colour = pixel & 0x00FF_FFFF
        let red = Int(truncatingIfNeeded: colour & 0xFF)
        let green = Int(truncatingIfNeeded: (colour >> 8) & 0xFF)
        let blue = Int(truncatingIfNeeded: colour >> 16)
        let key = (red >> 3) << 10 | (green >> 3) << 5 | blue >> 3
        if counts[key] == 0 { occupied.append(Int32(truncatingIfNeeded: key)) }
        counts[key] &+= 1
        sums[3 * key] &+= UInt32(truncatingIfNeeded: red)
        sums[3 * key + 1] &+= UInt32(truncatingIfNeeded: green)
        sums[3 * key + 2] &+= UInt32(truncatingIfNeeded: blue)
        guard !exactOverflowed else { return }
        var slot = Int(truncatingIfNeeded: (colour &* 0x9E37_79B1) >> 17)
        while exactGenerations[slot] == generation {
            if exactColours[slot] == colour {
                exactCounts[slot] &+= 1
                return
            }
            slot = (slot + 1) & (Self.exactSlots - 1)
        }
        guard exactOccupied.count < Self.exactLimit else {
            exactOverflowed = true
            return
        }
        exactGenerations[slot] = generation
        exactColours[slot] = colour
        exactCounts[slot] = 1
        exactOccupied.append(Int32(truncatingIfNeeded: slot))
    }

    /// Replaces the contents of `bins` with the exact colours or, when there were too many, the
    /// occupied cells, in the order they were first reached (which depends only on the samples, so
    /// palettes are deterministic).
    func collect(into bins: inout [Bin]) {
        bins.removeAll(keepingCapacity: true)
        if !exactOverflowed {
            for slot32 in exactOccupied {
                let slot = Int(slot32), colour = exactColours[slot], count = Int(exactCounts[slot])
                bins.append(Bin(mean: Int(colour), count: count, red: Int(colour & 0xFF) * count,
                                green: Int((colour >> 8) & 0xFF) * count, blue: Int(colour >> 16) * count))
            }
            return
        }
        for key32 in occupied {
            let key = Int(key32)
            let count = Int(counts[key]), red = Int(sums[3 * key]), green = Int(sums[3 * key + 1])
            let blue = Int(sums[3 * key + 2])
            bins.append(Bin(mean: Int(PaletteBuilder.pack(red, green, blue, count)), count: count, red: red,
                            green: green, blue: blue))
        }
    }

    /// Empties the histogram.
    mutating func reset() {
        for key32 in occupied {
            let key = Int(key32)
            counts[key] = 0
            sums[3 * key] = 0
            sums[3 * key + 1] = 0
            sums[3 * key + 2] = 0
        }
        occupied.removeAll(keepingCapacity: true)
        exactOccupied.removeAll(keepingCapacity: true)
        exactOverflowed = false
        generation &+= 1
        if generation == 0 {
            exactGenerations = [UInt32](repeating: 0, count: Self.exactSlots)
            generation = 1
        }
    }
}
