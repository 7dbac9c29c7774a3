import _CCairo

extension RasterRecorder {
    /// The layer's contents: a plain image (one slice, a bilinear or nearest filter, no running
    /// crossfade) becomes an image step; any other contents a Cairo step.
    func recordContents(_ layer: LayerSnapshot, state: LayerState, localTime: CFTimeInterval,
                        toDevice: CGAffineTransform, clip: Int, clipBounds: PixelRect) {
        guard let contents = state.contents?.value else { return }
        if let image = contents as? CGImage, !Self.crossfades(layer, localTime: localTime),
           let draw = Self.imageDraw(image, state: state, toDevice: toDevice, clip: clip, clipBounds: clipBounds) {
            if let draw = draw.value { recording.ops.append(.image(draw)) }
            return
        }
        recording.append(CairoStep(kind: .contents(layer, state: state, localTime: localTime), toDevice: toDevice,
                                   clip: clip, bounds: PixelRect.covering(state.bounds.applying(toDevice)).intersection(clipBounds)))
    }

    /// Whether an animation of `contents` may be crossfading (the Cairo path draws those).
    static func crossfades(_ layer: LayerSnapshot, localTime: CFTimeInterval) -> Bool {
        layer.tracks.contains { $0 is any CrossfadingTrack }
    }

    /// The image step for contents `image` (wrapped: a nil value means nothing to draw), or nil when
    /// the compositor does not draw these contents itself (contentsCenter slicing, trilinear filter).
    static func imageDraw(_ image: CGImage, state: LayerState, toDevice: CGAffineTransform, clip: Int,
                          clipBounds: PixelRect) -> Wrapped<ImageDraw>? {
        guard state.contentsCenter == CGRect(x: 0, y: 0, width: 1, height: 1) else { return nil }
        let width = CGFloat(image.width), height = CGFloat(image.height)
        let unit = state.contentsRect
        let source = CGRect(x: unit.minX * width, y: unit.minY * height, width: unit.width * width, height: unit.height * height)
        guard source.width > 0, source.height > 0 else { return Wrapped(nil) }
        let scale = state.contentsScale > 0 ? state.contentsScale : 1
        let natural = CGSize(width: source.width / scale, height: source.height / scale)
        let frame = ContentsLayout.frame(forContentSize: natural, in: state.bounds, gravity: state.contentsGravity)
        let magnifying = frame.width >= natural.width && frame.height >= natural.height
        let filter = magnifying ? state.magnificationFilter : state.minificationFilter
        guard filter != .trilinear else { return nil }
        guard let shape = RoundedRectCoverage(rect: frame, radius: 0, corners: [], toDevice: toDevice) else { return Wrapped(nil) }
        let bounds = shape.bounds.intersection(clipBounds)
        guard !bounds.isEmpty else { return Wrapped(nil) }
        // Device pixel centre to texel space: undo the layer's placement, then the frame-to-source map.
        let toTexel = toDevice.inverted()
            .concatenating(CGAffineTransform(translationX: -frame.minX, y: -frame.minY))
            .concatenating(CGAffineTransform(scaleX: source.width / frame.width, y: source.height / frame.height))
            .concatenating(CGAffineTransform(translationX: source.minX - 0.5, y: source.minY - 0.5))
        let surface = CairoImageCache.surface(for: image)
        cairo_surface_flush(surface.surface)
        guard let data = cairo_image_surface_get_data(surface.surface) else { return Wrapped(nil) }
        let texels = UnsafeRawPointer(data).assumingMemoryBound(to: UInt32.self)
        let a = Double(toTexel.a), b = Double(toTexel.b), c = Double(toTexel.c), d = Double(toTexel.d)
        return Wrapped(ImageDraw(shape: shape, image: surface, texels: texels, stride: surface.bytesPerRow / 4,
                                 width: surface.width, height: surface.height,
                                 xa: a, xc: c, xt: Double(toTexel.tx) + 0.5 * (a + c),
                                 yb: b, yd: d, yt: Double(toTexel.ty) + 0.5 * (b + d),
                                 nearest: filter == .nearest, alpha: 255, clip: clip, bounds: bounds))
    }

    /// An optional value as a non-optional one, to tell "nothing to draw" from "not drawn here".
    struct Wrapped<Value> {
        let value: Value?
        init(_ value: Value?) { self.value = value }
    }
}
