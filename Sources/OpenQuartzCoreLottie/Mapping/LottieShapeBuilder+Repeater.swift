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
    static func copyMatrix(_ transform: LottieTransform, _ m: Double, at frame: Double = 0) -> CGAffineTransform {
        let a = LottieAnimator.point(transform.anchor.value(at: frame))
        let p = transform.positionValue(at: frame)
        let s = transform.scale.value(at: frame)
        let r = (transform.rotation.value(at: frame).first ?? 0) * .pi / 180
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
    static func copyOpacity(_ repeater: LottieRepeater, index: Int, count: Int, at frame: Double = 0) -> Double {
        let start = (repeater.startOpacity.value(at: frame).first ?? 100) / 100
        let end = (repeater.endOpacity.value(at: frame).first ?? 100) / 100
        return count > 1 ? start + (end - start) * Double(index) / Double(count - 1) : start
    }

    /// The copies' indices in the order they are drawn, the bottom one first
    /// (``LottieRepeater/lastOnTop``).
    static func drawingOrder(_ repeater: LottieRepeater, count: Int) -> [Int] {
        repeater.lastOnTop ? Array(0..<count) : Array((0..<count).reversed())
    }

    static func copyCount(_ repeater: LottieRepeater, at frame: Double = 0) -> Int {
        let copies = repeater.copies.value(at: frame).first ?? 1
        return copies.isFinite ? min(max(Int(copies.rounded()), 0), 10_000) : 0
    }

    /// Whether any of the repeater's values is keyframed.
    static func isAnimated(_ repeater: LottieRepeater) -> Bool {
        !keyframeSources(repeater).allSatisfy(\.isEmpty)
    }

    /// The keyframe frames of every value of the repeater, for sampling what they make.
    static func keyframeSources(_ repeater: LottieRepeater) -> [[Double]] {
        let t = repeater.transform
        return [repeater.copies.keyframeFrames, repeater.offset.keyframeFrames, repeater.startOpacity.keyframeFrames,
                repeater.endOpacity.keyframeFrames, t.anchor.keyframeFrames, t.scale.keyframeFrames, t.rotation.keyframeFrames,
                t.position?.keyframeFrames ?? [], t.positionX.keyframeFrames, t.positionY.keyframeFrames]
    }

    /// An animated repeater's copies, each a layer of its own whose `transform` and `opacity` are
    /// sampled at every frame from the repeater's values then (the copy's index plus the offset
    /// placing it, ``copyMatrix(_:_:at:)``), and, when the number of copies animates, whose
    /// `hidden` switches where the count passes its index: as many layers as the most copies
    /// shown (at most 1,000), in the order they are drawn. Core Animation's replicator repeats one
    /// `instanceTransform` and has no animatable `instanceCount`, so it cannot carry these.
    func makeAnimatedCopies(_ repeater: LottieRepeater, build: (CALayer) -> Void) -> [CALayer] {
        let sources = Self.keyframeSources(repeater)
        let frames = sources.flatMap { $0 }
        let most = ([0] + frames).map { Self.copyCount(repeater, at: $0) }.max() ?? 0
        return Self.drawingOrder(repeater, count: min(most, 1_000)).map { index in
            let copy = LottieTransformLayers.pinned(CALayer())
            animator.applyDerived(to: copy, keyPath: "transform", sources: sources) { frame in
                let offset = repeater.offset.value(at: frame).first ?? 0
                return CATransform3DMakeAffineTransform(Self.copyMatrix(repeater.transform, offset + Double(index), at: frame))
            }
            animator.applyDerived(to: copy, keyPath: "opacity", sources: sources) { frame in
                Float(min(max(Self.copyOpacity(repeater, index: index, count: Self.copyCount(repeater, at: frame), at: frame), 0), 1))
            }
            if repeater.copies.isAnimated {
                animator.applyDerived(to: copy, keyPath: "hidden", sources: [repeater.copies.keyframeFrames], discrete: true) { frame in
                    index >= Self.copyCount(repeater, at: frame)
                }
            }
            build(copy)
            return copy
        }
    }

    /// Maps a repeater whose copies ``isReplicable(_:)`` onto a `CAReplicatorLayer`:
    /// `instanceCount` copies, each transformed by the copy transform of 1 once more
    /// (`instanceTransform`, about the origin), opacity from the start opacity to the end opacity
    /// in even steps (`instanceColor`'s alpha and `instanceAlphaOffset`), the first copy transformed
    /// by the copy transform of the offset. A replicator draws its instances in order, so copies
    /// with the first on top (composite 1) are replicated from the last: the content placed as the
    /// last copy, each instance stepped back by the inverse of the copy transform, and the
    /// opacities run from the end opacity; nil where that transform has no inverse (a scale of 0),
    /// for the caller to build the copies one by one. Animated repeaters are built as separate
    /// copies (``makeAnimatedCopies(_:build:)``).
    func makeReplicator(_ repeater: LottieRepeater) -> Replicator? {
        let copies = Self.copyCount(repeater)
        let step = Self.copyMatrix(repeater.transform, 1)
        let offset = repeater.offset.initialValue.first ?? 0
        let firstOnTop = !repeater.lastOnTop && copies > 1
        if firstOnTop {
            let determinant = step.a * step.d - step.b * step.c
            guard determinant.isNormal else { return nil }
        }
        let layer = LottieTransformLayers.pinned(CAReplicatorLayer())
        let content = LottieTransformLayers.pinned(CALayer())
        layer.addSublayer(content)
        layer.instanceCount = copies
        layer.instanceTransform = CATransform3DMakeAffineTransform(firstOnTop ? step.inverted() : step)
        let base = firstOnTop ? offset + Double(copies - 1) : offset
        if base != 0 { content.setAffineTransform(Self.copyMatrix(repeater.transform, base)) }
        let first = Self.copyOpacity(repeater, index: 0, count: copies), last = Self.copyOpacity(repeater, index: max(copies - 1, 0), count: copies)
        let (bottom, top) = firstOnTop ? (last, first) : (first, last)
        if bottom != 1 || top != 1 {
            layer.instanceColor = CGColor(srgbRed: 1, green: 1, blue: 1, alpha: min(max(bottom, 0), 1))
            if copies > 1 { layer.instanceAlphaOffset = Float((top - bottom) / Double(copies - 1)) }
        }
        return Replicator(layer: layer, content: content)
    }
}
