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
        var total = 0
        for polygon in polygons {
            for (index, a) in polygon.enumerated() {
                let b = polygon[(index + 1) % polygon.count]
                let side = (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
                if a.y <= p.y, b.y > p.y, side > 0 { total += 1 }
                if b.y <= p.y, a.y > p.y, side < 0 { total -= 1 }
            }
        }
        return total
    }
}
