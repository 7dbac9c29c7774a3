/// Maps colours to palette indices through a lookup table at 6 bits per component (262,144 cells),
/// filled on demand: the first pixel that falls in a cell pays for a ``PaletteSearch`` of the cell's
/// centre, every later one is a table read.
///
/// Why 6 bits, lazily: a frame of 2 million pixels reaches some tens of thousands of cells, so filling
/// only those costs a few milliseconds, where filling all 262,144 for every frame's palette would cost
/// more than the mapping itself. Against a 5-bit table (32,768 cells, small enough to fill
/// completely) the finer cells halve the error the table adds (a cell's colours are at most 2 apart
/// per component from its centre, instead of 4), which measured 0.2 dB on the reference scene.
/// A colour is mapped by its cell's centre, never by which pixel came first, so the result depends
/// on the colour alone.
///
/// Each cell records the generation (one per palette) it was filled for, so a new palette needs no
/// clearing: ``begin(_:)`` just moves to the next generation.
struct InversePalette: PaletteMapping {
    private var indices = [UInt8](repeating: 0, count: 1 << 18)
    private var generations = [UInt32](repeating: 0, count: 1 << 18)
    private var generation: UInt32 = 0
    private(set) var search = PaletteSearch()

    /// Starts mapping to the palette `search` is prepared for.
    mutating func begin(_ search: PaletteSearch) {
        self.search = search
        generation &+= 1
        if generation == 0 {
            generations.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
            generation = 1
        }
    }

    /// The index of the palette colour nearest to the centre of the cell of the premultiplied
    /// `pixel`'s straight colour.
    @inline(__always)
    mutating func index(of pixel: UInt32, straightener: PixelStraightener) -> UInt8 {
        let colour = straightener.straight(pixel)
        let cell = Int(truncatingIfNeeded: (colour >> 2) & 0x3F | (colour >> 4) & 0xFC0 | (colour >> 6) & 0x3F000)
        if generations[cell] == generation { return indices[cell] }
        let centre = (colour & 0x00FC_FCFC) | 0x0002_0202
        let found = UInt8(truncatingIfNeeded: search.nearest(centre))
        indices[cell] = found
        generations[cell] = generation
        return found
    }
}
