import Foundation

extension LottieShapeBuilder {
    /// A repeater's layers: `layer` (a `CAReplicatorLayer`) to add, `content` to fill with what is
    /// repeated.
    struct Replicator {
        let layer: CAReplicatorLayer
        let content: CALayer
    }

    /// Maps a repeater onto a `CAReplicatorLayer`: `instanceCount` copies, each transformed by the
    /// repeater's transform once more (`instanceTransform`, about the origin: Lottie's matrix
    /// `translate(position) · translate(anchor) · rotate · scale · translate(-anchor)`), opacity
    /// from the start opacity to the end opacity in even steps (`instanceColor`'s alpha and
    /// `instanceAlphaOffset`). The offset turns the first copy by the transform that many times.
    /// Animated repeater values keep their first value (reported); copies stacked below
    /// (composite 2) are drawn above (reported).
    func makeReplicator(_ repeater: LottieRepeater, at jsonPath: String) -> Replicator {
        let layer = LottieTransformLayers.pinned(CAReplicatorLayer())
        let content = LottieTransformLayers.pinned(CALayer())
        layer.addSublayer(content)
        let animated = [repeater.copies, repeater.offset, repeater.startOpacity, repeater.endOpacity, repeater.transform.anchor,
                        repeater.transform.scale, repeater.transform.rotation].contains(where: \.isAnimated)
            || repeater.transform.position?.isAnimated == true
        if animated { report.unsupported("animated-repeater", at: jsonPath, "the repeater keeps its first values") }
        if repeater.below { report.unsupported("repeater-below", at: jsonPath, "later copies are drawn above earlier ones") }
        let copies = min(max(Int((repeater.copies.initialValue.first ?? 1).rounded()), 0), 10_000)
        layer.instanceCount = copies
        let step = Self.repeaterMatrix(repeater.transform)
        layer.instanceTransform = CATransform3DMakeAffineTransform(step)
        let offset = repeater.offset.initialValue.first ?? 0
        if offset != 0 {
            let whole = Int(offset.rounded())
            if Double(whole) != offset { report.unsupported("repeater-fractional-offset", at: jsonPath, "the offset is rounded") }
            var base = CGAffineTransform.identity
            let unit = whole < 0 ? step.inverted() : step
            for _ in 0..<min(abs(whole), 10_000) { base = base.concatenating(unit) }
            content.setAffineTransform(base)
        }
        let start = (repeater.startOpacity.initialValue.first ?? 100) / 100
        let end = (repeater.endOpacity.initialValue.first ?? 100) / 100
        if start != 1 || end != 1 {
            layer.instanceColor = CGColor(srgbRed: 1, green: 1, blue: 1, alpha: min(max(start, 0), 1))
            if copies > 1 { layer.instanceAlphaOffset = Float((end - start) / Double(copies - 1)) }
        }
        return Replicator(layer: layer, content: content)
    }

    static func repeaterMatrix(_ transform: LottieTransform) -> CGAffineTransform {
        let a = LottieAnimator.point(transform.anchor.initialValue)
        let p = transform.positionValue(at: 0)
        let s = transform.scale.initialValue
        let r = (transform.rotation.initialValue.first ?? 0) * .pi / 180
        return CGAffineTransform(translationX: p.x + a.x, y: p.y + a.y)
            .rotated(by: r)
            .scaledBy(x: (s.first ?? 100) / 100, y: (s.count > 1 ? s[1] : s.first ?? 100) / 100)
            .translatedBy(x: -a.x, y: -a.y)
    }
}
