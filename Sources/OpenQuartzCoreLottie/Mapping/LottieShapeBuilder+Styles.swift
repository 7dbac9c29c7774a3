import Foundation

extension LottieShapeBuilder {
    /// The paths a style paints, each with the trims that act on it.
    typealias StyledPaths = [(LottieGeometry, [Trim])]

    /// Adds the layers of one fill or stroke painting `paths`.
    func addStyle(_ entry: LottieShapeEntry, paths: StyledPaths, to container: CALayer) {
        switch entry.item {
        case .fill(let fill):
            let shape = LottieTransformLayers.pinned(CAShapeLayer())
            shape.fillRule = fill.evenOdd ? .evenOdd : .nonZero
            if paths.contains(where: { $0.1.contains { !$0.trim.isIdentity } }) {
                applyTrimmedPath(paths, to: shape)
            } else {
                applyPath(paths.map(\.0), to: shape, doubled: false)
            }
            paint(fill.paint, opacity: fill.opacity, shape: shape, isStroke: false, strokeReach: 0, into: container)
        case .stroke(let stroke):
            func addStroke(setPath: (CAShapeLayer) -> Void) {
                let shape = LottieTransformLayers.pinned(CAShapeLayer())
                shape.fillColor = nil
                setPath(shape)
                applyStrokeStyle(stroke, to: shape, at: entry.jsonPath)
                paint(stroke.paint, opacity: stroke.opacity, shape: shape, isStroke: true,
                      strokeReach: Self.reach(of: stroke, shape: shape), into: container)
            }
            let lists = paths.map { $0.1.filter { !$0.trim.isIdentity } }
            if lists.contains(where: { $0.count > 1 }) || Set(lists.map { $0.map(\.jsonPath) }).count > 1 {
                // Trims in a row, or trims that differ from path to path: the trimmed path itself.
                addStroke { applyTrimmedPath(paths, to: $0) }
                return
            }
            let trim = lists.first?.first?.trim
            if let trim, !trim.individually, paths.count > 1 {
                for path in paths { addStroke { applyTrim(trim, paths: [path.0], to: $0) } }  // each on its own
            } else if let trim {
                addStroke { applyTrim(trim, paths: paths.map(\.0), to: $0) }
            } else {
                addStroke { applyPath(paths.map(\.0), to: $0, doubled: false) }
            }
        default:
            break
        }
    }

    private func keyframeValues(_ property: LottieProperty<[Double]>) -> [[Double]] {
        if case .animated(let keyframes) = property { return keyframes.map(\.value) }
        return []
    }

    /// Sets the layer's `path` to `paths` together (twice over when `doubled`, for trims that wrap).
    func applyPath(_ paths: [LottieGeometry], to layer: CAShapeLayer, doubled: Bool) {
        if paths.count == 1, case .path(let property) = paths[0] {
            let curved = [property.curvedSegments]
            animator.apply(property, to: layer, keyPath: "path", set: { $0.path = $1 }) {
                Self.cgPath([$0], doubled: doubled, curved: curved)
            }
            return
        }
        if let (property, curved) = LottieBezierGroup.keyframed(paths) {
            animator.apply(property, to: layer, keyPath: "path", set: { $0.path = $1 }) {
                Self.cgPath($0.beziers, doubled: doubled, curved: curved)
            }
            return
        }
        // Sampled at every frame: a path that does not move is worked out once, and a frame whose
        // paths are those of the frame before shares its CGPath (an equal value, made once).
        let constants = paths.map { $0.keyframeFrames.isEmpty ? $0.beziers(at: 0) : nil }
        var last: (beziers: [LottieBezier], path: CGPath)?
        animator.applyDerived(to: layer, keyPath: "path", sources: paths.map(\.keyframeFrames)) { frame in
            let beziers = zip(paths, constants).flatMap { $1 ?? $0.beziers(at: frame) }
            if let last, last.beziers == beziers { return last.path }
            let path = Self.cgPath(beziers, doubled: doubled)
            last = (beziers, path)
            return path
        }
    }

    /// `beziers` joined in one path (twice over when `doubled`); `curved[i]` names the segments
    /// of `beziers[i]` drawn as curves even where straight (``LottieBezier/append(to:transform:curved:)``).
    static func cgPath(_ beziers: [LottieBezier], doubled: Bool, curved: [[Bool]?] = []) -> CGPath {
        let path = CGMutablePath()
        for _ in 0..<(doubled ? 2 : 1) {
            for (index, bezier) in beziers.enumerated() {
                bezier.append(to: path, curved: index < curved.count ? curved[index] : nil)
            }
        }
        return path
    }

    /// Trim paths as `strokeStart`/`strokeEnd`. Without an offset, and with a start that never
    /// passes the end, start and end map one for one (their keyframes and easing kept). Otherwise
    /// the range may wrap past the path's end: the path is drawn twice over and the range, shifted
    /// by the offset, taken on the doubled length (`(min + offset) / 2` to `(max + offset) / 2`),
    /// sampled at every frame.
    func applyTrim(_ trim: LottieTrim, paths: [LottieGeometry], to layer: CAShapeLayer) {
        let starts = [trim.start.initialValue] + keyframeValues(trim.start)
        let ends = [trim.end.initialValue] + keyframeValues(trim.end)
        let offsetIsZero = !trim.offset.isAnimated && (trim.offset.initialValue.first ?? 0).truncatingRemainder(dividingBy: 360) == 0
        let startMax = starts.map { $0.first ?? 0 }.max() ?? 0, endMin = ends.map { $0.first ?? 100 }.min() ?? 100
        if offsetIsZero && startMax <= endMin {
            applyPath(paths, to: layer, doubled: false)
            animator.apply(trim.start, to: layer, keyPath: "strokeStart", set: { $0.strokeStart = CGFloat($1) }) { Self.clampUnit(($0.first ?? 0) / 100) }
            animator.apply(trim.end, to: layer, keyPath: "strokeEnd", set: { $0.strokeEnd = CGFloat($1) }) { Self.clampUnit(($0.first ?? 100) / 100) }
            return
        }
        applyPath(paths, to: layer, doubled: true)
        let sources = [trim.start.keyframeFrames, trim.end.keyframeFrames, trim.offset.keyframeFrames]
        func range(_ frame: Double) -> (Double, Double) {
            let s = Self.clampUnit((trim.start.value(at: frame).first ?? 0) / 100)
            let e = Self.clampUnit((trim.end.value(at: frame).first ?? 100) / 100)
            var offset = ((trim.offset.value(at: frame).first ?? 0) / 360).truncatingRemainder(dividingBy: 1)
            if offset < 0 { offset += 1 }
            return ((min(s, e) + offset) / 2, (max(s, e) + offset) / 2)
        }
        animator.applyDerived(to: layer, keyPath: "strokeStart", sources: sources) { range($0).0 }
        animator.applyDerived(to: layer, keyPath: "strokeEnd", sources: sources) { range($0).1 }
    }

    static func clampUnit(_ value: Double) -> Double { min(max(value, 0), 1) }

    /// A colour from Lottie's red, green and blue in 0...1 (the reader divides an old file's
    /// 0...255, ``LottieProperty/unitColor``), each clamped to 0...1, with `alpha`.
    ///
    /// A fourth component in the file is not an alpha: lottie-web writes only the first three into
    /// SVG's `rgb()`, rlottie and ThorVG read three, and lottie-ios sets alpha to 1 "for consistency
    /// with Lottie on other platforms" (`LottieColor`'s decoder); a fill's or stroke's transparency
    /// is its opacity `o`. So a fill whose colour animates its fourth component to 0 still shows,
    /// as every player shows it.
    static func color(_ vector: [Double], alpha: Double = 1) -> CGColor {
        func component(_ index: Int) -> CGFloat {
            index < vector.count ? min(max(vector[index], 0), 1) : 0
        }
        return CGColor(srgbRed: component(0), green: component(1), blue: component(2), alpha: min(max(alpha, 0), 1))
    }
}
