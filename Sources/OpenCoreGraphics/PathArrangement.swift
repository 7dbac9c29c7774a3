/// The closed polylines of one or two paths cut into an arrangement: edges that meet only at their
/// ends, each edge once, with how many times each operand runs along it.
///
/// The set operations (``PathBoolean``) work on this. Every edge of every polyline is cut where
/// any other edge crosses it, touches it or runs along it (found by a sweep over the edges sorted
/// by their left ends), so no two edges of the arrangement cross; a crossing point is computed
/// once and given to both edges, so ends that meet are equal points (``PointTable``); crossings
/// are put on a grid of a power of two near 2⁻⁴⁰ of the coordinates' magnitude, so that the crossings of three lines
/// through one point, each computed on its own, are one point. Edges running along one another become one edge
/// whose weights count each operand's runs forwards less its runs backwards: across that edge,
/// from its right to its left, the operand's winding number rises by that weight. An edge whose
/// weights are all zero (a shape and its reverse) bounds nothing and is dropped. An edge that is a
/// whole line of a flattened curve, uncut and unshared, keeps that line's ``PathBoolean/Piece``,
/// so that the result can give the curve back where all its lines survive.
struct PathArrangement {
    /// The points, by index.
    var points: [CGPoint] = []
    /// Each edge's ends (`a` < `b`, indices into `points`).
    var ends: [(a: Int32, b: Int32)] = []
    /// Each edge's weight for operands 0 and 1, counted from `a` to `b`.
    var weights: [(Int32, Int32)] = []
    /// Each edge's piece of a curve, and whether the curve runs from `a` to `b` (rather than
    /// from `b` to `a`) along it.
    var pieces: [(piece: PathBoolean.Piece, forward: Bool)?] = []

    private struct Segment {
        var p: CGPoint
        var q: CGPoint
        var operand: Int
        var piece: PathBoolean.Piece?
    }

    /// Arranges `contours` (each a closed polyline, closed implicitly, with the piece of a curve
    /// each line is, and tagged with its operand 0 or 1). Points that are not finite must have been
    /// left out by the caller.
    init(_ contours: [(points: [CGPoint], pieces: [PathBoolean.Piece?], operand: Int)]) {
        var segments: [Segment] = []
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        for contour in contours where contour.points.count > 1 {
            let pts = contour.points
            for (index, p) in pts.enumerated() {
                let q = pts[(index + 1) % pts.count]
                minX = min(minX, p.x); maxX = max(maxX, p.x); minY = min(minY, p.y); maxY = max(maxY, p.y)
                if p != q { segments.append(Segment(p: p, q: q, operand: contour.operand, piece: contour.pieces[index])) }
            }
        }
        guard !segments.isEmpty else { return }
        let extent = max(maxX - minX, maxY - minY)
        guard extent > 0, extent.isFinite else { return }
        let magnitude = max(extent, abs(minX), abs(maxX), abs(minY), abs(maxY))
        // A power of two, so that points on any coarser binary grid (whole and half units) stay.
        let cuts = Self.cuts(segments, extent: extent, spacing: CGFloat(sign: .plus, exponent: magnitude.exponent - 40, significand: 1))
        var grid = PointTable()
        var index: [UInt64: Int] = [:]
        for (s, segment) in segments.enumerated() {
            var chain = cuts[s].sorted { $0.t < $1.t }.map(\.point)
            chain.insert(segment.p, at: 0)
            chain.append(segment.q)
            var previous = grid.id(of: chain[0], into: &points)
            for point in chain.dropFirst() {
                let id = grid.id(of: point, into: &points)
                if id == previous { continue }
                let a = min(previous, id), b = max(previous, id)
                let key = UInt64(UInt32(a)) << 32 | UInt64(UInt32(b))
                let step: Int32 = previous == a ? 1 : -1
                let edge: Int
                if let known = index[key] {
                    edge = known
                    pieces[edge] = nil  // shared
                } else {
                    edge = ends.count
                    index[key] = edge
                    ends.append((a, b))
                    weights.append((0, 0))
                    pieces.append(chain.count == 2 ? segment.piece.map { ($0, step == 1) } : nil)
                }
                if segment.operand == 0 { weights[edge].0 += step } else { weights[edge].1 += step }
                previous = id
            }
        }
        // Edges that bound nothing.
        var kept = 0
        for edge in ends.indices where weights[edge] != (0, 0) {
            ends[kept] = ends[edge]
            weights[kept] = weights[edge]
            pieces[kept] = pieces[edge]
            kept += 1
        }
        ends.removeLast(ends.count - kept)
        weights.removeLast(weights.count - kept)
        pieces.removeLast(pieces.count - kept)
    }

    /// Where each segment is cut: the parameter along it and the point, shared with the segment
    /// that cuts it.
    private static func cuts(_ segments: [Segment], extent: CGFloat, spacing: CGFloat) -> [[(t: CGFloat, point: CGPoint)]] {
        var cuts = Array(repeating: [(t: CGFloat, point: CGPoint)](), count: segments.count)
        let order = segments.indices.sorted { min(segments[$0].p.x, segments[$0].q.x) < min(segments[$1].p.x, segments[$1].q.x) }
        let near = extent * 1e-12
        for (position, i) in order.enumerated() {
            let si = segments[i]
            let maxX = max(si.p.x, si.q.x), minY = min(si.p.y, si.q.y), maxY = max(si.p.y, si.q.y)
            for j in order[(position + 1)...] {
                let sj = segments[j]
                if min(sj.p.x, sj.q.x) > maxX { break }
                if max(sj.p.y, sj.q.y) < minY || min(sj.p.y, sj.q.y) > maxY { continue }
                cross(si, sj, i, j, near: near, spacing: spacing, into: &cuts)
            }
        }
        return cuts
    }

    /// Records the cuts that segments `i` and `j` make in each other.
    private static func cross(_ s: Segment, _ o: Segment, _ i: Int, _ j: Int, near: CGFloat, spacing: CGFloat,
                              into cuts: inout [[(t: CGFloat, point: CGPoint)]]) {
        let eps: CGFloat = 1e-12
        func inside(_ t: CGFloat) -> Bool { t > eps && t < 1 - eps }
        switch SegmentMeeting(s.p, s.q, o.p, o.q, near: near) {
        case .crossing(let t, let u):
            guard t >= -eps, t <= 1 + eps, u >= -eps, u <= 1 + eps else { return }
            switch (inside(t), inside(u)) {
            case (true, true):
                // On a grid, so that crossings computed apart that are one point (three lines
                // through it) are one point.
                let exact = PathMath.lerp(s.p, s.q, t)
                let point = spacing > 0
                    ? CGPoint(x: (exact.x / spacing).rounded() * spacing, y: (exact.y / spacing).rounded() * spacing) : exact
                cuts[i].append((t, point))
                cuts[j].append((u, point))
            case (true, false):
                cuts[i].append((t, u < 0.5 ? o.p : o.q))
            case (false, true):
                cuts[j].append((u, t < 0.5 ? s.p : s.q))
            case (false, false):
                break
            }
        case .collinear:
            // Each cut at the other's ends that lie within it.
            for end in [o.p, o.q] {
                let t = SegmentMeeting.parameter(of: end, along: s.p, s.q)
                if inside(t) { cuts[i].append((t, end)) }
            }
            for end in [s.p, s.q] {
                let u = SegmentMeeting.parameter(of: end, along: o.p, o.q)
                if inside(u) { cuts[j].append((u, end)) }
            }
        case .apart:
            break
        }
    }
}

/// How the lines through two segments p→q and a→b meet, computed on unit directions so that no
/// product of two coordinates overflows.
enum SegmentMeeting {
    /// The lines cross at p + t (q - p) = a + u (b - a).
    case crossing(t: CGFloat, u: CGFloat)
    /// Parallel, with a and b within `near` of the line through p and q.
    case collinear
    /// Parallel and apart.
    case apart

    init(_ p: CGPoint, _ q: CGPoint, _ a: CGPoint, _ b: CGPoint, near: CGFloat) {
        let lr = hypot(q.x - p.x, q.y - p.y), ld = hypot(b.x - a.x, b.y - a.y)
        let r = CGPoint(x: (q.x - p.x) / lr, y: (q.y - p.y) / lr), d = CGPoint(x: (b.x - a.x) / ld, y: (b.y - a.y) / ld)
        let w = PathMath.sub(a, p)
        let sine = PathMath.cross(r, d)
        if abs(sine) > 1e-12 {
            self = .crossing(t: PathMath.cross(w, d) / (sine * lr), u: PathMath.cross(w, r) / (sine * ld))
        } else if abs(PathMath.cross(w, r)) <= near, abs(PathMath.cross(PathMath.sub(b, p), r)) <= near {
            self = .collinear
        } else {
            self = .apart
        }
    }

    /// Where `point`'s projection falls along p→q (0 at p, 1 at q).
    static func parameter(of point: CGPoint, along p: CGPoint, _ q: CGPoint) -> CGFloat {
        let lr = hypot(q.x - p.x, q.y - p.y)
        return PathMath.dot(PathMath.sub(point, p), CGPoint(x: (q.x - p.x) / lr, y: (q.y - p.y) / lr)) / lr
    }
}

/// Points merged where they are equal: every line's ends are shared exactly with the lines that
/// meet it, and a cut point is computed once for both lines it cuts, so equality is enough to join
/// the arrangement up (no grid, which would merge the points of a shape far smaller than the
/// extent of the whole).
private struct PointTable {
    private var ids: [SIMD2<UInt>: Int32] = [:]

    mutating func id(of point: CGPoint, into points: inout [CGPoint]) -> Int32 {
        // +0 and -0 are one point.
        let key = SIMD2((point.x + 0).bitPattern, (point.y + 0).bitPattern)
        if let id = ids[key] { return id }
        let id = Int32(points.count)
        ids[key] = id
        points.append(point)
        return id
    }
}
