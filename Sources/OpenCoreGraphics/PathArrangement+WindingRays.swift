/// The winding numbers of both operands on each side of an arrangement's edges.
///
/// From the middle of an edge a ray is cast along the axis that crosses it more squarely: towards
/// +x for an edge steeper than 45°, towards +y otherwise. The ray's crossings with every other
/// edge, signed and weighted, give the winding numbers on the side it leaves by (the edge itself,
/// and the edges lying along it, are not crossed; no other edge passes through the middle, since
/// the arrangement cut every edge where another meets it). The other side differs by the edge's
/// weights. An edge counts when the ray's line passes its lower end but not its upper one (the
/// half-open rule), so a ray through a point where edges meet counts the crossing once. To keep
/// each ray's work small, the edges are filed in bands across the axis (horizontal bands for the
/// rays towards +x, vertical ones for +y), and a ray reads only its own band.
struct WindingRays {
    private let arrangement: PathArrangement
    private let rows: Bands
    private let columns: Bands

    init(_ arrangement: PathArrangement) {
        self.arrangement = arrangement
        let points = arrangement.points
        rows = Bands(arrangement.ends.map { (min(points[Int($0.a)].y, points[Int($0.b)].y), max(points[Int($0.a)].y, points[Int($0.b)].y)) })
        columns = Bands(arrangement.ends.map { (min(points[Int($0.a)].x, points[Int($0.b)].x), max(points[Int($0.a)].x, points[Int($0.b)].x)) })
    }

    /// The winding numbers of operands 0 and 1 at `point`, by a ray towards +x (a point on an edge
    /// counts by the half-open rule).
    func winding(at point: CGPoint) -> (Int32, Int32) {
        let points = arrangement.points
        var w0: Int32 = 0, w1: Int32 = 0
        for edge in rows.edges(at: point.y) {
            let (a, b) = arrangement.ends[edge]
            let s = points[Int(a)], e = points[Int(b)]
            guard (s.y <= point.y) != (e.y <= point.y) else { continue }
            guard s.x + (point.y - s.y) * (e.x - s.x) / (e.y - s.y) > point.x else { continue }
            let sign: Int32 = e.y > s.y ? 1 : -1
            w0 += sign * arrangement.weights[edge].0
            w1 += sign * arrangement.weights[edge].1
        }
        return (w0, w1)
    }

    /// The winding numbers of operands 0 and 1 just left and just right of `edge` (left: the side
    /// `(-dy, dx)` points to, for the edge run from its end `a` to `b`).
    func windings(beside edge: Int) -> (left: (Int32, Int32), right: (Int32, Int32)) {
        let points = arrangement.points
        let (a, b) = arrangement.ends[edge]
        let p = points[Int(a)], q = points[Int(b)]
        let m = CGPoint(x: (p.x + q.x) / 2, y: (p.y + q.y) / 2)
        let d = PathMath.sub(q, p)
        let alongX = abs(d.y) >= abs(d.x)
        var w0: Int32 = 0, w1: Int32 = 0
        for other in (alongX ? rows : columns).edges(at: alongX ? m.y : m.x) where other != edge {
            let (oa, ob) = arrangement.ends[other]
            let s = points[Int(oa)], e = points[Int(ob)]
            let sign: Int32
            if alongX {
                // Towards +x: an edge rising through the ray counts +1.
                guard (s.y <= m.y) != (e.y <= m.y) else { continue }
                let x = s.x + (m.y - s.y) * (e.x - s.x) / (e.y - s.y)
                guard x > m.x else { continue }
                sign = e.y > s.y ? 1 : -1
            } else {
                // Towards +y: an edge running towards -x through the ray counts +1.
                guard (s.x <= m.x) != (e.x <= m.x) else { continue }
                let y = s.y + (m.x - s.x) * (e.y - s.y) / (e.x - s.x)
                guard y > m.y else { continue }
                sign = e.x < s.x ? 1 : -1
            }
            let weight = arrangement.weights[other]
            w0 += sign * weight.0
            w1 += sign * weight.1
        }
        // The side the ray leaves by is the left when (-dy, dx) points along the ray.
        let rayLeavesLeft = alongX ? -d.y > 0 : d.x > 0
        let weight = arrangement.weights[edge]
        if rayLeavesLeft {
            return ((w0, w1), (w0 - weight.0, w1 - weight.1))
        }
        return ((w0 + weight.0, w1 + weight.1), (w0, w1))
    }
}

/// Intervals filed in equal bands: the intervals that may hold a coordinate are those filed in
/// its band.
private struct Bands {
    private let start: CGFloat
    private let width: CGFloat
    private let offsets: [Int]
    private let members: [Int]

    init(_ intervals: [(CGFloat, CGFloat)]) {
        let low = intervals.map(\.0).min() ?? 0, high = intervals.map(\.1).max() ?? 0
        let bandCount = max(1, min(4096, intervals.count / 8))
        let spread = (high - low) / CGFloat(bandCount)
        let bandWidth = spread > 0 && spread.isFinite ? spread : 1
        let band = { (v: CGFloat) -> Int in Self.band(of: v, low: low, width: bandWidth, count: bandCount) }
        var counts = [Int](repeating: 0, count: bandCount + 1)
        for (a, b) in intervals { for k in band(a)...band(b) { counts[k + 1] += 1 } }
        for k in 0..<bandCount { counts[k + 1] += counts[k] }
        var fill = counts, filed = [Int](repeating: 0, count: counts[bandCount])
        for (index, (a, b)) in intervals.enumerated() {
            for k in band(a)...band(b) {
                filed[fill[k]] = index
                fill[k] += 1
            }
        }
        start = low
        width = bandWidth
        offsets = counts
        members = filed
    }

    func edges(at v: CGFloat) -> ArraySlice<Int> {
        let k = Self.band(of: v, low: start, width: width, count: offsets.count - 1)
        return members[offsets[k]..<offsets[k + 1]]
    }

    /// The band holding `v`: the first or last for a coordinate beyond them (clamped before it
    /// becomes an integer, so that no coordinate traps).
    private static func band(of v: CGFloat, low: CGFloat, width: CGFloat, count: Int) -> Int {
        let f = (v - low) / width
        return f >= 0 ? Int(min(f, CGFloat(count - 1))) : 0
    }
}
