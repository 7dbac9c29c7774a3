import Foundation

extension LottieShapeBuilder {
    /// A repeater's layers: `layer` (a `CAReplicatorLayer`) to add, `content` to fill with what is
    /// repeated.
    struct Replicator {
        let layer: CAReplicatorLayer
        let content: CALayer
    }

    /// Copy `m` (the offset plus the copy's index) of a repeater is transformed by
    /// `translate(m × position) · translate(anchor) · scale^m · rotate(m × rotation) · translate(-anchor)`,
    /// as ThorVG and lottie-android place copies: the position steps along a straight line, not
    /// turned by the rotation. A `CAReplicatorLayer` applies one transform m times, `step^m`, which
    /// is the same when the position is zero, or when there is neither rotation nor scale;
    /// ``isReplicable(_:)`` says when.
    static func copyMatrix(_ transform: LottieTransform, _ m: Double) -> CGAffineTransform {
        let a = LottieAnimator.point(transform.anchor.initialValue)
        let p = transform.positionValue(at: 0)
        let s = transform.scale.initialValue
        let r = (transform.rotation.initialValue.first ?? 0) * .pi / 180
        let sx = (s.first ?? 100) / 100, sy = (s.count > 1 ? s[1] : s.first ?? 100) / 100
        return CGAffineTransform(translationX: p.x * m + a.x, y: p.y * m + a.y)
            .scaledBy(x: pow(sx, m), y: pow(sy, m))
            .rotated(by: r * m)
            .translatedBy(x: -a.x, y: -a.y)
    }

    /// Whether one `instanceTransform` applied m times places every copy where Lottie does.
    static func isReplicable(_ transform: LottieTransform) -> Bool {
        let p = transform.positionValue(at: 0), s = transform.scale.initialValue
        let turnsOrScales = (transform.rotation.initialValue.first ?? 0) != 0 || s.prefix(2).contains { $0 != 100 }
        return p == .zero || !turnsOrScales
    }

    /// The copies' opacities: from the start opacity to the end opacity in even steps.
    static func copyOpacity(_ repeater: LottieRepeater, index: Int, count: Int) -> Double {
        let start = (repeater.startOpacity.initialValue.first ?? 100) / 100
        let end = (repeater.endOpacity.initialValue.first ?? 100) / 100
        return count > 1 ? start + (end - start) * Double(index) / Double(count - 1) : start
    }

    /// Reports what a repeater's mapping keeps at first values.
    func reportRepeater(_ repeater: LottieRepeater, at jsonPath: LottieJSONLocation) {
        let animated = [repeater.copies, repeater.offset, repeater.startOpacity, repeater.endOpacity, repeater.transform.anchor,
                        repeater.transform.scale, repeater.transform.rotation].contains(where: \.isAnimated)
            || repeater.transform.position?.isAnimated == true
        if animated { report.unsupported("animated-repeater", at: jsonPath, "the repeater keeps its first values") }
        if repeater.below { report.unsupported("repeater-below", at: jsonPath, "later copies are drawn above earlier ones") }
    }

    static func copyCount(_ repeater: LottieRepeater) -> Int {
        min(max(Int((repeater.copies.initialValue.first ?? 1).rounded()), 0), 10_000)
    }

    /// Maps a repeater whose copies ``isReplicable(_:)`` onto a `CAReplicatorLayer`:
    /// `instanceCount` copies, each transformed by the copy transform of 1 once more
    /// (`instanceTransform`, about the origin), opacity from the start opacity to the end opacity
    /// in even steps (`instanceColor`'s alpha and `instanceAlphaOffset`), the first copy transformed
    /// by the copy transform of the offset. Animated repeater values keep their first value
    /// (reported); copies stacked below (composite 2) are drawn above (reported).
    func makeReplicator(_ repeater: LottieRepeater, at jsonPath: LottieJSONLocation) -> Replicator {
        let layer = LottieTransformLayers.pinned(CAReplicatorLayer())
        let content = LottieTransformLayers.pinned(CALayer())
        layer.addSublayer(content)
        reportRepeater(repeater, at: jsonPath)
        let copies = Self.copyCount(repeater)
        layer.instanceCount = copies
        layer.instanceTransform = CATransform3DMakeAffineTransform(Self.copyMatrix(repeater.transform, 1))
        let offset = repeater.offset.initialValue.first ?? 0
        if offset != 0 { content.setAffineTransform(Self.copyMatrix(repeater.transform, offset)) }
        let start = Self.copyOpacity(repeater, index: 0, count: copies), end = Self.copyOpacity(repeater, index: max(copies - 1, 0), count: copies)
        if start != 1 || end != 1 {
            layer.instanceColor = CGColor(srgbRed: 1, green: 1, blue: 1, alpha: min(max(start, 0), 1))
            if copies > 1 { layer.instanceAlphaOffset = Float((end - start) / Double(copies - 1)) }
        }
        return Replicator(layer: layer, content: content)
    }
}
