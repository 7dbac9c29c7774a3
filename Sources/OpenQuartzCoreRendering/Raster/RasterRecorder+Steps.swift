import _CCairo

extension RasterRecorder {
    /// A rounded rectangle less its hole as a fill; false when the compositor cannot draw it (its
    /// map projects, or a clip does).
    func record(_ rect: FrameRect) -> Bool {
        guard let toDevice = toDevice(rect.placement) else { return false }
        let clip = rasterClip(rect.placement.clip)
        guard clip != Self.unsupported else { return false }
        let color = PremultipliedColor.pack(rect.color, alpha: rect.alpha)
        guard clip != Self.empty, color != 0,
              let shape = RoundedRectCoverage(rect: rect.rect, radius: rect.radius, corners: rect.corners, toDevice: toDevice)
        else { return true }
        let bounds = shape.bounds.intersection(clipArea(clip))
        guard !bounds.isEmpty else { return true }
        var hole = -1
        if !rect.hole.isNull, let inner = RoundedRectCoverage(rect: rect.hole, radius: rect.holeRadius, corners: rect.corners,
                                                                toDevice: toDevice) {
            recording.holes.append(inner)
            hole = recording.holes.count - 1
        }
        recording.ops.append(.fill(SolidFill(shape: shape, hole: hole, color: color, clip: clip, bounds: bounds)))
        return true
    }

    /// An image drawn into a rectangle, sampled bilinearly or at the nearest texel; false when the
    /// compositor cannot draw it (a projection, a clip it cannot draw, the trilinear filter).
    func record(_ step: FrameImage) -> Bool {
        guard step.filter != .trilinear, let toDevice = toDevice(step.placement) else { return false }
        let clip = rasterClip(step.placement.clip)
        guard clip != Self.unsupported else { return false }
        let source = step.source, frame = step.destination
        let alpha = PixelMath.factor(step.alpha)
        guard clip != Self.empty, alpha > 0, source.width > 0, source.height > 0,
              let shape = RoundedRectCoverage(rect: frame, radius: 0, corners: [], toDevice: toDevice) else { return true }
        let bounds = shape.bounds.intersection(clipArea(clip))
        guard !bounds.isEmpty else { return true }
        // Device pixel centre to texel space: undo the layer's placement, then the frame-to-source map.
        let toTexel = toDevice.inverted()
            .concatenating(CGAffineTransform(translationX: -frame.minX, y: -frame.minY))
            .concatenating(CGAffineTransform(scaleX: source.width / frame.width, y: source.height / frame.height))
            .concatenating(CGAffineTransform(translationX: source.minX - 0.5, y: source.minY - 0.5))
        let surface = CairoImageCache.surface(for: step.image)
        cairo_surface_flush(surface.surface)
        guard let data = cairo_image_surface_get_data(surface.surface) else { return true }
        let texels = UnsafeRawPointer(data).assumingMemoryBound(to: UInt32.self)
        let a = Double(toTexel.a), b = Double(toTexel.b), c = Double(toTexel.c), d = Double(toTexel.d)
        recording.ops.append(.image(ImageDraw(shape: shape, image: surface, texels: texels, stride: surface.bytesPerRow / 4,
                                              width: surface.width, height: surface.height,
                                              xa: a, xc: c, xt: Double(toTexel.tx) + 0.5 * (a + c),
                                              yb: b, yd: d, yt: Double(toTexel.ty) + 0.5 * (b + d),
                                              nearest: step.filter == .nearest, alpha: alpha, clip: clip, bounds: bounds)))
        return true
    }

    /// A shape or gradient step from its cached drawing, when its layer sits on whole pixels and
    /// drew the same last frame (``ContentCache``); false when it is to be drawn in place.
    ///
    /// A gradient's drawing holds its clip to the layer's rounded bounds (the step's innermost clip,
    /// which the builder adds), drawn by Cairo as in place; the outer clips are the compositor's.
    func recordCached(_ op: FrameOp, key: RenderLayer, state: LayerState, placement: FramePlacement) -> Bool {
        guard let toDevice = toDevice(placement), let (dx, dy) = Self.wholePixelOffset(toDevice) else { return false }
        var outer = placement.clip
        if case .gradient = op, outer >= 0, let frame = recording.frame { outer = frame.clips[outer].parent }
        let clip = rasterClip(outer)
        guard clip >= -1 else { return clip == Self.empty }
        let extents = LayerExtents.content(of: key, state: state)
        guard let cached = contentCache.drawing(of: op, key: key, state: state, dx: dx, dy: dy, extents: extents) else { return false }
        let rect = CGRect(x: cached.x, y: cached.y, width: cached.image.width, height: cached.image.height)
        guard let shape = RoundedRectCoverage(rect: rect, radius: 0, corners: [], toDevice: .identity),
              let data = cairo_image_surface_get_data(cached.image.surface) else { return true }
        let bounds = shape.bounds.intersection(clipArea(clip))
        guard !bounds.isEmpty else { return true }
        recording.ops.append(.image(ImageDraw(shape: shape, image: cached.image,
                                              texels: UnsafeRawPointer(data).assumingMemoryBound(to: UInt32.self),
                                              stride: cached.image.bytesPerRow / 4, width: cached.image.width,
                                              height: cached.image.height, xa: 1, xc: 0, xt: -Double(cached.x),
                                              yb: 0, yd: 1, yt: -Double(cached.y), nearest: true, aligned: true,
                                              alpha: 255, clip: clip, bounds: bounds)))
        return true
    }

    /// The pixels inside raster clip `clip` (the whole frame for none).
    func clipArea(_ clip: Int) -> PixelRect {
        clip >= 0 ? recording.clips[clip].bounds : recording.rect
    }

    /// The whole-pixel translation `t` is, or nil when it rotates, scales or moves by a fraction.
    static func wholePixelOffset(_ t: CGAffineTransform) -> (Int, Int)? {
        guard t.a == 1, t.b == 0, t.c == 0, t.d == 1, t.tx.rounded() == t.tx, t.ty.rounded() == t.ty,
              abs(t.tx) < 1_000_000, abs(t.ty) < 1_000_000 else { return nil }
        return (Int(t.tx), Int(t.ty))
    }
}
