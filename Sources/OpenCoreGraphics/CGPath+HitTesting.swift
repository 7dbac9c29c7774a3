extension CGPath {
    /// Whether `point`, transformed by `transform`, lies inside the area the path would fill under
    /// `rule`.
    ///
    /// Apple: the point "is transformed by this affine transform prior to determining whether the
    /// path contains the point", and a point is inside when it would be painted if the path were
    /// filled, so every subpath counts as closed, with or without a close element. The test casts a
    /// ray to the right and counts the path's crossings, signed for ``CGPathFillRule/winding`` and by
    /// parity for ``CGPathFillRule/evenOdd``. A curve whose control points all lie on one side of the
    /// ray, or all to its right, is settled at once; one whose control points surround the point is
    /// halved until that is so, or until it is straight to within a billionth of the path's size.
    /// On the boundary Apple does not say; here an edge is counted when the point is level with its
    /// lower end but not its upper end (the half-open rule of scan converters), so of two shapes
    /// sharing an edge exactly one contains a point on it.
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding,
                         transform: CGAffineTransform = .identity) -> Bool {
        let p = point.applying(transform)
        let box = boundingBox
        guard !box.isNull, p.x >= box.minX, p.x <= box.maxX, p.y >= box.minY, p.y <= box.maxY else { return false }
        var counter = CrossingCounter(point: p, tolerance: max(box.width, box.height) * 1e-9)
        let end = PathElement.walk(elements) { element, current, subpathStart in
            switch element {
            case .move:
                counter.line(current, subpathStart)  // the implicit close of the previous subpath
            case .line(let q):
                counter.line(current, q)
            case let .quadCurve(c, e):
                // The same curve as a cubic (degree elevation).
                let c1 = PathMath.lerp(current, c, 2.0 / 3.0), c2 = PathMath.lerp(e, c, 2.0 / 3.0)
                counter.cubic(current, c1, c2, e, depth: 0)
            case let .curve(c1, c2, e):
                counter.cubic(current, c1, c2, e, depth: 0)
            case .close:
                counter.line(current, subpathStart)
            }
        }
        counter.line(end.current, end.subpathStart)
        switch rule {
        case .winding: return counter.winding != 0
        case .evenOdd: return counter.winding % 2 != 0
        }
    }
}

/// Counts the signed crossings of the ray from `point` towards +x with lines and curves.
private struct CrossingCounter {
    let point: CGPoint
    let tolerance: CGFloat
    var winding = 0

    init(point: CGPoint, tolerance: CGFloat) {
        self.point = point
        self.tolerance = tolerance
    }

    /// An upward edge with the point on its left counts +1, a downward one with the point on its
    /// right -1; an edge includes its lower end, not its upper one.
    mutating func line(_ a: CGPoint, _ b: CGPoint) {
        if a.y <= point.y, b.y > point.y {
            if PathMath.cross(PathMath.sub(b, a), PathMath.sub(point, a)) > 0 { winding += 1 }
        } else if b.y <= point.y, a.y > point.y {
            if PathMath.cross(PathMath.sub(b, a), PathMath.sub(point, a)) < 0 { winding -= 1 }
        }
    }

    mutating func cubic(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, depth: Int) {
        let minY = min(p0.y, p1.y, p2.y, p3.y), maxY = max(p0.y, p1.y, p2.y, p3.y)
        // Entirely above or below the ray, or entirely left of the point: no crossing.
        if point.y < minY || point.y > maxY || max(p0.x, p1.x, p2.x, p3.x) < point.x { return }
        // Entirely right of the point, or straight enough: it crosses as its chord does (the
        // half-open counts along any chain from p0 to p3 add up to the chord's).
        if min(p0.x, p1.x, p2.x, p3.x) > point.x || depth >= 40
            || (PathMath.distance(from: p1, toSegment: p0, p3) <= tolerance
                && PathMath.distance(from: p2, toSegment: p0, p3) <= tolerance) {
            line(p0, p3)
            return
        }
        let a = PathMath.lerp(p0, p1, 0.5), b = PathMath.lerp(p1, p2, 0.5), c = PathMath.lerp(p2, p3, 0.5)
        let ab = PathMath.lerp(a, b, 0.5), bc = PathMath.lerp(b, c, 0.5), m = PathMath.lerp(ab, bc, 0.5)
        cubic(p0, a, ab, m, depth: depth + 1)
        cubic(m, bc, c, p3, depth: depth + 1)
    }
}
