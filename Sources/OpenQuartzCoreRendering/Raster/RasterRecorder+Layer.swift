import _CCairo

extension RasterRecorder {
    /// Layer classes Cairo draws whole, with their sublayers (made once: an option set written as an
    /// array literal in the frame loop would allocate the array every time).
    static let cairoKinds: LayerKinds = [.transform, .replicator]
    /// Layer classes whose own content (a path, a gradient, a string) Cairo draws.
    static let contentKinds: LayerKinds = [.shape, .gradient, .text]

    /// The affine map a layer's transform to its superlayer amounts to on the plane, or nil when it
    /// projects (perspective), which Cairo draws by warping, or is not finite.
    static func affine(_ m: CATransform3D) -> CGAffineTransform? {
        guard let t = LayerGeometry.planeMap(m).affineTransform, t.a.isFinite, t.b.isFinite, t.c.isFinite,
              t.d.isFinite, t.tx.isFinite, t.ty.isFinite else { return nil }
        return t
    }

    /// Whether the compositor draws the layer itself (else Cairo draws it and its subtree).
    static func drawsItself(_ layer: LayerSnapshot, state: LayerState, localTime: CFTimeInterval) -> Bool {
        if !layer.kinds.isDisjoint(with: Self.cairoKinds) || layer.mask != nil { return false }
        if ShadowRenderer.isVisible(state) { return false }
        return LayerCompositor.activeTransition(of: layer, localTime: localTime) == nil
    }

    /// The background: the bounds with their rounded corners, in the background colour.
    func recordBackground(_ state: LayerState, toDevice: CGAffineTransform, clip: Int, clipBounds: PixelRect) {
        guard let background = state.backgroundColor else { return }
        let color = PremultipliedColor.pack(background)
        guard color != 0,
              let shape = RoundedRectCoverage(rect: state.bounds, radius: state.cornerRadius, corners: state.maskedCorners,
                                              toDevice: toDevice) else { return }
        let bounds = shape.bounds.intersection(clipBounds)
        guard !bounds.isEmpty else { return }
        recording.ops.append(.fill(SolidFill(shape: shape, hole: -1, color: color, clip: clip, bounds: bounds)))
    }

    /// The border: the bounds less the bounds inset by the width (with the radius less the width),
    /// drawn above everything else of the layer and outside its masksToBounds clip.
    func recordBorder(_ state: LayerState, toDevice: CGAffineTransform, clip: Int, clipBounds: PixelRect) {
        let width = state.borderWidth
        guard width > 0, let borderColor = state.borderColor else { return }
        let color = PremultipliedColor.pack(borderColor)
        guard color != 0,
              let shape = RoundedRectCoverage(rect: state.bounds, radius: state.cornerRadius, corners: state.maskedCorners,
                                              toDevice: toDevice) else { return }
        let inner = state.bounds.insetBy(dx: width, dy: width)
        let hole = inner.width > 0 && inner.height > 0
            ? RoundedRectCoverage(rect: inner, radius: max(0, state.cornerRadius - width), corners: state.maskedCorners,
                                  toDevice: toDevice) : nil
        let bounds = shape.bounds.intersection(clipBounds)
        guard !bounds.isEmpty else { return }
        var holeIndex = -1
        if let hole {
            recording.holes.append(hole)
            holeIndex = recording.holes.count - 1
        }
        recording.ops.append(.fill(SolidFill(shape: shape, hole: holeIndex, color: color, clip: clip, bounds: bounds)))
    }

    /// What a shape, gradient or text layer draws: from its cached drawing when it has one (a
    /// gradient or shape layer on whole pixels, unchanged since the last frame), else in place by Cairo.
    func recordKindContent(_ layer: LayerSnapshot, state: LayerState, toDevice: CGAffineTransform, clip: Int,
                           clipBounds: PixelRect) {
        let extents = LayerExtents.content(of: layer, state: state)
        if !layer.kinds.contains(.text), let (dx, dy) = Self.wholePixelOffset(toDevice),
           let cached = contentCache.drawing(of: layer, state: state, dx: dx, dy: dy, extents: extents) {
            let rect = CGRect(x: cached.x, y: cached.y, width: cached.image.width, height: cached.image.height)
            guard let shape = RoundedRectCoverage(rect: rect, radius: 0, corners: [], toDevice: .identity),
                  let data = cairo_image_surface_get_data(cached.image.surface) else { return }
            let bounds = shape.bounds.intersection(clipBounds)
            guard !bounds.isEmpty else { return }
            recording.ops.append(.image(ImageDraw(shape: shape, image: cached.image,
                                                  texels: UnsafeRawPointer(data).assumingMemoryBound(to: UInt32.self),
                                                  stride: cached.image.bytesPerRow / 4, width: cached.image.width,
                                                  height: cached.image.height, xa: 1, xc: 0, xt: -Double(cached.x),
                                                  yb: 0, yd: 1, yt: -Double(cached.y), nearest: true, aligned: true,
                                                  alpha: 255, clip: clip, bounds: bounds)))
            return
        }
        let bounds = layer.kinds.contains(.text) ? clipBounds
            : PixelRect.covering(extents.applying(toDevice)).intersection(clipBounds)
        recording.append(CairoStep(kind: .kindContent(layer, state: state), toDevice: toDevice, clip: clip, bounds: bounds))
    }

    /// The whole-pixel translation `t` is, or nil when it rotates, scales or moves by a fraction.
    static func wholePixelOffset(_ t: CGAffineTransform) -> (Int, Int)? {
        guard t.a == 1, t.b == 0, t.c == 0, t.d == 1, t.tx.rounded() == t.tx, t.ty.rounded() == t.ty,
              abs(t.tx) < 1_000_000, abs(t.ty) < 1_000_000 else { return nil }
        return (Int(t.tx), Int(t.ty))
    }
}
