/// Maps colours to the index of the nearest palette colour, remembering the answers, in one of two
/// ways chosen per frame:
///
/// - Cells (for colourful frames): a lookup table at 6 bits per component (262,144 cells), filled on
///   demand: the first pixel that falls in a cell pays for a ``PaletteSearch`` of the cell's centre,
///   every later one is a table read. A frame of 2 million pixels reaches some tens of thousands of
///   cells, so filling only those costs a few milliseconds, where filling all of them for every
///   palette would cost more than the mapping itself. Against a 5-bit table the finer cells halve
///   the error the table adds (at most 2 per component from the cell's centre instead of 4), which
///   measured 0.2 dB on the reference scene (with a prototype of this encoder).
/// - Exact (for frames of few colours, whose palette entries may lie closer together than a cell):
///   each colour is searched for itself, and the answer kept in a direct-mapped cache of 65,536
///   entries (a colour that collides with another is searched again, never answered wrongly).
///
/// Either way a colour's index depends on the colour alone, not on which pixel came first. Entries
/// record the generation (one per palette) they were filled for, so a new palette clears nothing.
struct InversePalette: PaletteMapping {
    private static let cacheSlots = 1 << 16
    private var indices = [UInt8](repeating: 0, count: 1 << 18)
    private var generations = [UInt32](repeating: 0, count: 1 << 18)
    private var cachedColours = [UInt32](repeating: 0, count: cacheSlots)
    private var generation: UInt32 = 0
    private var exact = false
    private(set) var search = PaletteSearch()

    /// Starts mapping to the palette `search` is prepared for, by cells or, when `exact`, colour by
    /// colour.
    mutating func begin(_ search: PaletteSearch, exact: Bool) {
        self.search = search
        self.exact = exact
        generation &+= 1
        if generation == 0 {
            generations.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
            generation = 1
        }
    }

    /// The index of the palette colour nearest to the premultiplied `pixel`'s straight colour (to
    /// its cell's centre, when mapping by cells).
    @inline(__always)
    mutating func index(of pixel: UInt32, straightener: PixelStraightener) -> UInt8 {
        let colour = straightener.straight(pixel) & 0x00FF_FFFF
        if exact {
            let slot = Int(truncatingIfNeeded: (colour &* 0x9E37_79B1) >> 16)
            if generations[slot] == generation, cachedColours[slot] == colour { return indices[slot] }
            let found = UInt8(truncatingIfNeeded: search.nearest(colour))
            indices[slot] = found
            generations[slot] = generation
            cachedColours[slot] = colour
            return found
        }
        let cell = Int(truncatingIfNeeded: (colour >> 2) & 0x3F | (colour >> 4) & 0xFC0 | (colour >> 6) & 0x3F000)
        if generations[cell] == generation { return indices[cell] }
        let centre = (colour & 0x00FC_FCFC) | 0x0002_0202
        let found = UInt8(truncatingIfNeeded: search.nearest(centre))
        indices[cell] = found
        generations[cell] = generation
        return found
    }
}
