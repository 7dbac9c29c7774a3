// The winding number of a point about polygons, for tests that check outlines (a stroke's, a
// shape's) by which points they paint under the non-zero rule.
#if QUARTZCORE_COMPATIBILITY_TEST
import QuartzCore
#else
import OpenQuartzCore
#endif

/// Winding numbers of points about closed polygons.
public enum PolygonWinding {
    /// The winding number of `p` about `polygons` (each closed from its last point back to its
    /// first), summed: crossings of the ray from `p` towards +x, counted +1 where an edge crosses it
    /// upwards (y increasing) with `p` on its left, −1 downwards with `p` on its right.
    public static func winding(_ p: CGPoint, _ polygons: [[CGPoint]]) -> Int {
        winding(p, edges: edges(of: polygons, crossingRowAt: p.y))
    }

    /// The edges of `polygons` (each from a point to the next, the last back to the first) that
    /// the ray of any point at height `y` can cross: one end at or below `y`, the other above.
    /// ``winding(_:edges:)`` over them gives, for every point of that row, what
    /// ``winding(_:_:)`` gives over all of `polygons`, at a fraction of the cost.
    public static func edges(of polygons: [[CGPoint]], crossingRowAt y: CGFloat) -> [(CGPoint, CGPoint)] {
        var edges: [(CGPoint, CGPoint)] = []
        for polygon in polygons {
            for (index, a) in polygon.enumerated() {
                let b = polygon[(index + 1) % polygon.count]
                if (a.y <= y) != (b.y <= y) { edges.append((a, b)) }
            }
        }
        return edges
    }

    /// The winding number of `p` about `edges`, by ``winding(_:_:)``'s rule (an edge that does not
    /// cross `p`'s row adds nothing).
    public static func winding(_ p: CGPoint, edges: [(CGPoint, CGPoint)]) -> Int {
        edges.reduce(0) { $0 + crossing(p, $1.0, $1.1) }
    }

    /// What the edge from `a` to `b` adds to the winding number of `p`.
    static func crossing(_ p: CGPoint, _ a: CGPoint, _ b: CGPoint) -> Int {
        let side = (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
        if a.y <= p.y, b.y > p.y, side > 0 { return 1 }
        if b.y <= p.y, a.y > p.y, side < 0 { return -1 }
        return 0
    }
}
