import Foundation

/// The part of a path that trim paths keep, as a path: for fills, which Core Animation does not
/// trim (`strokeStart` and `strokeEnd` act on strokes only), so a trimmed fill is the fill of this
/// path, computed at every frame.
enum LottieTrimmedPath {
    /// `path` from `start` to `end` (fractions of its length, either order) shifted by `offset`
    /// (a fraction; wrapping past the end continues from the start), cut with ``PathMeasure`` as
    /// the renderer cuts strokes.
    /// `measure` is the path's measure when the caller keeps it (a path that does not move is
    /// measured once); nil measures it here.
    static func trimmed(_ path: CGPath, measure known: PathMeasure? = nil, start: Double, end: Double, offset: Double) -> CGPath {
        var a = min(start, end), b = max(start, end)
        if b - a >= 1 { return path }
        if b <= a { return CGMutablePath() }
        var shift = offset.truncatingRemainder(dividingBy: 1)
        if shift < 0 { shift += 1 }
        a += shift
        b += shift
        if a >= 1 { a -= 1; b -= 1 }
        let measure = known ?? PathMeasure(path)
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
        // A path that does not move is built and measured once, not at every frame.
        let still = paths.map { $0.keyframeFrames.isEmpty ? $0.bezier(at: 0) : nil }
        var measured: [Int: (path: CGPath, measure: PathMeasure)] = [:]
        func measuredPath(_ key: Int, _ beziers: [LottieBezier]) -> (path: CGPath, measure: PathMeasure) {
            if let known = measured[key] { return known }
            let path = Self.cgPath(beziers, doubled: false)
            let result = (path, PathMeasure(path))
            measured[key] = result
            return result
        }
        animator.applyDerived(to: layer, keyPath: "path", sources: sources) { frame in
            let s = (trim.start.value(at: frame).first ?? 0) / 100, e = (trim.end.value(at: frame).first ?? 100) / 100
            let o = (trim.offset.value(at: frame).first ?? 0) / 360
            let beziers = zip(paths, still).map { $1 ?? $0.bezier(at: frame) }
            if trim.individually {
                guard !still.contains(where: { $0 == nil }) else {
                    return LottieTrimmedPath.trimmed(Self.cgPath(beziers, doubled: false), start: s, end: e, offset: o)
                }
                let whole = measuredPath(-1, beziers)
                return LottieTrimmedPath.trimmed(whole.path, measure: whole.measure, start: s, end: e, offset: o)
            }
            let result = CGMutablePath()
            for (index, bezier) in beziers.enumerated() {
                if still[index] != nil {
                    let known = measuredPath(index, [bezier])
                    result.addPath(LottieTrimmedPath.trimmed(known.path, measure: known.measure, start: s, end: e, offset: o))
                } else {
                    result.addPath(LottieTrimmedPath.trimmed(Self.cgPath([bezier], doubled: false), start: s, end: e, offset: o))
                }
            }
            return result
        }
    }
}
