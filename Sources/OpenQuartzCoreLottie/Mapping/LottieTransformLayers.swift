import Foundation

/// The Core Animation layers that carry a Lottie transform.
///
/// Lottie's matrix is `translate(position) · rotate · skew · scale · translate(-anchor)`. One
/// `CALayer` cannot animate that with its own properties (its transform turns and scales about its
/// anchor point, and its anchor point is a fraction of its bounds), so it takes two, like
/// lottie-ios's separate transform layers:
/// - `outer` (anchor point (0, 0), empty bounds): `position` and `transform.rotation.z`;
/// - `inner`, its sublayer (anchor point (0, 0) at the outer layer's origin): `transform.scale.x`
///   and `.y`, and Lottie's anchor as its `bounds.origin`, so that content point `anchor` lands on
///   the origin, then scaled, then turned and moved: exactly Lottie's order.
/// With skew a third layer between them carries the skew as a sampled `transform`. A 3D layer's
/// turns about x and y and its orientation (``LottieTransform/turn3D(at:)``) sit on a layer of their
/// own above the z rotation's, as a `transform` sampled per frame when animated: Core Animation
/// draws it without perspective (no `m34`), as lottie-ios's Core Animation engine, lottie-web's
/// SVG and canvas renderers and ThorVG draw 3D layers; depth and cameras are not modelled. Content goes
/// into `inner`, in the layer's own coordinates. `opacity` is set on `inner` when asked (layers and
/// groups; not the transform-only copies of a parent).
struct LottieTransformLayers {
    let outer: CALayer
    let inner: CALayer

    init(_ transform: LottieTransform, animator: LottieAnimator, opacity: Bool, autoOrient: Bool = false,
         report: LottieReportCollector, at jsonPath: LottieJSONLocation) {
        outer = Self.pinned(CALayer())
        inner = Self.pinned(CALayer())
        animator.applyPosition(transform, to: outer, autoOrient: autoOrient, report: report, at: jsonPath)
        var parent = outer
        if autoOrient {
            // The path's turn is added to the outer layer's transform; the layer's own rotation,
            // written as a component, would replace it, so it turns a layer of its own inside.
            let rotation = Self.pinned(CALayer())
            outer.addSublayer(rotation)
            parent = rotation
        }
        if transform.turnsIn3D {
            // The turn out of the plane applies after the z rotation, so it is the z rotation's
            // superlayer: the z rotation leaves content in the plane, so nothing is lost where the
            // turned layer flattens its sublayers.
            let turn = Self.pinned(CALayer())
            animator.applyDerived(to: turn, keyPath: "transform",
                                  sources: [transform.rotationX.keyframeFrames, transform.rotationY.keyframeFrames,
                                            transform.orientation.keyframeFrames]) { transform.turn3D(at: $0) }
            let rotation = Self.pinned(CALayer())
            turn.addSublayer(rotation)
            parent.addSublayer(turn)
            parent = rotation
        }
        animator.apply(transform.rotation, to: parent, keyPath: "transform.rotation.z") { ($0.first ?? 0) * .pi / 180 }
        if transform.hasSkew {
            report.use("skew")
            let skewLayer = Self.pinned(CALayer())
            animator.applyDerived(to: skewLayer, keyPath: "transform",
                                  sources: [transform.skew.keyframeFrames, transform.skewAxis.keyframeFrames]) { frame in
                let skew = (transform.skew.value(at: frame).first ?? 0) * .pi / 180
                let axis = (transform.skewAxis.value(at: frame).first ?? 0) * .pi / 180
                let shear = CGAffineTransform(rotationAngle: -axis)
                    .concatenating(CGAffineTransform(a: 1, b: 0, c: -tan(skew), d: 1, tx: 0, ty: 0))
                    .concatenating(CGAffineTransform(rotationAngle: axis))
                return CATransform3DMakeAffineTransform(shear)
            }
            parent.addSublayer(skewLayer)
            parent = skewLayer
        }
        parent.addSublayer(inner)
        Self.applyScale(transform.scale, to: inner, animator: animator)
        animator.apply(transform.anchor, to: inner, keyPath: "bounds", set: { $0.bounds = $1 }) {
            CGRect(origin: LottieAnimator.point($0), size: .zero)
        }
        if opacity {
            animator.apply(transform.opacity, to: inner, keyPath: "opacity", set: { $0.opacity = $1 }) { Float(($0.first ?? 100) / 100) }
        }
    }

    /// Scale (percent): a constant is the layer's `transform`; keyframes that stay positive animate
    /// `transform.scale.x` and `.y` (their easing kept); keyframes through a negative scale (a
    /// mirror), which a decomposed transform cannot hold component by component (a flip in x reads
    /// back as a half turn and a flip in y), are sampled as whole `transform`s at every frame.
    static func applyScale(_ scale: LottieProperty<[Double]>, to layer: CALayer, animator: LottieAnimator) {
        func factors(_ value: [Double]) -> (Double, Double) {
            ((value.first ?? 100) / 100, (value.count > 1 ? value[1] : value.first ?? 100) / 100)
        }
        guard case .animated(let keyframes) = scale else {
            let (x, y) = factors(scale.initialValue)
            layer.transform = CATransform3DMakeScale(x, y, 1)
            return
        }
        if keyframes.contains(where: { let (x, y) = factors($0.value); return x < 0 || y < 0 }) {
            animator.applyDerived(to: layer, keyPath: "transform", sources: [scale.keyframeFrames]) { frame in
                let (x, y) = factors(scale.value(at: frame))
                return CATransform3DMakeScale(x, y, 1)
            }
            return
        }
        animator.apply(scale, to: layer, keyPath: "transform.scale.x") { factors($0).0 }
        animator.apply(scale, to: layer, keyPath: "transform.scale.y") { factors($0).1 }
    }

    /// `layer` with its anchor point at its origin, at the origin of its superlayer.
    static func pinned<Layer: CALayer>(_ layer: Layer) -> Layer {
        layer.anchorPoint = .zero
        layer.bounds = .zero
        layer.position = .zero
        return layer
    }
}
