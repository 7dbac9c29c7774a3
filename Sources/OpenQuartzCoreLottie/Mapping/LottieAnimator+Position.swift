import Foundation

extension LottieAnimator {
    /// Sets `position` of `layer` from a transform's position. Keyframes with spatial tangents
    /// (`to`/`ti`) become a keyframe animation along a `path` of cubic segments through the
    /// keyframes' values (one key time per keyframe, as Core Animation times a path's vertices),
    /// turning the layer to the path's direction when `autoOrient` (`rotationMode` `rotateAuto`,
    /// Lottie's `ao`). Within a segment Core Animation moves by the curve's parameter where Lottie
    /// players move by arc length: positions between keyframes may differ slightly (chosen: the
    /// keyframes and their easing are kept, which a sampled path would lose).
    func applyPosition(_ transform: LottieTransform, to layer: CALayer, autoOrient: Bool, report: LottieReportCollector, at jsonPath: String) {
        guard let position = transform.position else {
            report.use("split-position")
            let sources = [transform.positionX.keyframeFrames, transform.positionY.keyframeFrames]
            if !transform.positionX.isAnimated || !transform.positionY.isAnimated || timeline.sampling != nil
                || sources[0] != sources[1] {
                applyDerived(to: layer, keyPath: "position", sources: sources) { transform.positionValue(at: $0) }
            } else {
                apply(transform.positionX, to: layer, keyPath: "position.x") { $0.first ?? 0 }
                apply(transform.positionY, to: layer, keyPath: "position.y") { $0.first ?? 0 }
            }
            return
        }
        guard case .animated(let keyframes) = position, timeline.sampling == nil,
              keyframes.contains(where: { $0.spatialIn != nil || $0.spatialOut != nil }),
              !keyframes.dropLast().contains(where: \.hold) else {
            apply(position, to: layer, keyPath: "position") { Self.point($0) }
            if autoOrient, position.isAnimated { report.unsupported("auto-orient", at: jsonPath, "drawn without turning to the path") }
            return
        }
        report.use("spatial-bezier")
        let path = CGMutablePath()
        path.move(to: Self.point(keyframes[0].value))
        for index in 1..<keyframes.count {
            let from = keyframes[index - 1], to = keyframes[index]
            let start = Self.point(from.value), end = Self.point(to.value)
            let out = from.spatialOut.map(Self.point) ?? .zero, inTangent = from.spatialIn.map(Self.point) ?? .zero
            if out == .zero && inTangent == .zero {
                path.addLine(to: end)
            } else {
                path.addCurve(to: end, control1: CGPoint(x: start.x + out.x, y: start.y + out.y),
                              control2: CGPoint(x: end.x + inTangent.x, y: end.y + inTangent.y))
            }
        }
        let first = keyframes[0].frame, last = keyframes[keyframes.count - 1].frame
        let span = max(last - first, 1e-9)
        let animation = CAKeyframeAnimation(keyPath: "position")
        animation.path = path
        animation.keyTimes = keyframes.map { NSNumber(value: ($0.frame - first) / span) }
        animation.timingFunctions = keyframes.dropLast().map { $0.timing ?? CAMediaTimingFunction(name: .linear) }
        if autoOrient { animation.rotationMode = .rotateAuto }
        finish(animation, from: first, to: last)
        layer.position = Self.point(keyframes[0].value)
        layer.add(animation, forKey: "position")
    }

    /// `[x, y]` as a point (missing components are 0).
    static func point(_ vector: [Double]) -> CGPoint {
        CGPoint(x: vector.first ?? 0, y: vector.count > 1 ? vector[1] : 0)
    }
}
