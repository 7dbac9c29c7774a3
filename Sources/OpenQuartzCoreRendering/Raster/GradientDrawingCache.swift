/// Gradient layers' drawings kept from frame to frame, as Core Animation keeps a layer's backing
/// store: a gradient layer unchanged since the last frame, sitting on whole device pixels without
/// rotation or scale, is composited from its drawing (an image of its rounded bounds) instead of
/// being rasterized again. The drawing is made by the path rasterizer at the layer's device
/// position, so compositing it gives the pixels drawing it in place gives.
///
/// A drawing is made the second frame in a row a layer shows the same gradient at the same place
/// (a layer whose gradient or position animates is drawn in place every frame, never kept).
/// Drawings of layers not drawn in a frame are dropped at the next. One cache belongs to one
/// renderer, used by one thread at a time.
final class GradientDrawingCache {
    private struct Entry {
        /// The layer's node, kept so that its identity is not reused while the entry exists.
        let layer: RenderLayer
        var state: LayerState
        var origin: (x: Int, y: Int)
        var image: CairoImage?
        var frame: Int
    }

    private var entries: [ObjectIdentifier: Entry] = [:]
    private var frame = 0
    private let edges = PathEdges()
    private let scratch = PathRasterScratch()

    /// How many drawings are kept now.
    var count: Int { entries.values.count { $0.image != nil } }

    /// Starts a frame: forgets the layers the last frame did not draw.
    func beginFrame() {
        frame += 1
        if entries.values.contains(where: { $0.frame < frame - 1 }) {
            entries = entries.filter { $0.value.frame >= frame - 1 }
        }
    }

    /// The kept drawing of gradient layer `layer` presented as `state`, filled with `paint` at
    /// whole-pixel device offset (`dx`, `dy`), as an image and the device pixel of its top-left
    /// corner; nil when the layer is to be drawn in place this frame.
    func drawing(of layer: RenderLayer, state: LayerState, paint: PathPaint, dx: Int, dy: Int)
        -> (image: CairoImage, x: Int, y: Int)? {
        let id = ObjectIdentifier(layer)
        guard var entry = entries[id], entry.layer === layer, entry.frame == frame - 1, entry.origin == (dx, dy),
              Self.sameGradient(entry.state, state) else {
            entries[id] = Entry(layer: layer, state: state, origin: (dx, dy), image: nil, frame: frame)
            return nil
        }
        entry.frame = frame
        if entry.image == nil { entry.image = draw(state, paint: paint, dx: dx, dy: dy) }
        entries[id] = entry
        guard let image = entry.image else { return nil }
        return (image, dx + Int(state.bounds.minX.rounded(.down)), dy + Int(state.bounds.minY.rounded(.down)))
    }

    /// The gradient over its rounded bounds, drawn into a new image whose top-left pixel is the
    /// device pixel (`dx` + ⌊minX⌋, `dy` + ⌊minY⌋).
    private func draw(_ state: LayerState, paint: PathPaint, dx: Int, dy: Int) -> CairoImage? {
        let bounds = state.bounds
        let x0 = Int(bounds.minX.rounded(.down)), y0 = Int(bounds.minY.rounded(.down))
        let width = Int(bounds.maxX.rounded(.up)) - x0, height = Int(bounds.maxY.rounded(.up)) - y0
        guard width > 0, height > 0, width <= 16_384, height <= 16_384,
              let image = CairoImage(width: width, height: height) else { return nil }
        edges.removeAll()
        let map = PathMap(a: 1, b: 0, c: 0, d: 1, tx: Double(dx), ty: Double(dy))
        edges.beginPath()
        edges.addRoundedRect(bounds, radius: state.cornerRadius, corners: state.maskedCorners, map: map)
        let path = edges.endPath()
        let rect = PixelRect(x0: dx + x0, y0: dy + y0, x1: dx + x0 + width, y1: dy + y0 + height)
        image.withPixels { pixels, stride in
            let target = RasterTarget(origin: pixels, stride: stride, rect: rect)
            PathFill.fill(path, of: edges, rule: .winding, paint: paint, area: rect, into: target, scratch: scratch)
        }
        return image
    }

    /// Whether two presentations of a gradient layer draw the same gradient: colours compared by
    /// identity (an unanimated layer presents its model's objects frame after frame; an animated one
    /// gets new objects and is drawn again), the rest by value. Nothing here allocates.
    static func sameGradient(_ a: LayerState, _ b: LayerState) -> Bool {
        guard a.bounds == b.bounds, a.cornerRadius == b.cornerRadius, a.maskedCorners == b.maskedCorners,
              a.locations == b.locations, a.startPoint == b.startPoint, a.endPoint == b.endPoint,
              a.gradientType == b.gradientType, a.radialFocus == b.radialFocus,
              let x = a.colors, let y = b.colors, x.count == y.count else { return false }
        for index in x.indices where x[index] !== y[index] { return false }
        return true
    }
}
