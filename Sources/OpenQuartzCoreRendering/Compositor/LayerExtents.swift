/// Where a layer's drawing can land, in its own coordinates: what an offscreen buffer for it (a
/// shadow, a projective warp, a transition) must cover.
enum LayerExtents {
    /// The bounds, grown by a shape's stroke and by the placed extents of unclipped sublayers. Text
    /// overflowing the bounds and sublayers seen in perspective from behind the viewer are not
    /// counted.
    static func drawing(of layer: LayerSnapshot, state: LayerState) -> CGRect {
        var extents = state.bounds
        if layer.kinds.contains(.shape), let path = state.path, !path.isEmpty {
            let reach = state.strokeColor == nil ? 0 : state.lineWidth / 2 * max(1, state.miterLimit)
            extents = extents.union(path.boundingBoxOfPath.insetBy(dx: -reach, dy: -reach))
        }
        if state.masksToBounds || layer.kinds.contains(.replicator) { return state.masksToBounds ? state.bounds : extents }
        for sublayer in layer.sublayers {
            let sub = sublayer.state
            guard !sub.isHidden else { continue }
            let map = LayerGeometry.planeMap(LayerGeometry.transformToSuperlayer(sub, superlayer: state))
            let inner = drawing(of: sublayer, state: sub)
            var corners: [CGPoint] = []
            for p in [CGPoint(x: inner.minX, y: inner.minY), CGPoint(x: inner.maxX, y: inner.minY),
                      CGPoint(x: inner.minX, y: inner.maxY), CGPoint(x: inner.maxX, y: inner.maxY)] {
                if map.w(p) > 0, let q = map.apply(p) { corners.append(q) }
            }
            guard corners.count == 4 else { continue }
            let xs = corners.map(\.x), ys = corners.map(\.y)
            extents = extents.union(CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!))
        }
        return extents
    }
}
