extension CALayer {
    /// The layer's map to its superlayer's coordinates (to absolute coordinates for a root layer).
    private var mapToSuperlayer: PlaneMap {
        LayerGeometry.planeMap(LayerGeometry.transformToSuperlayer(state, superlayer: currentSuperlayer?.state))
    }

    /// A point of this layer in absolute coordinates, the space of the root of its tree.
    private func absolutePoint(_ p: CGPoint) -> CGPoint {
        var point = p
        var layer: CALayer? = self
        while let current = layer {
            guard let next = current.mapToSuperlayer.apply(point) else { return CGPoint(x: CGFloat.nan, y: .nan) }
            point = next
            layer = current.currentSuperlayer
        }
        return point
    }

    /// An absolute point in this layer's coordinates.
    private func localPoint(fromAbsolute p: CGPoint) -> CGPoint {
        var chain: [CALayer] = []
        var layer: CALayer? = self
        while let current = layer {
            chain.append(current)
            layer = current.currentSuperlayer
        }
        var point = p
        for current in chain.reversed() {
            guard let inverse = current.mapToSuperlayer.inverted, let next = inverse.apply(point) else {
                return CGPoint(x: CGFloat.nan, y: .nan)
            }
            point = next
        }
        return point
    }

    /// Layers of different trees convert as if their roots shared one plane (Apple's framework,
    /// measured): through absolute coordinates.
    func convertPoint(_ p: CGPoint, from l: CALayer?) -> CGPoint {
        localPoint(fromAbsolute: l?.absolutePoint(p) ?? p)
    }

    func convertPoint(_ p: CGPoint, to l: CALayer?) -> CGPoint {
        let absolute = absolutePoint(p)
        return l?.localPoint(fromAbsolute: absolute) ?? absolute
    }

    func convertRect(_ r: CGRect, from l: CALayer?) -> CGRect {
        boundingBox(of: r) { convertPoint($0, from: l) }
    }

    func convertRect(_ r: CGRect, to l: CALayer?) -> CGRect {
        boundingBox(of: r) { convertPoint($0, to: l) }
    }

    private func boundingBox(of rect: CGRect, _ map: (CGPoint) -> CGPoint) -> CGRect {
        if rect.isNull { return rect }
        let r = rect.standardized
        let corners = [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                       CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.maxX, y: r.maxY)].map(map)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Hit testing as Apple's framework does it (measured): hidden layers are skipped; a point outside
    /// a layer's bounds still reaches its sublayers unless it masks to its bounds; among siblings the
    /// higher zPosition wins, then the later sublayer; the layer itself answers when no sublayer does
    /// and the point is inside its bounds.
    func hitTestImplementation(_ p: CGPoint) -> CALayer? {
        guard !state.isHidden, let inverse = mapToSuperlayer.inverted, let local = inverse.apply(p) else { return nil }
        if state.masksToBounds && !contains(local) { return nil }
        let order = currentSublayers.enumerated().sorted {
            ($0.element.state.zPosition, $0.offset) > ($1.element.state.zPosition, $1.offset)
        }
        for (_, sublayer) in order {
            if let hit = sublayer.hitTest(local) { return hit }
        }
        return contains(local) ? self : nil
    }

    // MARK: Time

    /// An absolute media time in this layer's time space, through the model's timings.
    package func localTime(fromAbsolute t: CFTimeInterval) -> CFTimeInterval {
        modelTimeSpace.localTime(fromMediaTime: t)
    }

    /// With speed 0 somewhere on the way every parent time maps to one local time; the inverse is then
    /// the ancestor's beginTime (see ``MediaTiming/parentTime(fromLocalTime:)``).
    func convertLocalTime(_ t: CFTimeInterval, from l: CALayer?) -> CFTimeInterval {
        localTime(fromAbsolute: l?.modelTimeSpace.absoluteTime(fromLocalTime: t) ?? t)
    }

    func convertLocalTime(_ t: CFTimeInterval, to l: CALayer?) -> CFTimeInterval {
        let absolute = modelTimeSpace.absoluteTime(fromLocalTime: t)
        return l?.localTime(fromAbsolute: absolute) ?? absolute
    }
}
