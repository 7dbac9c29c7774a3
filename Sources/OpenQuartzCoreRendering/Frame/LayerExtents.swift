/// Where a layer's drawing can land, in its own coordinates: what an offscreen buffer for it (a
/// shadow, a projective warp, a transition) must cover.
enum LayerExtents {
    /// The bounds, grown by a shape's stroke, by the placed extents of unclipped sublayers and by
    /// every replicated instance of them. Text overflowing the bounds and sublayers seen in
    /// perspective from behind the viewer are not counted. `state` is the layer's presentation at
    /// its local time `localTime`; its sublayers are taken as they are presented then too (their
    /// animated paths, transforms and visibility), as the frame draws them.
    static func drawing(of layer: RenderLayer, state: LayerState, localTime: CFTimeInterval) -> CGRect {
        var extents = content(of: layer, state: state)
        if state.masksToBounds { return state.bounds }
        var placements = [CATransform3DIdentity]
        if layer.kinds.contains(.replicator) { placements = FrameBuilder.instancePlacements(of: state) }
        for sublayer in layer.sublayers {
            let time = sublayer.localTime(fromParentTime: localTime)
            let presented = sublayer.presentation(atLocalTime: time)
            guard !presented.isHidden else { continue }
            let inner = drawing(of: sublayer, state: presented, localTime: time)
            let placed = LayerGeometry.transformToSuperlayer(presented, superlayer: state)
            for placement in placements {
                if let box = projectedBox(inner, through: LayerGeometry.planeMap(CATransform3DConcat(placed, placement))) {
                    extents = extents.union(box)
                }
            }
        }
        return extents
    }

    /// Where the layer's own drawing can land: the bounds, grown by a shape layer's path and stroke
    /// (text overflowing the bounds is not counted).
    static func content(of layer: RenderLayer, state: LayerState) -> CGRect {
        layer.kinds.contains(.shape) ? shape(state) : state.bounds
    }

    /// Where a shape layer's own drawing can land: its bounds, grown by its path and the reach of
    /// its stroke (half the line width, times the miter limit for the spikes of miter joins).
    static func shape(_ state: LayerState) -> CGRect {
        var extents = state.bounds
        if let path = state.path, !path.isEmpty {
            let reach = state.strokeColor == nil ? 0 : state.lineWidth / 2 * max(1, state.miterLimit)
            extents = extents.union(path.boundingBoxOfPath.insetBy(dx: -reach, dy: -reach))
        }
        return extents
    }

    /// The bounding box of `rect` mapped through `map`; nil when part of it lies behind the viewer.
    static func projectedBox(_ rect: CGRect, through map: PlaneMap) -> CGRect? {
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        for p in [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                  CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)] {
            guard map.w(p) > 0, let q = map.apply(p) else { return nil }
            minX = min(minX, q.x); maxX = max(maxX, q.x); minY = min(minY, q.y); maxY = max(maxY, q.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
