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
    /// Each edge's ends, (x, y) of `a` then of `b`, for the rays towards +x; and with x and y
    /// swapped, for the rays towards +y (a ray towards +y is one towards +x in the swapped plane,
    /// its crossings counted the other way round).
    private let lines: [SIMD4<Double>]
    private let swappedLines: [SIMD4<Double>]
    private let weights: [SIMD2<Int32>]

    init(_ arrangement: PathArrangement) {
        self.arrangement = arrangement
        let points = arrangement.points
        lines = arrangement.ends.map {
            let a = points[Int($0.a)], b = points[Int($0.b)]
            return SIMD4(Double(a.x), Double(a.y), Double(b.x), Double(b.y))
        }
        swappedLines = lines.map { SIMD4($0.y, $0.x, $0.w, $0.z) }
        weights = arrangement.weights.map { SIMD2($0.0, $0.1) }
        rows = Bands(lines.map { (min($0.y, $0.w), max($0.y, $0.w)) })
        columns = Bands(lines.map { (min($0.x, $0.z), max($0.x, $0.z)) })
    }

    /// The signed, weighted crossings of the ray from (x, y) towards +x with the edges filed in
    /// `band` (but `skipping`): an edge rising through it counts +1, one falling -1.
    private func crossings(_ lines: [SIMD4<Double>], _ band: ArraySlice<Int>, x: Double, y: Double, skipping: Int) -> SIMD2<Int32> {
        var total = SIMD2<Int32>(0, 0)
        for other in band where other != skipping {
            let l = lines[other]
            guard (l.y <= y) != (l.w <= y) else { continue }
            guard l.x + (y - l.y) * (l.z - l.x) / (l.w - l.y) > x else { continue }
            total &+= l.w > l.y ? weights[other] : 0 &- weights[other]
        }
        return total
    }

    /// The winding numbers of operands 0 and 1 at `point`, by a ray towards +x (a point on an edge
    /// counts by the half-open rule).
    func winding(at point: CGPoint) -> (Int32, Int32) {
        let w = crossings(lines, rows.edges(at: point.y), x: Double(point.x), y: Double(point.y), skipping: -1)
        return (w.x, w.y)
    }

    /// The winding numbers of operands 0 and 1 just left and just right of `edge` (left: the side
    /// `(-dy, dx)` points to, for the edge run from its end `a` to `b`).
    func windings(beside edge: Int) -> (left: (Int32, Int32), right: (Int32, Int32)) {
        let l = lines[edge]
        let mx = (l.x + l.z) / 2, my = (l.y + l.w) / 2, dx = l.z - l.x, dy = l.w - l.y
        let alongX = abs(dy) >= abs(dx)
        // Towards +y: the swapped plane's crossings, counted the other way round.
        let w = alongX ? crossings(lines, rows.edges(at: my), x: mx, y: my, skipping: edge)
            : 0 &- crossings(swappedLines, columns.edges(at: mx), x: my, y: mx, skipping: edge)
        // The side the ray leaves by is the left when (-dy, dx) points along the ray.
        let rayLeavesLeft = alongX ? -dy > 0 : dx > 0
        let own = weights[edge]
        let (left, right) = rayLeavesLeft ? (w, w &- own) : (w &+ own, w)
        return ((left.x, left.y), (right.x, right.y))
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
