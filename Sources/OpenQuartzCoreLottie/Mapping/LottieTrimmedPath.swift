import Foundation

/// The part of a path that trim paths keep, as a path: for fills, which Core Animation does not
/// trim (`strokeStart` and `strokeEnd` act on strokes only), so a trimmed fill is the fill of this
/// path, computed at every frame.
enum LottieTrimmedPath {
    /// `path` from `start` to `end` (fractions of its length, either order) shifted by `offset`
    /// (a fraction; wrapping past the end continues from the start), cut with ``PathMeasure`` as
    /// the renderer cuts strokes.
    static func trimmed(_ path: CGPath, start: Double, end: Double, offset: Double) -> CGPath {
        var a = min(start, end), b = max(start, end)
        if b - a >= 1 { return path }
        if b <= a { return CGMutablePath() }
        var shift = offset.truncatingRemainder(dividingBy: 1)
        if shift < 0 { shift += 1 }
        a += shift
        b += shift
        if a >= 1 { a -= 1; b -= 1 }
        let measure = PathMeasure(path)
        let length = Double(measure.length)
        var elements: [PathElement] = []
        let ranges = b > 1 ? [(a, 1.0), (0.0, b - 1)] : [(a, b)]
        for (from, to) in ranges {
            measure.forEachElement(from: CGFloat(from * length), to: CGFloat(to * length)) { element, _ in
                elements.append(element)
            }
        }
        return CGPath(elements: elements)
    }
}

extension LottieShapeBuilder {
    /// A fill's path under trims: each path trimmed on its own (or all together when the trim
    /// says so), sampled at every frame of the paths' and the trim's keyframes.
    func applyTrimmedFillPath(_ paths: [LottieGeometry], trim: LottieTrim, to layer: CAShapeLayer) {
        let sources = paths.map(\.keyframeFrames) + [trim.start.keyframeFrames, trim.end.keyframeFrames, trim.offset.keyframeFrames]
        animator.applyDerived(to: layer, keyPath: "path", sources: sources) { frame in
            let s = (trim.start.value(at: frame).first ?? 0) / 100, e = (trim.end.value(at: frame).first ?? 100) / 100
            let o = (trim.offset.value(at: frame).first ?? 0) / 360
            let beziers = paths.map { $0.bezier(at: frame) }
            if trim.individually {
                return LottieTrimmedPath.trimmed(Self.cgPath(beziers, doubled: false), start: s, end: e, offset: o)
            }
            let result = CGMutablePath()
            for bezier in beziers {
                result.addPath(LottieTrimmedPath.trimmed(Self.cgPath([bezier], doubled: false), start: s, end: e, offset: o))
            }
            return result
        }
    }
}
