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
    /// Paths under the trims that act on them, as one path sampled at every frame of the paths' and
    /// the trims' keyframes: for fills, which Core Animation does not trim, and for strokes that
    /// more than one trim acts on, or trims that differ from path to path.
    ///
    /// Trims act innermost first, each on what the ones inside it kept, measured anew: a trim after
    /// a group trims the group's trimmed paths (lottie-web's `TrimModifier` and After Effects do so).
    /// A trim that trims its paths together (`m` 2) cuts the length of all of them in a row; any
    /// other cuts each path on its own. When the paths' trims differ, each path goes through its own.
    func applyTrimmedPath(_ paths: StyledPaths, to layer: CAShapeLayer) {
        let lists = paths.map { $0.1.filter { !$0.trim.isIdentity } }
        let shared = lists.allSatisfy { $0.map(\.jsonPath) == lists.first?.map(\.jsonPath) }
        let trims = lists.flatMap { $0.map(\.trim) }
        let sources = paths.map(\.0.keyframeFrames) + trims.flatMap { [$0.start.keyframeFrames, $0.end.keyframeFrames, $0.offset.keyframeFrames] }
        // A path that does not move is built and measured once, not at every frame.
        let still = paths.map { $0.0.keyframeFrames.isEmpty ? $0.0.beziers(at: 0) : nil }
        var measured: [Int: (path: CGPath, measure: PathMeasure)] = [:]
        func measuredPath(_ key: Int, _ beziers: [LottieBezier]) -> (path: CGPath, measure: PathMeasure) {
            if let known = measured[key] { return known }
            let path = Self.cgPath(beziers, doubled: false)
            let result = (path, PathMeasure(path))
            measured[key] = result
            return result
        }
        func cut(_ path: CGPath, measure: PathMeasure?, by trim: LottieTrim, at frame: Double) -> CGPath {
            LottieTrimmedPath.trimmed(path, measure: measure, start: (trim.start.value(at: frame).first ?? 0) / 100,
                                      end: (trim.end.value(at: frame).first ?? 100) / 100,
                                      offset: (trim.offset.value(at: frame).first ?? 0) / 360)
        }
        animator.applyDerived(to: layer, keyPath: "path", sources: sources) { frame in
            let beziers = zip(paths, still).map { $1 ?? $0.0.beziers(at: frame) }
            let allStill = !still.contains { $0 == nil }
            // Each path with its measure where it is known (the first trim of a path that does not move).
            var pieces: [(path: CGPath, measure: PathMeasure?)] = beziers.indices.map { index in
                guard still[index] != nil else { return (Self.cgPath(beziers[index], doubled: false), nil) }
                let known = measuredPath(index, beziers[index])
                return (known.path, known.measure)
            }
            if shared {
                for (stage, trim) in (lists.first ?? []).map(\.trim).enumerated() {
                    if trim.individually {
                        let path: CGPath, measure: PathMeasure?
                        if stage == 0 && allStill {
                            (path, measure) = measuredPath(-1, beziers.flatMap { $0 })
                        } else {
                            (path, measure) = (Self.joined(pieces.map(\.path)), nil)
                        }
                        pieces = [(cut(path, measure: measure, by: trim, at: frame), nil)]
                    } else {
                        pieces = pieces.map { (cut($0.path, measure: $0.measure, by: trim, at: frame), nil) }
                    }
                }
            } else {
                for index in pieces.indices {
                    for trim in lists[index].map(\.trim) {
                        pieces[index] = (cut(pieces[index].path, measure: pieces[index].measure, by: trim, at: frame), nil)
                    }
                }
            }
            return Self.joined(pieces.map(\.path))
        }
    }

    /// `paths` one after another in one path.
    static func joined(_ paths: [CGPath]) -> CGPath {
        if paths.count == 1 { return paths[0] }
        let result = CGMutablePath()
        for path in paths { result.addPath(path) }
        return result
    }
}
