import Foundation

extension LottieCompositionBuilder {
    /// Casts the layer's drop shadow as its stack's Core Animation shadow (of the layer's content
    /// after its masks and matte, as After Effects casts it): `shadowColor` (animated when the
    /// colour is) and `shadowOpacity`
    /// (the effect's opacity over 255), `shadowOffset` `distance` points toward `direction`
    /// (clockwise from up, y down), and `shadowRadius` 0.6 × softness (ThorVG blurs by a Gaussian of
    /// standard deviation 0.3 × softness; the renderer's is half the radius). Other effects, and a
    /// second drop shadow, are reported and not applied.
    func applyEffects(_ layer: LottieLayer, to stack: CALayer, timeline: LottieTimeline) {
        var shadowed = false
        for effect in layer.effects {
            switch effect {
            case .dropShadow(let shadow) where !shadowed:
                shadowed = true
                report.use("effect-drop-shadow")
                apply(shadow, to: stack, timeline: timeline)
            case .dropShadow(let shadow):
                report.unsupported("effects", at: shadow.jsonPath, "a second drop shadow is not applied")
            case .filter:
                break  // on the layer's own content layer (`applyFilters`)
            case .control:
                report.use("expression-control")
            case .other(let type, let name, let jsonPath):
                report.unsupported("effects", at: jsonPath, "\(name.isEmpty ? "effect" : name) (ty \(type)) is not applied")
            }
        }
    }

    /// Sets the layer's colour and blur effects as `layerFilters` of its content layer (inside its
    /// transform, so that a blur scales with the layer; around its masks, as After Effects applies
    /// effects to the masked layer before its track matte): sampled at every frame (a discrete
    /// animation) when a parameter animates.
    func applyFilters(_ layer: LottieLayer, to inner: CALayer, timeline: LottieTimeline) {
        let effects = layer.effects.compactMap { effect -> LottieFilterEffect? in
            if case .filter(let filter) = effect { return filter }
            return nil
        }
        guard !effects.isEmpty else { return }
        for effect in effects {
            switch effect.kind {
            case .tint: report.use("effect-tint")
            case .fill: report.use("effect-fill")
            case .tritone: report.use("effect-tritone")
            case .gaussianBlur: report.use("effect-gaussian-blur")
            }
            if effect.kind == .fill, effect.option != 0 {
                report.unsupported("effect-fill-mask", at: effect.jsonPath, "the fill covers the whole layer, not one mask or its inverse")
            }
        }
        let animator = LottieAnimator(timeline: timeline)
        animator.applyDerived(to: inner, keyPath: "layerFilters", sources: effects.map(\.keyframeFrames), discrete: true) { frame in
            LayerFilters(effects.map { $0.filter(at: frame) })
        }
    }

    private func apply(_ shadow: LottieDropShadow, to layer: CALayer, timeline: LottieTimeline) {
        let animator = LottieAnimator(timeline: timeline)
        animator.apply(shadow.color, to: layer, keyPath: "shadowColor", set: { $0.shadowColor = $1 }) {
            LottieShapeBuilder.color($0)
        }
        animator.apply(shadow.opacity, to: layer, keyPath: "shadowOpacity", set: { $0.shadowOpacity = $1 }) {
            Float(min(max(($0.first ?? 0) / 255, 0), 1))
        }
        animator.apply(shadow.softness, to: layer, keyPath: "shadowRadius", set: { $0.shadowRadius = $1 }) {
            CGFloat(max(($0.first ?? 0) * 0.6, 0))
        }
        let sources = [shadow.direction.keyframeFrames, shadow.distance.keyframeFrames]
        animator.applyDerived(to: layer, keyPath: "shadowOffset", sources: sources) { frame in
            let angle = (shadow.direction.value(at: frame).first ?? 0) * .pi / 180
            let distance = shadow.distance.value(at: frame).first ?? 0
            return CGSize(width: distance * sin(angle), height: -distance * cos(angle))
        }
    }
}
