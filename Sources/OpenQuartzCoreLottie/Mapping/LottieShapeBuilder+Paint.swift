import Foundation

extension LottieShapeBuilder {
    /// Paints `shape` (its path and stroke already set) with `paint` at `opacity` (percent) and adds
    /// it, or the gradient layer it masks, to `container`.
    func paint(_ paint: LottiePaint, opacity: LottieProperty<[Double]>, shape: CAShapeLayer, isStroke: Bool,
               strokeReach: Double, into container: CALayer) {
        switch paint {
        case .color(let color):
            animator.apply(color, to: shape, keyPath: isStroke ? "strokeColor" : "fillColor",
                          set: { if isStroke { $0.strokeColor = $1 } else { $0.fillColor = $1 } }) { Self.color($0) }
            animator.apply(opacity, to: shape, keyPath: "opacity", set: { $0.opacity = $1 }) { Float(($0.first ?? 100) / 100) }
            container.addSublayer(shape)
        case .gradient(let gradient):
            let black = CGColor(srgbRed: 0, green: 0, blue: 0, alpha: 1)
            if isStroke { shape.strokeColor = black } else { shape.fillColor = black }
            let layer = gradientLayer(gradient, covering: shape, margin: strokeReach + 1)
            animator.apply(opacity, to: layer, keyPath: "opacity", set: { $0.opacity = $1 }) { Float(($0.first ?? 100) / 100) }
            layer.mask = shape
            container.addSublayer(layer)
        }
    }

    /// A `CAGradientLayer` over the box that holds the shape's path at every keyframe (its bounds
    /// that box in the container's coordinates, so the shape, as its mask, keeps its coordinates).
    ///
    /// `CAGradientLayer`'s points live in the unit square stretched over the bounds, so on a box that
    /// is not square the points are chosen to undo the stretch: with the box's scale `D = diag(w, h)`
    /// and the gradient's vector `d` in points, an axial gradient's unit vector is `v / |v|²` where
    /// `v = D d / |d|²`, which keeps its lines of equal colour perpendicular to `d`; a radial
    /// gradient (centre `start`, radius `r` the distance to `end`) reaches `(r / w, r / h)` from its
    /// centre, a circle of radius r. A radial highlight is the layer's `radialFocus`
    /// (``radialFocus(_:at:)``).
    private func gradientLayer(_ gradient: LottieGradient, covering shape: CAShapeLayer, margin: Double) -> CAGradientLayer {
        let layer = CAGradientLayer()
        layer.type = gradient.isRadial ? .radial : .axial
        if gradient.isRadial, gradient.highlightLength.isAnimated || (gradient.highlightLength.initialValue.first ?? 0) != 0 {
            let sources = [gradient.start, gradient.end, gradient.highlightLength, gradient.highlightAngle].map(\.keyframeFrames)
            animator.applyDerived(to: layer, keyPath: "radialFocus", sources: sources) { Self.radialFocus(gradient, at: $0) }
        }
        let box = Self.pathBounds(shape).insetBy(dx: -margin, dy: -margin)
        let width = max(box.width, 1), height = max(box.height, 1)
        layer.anchorPoint = .zero
        layer.bounds = CGRect(origin: box.origin, size: CGSize(width: width, height: height))
        layer.position = box.origin
        func unit(_ point: CGPoint) -> CGPoint {
            CGPoint(x: (point.x - box.minX) / width, y: (point.y - box.minY) / height)
        }
        animator.apply(gradient.start, to: layer, keyPath: "startPoint", set: { $0.startPoint = $1 }) { unit(LottieAnimator.point($0)) }
        let sources = [gradient.start.keyframeFrames, gradient.end.keyframeFrames]
        animator.applyDerived(to: layer, keyPath: "endPoint", sources: sources) { frame in
            let start = LottieAnimator.point(gradient.start.value(at: frame)), end = LottieAnimator.point(gradient.end.value(at: frame))
            let center = unit(start)
            let dx = end.x - start.x, dy = end.y - start.y
            if gradient.isRadial {
                let radius = hypot(dx, dy)
                return CGPoint(x: center.x + radius / width, y: center.y + radius / height)
            }
            let lengthSquared = dx * dx + dy * dy
            guard lengthSquared > 0 else { return center }
            let v = CGPoint(x: width * dx / lengthSquared, y: height * dy / lengthSquared)
            let vSquared = v.x * v.x + v.y * v.y
            return CGPoint(x: center.x + v.x / vSquared, y: center.y + v.y / vSquared)
        }
        let count = gradient.colorCount
        guard gradient.stops.isAnimated else {
            // Constant stops: worked out once, set with the typed setters.
            let stops = Self.gradientStops(gradient.stops.initialValue, count: count)
            layer.colors = stops.colors
            layer.locations = stops.locations
            return layer
        }
        animator.apply(gradient.stops, to: layer, keyPath: "colors") { Self.gradientStops($0, count: count, keepingEveryStop: true).colors }
        animator.apply(gradient.stops, to: layer, keyPath: "locations") { Self.gradientStops($0, count: count, keepingEveryStop: true).locations }
        return layer
    }

    /// A radial gradient's highlight at `frame` as `CAGradientLayer.radialFocus` (a fraction of the
    /// radius from the centre): its length `h` in percent of the radius, at its angle `a` in degrees
    /// from the direction toward `end` (clockwise, in Lottie's y-down space), as rlottie
    /// (`model::Gradient::update`) and lottie-web place the focal point. The renderer keeps it
    /// within 99 % of the radius, where both players cut a highlight of 100 %.
    static func radialFocus(_ gradient: LottieGradient, at frame: Double) -> CGPoint {
        let start = LottieAnimator.point(gradient.start.value(at: frame)), end = LottieAnimator.point(gradient.end.value(at: frame))
        let length = (gradient.highlightLength.value(at: frame).first ?? 0) / 100
        let angle = atan2(end.y - start.y, end.x - start.x) + (gradient.highlightAngle.value(at: frame).first ?? 0) * .pi / 180
        return CGPoint(x: length * cos(angle), y: length * sin(angle))
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
    /// opacity stops (offset, alpha) if present. Every colour stop and every opacity stop becomes a
    /// location, in order of offset (colour stops first where offsets tie), with its own colour or
    /// alpha and the other interpolated at its offset from the other kind's stops. Two stops of a
    /// kind at one offset stay two locations there: a hard edge, as a `CGGradient` draws two
    /// locations at one offset. A location that repeats the one before it (a colour stop and an
    /// opacity stop at one offset) is dropped, unless `keepingEveryStop`: keyframed stops keep the
    /// file's stop count at every keyframe, so that they interpolate location by location.
    static func gradientStops(_ values: [Double], count: Int, keepingEveryStop: Bool = false) -> (colors: [CGColor], locations: [NSNumber]) {
        let colorStops = (0..<count).compactMap { index -> (Double, [Double])? in
            let base = index * 4
            guard base + 3 < values.count else { return nil }
            return (values[base], Array(values[(base + 1)...(base + 3)]))
        }
        var alphaStops: [(Double, [Double])] = []
        var index = count * 4
        while index + 1 < values.count {
            alphaStops.append((values[index], [values[index + 1]]))
            index += 2
        }
        // (offset, kind, position in the file): kind 0 a colour stop, 1 an opacity stop.
        let entries = (colorStops.indices.map { (colorStops[$0].0, 0, $0) } + alphaStops.indices.map { (alphaStops[$0].0, 1, $0) })
            .sorted { ($0.0, $0.1, $0.2) < ($1.0, $1.1, $1.2) }
        var colors: [CGColor] = [], locations: [NSNumber] = [], last: (Double, [Double])?
        for (offset, kind, position) in entries {
            let rgb = kind == 0 ? colorStops[position].1 : interpolate(colorStops, at: offset, default: [0, 0, 0])
            let alpha = kind == 1 ? alphaStops[position].1[0]
                : alphaStops.isEmpty ? 1 : interpolate(alphaStops, at: offset, default: [1])[0]
            if !keepingEveryStop, let last, last.0 == offset, last.1 == rgb + [alpha] { continue }
            last = (offset, rgb + [alpha])
            colors.append(color(rgb, alpha: alpha))
            locations.append(NSNumber(value: offset))
        }
        return (colors, locations)
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
