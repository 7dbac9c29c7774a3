/// Paths interpolate point by point when their elements match, as Core Animation animates
/// `CAShapeLayer.path`.
///
/// Apple documents for `CAShapeLayer.path` that when both paths "have a different number of control
/// points or segments the results are undefined". Here two paths match when they have the same
/// element kinds in the same order; then every point (end and control points alike) moves in a
/// straight line from its start to its end position. Paths that do not match cannot be blended: the
/// value is the start path before the half-way fraction 0.5 and the end path from it on, the
/// fallback of ``Interpolatable`` for values that do not interpolate.
///
/// The results are new paths of the receiver's class (a mutable path gives a mutable copy), so no
/// operation shares or changes its operands.
extension CGPath: Interpolatable {
    /// The path `fraction` of the way from `self` to `end`, point by point when the element kinds
    /// match, else `self` before 0.5 and `end` from 0.5 on.
    public func interpolated(to end: CGPath, fraction: Double) -> Self {
        let from = elements, to = end.elements
        if let blended = Self.pointwise(from, to, { $0.interpolated(to: $1, fraction: fraction) }) {
            return Self(elements: blended)
        }
        return Self(elements: fraction < 0.5 ? from : to)
    }

    /// The point-wise sum with `other` when the element kinds match (additive and `byValue` path
    /// animations); otherwise a copy of `self`, unchanged.
    public func adding(_ other: CGPath) -> Self {
        let mine = elements
        return Self(elements: Self.pointwise(mine, other.elements) { $0.adding($1) } ?? mine)
    }

    /// The point-wise difference `self - other` when the element kinds match; otherwise a copy of
    /// `self`, unchanged.
    public func subtractingValue(_ other: CGPath) -> Self {
        let mine = elements
        return Self(elements: Self.pointwise(mine, other.elements) { $0.subtractingValue($1) } ?? mine)
    }

    /// Every point of the path multiplied by `factor`, about the origin (element kinds unchanged).
    public func scaled(by factor: Double) -> Self {
        Self(elements: elements.map { $0.mapPoints { $0.scaled(by: factor) } })
    }

    /// How far apart the two paths are, for paced keyframe animations.
    ///
    /// When the element kinds match, the sum of the distances between corresponding points. When they
    /// do not, the Euclidean distance between their drawn bounding boxes (`boundingBoxOfPath`,
    /// over origin and size), so that switching between different shapes still takes a share of a
    /// paced animation's time; 0 only when the boxes coincide. An empty path's box counts as the
    /// zero rectangle.
    public func interpolationDistance(to other: CGPath) -> Double {
        let mine = elements, theirs = other.elements
        if mine.count == theirs.count {
            var total = 0.0
            var matches = true
            for (a, b) in Swift.zip(mine, theirs) {
                guard a.type == b.type else {
                    matches = false
                    break
                }
                _ = a.zipPoints(b) { p, q in
                    total += p.interpolationDistance(to: q)
                    return p
                }
            }
            if matches { return total }
        }
        func box(_ path: CGPath) -> CGRect {
            let b = path.boundingBoxOfPath
            return b.isNull ? .zero : b
        }
        return box(self).interpolationDistance(to: box(other))
    }

    /// Combines two element lists point by point, or returns `nil` when their kinds differ.
    private static func pointwise(_ a: [PathElement], _ b: [PathElement],
                            _ combine: (CGPoint, CGPoint) -> CGPoint) -> [PathElement]? {
        guard a.count == b.count else { return nil }
        var result: [PathElement] = []
        result.reserveCapacity(a.count)
        for (x, y) in Swift.zip(a, b) {
            guard let element = x.zipPoints(y, combine) else { return nil }
            result.append(element)
        }
        return result
    }
}
