import Foundation

extension LottieShapeBuilder {
    /// Paints `shape` (its path and stroke already set) with `paint` at `opacity` (percent) and adds
    /// it, or the gradient layer it masks, to `container`.
    func paint(_ paint: LottiePaint, opacity: LottieProperty<[Double]>, shape: CAShapeLayer, isStroke: Bool,
               strokeWidth: Double, into container: CALayer, at jsonPath: String) {
        switch paint {
        case .color(let color):
            animator.apply(color, to: shape, keyPath: isStroke ? "strokeColor" : "fillColor",
                          set: { if isStroke { $0.strokeColor = $1 } else { $0.fillColor = $1 } }) { Self.color($0) }
            animator.apply(opacity, to: shape, keyPath: "opacity", set: { $0.opacity = $1 }) { Float(($0.first ?? 100) / 100) }
            container.addSublayer(shape)
        case .gradient(let gradient):
            let black = CGColor(srgbRed: 0, green: 0, blue: 0, alpha: 1)
            if isStroke { shape.strokeColor = black } else { shape.fillColor = black }
            let layer = gradientLayer(gradient, covering: shape, margin: strokeWidth / 2 + 1, at: jsonPath)
            animator.apply(opacity, to: layer, keyPath: "opacity", set: { $0.opacity = $1 }) { Float(($0.first ?? 100) / 100) }
            layer.mask = shape
            container.addSublayer(layer)
        }
    }

    /// A `CAGradientLayer` over a square that holds the shape's path at every keyframe (and the
    /// gradient's points). The layer's bounds are that square in the container's coordinates, so the
    /// shape, as its mask, keeps its coordinates. The square keeps the gradient's unit space
    /// undistorted: an axial gradient's lines of equal colour stay perpendicular to it, and a radial
    /// gradient (centre `start`, radius the distance to `end`) stays a circle. A radial highlight
    /// (focal point) is not drawn.
    private func gradientLayer(_ gradient: LottieGradient, covering shape: CAShapeLayer, margin: Double,
                               at jsonPath: String) -> CAGradientLayer {
        let layer = CAGradientLayer()
        layer.type = gradient.isRadial ? .radial : .axial
        if gradient.isRadial, gradient.highlightLength.isAnimated || (gradient.highlightLength.initialValue.first ?? 0) != 0 {
            report.unsupported("gradient-highlight", at: jsonPath, "the radial gradient is drawn from its centre")
        }
        var box = Self.pathBounds(shape)
        for point in [gradient.start, gradient.end].flatMap({ [$0.initialValue] + Self.values($0) }) {
            box = box.union(CGRect(origin: LottieAnimator.point(point), size: .zero))
        }
        box = box.insetBy(dx: -margin, dy: -margin)
        let side = max(box.width, box.height, 1)
        let origin = CGPoint(x: box.midX - side / 2, y: box.midY - side / 2)
        layer.anchorPoint = .zero
        layer.bounds = CGRect(origin: origin, size: CGSize(width: side, height: side))
        layer.position = origin
        func unit(_ vector: [Double]) -> CGPoint {
            let point = LottieAnimator.point(vector)
            return CGPoint(x: (point.x - origin.x) / side, y: (point.y - origin.y) / side)
        }
        animator.apply(gradient.start, to: layer, keyPath: "startPoint", set: { $0.startPoint = $1 }) { unit($0) }
        if gradient.isRadial {
            animator.applyDerived(to: layer, keyPath: "endPoint", sources: [gradient.start.keyframeFrames, gradient.end.keyframeFrames]) {
                let center = unit(gradient.start.value(at: $0)), edge = unit(gradient.end.value(at: $0))
                let radius = hypot(edge.x - center.x, edge.y - center.y)
                return CGPoint(x: center.x + radius, y: center.y + radius)
            }
        } else {
            animator.apply(gradient.end, to: layer, keyPath: "endPoint", set: { $0.endPoint = $1 }) { unit($0) }
        }
        let count = gradient.colorCount
        guard gradient.stops.isAnimated else {
            // Constant stops: worked out once, set with the typed setters.
            let stops = Self.gradientStops(gradient.stops.initialValue, count: count)
            layer.colors = stops.colors
            layer.locations = stops.locations
            return layer
        }
        animator.apply(gradient.stops, to: layer, keyPath: "colors") { Self.gradientStops($0, count: count).colors }
        animator.apply(gradient.stops, to: layer, keyPath: "locations") { Self.gradientStops($0, count: count).locations }
        return layer
    }

    private static func values(_ property: LottieProperty<[Double]>) -> [[Double]] {
        if case .animated(let keyframes) = property { return keyframes.map(\.value) }
        return []
    }

    /// The bounding box of the shape's model path and of every path its `path` animation holds.
    private static func pathBounds(_ shape: CAShapeLayer) -> CGRect {
        var paths = [shape.path].compactMap { $0 }
        if let animation = shape.animation(forKey: "path") as? CAKeyframeAnimation {
            paths += (animation.values ?? []).compactMap { $0 as? CGPath }
        }
        let boxes = paths.map(\.boundingBoxOfPath).filter { !$0.isNull && $0.width.isFinite && $0.height.isFinite }
        return boxes.dropFirst().reduce(boxes.first ?? .zero) { $0.union($1) }
    }

    /// Lottie's flat stops as colours and locations: `count` colour stops (offset, r, g, b), then
    /// opacity stops (offset, alpha) if present. Every colour and opacity stop's offset becomes a
    /// location, its colour and alpha each interpolated at it from their own stops.
    static func gradientStops(_ values: [Double], count: Int) -> (colors: [CGColor], locations: [NSNumber]) {
        let colorStops = (0..<count).compactMap { index -> (Double, [Double])? in
            let base = index * 4
            guard base + 3 < values.count else { return nil }
            return (values[base], Array(values[(base + 1)...(base + 3)]))
        }
        var alphaStops: [(Double, Double)] = []
        var index = count * 4
        while index + 1 < values.count {
            alphaStops.append((values[index], values[index + 1]))
            index += 2
        }
        let offsets = Array(Set(colorStops.map(\.0) + alphaStops.map(\.0))).sorted()
        guard !offsets.isEmpty else { return ([], []) }
        let colors = offsets.map { offset -> CGColor in
            var rgb = interpolate(colorStops, at: offset, default: [0, 0, 0])
            rgb.append(alphaStops.isEmpty ? 1 : interpolate(alphaStops.map { ($0.0, [$0.1]) }, at: offset, default: [1])[0])
            return color(rgb)
        }
        return (colors, offsets.map { NSNumber(value: $0) })
    }

    private static func interpolate(_ stops: [(Double, [Double])], at offset: Double, default fallback: [Double]) -> [Double] {
        guard let first = stops.first, let last = stops.last else { return fallback }
        if offset <= first.0 { return first.1 }
        if offset >= last.0 { return last.1 }
        for (a, b) in zip(stops, stops.dropFirst()) where offset <= b.0 {
            let fraction = b.0 > a.0 ? (offset - a.0) / (b.0 - a.0) : 1
            return a.1.blended(to: b.1, fraction: fraction)
        }
        return last.1
    }
}
