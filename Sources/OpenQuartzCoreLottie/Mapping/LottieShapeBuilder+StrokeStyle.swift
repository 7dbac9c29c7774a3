import Foundation

extension LottieShapeBuilder {
    /// How far a stroke's outline can reach from its path: half its widest width, times the miter
    /// limit for miter joins' spikes, or √2 for square caps.
    static func reach(of stroke: LottieStroke, shape: CAShapeLayer) -> Double {
        var widths = [stroke.width.initialValue.first ?? 0]
        if case .animated(let keyframes) = stroke.width { widths += keyframes.map { $0.value.first ?? 0 } }
        let widest = max(widths.max() ?? 0, 0)
        return widest / 2 * max(2.0.squareRoot(), shape.lineJoin == .miter ? shape.miterLimit : 1)
    }

    /// Width, caps, joins, miter limit and dashes of a stroke.
    func applyStrokeStyle(_ stroke: LottieStroke, to shape: CAShapeLayer, at jsonPath: LottieJSONLocation) {
        animator.apply(stroke.width, to: shape, keyPath: "lineWidth", set: { $0.lineWidth = CGFloat($1) }) { max($0.first ?? 1, 0) }
        shape.lineCap = [2: .round, 3: .square][stroke.cap] ?? .butt
        shape.lineJoin = [2: .round, 3: .bevel][stroke.join] ?? .miter
        shape.miterLimit = max(stroke.miterLimit, 0)
        guard !stroke.dashes.isEmpty else { return }
        let lengths = stroke.dashes.map { max($0.initialValue.first ?? 0, 0) }
        if stroke.dashes.contains(where: \.isAnimated) {
            // Sampled at every frame: a pattern of no length at some frame is drawn solid there.
            report.use("animated-dashes")
            animator.applyDerived(to: shape, keyPath: "lineDashPattern", sources: stroke.dashes.map(\.keyframeFrames)) { frame in
                let lengths = stroke.dashes.map { max($0.value(at: frame).first ?? 0, 0) }
                return (lengths.contains { $0 > 0 } ? lengths : [1, 0]).map { NSNumber(value: $0) }
            }
        }
        if stroke.dashes.contains(where: \.isAnimated) || lengths.contains(where: { $0 > 0 }) {
            if !stroke.dashes.contains(where: \.isAnimated) { shape.lineDashPattern = lengths.map { NSNumber(value: $0) } }
            if let offset = stroke.dashOffset {
                animator.apply(offset, to: shape, keyPath: "lineDashPhase", set: { $0.lineDashPhase = CGFloat($1) }) { $0.first ?? 0 }
            }
        }
    }
}
