extension PathBoolean {
    /// The parts of `path`'s lines that lie inside the area `area` fills under `rule` (`inside`),
    /// or outside it: the engine under `lineIntersection(_:using:)` and `lineSubtracting(_:using:)`.
    ///
    /// `path` is taken as lines, not an area: open subpaths stay open. Each of its flattened lines
    /// is cut where the area's outline crosses or touches it, and each part is kept when its middle
    /// is inside (or outside) the area, by the area's winding number there (``WindingRays``; a part
    /// lying along the outline counts by the half-open rule). Kept parts that meet are joined; a
    /// closed subpath kept whole stays closed; a curve all of whose lines are kept uncut is given
    /// back as the curve.
    static func lines(of path: CGPath, inside: Bool, _ area: CGPath, _ rule: CGPathFillRule, tolerance: CGFloat) -> [PathElement] {
        var input = Input()
        input.add(area, operand: 0, tolerance: tolerance)
        let subpaths = input.polylines(of: path, tolerance: tolerance)
        let arrangement = PathArrangement(input.contours)
        let rays = WindingRays(arrangement)
        let points = arrangement.points
        let outline = arrangement.ends.map { (points[Int($0.a)], points[Int($0.b)]) }
        var elements: [PathElement] = []
        for subpath in subpaths {
            let count = subpath.closed ? subpath.points.count : subpath.points.count - 1
            // Each line's kept parts (parameter ranges), and whether it was kept whole.
            var parts: [[(CGFloat, CGFloat)]] = []
            for index in 0..<count {
                let p = subpath.points[index], q = subpath.points[(index + 1) % subpath.points.count]
                var cuts: [CGFloat] = [0, 1]
                for (a, b) in outline { cuts += cutParameters(p, q, a, b) }
                cuts.sort()
                var kept: [(CGFloat, CGFloat)] = []
                for (t0, t1) in zip(cuts, cuts.dropFirst()) where t1 > t0 {
                    let m = PathMath.lerp(p, q, (t0 + t1) / 2)
                    let w = rays.winding(at: m).0
                    let filled = rule == .winding ? w != 0 : w & 1 != 0
                    guard filled == inside else { continue }
                    if let last = kept.last, last.1 == t0 { kept[kept.count - 1].1 = t1 } else { kept.append((t0, t1)) }
                }
                parts.append(kept)
            }
            elements += joined(subpath, parts, input.curves)
        }
        return elements
    }

    /// The parameters along p→q (strictly between its ends) where the outline's edge a→b crosses
    /// or touches it, or where the edge's ends lie on it.
    private static func cutParameters(_ p: CGPoint, _ q: CGPoint, _ a: CGPoint, _ b: CGPoint) -> [CGFloat] {
        guard max(a.x, b.x) >= min(p.x, q.x), min(a.x, b.x) <= max(p.x, q.x),
              max(a.y, b.y) >= min(p.y, q.y), min(a.y, b.y) <= max(p.y, q.y) else { return [] }
        let near = 1e-12 * max(hypot(q.x - p.x, q.y - p.y), hypot(b.x - a.x, b.y - a.y))
        switch SegmentMeeting(p, q, a, b, near: near) {
        case .crossing(let t, let u):
            return t > 0 && t < 1 && u >= -1e-12 && u <= 1 + 1e-12 ? [t] : []
        case .collinear:
            return [a, b].map { SegmentMeeting.parameter(of: $0, along: p, q) }.filter { $0 > 0 && $0 < 1 }
        case .apart:
            return []
        }
    }

    /// The kept parts of one subpath's lines as elements: parts that meet are one subpath, a closed
    /// subpath kept whole is closed, a curve all of whose lines are kept whole is the curve.
    private static func joined(_ subpath: (points: [CGPoint], pieces: [Piece?], closed: Bool), _ parts: [[(CGFloat, CGFloat)]],
                               _ curves: [(CGPoint, CGPoint, CGPoint, CGPoint)]) -> [PathElement] {
        let n = parts.count, points = subpath.points
        func point(_ index: Int, _ t: CGFloat) -> CGPoint {
            let p = points[index], q = points[(index + 1) % points.count]
            return t == 0 ? p : t == 1 ? q : PathMath.lerp(p, q, t)
        }
        // A closed subpath is read from a line whose first part does not go on from the line before.
        func continues(_ index: Int) -> Bool {
            parts[index].first?.0 == 0 && parts[(index + n - 1) % n].last?.1 == 1
        }
        let start = subpath.closed ? ((0..<n).first { !continues($0) } ?? 0) : 0
        let closedWhole = subpath.closed && (0..<n).allSatisfy { parts[$0].count == 1 && parts[$0][0] == (0, 1) }
        // The kept parts in order, each with its line, as runs of parts that meet.
        var runs: [[(index: Int, t0: CGFloat, t1: CGFloat)]] = []
        for step in 0..<n {
            let index = (start + step) % n
            for (t0, t1) in parts[index] {
                if t0 == 0, step > 0, let last = runs.last?.last, last.t1 == 1, last.index == (index + n - 1) % n {
                    runs[runs.count - 1].append((index, t0, t1))
                } else {
                    runs.append([(index, t0, t1)])
                }
            }
        }
        var elements: [PathElement] = []
        for run in runs {
            elements.append(.move(point(run[0].index, run[0].t0)))
            var k = 0
            while k < run.count {
                let span = run[k]
                if span.t0 == 0, span.t1 == 1, let piece = subpath.pieces[span.index], piece.index == 0, k + Int(piece.count) <= run.count,
                   (0..<Int(piece.count)).allSatisfy({ j in
                       let next = run[k + j]
                       return next.t0 == 0 && next.t1 == 1 && subpath.pieces[next.index] == Piece(curve: piece.curve, index: Int32(j), count: piece.count)
                   }) {
                    let c = curves[Int(piece.curve)]
                    elements.append(.curve(control1: c.1, control2: c.2, end: c.3))
                    k += Int(piece.count)
                } else {
                    elements.append(.line(point(span.index, span.t1)))
                    k += 1
                }
            }
            if closedWhole {
                if case .line = elements.last { elements.removeLast() }  // the close draws it
                elements.append(.close)
            }
        }
        return elements
    }
}
