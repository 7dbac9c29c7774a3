extension CGPath {
    /// A copy of the path with every curve replaced by straight lines that stay within `threshold`
    /// of it (Apple's `flattened(threshold:)`, macOS 13 and iOS 16).
    ///
    /// Moves, lines and closes are kept as they are. Each curve is cut in halves, recursively, until
    /// the control points of every piece lie within `threshold` of the piece's chord; since a Bézier
    /// curve lies inside the convex hull of its control points, each line is then within `threshold`
    /// of the curve. Flat curves become few lines and tight ones many. A `threshold` that is not
    /// positive is raised to a billionth of the path's size, and no curve is cut into more than
    /// 65,536 lines.
    public func flattened(threshold: CGFloat) -> CGPath {
        let source = elements
        let tolerance = flatteningTolerance(threshold)
        var result: [PathElement] = []
        result.reserveCapacity(source.count)
        PathElement.walk(source) { element, current, _ in
            switch element {
            case .move, .line, .close:
                result.append(element)
            case let .quadCurve(c, e):
                PathFlattener.quad(current, c, e, tolerance: tolerance) { result.append(.line($0)) }
            case let .curve(c1, c2, e):
                PathFlattener.cubic(current, c1, c2, e, tolerance: tolerance) { result.append(.line($0)) }
            }
        }
        return CGPath(elements: result)
    }

    /// The path as polylines, one per subpath, each curve flattened to within `tolerance`.
    ///
    /// Each polyline starts at its subpath's first point; `isClosed` tells whether the subpath ends
    /// with a close (the closing line is not repeated as a point). A line or curve after a close
    /// starts a new polyline at the closed subpath's start. A subpath that is a lone move is a
    /// polyline of one point.
    package func flattenedSubpaths(tolerance: CGFloat) -> [FlattenedSubpath] {
        let source = elements
        let tolerance = flatteningTolerance(tolerance)
        var subpaths: [FlattenedSubpath] = []
        var current = FlattenedSubpath(points: [], isClosed: false)
        func finish() {
            if !current.points.isEmpty { subpaths.append(current) }
            current = FlattenedSubpath(points: [], isClosed: false)
        }
        PathElement.walk(source) { element, last, subpathStart in
            // A line or curve after a close starts a new polyline at the closed subpath's start.
            if element.isDrawn && current.points.isEmpty { current.points.append(subpathStart) }
            switch element {
            case .move(let p):
                finish()
                current.points.append(p)
            case .line(let p):
                current.points.append(p)
            case let .quadCurve(c, e):
                PathFlattener.quad(last, c, e, tolerance: tolerance) { current.points.append($0) }
            case let .curve(c1, c2, e):
                PathFlattener.cubic(last, c1, c2, e, tolerance: tolerance) { current.points.append($0) }
            case .close:
                current.isClosed = true
                finish()
            }
        }
        finish()
        return subpaths
    }

    private func flatteningTolerance(_ requested: CGFloat) -> CGFloat {
        if requested > 0, requested.isFinite { return requested }
        let r = boundingBox
        let size = r.isNull ? 1 : max(r.width, r.height, 1e-300)
        return size * 1e-9
    }
}

/// One subpath of a flattened path: the points of its polyline, and whether it is closed.
package struct FlattenedSubpath: Sendable, Hashable {
    /// The polyline's points, from the subpath's start.
    package var points: [CGPoint]
    /// Whether the subpath ends with a close element.
    package var isClosed: Bool
}

/// Adaptive subdivision of Bézier curves into line segments.
enum PathFlattener {
    /// Deepest halving: at most 2^16 lines per curve.
    static let maximumDepth = 16

    /// Emits the end points of lines approximating the quadratic curve (p0, p1, p2) within
    /// `tolerance`, after `p0`, ending with `p2`.
    static func quad(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, tolerance: CGFloat, depth: Int = 0,
                     emit: (CGPoint) -> Void) {
        if depth >= maximumDepth || PathMath.distance(from: p1, toSegment: p0, p2) <= tolerance {
            emit(p2)
            return
        }
        let a = PathMath.lerp(p0, p1, 0.5), b = PathMath.lerp(p1, p2, 0.5), m = PathMath.lerp(a, b, 0.5)
        quad(p0, a, m, tolerance: tolerance, depth: depth + 1, emit: emit)
        quad(m, b, p2, tolerance: tolerance, depth: depth + 1, emit: emit)
    }

    /// Emits the end points of lines approximating the cubic curve (p0, p1, p2, p3) within
    /// `tolerance`, after `p0`, ending with `p3`.
    static func cubic(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, tolerance: CGFloat,
                      depth: Int = 0, emit: (CGPoint) -> Void) {
        if depth >= maximumDepth
            || (PathMath.distance(from: p1, toSegment: p0, p3) <= tolerance
                && PathMath.distance(from: p2, toSegment: p0, p3) <= tolerance) {
            emit(p3)
            return
        }
        let a = PathMath.lerp(p0, p1, 0.5), b = PathMath.lerp(p1, p2, 0.5), c = PathMath.lerp(p2, p3, 0.5)
        let ab = PathMath.lerp(a, b, 0.5), bc = PathMath.lerp(b, c, 0.5), m = PathMath.lerp(ab, bc, 0.5)
        cubic(p0, a, ab, m, tolerance: tolerance, depth: depth + 1, emit: emit)
        cubic(m, bc, c, p3, tolerance: tolerance, depth: depth + 1, emit: emit)
    }
}
