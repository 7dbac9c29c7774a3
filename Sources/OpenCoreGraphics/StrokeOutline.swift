/// The outline of a stroke: closed polygons which, filled with the non-zero winding rule, cover
/// exactly what the stroke paints. ``PathStroker`` writes it; a caller keeps one per stroked shape
/// and hands it back to be refilled, so that once its arrays have grown, stroking again allocates
/// nothing.
///
/// The polygons share one point array: polygon `i` is `points[start..<subpathEnds[i]]`, where
/// `start` is the previous polygon's end (0 for the first). Each polygon is closed implicitly (its
/// last point joins its first) and has at least three points. Polygons overlap and cross each other
/// and themselves, but all are built from pieces (segment bodies, joins, caps) that turn the same
/// way, whatever the direction of the path: the winding number of a point is never positive, and is
/// negative exactly where the stroke paints. (Negative as the shoelace formula counts in a y-up
/// space: the pieces turn clockwise there, counterclockwise on a y-down screen.) Fill with the
/// non-zero rule; the even-odd rule would leave holes where pieces overlap.
package struct StrokeOutline: Sendable, Hashable {
    /// The polygons' points, one polygon after another.
    package internal(set) var points: [CGPoint] = []
    /// For each polygon, the index in ``points`` just past its last point.
    package internal(set) var subpathEnds: [Int] = []

    /// An empty outline.
    package init() {}

    /// Whether the outline has no polygon (the stroke paints nothing).
    package var isEmpty: Bool { subpathEnds.isEmpty }

    /// Empties the outline, keeping its storage.
    package mutating func removeAll() {
        points.removeAll(keepingCapacity: true)
        subpathEnds.removeAll(keepingCapacity: true)
    }

    /// Calls `body` with the points of each polygon in turn.
    package func forEachPolygon(_ body: (ArraySlice<CGPoint>) -> Void) {
        var start = 0
        for end in subpathEnds {
            body(points[start..<end])
            start = end
        }
    }

    /// The outline as path elements: for each polygon a move to its first point, lines to the others
    /// and a close, every point passed through `transform`.
    package func elements(applying transform: CGAffineTransform = .identity) -> [PathElement] {
        var result: [PathElement] = []
        result.reserveCapacity(points.count + 2 * subpathEnds.count)
        forEachPolygon { polygon in
            for (offset, point) in polygon.enumerated() {
                let p = point.applying(transform)
                result.append(offset == 0 ? .move(p) : .line(p))
            }
            result.append(.close)
        }
        return result
    }

    /// Ends the polygon whose points were appended since the last one ended. A polygon of fewer than
    /// three points, which encloses nothing, is dropped.
    mutating func endPolygon() {
        let start = subpathEnds.last ?? 0
        if points.count - start < 3 {
            points.removeSubrange(start...)
        } else {
            subpathEnds.append(points.count)
        }
    }
}
