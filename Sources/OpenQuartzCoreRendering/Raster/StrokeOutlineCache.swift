/// Shape layers' stroke outlines (``PathStroker``), kept from frame to frame in the layer's own
/// space: a shape that moves, turns or fades keeps its outline, and only mapping it onto the
/// device is done again. An outline is made again when the path (a different object), the stroke
/// style, the trimmed range or the needed precision changes (a layer scaled up needs a finer
/// outline: the tolerance is a device tolerance over the layer's scale).
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
        var frame: Int
    }

    private var entries: [Key: Entry] = [:]
    private var stroker = PathStroker()
    private var frame = 0

    /// How many outlines are kept now.
    var count: Int { entries.count }

    /// Starts a frame: forgets the outlines the last frame did not use.
    func beginFrame() {
        frame += 1
        if entries.values.contains(where: { $0.frame < frame - 1 }) {
            entries = entries.filter { $0.value.frame >= frame - 1 }
        }
    }

    /// The outline of `state`'s stroke, trimmed to `start...end` of the path's length, within
    /// `tolerance` of the exact stroke (in the layer's units). A kept outline serves while its
    /// tolerance is no coarser than asked and no more than four times finer.
    func outline(of path: CGPath, state: LayerState, start: CGFloat, end: CGFloat, tolerance: CGFloat) -> StrokeOutline {
        let key = Key(path: ObjectIdentifier(path), style: Self.style(of: state), start: start, end: end)
        if var entry = entries[key], entry.path === path, entry.tolerance <= tolerance, entry.tolerance * 4 >= tolerance {
            entry.frame = frame
            entries[key] = entry
            return entry.outline
        }
        // Taken out of the table first, so that the stroker refills its storage in place.
        var outline = entries.removeValue(forKey: key)?.outline ?? StrokeOutline()
        stroker.stroke(path.elements, style: key.style, strokeStart: start, strokeEnd: end, tolerance: tolerance,
                       into: &outline)
        entries[key] = Entry(path: path, outline: outline, tolerance: tolerance, frame: frame)
        return outline
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
