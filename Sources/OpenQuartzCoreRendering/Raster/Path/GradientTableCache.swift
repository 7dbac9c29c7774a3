/// Gradient tables kept from frame to frame, so that a gradient's table (``GradientTable``) is
/// built once, when its colours, locations or type change, not every frame.
///
/// Tables are found by their resolved stops (``GradientLayerPainter/withStops(colors:locations:_:)``)
/// and kind; a lookup of a table already made hashes and compares the stops in a temporary buffer
/// and allocates nothing. Tables not looked up during a frame are dropped at the start of the next
/// one but one (``beginFrame()``). One cache per compositor; it is not for several threads at once
/// (look tables up while recording the frame, then hand them to the bands).
final class GradientTableCache {
    /// A table, what it was made from, and the last frame it was looked up in.
    private struct Entry {
        let kind: GradientPaint.Kind
        let stops: [GradientStop]
        let table: GradientTable
        var frame: Int
    }

    /// The entries by the hash of their kind and stops.
    private var entries: [Int: [Entry]] = [:]
    /// The frame number, counted by ``beginFrame()``.
    private var frame = 0

    /// An empty cache.
    init() {}

    /// The number of tables held.
    var count: Int { entries.values.reduce(0) { $0 + $1.count } }

    /// Starts a frame: forgets the tables that no lookup asked for in the last frame.
    func beginFrame() {
        frame += 1
        let oldest = frame - 1
        guard entries.values.contains(where: { $0.contains { $0.frame < oldest } }) else { return }
        entries = entries.compactMapValues { list in
            let kept = list.filter { $0.frame >= oldest }
            return kept.isEmpty ? nil : kept
        }
    }

    /// The table of a gradient of `colors` at `locations` of `type`, as
    /// ``GradientTable/init(colors:locations:type:)`` builds it, made on first use; nil when there
    /// are no colours.
    func table(colors: [CGColor], locations: [CGFloat]?, type: CAGradientLayerType) -> GradientTable? {
        guard !colors.isEmpty else { return nil }
        let kind: GradientPaint.Kind = type == .radial ? .radial : (type == .conic ? .conic : .axial)
        return GradientLayerPainter.withStops(colors: colors, locations: locations) { stops in
            var hasher = Hasher()
            hasher.combine(kind)
            for stop in stops { hasher.combine(stop) }
            let key = hasher.finalize()
            if let index = entries[key]?.firstIndex(where: { $0.kind == kind && $0.stops.elementsEqual(stops) }) {
                entries[key]![index].frame = frame
                return entries[key]![index].table
            }
            let table = GradientTable(kind: kind, stops: Array(stops))
            entries[key, default: []].append(Entry(kind: kind, stops: Array(stops), table: table, frame: frame))
            return table
        }
    }
}
