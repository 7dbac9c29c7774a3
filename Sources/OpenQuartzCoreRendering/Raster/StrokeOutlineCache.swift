/// Shape layers' stroke outlines (``PathStroker``), kept from frame to frame in the layer's own
/// space: a shape that moves, turns or fades keeps its outline, and only mapping it onto the
/// device is done again. An outline is made again when the path (a different object), the stroke
/// style, the trimmed range or the needed precision changes (a layer scaled up needs a finer
/// outline: the tolerance is a device tolerance over the layer's scale).
///
/// A stroke reaching far past the target (a shape scaled up past it) is outlined exactly only over
/// a region around the part of the layer the target sees, that part's own size again on every
/// side, and more simply beyond (``PathStroker``'s `exactIn`): its outline serves while what the
/// target sees stays in that region, and is made again when the layer moves further.
///
/// Outlines of paths not stroked in a frame are dropped at the next. One cache belongs to one
/// renderer, used by one thread at a time.
final class StrokeOutlineCache {
    private struct Key: Hashable {
        let path: ObjectIdentifier
        let style: StrokeStyle
        let start: CGFloat, end: CGFloat
    }

    private struct Entry {
        /// The path, kept alive so that its identity is not reused while the entry exists.
        let path: CGPath
        var outline: StrokeOutline
        var tolerance: CGFloat
        /// Where the outline is exact; nil, everywhere.
        var exact: CGRect?
        var frame: Int
    }

    private var entries: [Key: Entry] = [:]
    private var stroker = PathStroker()
    private var frame = 0

    /// How many outlines are kept now.
    var count: Int { entries.count }

    /// How many outline points are kept now, all outlines together.
    var keptPoints: Int { entries.values.reduce(0) { $0 + $1.outline.points.count } }

    /// Starts a frame: forgets the outlines the last frame did not use.
    func beginFrame() {
        frame += 1
        if entries.values.contains(where: { $0.frame < frame - 1 }) {
            entries = entries.filter { $0.value.frame >= frame - 1 }
        }
    }

    /// The outline of `state`'s stroke, trimmed to `start...end` of the path's length, within
    /// `tolerance` of the exact stroke (in the layer's units), exact over what `visible` gives (the
    /// box, in the layer's units, of what can be drawn; nil, everywhere: asked for only when an
    /// outline is made or a kept one is not exact everywhere). `extents` bounds the stroke. A kept
    /// outline serves while its tolerance is no coarser than asked and no more than four times
    /// finer, and it is exact over what is visible.
    func outline(of path: CGPath, state: LayerState, start: CGFloat, end: CGFloat, tolerance: CGFloat,
                 visible: () -> CGRect?, extents: CGRect) -> StrokeOutline {
        let key = Key(path: ObjectIdentifier(path), style: Self.style(of: state), start: start, end: end)
        if var entry = entries[key], entry.path === path, entry.tolerance <= tolerance, entry.tolerance * 4 >= tolerance,
           Self.isExact(entry.exact, over: visible) {
            entry.frame = frame
            entries[key] = entry
            return entry.outline
        }
        // Taken out of the table first, so that the stroker refills its storage in place.
        var outline = entries.removeValue(forKey: key)?.outline ?? StrokeOutline()
        // Culled only when the stroke reaches past the region: the usual outline is exact everywhere.
        let region = visible().map { $0.insetBy(dx: -$0.width, dy: -$0.height) }.flatMap { $0.contains(extents) ? nil : $0 }
        stroker.stroke(path.elements, style: key.style, strokeStart: start, strokeEnd: end, tolerance: tolerance,
                       exactIn: region, into: &outline)
        entries[key] = Entry(path: path, outline: outline, tolerance: tolerance, exact: region, frame: frame)
        return outline
    }

    /// Whether an outline exact over `exact` (nil: everywhere) is exact over what `visible` gives
    /// (nil: everywhere).
    private static func isExact(_ exact: CGRect?, over visible: () -> CGRect?) -> Bool {
        guard let exact else { return true }
        guard let visible = visible() else { return false }
        return exact.contains(visible)
    }

    /// A shape layer's stroke style as Core Graphics reads it, with the painter's readings of what
    /// Core Animation leaves open: a miter limit that is not finite reads as the default 10 and one
    /// below 1 as 1 (Cairo's floor); a dash pattern Core Graphics would refuse strokes solid
    /// (``ShapeLayerPainter/hasDashes(_:)``).
    static func style(of state: LayerState) -> StrokeStyle {
        let cap: CGLineCap = state.lineCap == .round ? .round : state.lineCap == .square ? .square : .butt
        let join: CGLineJoin = state.lineJoin == .round ? .round : state.lineJoin == .bevel ? .bevel : .miter
        let limit = state.miterLimit.isFinite ? max(state.miterLimit, 1) : 10
        let dashes = ShapeLayerPainter.hasDashes(state) ? state.lineDashPattern ?? [] : []
        return StrokeStyle(lineWidth: state.lineWidth, lineCap: cap, lineJoin: join, miterLimit: limit,
                           dashPhase: dashes.isEmpty ? 0 : state.lineDashPhase, dashLengths: dashes)
    }
}
