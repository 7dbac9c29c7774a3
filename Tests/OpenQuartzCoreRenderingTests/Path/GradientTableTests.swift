#if !QUARTZCORE_COMPATIBILITY_TEST
import Testing
@testable import OpenQuartzCoreRendering

/// Gradient tables: their entries are the gradient's colours at the entries' centres (computed here
/// from the stops, unpremultiplied interpolation then premultiplication), over the range each type
/// reaches; and the cache hands back the table it made while the gradient stays the same.
@Suite struct GradientTableTests {
    static func color(_ r: Double, _ g: Double, _ b: Double, _ a: Double) -> CGColor {
        CGColor(srgbRed: r, green: g, blue: b, alpha: a)
    }

    /// Opaque red to transparent blue at 0.25 and 0.75: the bins are the interpolation worked
    /// out here, within one level (rounding), padded outside the stops; an axial table spans 0...1,
    /// as the locations lie within it. The entries before and after the bins are the end stops'
    /// colours exactly: opaque red, and transparent (premultiplied, all zero).
    @Test func entriesInterpolateUnpremultiplied() {
        let table = GradientTable(colors: [Self.color(1, 0, 0, 1), Self.color(0, 0, 1, 0)], locations: [0.25, 0.75],
                                  type: .axial)!
        #expect(table.lower == 0 && table.upper == 1)
        var worst = 0.0
        for k in stride(from: 0, to: GradientTable.size, by: 7) {
            let t = (Double(k) + 0.5) / Double(GradientTable.size)
            let f = min(max((t - 0.25) / 0.5, 0), 1)
            let (r, b, a) = (1 - f, f, 1 - f)
            let entry = table.entries[k + 1]
            let expected = [a * 255, r * a * 255, 0, b * a * 255]
            let actual = [entry >> 24, (entry >> 16) & 0xFF, (entry >> 8) & 0xFF, entry & 0xFF].map(Double.init)
            for (e, v) in zip(expected, actual) { worst = max(worst, abs(e - v)) }
        }
        #expect(worst <= 0.5 + 1e-9)
        #expect(table.entries.count == GradientTable.size + 2)
        #expect(table.entries[0] == 0xFFFF_0000 && table.entries[GradientTable.size + 1] == 0)
    }

    /// Each type's range: axial over its locations and 0...1 together, radial from 0 to its last
    /// location or 1, conic over one turn.
    @Test func rangesCoverWhatEachTypeReaches() {
        let colors = [Self.color(1, 0, 0, 1), Self.color(0, 1, 0, 1)]
        let axial = GradientTable(colors: colors, locations: [-0.5, 1.5], type: .axial)!
        let radial = GradientTable(colors: colors, locations: [-0.5, 1.5], type: .radial)!
        let conic = GradientTable(colors: colors, locations: [-0.5, 1.5], type: .conic)!
        #expect(axial.lower == -0.5 && axial.upper == 1.5)
        #expect(radial.lower == 0 && radial.upper == 1.5)
        #expect(conic.lower == 0 && conic.upper == 1)
        #expect(GradientTable(colors: [], locations: nil, type: .axial) == nil)
        #expect(GradientTable(colors: [colors[0]], locations: nil, type: .axial)!.isSolid)
    }

    @Test func cacheKeepsTablesWhileTheyAreUsed() {
        let cache = GradientTableCache()
        let colors = [Self.color(1, 0, 0, 1), Self.color(0, 0, 1, 0.5)]
        let first = cache.table(colors: colors, locations: nil, type: .axial)
        #expect(first != nil)
        #expect(cache.table(colors: colors, locations: nil, type: .axial) === first)
        #expect(cache.table(colors: colors, locations: nil, type: .radial) !== first)
        #expect(cache.table(colors: colors, locations: [0, 0.5], type: .axial) !== first)
        #expect(cache.count == 3)
        // A frame later the table looked up again is still the same; a frame after that, the
        // tables not looked up since are gone, and one frame more without a lookup drops the last.
        cache.beginFrame()
        #expect(cache.table(colors: colors, locations: nil, type: .axial) === first)
        cache.beginFrame()
        #expect(cache.count == 1)
        cache.beginFrame()
        #expect(cache.count == 0)
    }
}
#endif
