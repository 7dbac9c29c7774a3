#if QUARTZCORE_COMPATIBILITY_TEST
import QuartzCore
#else
import OpenCoreGraphics
#endif
import Foundation
import QuartzCoreTestSupport

/// Geometry the stroke tests compute on their own, from a stroked path's elements as
/// `applyWithBlock` reports them: its polygons, their areas, winding numbers, and the distance from
/// a point to a path sampled densely.
enum StrokeTestGeometry {
    /// The polygons of a path made of moves, lines and closes: the points of each subpath.
    static func polygons(_ path: CGPath) -> [[CGPoint]] {
        var result: [[CGPoint]] = []
        for element in path.recordedElements {
            switch element {
            case .move(let p): result.append([p])
            case .line(let p): result[result.count - 1].append(p)
            case .close, .quadCurve, .curve: break
            }
        }
        return result
    }

    /// The signed area of a polygon by the shoelace formula (positive counterclockwise, y up).
    static func signedArea(_ polygon: [CGPoint]) -> Double {
        var sum = 0.0
        for (index, a) in polygon.enumerated() {
            let b = polygon[(index + 1) % polygon.count]
            sum += Double(a.x * b.y - b.x * a.y)
        }
        return sum / 2
    }

    /// The winding number of the polygons around `p`: signed crossings of the ray towards +x.
    static func winding(_ p: CGPoint, _ polygons: [[CGPoint]]) -> Int { PolygonWinding.winding(p, polygons) }

    /// The distance from `p` to the segment from `a` to `b`.
    static func distance(_ p: CGPoint, _ a: CGPoint, _ b: CGPoint) -> Double {
        let dx = Double(b.x - a.x), dy = Double(b.y - a.y)
        let lengthSquared = dx * dx + dy * dy
        let t = lengthSquared > 0 ? min(max((Double(p.x - a.x) * dx + Double(p.y - a.y) * dy) / lengthSquared, 0), 1) : 0
        return hypot(Double(a.x) + t * dx - Double(p.x), Double(a.y) + t * dy - Double(p.y))
    }

    /// The corners of a polygon: its points less repeated ones and those lying on the line between
    /// their neighbours (which change nothing of the polygon).
    static func corners(_ polygon: [CGPoint]) -> [CGPoint] {
        var points = polygon
        var changed = true
        while changed, points.count > 2 {
            changed = false
            for index in points.indices {
                let a = points[(index + points.count - 1) % points.count], p = points[index]
                let b = points[(index + 1) % points.count]
                if distance(p, a, b) < 1e-9 || p == a {
                    points.remove(at: index)
                    changed = true
                    break
                }
            }
        }
        return points
    }

    /// Whether two point lists hold the same points, each within `tolerance` of one of the other's.
    static func samePoints(_ a: [CGPoint], _ b: [CGPoint], tolerance: Double = 1e-9) -> Bool {
        func covered(_ x: [CGPoint], by y: [CGPoint]) -> Bool {
            x.allSatisfy { p in y.contains { p.isApproximatelyEqual(to: $0, absoluteTolerance: tolerance) } }
        }
        return covered(a, by: b) && covered(b, by: a)
    }
}
