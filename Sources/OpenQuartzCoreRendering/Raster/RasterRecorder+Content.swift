import _CCairo

extension RasterRecorder {
    /// The device flattening tolerance of paths and stroke outlines, in pixels: Cairo's default, so
    /// that curves stray from the true curve by the bound the reference renderer's do
    /// (``PathEdges/defaultTolerance``).
    static let tolerance = PathEdges.defaultTolerance

    /// A shape layer's fill (its path, every subpath closed, by its fill rule) or stroke (the
    /// outline of its trimmed stroke, kept in the layer's space by ``StrokeOutlineCache`` and filled
    /// by the non-zero rule), in its colour, as a path fill.
    func record(_ step: FrameShape) {
        guard let frame = recording.frame else { return }
        let state = frame.states[step.state]
        let clip = rasterClip(step.placement.clip)
        guard clip != Self.empty, let path = state.path,
              let color = step.stroke ? state.strokeColor : state.fillColor else { return }
        let packed = PremultipliedColor.pack(color, alpha: step.alpha)
        guard packed != 0 else { return }
        let map = pathMap(step.placement.map)
        guard map.isFinite else { return }
        if !step.stroke {
            appendPath(fills.append(path, map: map, tolerance: Self.tolerance, to: recording),
                       rule: state.fillRule == .evenOdd ? .evenOdd : .winding, paint: .solid(packed), clip: clip)
            return
        }
        guard let outline = strokeOutline(of: path, state: state, map: map) else { return }
        let edges = recording.edges
        edges.beginPath()
        outline.forEachPolygon { edges.addPolygon($0, map: map) }
        appendPath(edges.endPath(), rule: .winding, paint: .solid(packed), clip: clip)
    }

    /// The outline of `state`'s trimmed stroke of `path`, placed on the device by `map`: within the
    /// device tolerance there, and exact over the whole target (not only the part this frame
    /// updates, nor its clip, so that the outline serves the next frames); nil when it strokes
    /// nothing.
    func strokeOutline(of path: CGPath, state: LayerState, map: PathMap) -> StrokeOutline? {
        guard let range = FrameBuilder.strokeRange(state) else { return nil }
        let extents = LayerExtents.shape(state)
        let scale = Self.largestStretch(of: map, over: extents)
        guard scale > 0, scale.isFinite else { return nil }
        return strokes.outline(of: path, state: state, start: range.start, end: range.end, tolerance: Self.tolerance / scale,
                               visible: { Self.sourceBox(of: recording.target, under: map) }, extents: extents)
    }

    /// A gradient layer's gradient over its bounds with their rounded corners (the step's innermost
    /// clip, which the builder adds, is drawn as the filled outline itself), in the gradient's
    /// colours (``GradientTableCache``); composited from its kept drawing when it sits on whole
    /// pixels unchanged (``GradientDrawingCache``).
    func record(gradient step: FrameContent) {
        guard let frame = recording.frame else { return }
        let state = frame.states[step.state]
        var outer = step.placement.clip
        if outer >= 0 { outer = frame.clips[outer].parent }
        let clip = rasterClip(outer)
        let map = pathMap(step.placement.map)
        guard clip != Self.empty, map.isFinite, let colors = state.colors,
              let table = gradients.table(colors: colors, locations: state.locations, type: state.gradientType),
              let paint = PathPaint.layerGradient(table: table, startPoint: state.startPoint, endPoint: state.endPoint,
                                                  focus: state.radialFocus, bounds: state.bounds, toDevice: map) else { return }
        if map.isAffine, map.a == 1, map.b == 0, map.c == 0, map.d == 1, let dx = Self.whole(map.tx), let dy = Self.whole(map.ty),
           let kept = gradientDrawings.drawing(of: step.key, state: state, paint: paint, dx: dx, dy: dy),
           let data = cairo_image_surface_get_data(kept.image.surface) {
            let rect = CGRect(x: kept.x, y: kept.y, width: kept.image.width, height: kept.image.height)
            guard let shape = RoundedRectCoverage(rect: rect, radius: 0, corners: [], toDevice: .identity) else { return }
            let bounds = shape.bounds.intersection(clipArea(clip))
            guard !bounds.isEmpty, clip < 0 || recording.clips[clip].isAnalytic else {
                if !bounds.isEmpty { appendGradientPath(state, map: map, paint: paint, clip: clip) }
                return
            }
            recording.ops.append(.image(ImageDraw(shape: shape, image: kept.image,
                                                  texels: UnsafeRawPointer(data).assumingMemoryBound(to: UInt32.self),
                                                  stride: kept.image.bytesPerRow / 4, width: kept.image.width,
                                                  height: kept.image.height, xa: 1, xc: 0, xt: -Double(kept.x),
                                                  yb: 0, yd: 1, yt: -Double(kept.y), nearest: true, aligned: true,
                                                  alpha: 255, clip: clip, bounds: bounds)))
            return
        }
        appendGradientPath(state, map: map, paint: paint, clip: clip)
    }

    /// A gradient filling its layer's rounded bounds, as a path fill.
    private func appendGradientPath(_ state: LayerState, map: PathMap, paint: PathPaint, clip: Int) {
        recording.edges.beginPath()
        recording.edges.addRoundedRect(state.bounds, radius: state.cornerRadius, corners: state.maskedCorners, map: map)
        appendPath(recording.edges.endPath(), rule: .winding, paint: paint, clip: clip)
    }

    /// `value` as an integer when it is a whole number of modest size, else nil.
    static func whole(_ value: Double) -> Int? {
        value.rounded() == value && abs(value) < 1_000_000 ? Int(value) : nil
    }

    /// The box, in the space `map` maps from, of the points it maps into `area` (with a pixel's
    /// margin); nil when the map is not affine or not invertible.
    static func sourceBox(of area: PixelRect, under map: PathMap) -> CGRect? {
        guard map.isAffine, let inverse = map.inverted else { return nil }
        let x0 = Double(area.x0) - 1, y0 = Double(area.y0) - 1, x1 = Double(area.x1) + 1, y1 = Double(area.y1) + 1
        let a = inverse.apply(x0, y0), b = inverse.apply(x1, y0), c = inverse.apply(x0, y1), d = inverse.apply(x1, y1)
        let minX = min(min(a.x, b.x), min(c.x, d.x)), maxX = max(max(a.x, b.x), max(c.x, d.x))
        let minY = min(min(a.y, b.y), min(c.y, d.y)), maxY = max(max(a.y, b.y), max(c.y, d.y))
        guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite else { return nil }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// How much `map` stretches lengths at most over `extents` of the space it maps: an affine
    /// map's larger singular value; a projective map's largest at the corners (where w, and so the
    /// magnification, is extreme along each edge).
    static func largestStretch(of map: PathMap, over extents: CGRect) -> Double {
        func stretch(_ x: Double, _ y: Double) -> Double {
            let h = map.homogeneous(x, y)
            guard h.w > 0 else { return 0 }
            let u = h.x / h.w, v = h.y / h.w
            let jxx = (map.a - u * map.p) / h.w, jxy = (map.c - u * map.q) / h.w
            let jyx = (map.b - v * map.p) / h.w, jyy = (map.d - v * map.q) / h.w
            let p = jxx * jxx + jyx * jyx, q = jxy * jxy + jyy * jyy, r = jxx * jxy + jyx * jyy
            let mean = (p + q) / 2, spread = ((p - q) * (p - q) / 4 + r * r).squareRoot()
            return (mean + spread).squareRoot()
        }
        if map.isAffine { return stretch(0, 0) }
        let xs = [Double(extents.minX), Double(extents.maxX)], ys = [Double(extents.minY), Double(extents.maxY)]
        return max(max(stretch(xs[0], ys[0]), stretch(xs[1], ys[0])), max(stretch(xs[0], ys[1]), stretch(xs[1], ys[1])))
    }
}
