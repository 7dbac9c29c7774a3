extension RasterRecorder {
    /// The affine map a layer's transform to its superlayer amounts to on the plane, or nil when it
    /// projects (perspective), which Cairo draws by warping.
    static func affine(_ m: CATransform3D) -> CGAffineTransform? {
        guard m.m14 == 0, m.m24 == 0, m.m44 != 0, m.m44.isFinite else { return nil }
        let r = 1 / m.m44
        let t = CGAffineTransform(a: m.m11 * r, b: m.m12 * r, c: m.m21 * r, d: m.m22 * r, tx: m.m41 * r, ty: m.m42 * r)
        guard t.a.isFinite, t.b.isFinite, t.c.isFinite, t.d.isFinite, t.tx.isFinite, t.ty.isFinite else { return nil }
        return t
    }

    /// Whether the compositor draws the layer itself (else Cairo draws it and its subtree).
    static func drawsItself(_ layer: LayerSnapshot, state: LayerState, localTime: CFTimeInterval) -> Bool {
        if !layer.kinds.isDisjoint(with: [.transform, .replicator]) || layer.mask != nil { return false }
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
        recording.ops.append(.fill(SolidFill(shape: shape, hole: shape, hasHole: false, color: color, clip: clip, bounds: bounds)))
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
        recording.ops.append(.fill(SolidFill(shape: shape, hole: hole ?? shape, hasHole: hole != nil, color: color, clip: clip, bounds: bounds)))
    }

    /// Where a shape, gradient or text layer's content can land, in device pixels within `clip`: the
    /// bounds (a gradient's), grown by a shape's path and stroke; a text layer's string may overflow
    /// its bounds, so text is given the whole clip.
    static func contentBounds(_ layer: LayerSnapshot, state: LayerState, toDevice: CGAffineTransform,
                              within clip: PixelRect) -> PixelRect {
        if layer.kinds.contains(.text) { return clip }
        var extents = state.bounds
        if layer.kinds.contains(.shape), let path = state.path, !path.isEmpty {
            let reach = state.strokeColor == nil ? 0 : state.lineWidth / 2 * max(1, state.miterLimit)
            extents = extents.union(path.boundingBoxOfPath.insetBy(dx: -reach, dy: -reach))
        }
        return PixelRect.covering(extents.applying(toDevice)).intersection(clip)
    }
}
