import Foundation

extension LottieAnimator {
    /// Sets `position` of `layer` from a transform's position.
    ///
    /// Keyframes without spatial tangents become a keyframe animation of `position` (or of
    /// `position.x` and `position.y` when the position is split and both are keyed alike), their
    /// easing kept. Keyframes with spatial tangents (`to`/`ti`, a motion path) are sampled at every
    /// frame: Lottie players move along each cubic segment by arc length, while a Core Animation
    /// path animation moves by the curve's parameter, which differs wherever the control points are
    /// not evenly spaced (a straight path with handles at a sixth of its length runs 10 % of its
    /// length ahead). With `autoOrient` (Lottie's `ao`) the layer turns to its direction of motion:
    /// a sampled `transform.rotation.z` on the same layer, so the caller puts the layer's own
    /// rotation on another.
    func applyPosition(_ transform: LottieTransform, to layer: CALayer, autoOrient: Bool, report: LottieReportCollector, at jsonPath: LottieJSONLocation) {
        let sources = transform.position.map { [$0.keyframeFrames] }
            ?? [transform.positionX.keyframeFrames, transform.positionY.keyframeFrames]
        if autoOrient, sources.contains(where: { !$0.isEmpty }) {
            report.use("auto-orient")
            applyDerived(to: layer, keyPath: "transform.rotation.z", sources: sources) { frame in
                Self.direction(of: transform, at: frame)
            }
        }
        guard let position = transform.position else {
            report.use("split-position")
            if !transform.positionX.isAnimated || !transform.positionY.isAnimated || timeline.sampling != nil
                || sources[0] != sources[1] {
                applyDerived(to: layer, keyPath: "position", sources: sources) { transform.positionValue(at: $0) }
            } else {
                apply(transform.positionX, to: layer, keyPath: "position.x") { $0.first ?? 0 }
                apply(transform.positionY, to: layer, keyPath: "position.y") { $0.first ?? 0 }
            }
            return
        }
        if case .animated(let keyframes) = position, keyframes.contains(where: { $0.spatialIn != nil || $0.spatialOut != nil }) {
            report.use("spatial-bezier")
            applyDerived(to: layer, keyPath: "position", sources: sources) { transform.positionValue(at: $0) }
            return
        }
        apply(position, to: layer, keyPath: "position") { Self.point($0) }
    }

    /// The angle (radians, clockwise on screen) of the direction of motion at `frame`: of the
    /// position a little later, or, at the end of the motion, from a little earlier.
    static func direction(of transform: LottieTransform, at frame: Double) -> Double {
        let step = 0.01
        var from = transform.positionValue(at: frame), to = transform.positionValue(at: frame + step)
        if from == to {
            to = from
            from = transform.positionValue(at: frame - step)
        }
        return from == to ? 0 : atan2(to.y - from.y, to.x - from.x)
    }

    /// `[x, y]` as a point (missing components are 0).
    static func point(_ vector: [Double]) -> CGPoint {
        CGPoint(x: vector.first ?? 0, y: vector.count > 1 ? vector[1] : 0)
    }
}
