/// The colours a GIF frame draws, when there are at most 255 of them: then they are its palette,
/// every pixel keeps its exact colour, and no quantisation happens.
///
/// Why: `ca-render`'s usual frames (flat layers, a few gradients or antialiased edges in a small
/// region) often have fewer than 256 colours per changed rectangle, and the histogram's 5-bit cells
/// would merge close ones (two greys 3 apart) into one mean. Collecting the exact colours costs a hash
/// probe per drawn pixel that differs from the one before it, and nothing once a 256th colour has
/// been seen (collection stops).
///
/// Colours are keyed by the premultiplied word (distinct words may straighten to one colour; each
/// word still maps to its colour's index) in an open-addressing table of 1,024 slots, marked with a
/// generation so that starting a new frame clears nothing. Indices follow the order in which colours
/// first appear in raster order, so palettes are deterministic.
struct ExactPalette: PaletteMapping {
    private var keys = [UInt32](repeating: 0, count: 1024)
    private var slots = [UInt8](repeating: 0, count: 1024)
    private var generations = [UInt32](repeating: 0, count: 1024)
    private var generation: UInt32 = 0
    private var wordCount = 0
    /// The straight colours found, red in the low byte, in order of first appearance.
    private(set) var colours: [UInt32] = []
    /// Whether more than 255 words were seen, so that the colours are incomplete.
    private(set) var overflowed = false

    /// Forgets the colours of the previous frame.
    mutating func reset() {
        generation &+= 1
        if generation == 0 {
            generations = [UInt32](repeating: 0, count: 1024)
            generation = 1
        }
        wordCount = 0
        colours.removeAll(keepingCapacity: true)
        overflowed = false
    }

    /// Records the premultiplied `pixel`, whose straight colour is `colour`, unless 255 words have
    /// already been recorded, in which case the collection is abandoned.
    mutating func add(_ pixel: UInt32, colour: UInt32) {
        guard !overflowed else { return }
        var slot = Self.slot(pixel)
        while generations[slot] == generation {
            if keys[slot] == pixel { return }
            slot = (slot + 1) & 1023
        }
        guard wordCount < 255 else {
            overflowed = true
            return
        }
        wordCount += 1
        let straight = colour & 0x00FF_FFFF
        let index = colours.firstIndex(of: straight) ?? colours.count
        if index == colours.count { colours.append(straight) }
        keys[slot] = pixel
        slots[slot] = UInt8(index)
        generations[slot] = generation
    }

    /// The palette index of the recorded premultiplied `pixel`.
    @inline(__always)
    mutating func index(of pixel: UInt32, straightener: PixelStraightener) -> UInt8 {
        var slot = Self.slot(pixel)
        while keys[slot] != pixel || generations[slot] != generation { slot = (slot + 1) & 1023 }
        return slots[slot]
    }

    @inline(__always)
    private static func slot(_ pixel: UInt32) -> Int {
        Int(truncatingIfNeeded: (pixel &* 0x9E37_79B1) >> 22)
    }
}

/// How the mapping pass finds a drawn pixel's palette index: exactly (``ExactPalette``) or through
/// the nearest colour (``InversePalette``).
protocol PaletteMapping {
    /// The palette index for the premultiplied `pixel`, straightened by `straightener` if need be.
    mutating func index(of pixel: UInt32, straightener: PixelStraightener) -> UInt8
}
