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
        let layer: RenderLayer
        var state: LayerState
        /// The alpha folded into the step.
        var alpha: Double
        var origin: (x: Int, y: Int)
        var image: CairoImage?
        var frame: Int
    }

    /// The entries, by layer node and by part (a shape's fill and stroke are cached apart).
    private var entries: [Key: Entry] = [:]

    private struct Key: Hashable {
        let layer: ObjectIdentifier
        let part: Int
    }
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

    /// The cached drawing of frame step `op` (a shape's fill or stroke, or a gradient) of layer
    /// `layer` presented as `state` at whole-pixel device offset (`dx`, `dy`), as an image and the
    /// device pixel of its top-left corner; nil when the step is to be drawn in place this frame.
    func drawing(of op: FrameOp, key layer: RenderLayer, state: LayerState, dx: Int, dy: Int, extents: CGRect)
        -> (image: CairoImage, x: Int, y: Int)? {
        var part = 0, alpha = 1.0
        if case .shape(let shape) = op { (part, alpha) = (shape.stroke ? 2 : 1, shape.alpha) }
        let id = Key(layer: ObjectIdentifier(layer), part: part)
        guard var entry = entries[id], entry.layer === layer, entry.frame == frame - 1,
              entry.alpha == alpha, entry.origin == (dx, dy), ContentKey.same(entry.state, state, kinds: layer.kinds) else {
            entries[id] = Entry(layer: layer, state: state, alpha: alpha, origin: (dx, dy), image: nil, frame: frame)
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
                Self.paint(op, state: state, in: cr)
            }
            entry.image = image
        }
        entries[id] = entry
        return entry.image.map { ($0, x0, y0) }
    }

    /// Draws a shape or gradient step in its layer's space: a gradient within the layer's rounded
    /// bounds (`CAGradientLayer.h`), the rest unclipped (the compositor applies the step's other
    /// clips when it composites the drawing).
    static func paint(_ op: FrameOp, state: LayerState, in cr: OpaquePointer) {
        switch op {
        case .shape(let shape):
            FramePainter.withAlpha(shape.alpha, in: cr) {
                if shape.stroke { ShapeLayerPainter.stroke(state, in: $0) } else { ShapeLayerPainter.fill(state, in: $0) }
            }
        case .gradient:
            cairo_save(cr)
            RoundedRect.addPath(state.bounds, radius: state.cornerRadius, corners: state.maskedCorners, to: cr)
            cairo_clip(cr)
            GradientLayerPainter.paint(state, in: cr)
            cairo_restore(cr)
        default:
            break
        }
    }
}
