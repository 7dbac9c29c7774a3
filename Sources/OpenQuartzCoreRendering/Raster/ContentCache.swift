import _CCairo

/// Drawings of gradient and shape layers kept from frame to frame, as Core Animation keeps a layer's
/// backing store: a layer whose drawing is unchanged since the last frame, and which sits on whole
/// device pixels without rotation or scale, is composited from its cached drawing instead of being
/// drawn again by Cairo. The drawing is made at the layer's device position, so compositing it gives
/// the pixels drawing it in place would.
///
/// A drawing is cached the second frame in a row a layer shows it unchanged (a layer animating its
/// content is drawn in place every frame, never cached). Entries of layers not drawn in a frame are
/// dropped at the next.
final class ContentCache {
    private struct Entry {
        let layer: LayerSnapshot
        var state: LayerState
        var origin: (x: Int, y: Int)
        var image: CairoImage?
        var frame: Int
    }

    private var entries: [ObjectIdentifier: Entry] = [:]
    private var frame = 0

    /// How many drawings are cached now.
    var cachedDrawings: Int { entries.values.count { $0.image != nil } }

    /// Starts a frame: forgets the layers the last frame did not draw.
    func beginFrame() {
        frame += 1
        if entries.values.contains(where: { $0.frame < frame - 1 }) {
            entries = entries.filter { $0.value.frame >= frame - 1 }
        }
    }

    /// The cached drawing of `layer` presented as `state` at whole-pixel device offset (`dx`, `dy`),
    /// as an image and the device pixel of its top-left corner; nil when the layer is to be drawn in
    /// place this frame.
    func drawing(of layer: LayerSnapshot, state: LayerState, dx: Int, dy: Int, extents: CGRect)
        -> (image: CairoImage, x: Int, y: Int)? {
        let id = ObjectIdentifier(layer)
        guard var entry = entries[id], entry.layer === layer, entry.frame == frame - 1,
              entry.origin == (dx, dy), ContentKey.same(entry.state, state, kinds: layer.kinds) else {
            entries[id] = Entry(layer: layer, state: state, origin: (dx, dy), image: nil, frame: frame)
            return nil
        }
        entry.frame = frame
        let x0 = Int((Double(extents.minX) + Double(dx)).rounded(.down)), y0 = Int((Double(extents.minY) + Double(dy)).rounded(.down))
        let x1 = Int((Double(extents.maxX) + Double(dx)).rounded(.up)), y1 = Int((Double(extents.maxY) + Double(dy)).rounded(.up))
        if entry.image == nil {
            guard let image = CairoImage(width: max(1, x1 - x0), height: max(1, y1 - y0)) else {
                entries[id] = entry
                return nil
            }
            image.draw { cr in
                cairo_translate(cr, Double(dx - x0), Double(dy - y0))
                LayerCompositor.drawKindContent(layer, state: state, in: cr)
            }
            entry.image = image
        }
        entries[id] = entry
        return entry.image.map { ($0, x0, y0) }
    }
}
