extension CGPath {
    /// A path filling the points either this path or `other` fills under `rule` (Apple's
    /// `union(_:using:)`, macOS 13 and iOS 16).
    ///
    /// As Apple documents for all the set operations: unclosed subpaths count as closed, and the
    /// result is weakly simple with a normalized orientation, so filling it by either rule paints
    /// the same area. A curve that comes through whole (no part of it cut off or shared) is kept;
    /// where Apple cuts a curve into shorter curves, here the part kept is lines, each within a
    /// ten thousandth of the operands' extent (never more than 0.01) of the curve. Every loop
    /// winds with its filled side on the left of `(dx, dy)`, which is to say clockwise on a screen
    /// whose y axis points down (the package's `PathBoolean` describes the method).
    public func union(_ other: CGPath, using rule: CGPathFillRule = .winding) -> CGPath {
        setOperation(.union, other, rule)
    }

    /// A path filling the points both this path and `other` fill under `rule` (Apple's
    /// `intersection(_:using:)`). The result is made as ``union(_:using:)``'s is.
    public func intersection(_ other: CGPath, using rule: CGPathFillRule = .winding) -> CGPath {
        setOperation(.intersection, other, rule)
    }

    /// A path filling the points this path fills under `rule` and `other` does not (Apple's
    /// `subtracting(_:using:)`). The result is made as ``union(_:using:)``'s is.
    public func subtracting(_ other: CGPath, using rule: CGPathFillRule = .winding) -> CGPath {
        setOperation(.subtraction, other, rule)
    }

    /// A path filling the points exactly one of this path and `other` fills under `rule` (Apple's
    /// `symmetricDifference(_:using:)`). The result is made as ``union(_:using:)``'s is.
    public func symmetricDifference(_ other: CGPath, using rule: CGPathFillRule = .winding) -> CGPath {
        setOperation(.symmetricDifference, other, rule)
    }

    /// A weakly simple copy of the path: the area it fills under `rule`, with no self-intersections
    /// and a normalized orientation, so that either rule fills it the same (Apple's
    /// `normalized(using:)`). The result is made as ``union(_:using:)``'s is.
    public func normalized(using rule: CGPathFillRule = .winding) -> CGPath {
        setOperation(.union, nil, rule)
    }

    /// Whether the areas this path and `other` fill under `rule` overlap (Apple's
    /// `intersects(_:using:)`): whether their intersection fills anything. Paths that only touch,
    /// along an edge or at a point, do not overlap.
    public func intersects(_ other: CGPath, using rule: CGPathFillRule = .winding) -> Bool {
        !intersection(other, using: rule).isEmpty
    }

    /// The parts of this path's lines that lie inside the area `other` fills under `rule` (Apple's
    /// `lineIntersection(_:using:)`): this path is taken as lines, open subpaths staying open, and
    /// `other` as an area, its subpaths closed. Parts that meet are one subpath; a closed subpath
    /// kept whole stays closed, and a curve kept whole stays a curve (a cut one is lines, as in
    /// ``union(_:using:)``). A part lying along `other`'s outline counts by the half-open rule of
    /// ``contains(_:using:transform:)``.
    public func lineIntersection(_ other: CGPath, using rule: CGPathFillRule = .winding) -> CGPath {
        CGPath(elements: PathBoolean.lines(of: self, inside: true, other, rule, tolerance: setOperationTolerance(other)))
    }

    /// The parts of this path's lines that lie outside the area `other` fills under `rule`
    /// (Apple's `lineSubtracting(_:using:)`), made as ``lineIntersection(_:using:)`` makes its
    /// parts.
    public func lineSubtracting(_ other: CGPath, using rule: CGPathFillRule = .winding) -> CGPath {
        CGPath(elements: PathBoolean.lines(of: self, inside: false, other, rule, tolerance: setOperationTolerance(other)))
    }

    /// The path's filled area, under `rule`, as one path per connected piece: each outer polygon
    /// of ``normalized(using:)`` with the holes directly inside it (Apple's
    /// `componentsSeparated(using:)`). Pieces come in the order of their outer polygons.
    public func componentsSeparated(using rule: CGPathFillRule = .winding) -> [CGPath] {
        let loops = PathBoolean.loops(.union, self, rule, nil, rule, tolerance: setOperationTolerance(nil))
        let areas = loops.map { Self.signedArea($0.points) }
        let outers = loops.indices.filter { areas[$0] > 0 }
        var pieces = outers.map { [$0] }
        for hole in loops.indices where areas[hole] <= 0 {
            // The hole belongs to the smallest outer loop around it.
            let probe = loops[hole].points[0]
            let owner = outers.indices.filter { CGPath(elements: loops[outers[$0]].elements).contains(probe) }
                .min { areas[outers[$0]] < areas[outers[$1]] }
            if let owner { pieces[owner].append(hole) }
        }
        return pieces.map { CGPath(elements: $0.flatMap { loops[$0].elements }) }
    }

    private func setOperation(_ operation: PathBoolean.Operation, _ other: CGPath?, _ rule: CGPathFillRule) -> CGPath {
        CGPath(elements: PathBoolean.loops(operation, self, rule, other, rule, tolerance: setOperationTolerance(other)).flatMap(\.elements))
    }

    /// A ten thousandth of the operands' extent, at most 0.01.
    private func setOperationTolerance(_ other: CGPath?) -> CGFloat {
        var box = boundingBoxOfPath
        if let other { box = box.union(other.boundingBoxOfPath) }
        guard !box.isNull, box.width.isFinite, box.height.isFinite else { return 0.01 }
        return min(max(box.width, box.height) * 1e-4, 0.01)
    }

    /// Twice the area, positive when the polygon winds with its inside on the left of `(dx, dy)`.
    private static func signedArea(_ polygon: [CGPoint]) -> CGFloat {
        var sum: CGFloat = 0
        for (index, p) in polygon.enumerated() { sum += PathMath.cross(p, polygon[(index + 1) % polygon.count]) }
        return sum
    }
}
