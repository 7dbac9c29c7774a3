extension PathStroker {
    /// Adds one element of the path being stroked: a move ends the subpath in progress and starts
    /// another; a line or curve after a close (or before any move) starts a subpath at the closed
    /// subpath's start (or the origin), as Core Graphics reads a path; a close with no subpath in
    /// progress is ignored.
    mutating func add(_ element: PathElement) {
        switch element {
        case .move(let p):
            finishSubpath()
            beginSubpath(at: p)
        case .line(let p):
            if !isSubpathOpen { beginSubpath(at: subpathStart) }
            line(to: p)
        case let .quadCurve(c, e):
            if !isSubpathOpen { beginSubpath(at: subpathStart) }
            // The same curve as a cubic (degree elevation): one flattening and tangent rule.
            curve(PathMath.lerp(current, c, 2.0 / 3.0), PathMath.lerp(e, c, 2.0 / 3.0), e)
        case let .curve(c1, c2, e):
            if !isSubpathOpen { beginSubpath(at: subpathStart) }
            curve(c1, c2, e)
        case .close:
            guard isSubpathOpen else { return }
            subpathDraws = true
            let gap = PathMath.sub(subpathStart, current)
            if dotDirection == nil { noteDirection(gap) }
            let length = PathMath.length(gap)
            if length > epsilon {
                segments.append(Segment(end: subpathStart, direction: PathMath.scale(gap, 1 / length), length: length,
                                        isSmooth: false))
            }
            finishSubpath(closed: true)
            current = subpathStart
        }
    }

    /// Starts a subpath at `p`, with an empty centerline.
    private mutating func beginSubpath(at p: CGPoint) {
        segments.removeAll(keepingCapacity: true)
        isSubpathOpen = true
        subpathDraws = false
        subpathIsInvalid = !(p.x.isFinite && p.y.isFinite)
        dotDirection = nil
        subpathStart = p
        current = p
    }

    /// A straight line from the current point; one shorter than ``epsilon`` is dropped.
    private mutating func line(to p: CGPoint) {
        subpathDraws = true
        guard p.x.isFinite, p.y.isFinite else {
            subpathIsInvalid = true
            return
        }
        let v = PathMath.sub(p, current)
        if dotDirection == nil { noteDirection(v) }
        let length = PathMath.length(v)
        guard length > epsilon else { return }
        segments.append(Segment(end: p, direction: PathMath.scale(v, 1 / length), length: length, isSmooth: false))
        current = p
    }

    /// A cubic Bézier curve from the current point: flattened, or, while the stroke culls, taken
    /// piece by piece against ``cull``.
    private mutating func curve(_ c1: CGPoint, _ c2: CGPoint, _ e: CGPoint) {
        subpathDraws = true
        guard c1.x.isFinite, c1.y.isFinite, c2.x.isFinite, c2.y.isFinite, e.x.isFinite, e.y.isFinite else {
            subpathIsInvalid = true
            return
        }
        if cull.culls {
            cullCurve(current, c1, c2, e, depth: 0)
        } else {
            flattenCurve(c1, c2, e)
        }
    }

    /// The deepest halving of a curve that straddles ``cull``'s edge: pieces of 2⁻²⁰ of it.
    static let deepestCullSplit = 20

    /// Adds the cubic (`p0`, `c1`, `c2`, `e`), `p0` the current point, against ``cull``: as its chord
    /// when its control points' box lies wholly outside (nothing inside the exact region changes:
    /// ``CullBox``), flattened when wholly inside or no larger than the box, else halved (de
    /// Casteljau) and each half taken alike. The halves meet along one tangent, so the corner
    /// between them joins nothing.
    private mutating func cullCurve(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ e: CGPoint, depth: Int) {
        switch cull.verdict(p0.x, p0.y, c1.x, c1.y, c2.x, c2.y, e.x, e.y, depth: depth, deepest: Self.deepestCullSplit) {
        case .chord:
            line(to: e)
            return
        case .flatten:
            flattenCurve(c1, c2, e)
            return
        case .halve:
            break
        }
        let a = PathMath.lerp(p0, c1, 0.5), b = PathMath.lerp(c1, c2, 0.5), c = PathMath.lerp(c2, e, 0.5)
        let ab = PathMath.lerp(a, b, 0.5), bc = PathMath.lerp(b, c, 0.5), m = PathMath.lerp(ab, bc, 0.5)
        cullCurve(p0, a, ab, m, depth: depth + 1)
        cullCurve(m, bc, c, e, depth: depth + 1)
    }

    /// The curve from the current point, flattened: a piece of no length along its start tangent,
    /// its chords joined smoothly, and a piece of no length along its end tangent. A curve whose
    /// control points all lie within ``epsilon`` of its start is a line.
    private mutating func flattenCurve(_ c1: CGPoint, _ c2: CGPoint, _ e: CGPoint) {
        let p0 = current
        guard let startTangent = direction(from: p0, toFirstOf: c1, c2, e),
              let endTangent = direction(from: e, toFirstOf: c2, c1, p0) else {
            line(to: e)
            return
        }
        if dotDirection == nil { dotDirection = startTangent }
        segments.append(Segment(end: p0, direction: startTangent, length: 0, isSmooth: false))
        PathFlattener.cubic(p0, c1, c2, e, tolerance: tolerance) { q in
            let v = PathMath.sub(q, current)
            let length = PathMath.length(v)
            guard length > epsilon else { return }
            segments.append(Segment(end: q, direction: PathMath.scale(v, 1 / length), length: length, isSmooth: true))
            current = q
        }
        // The end tangent points back along the curve from its end: reverse it.
        segments.append(Segment(end: current, direction: PathMath.scale(endTangent, -1), length: 0, isSmooth: true))
    }

    /// The unit vector from `origin` to the first of `a`, `b`, `c` further than ``epsilon`` from
    /// it, or nil when none is.
    private func direction(from origin: CGPoint, toFirstOf a: CGPoint, _ b: CGPoint, _ c: CGPoint) -> CGPoint? {
        func unit(_ p: CGPoint) -> CGPoint? {
            let v = PathMath.sub(p, origin)
            let length = PathMath.length(v)
            return length > epsilon ? PathMath.scale(v, 1 / length) : nil
        }
        return unit(a) ?? unit(b) ?? unit(c)
    }

    /// Records `v`'s direction as ``dotDirection`` unless `v` is zero.
    private mutating func noteDirection(_ v: CGPoint) {
        let length = PathMath.length(v)
        if length > 0 { dotDirection = PathMath.scale(v, 1 / length) }
    }

    /// Ends the subpath in progress and appends its outline: nothing for a subpath that draws
    /// nothing or has a point that is not finite, a dot for one of no length, else the polygons of
    /// its open or closed centerline.
    mutating func finishSubpath(closed: Bool = false) {
        guard isSubpathOpen else { return }
        isSubpathOpen = false
        guard subpathDraws, !subpathIsInvalid else { return }
        guard segments.contains(where: { $0.length > 0 }) else {
            guard cull.contains(subpathStart) else { return }
            pen.dot(at: subpathStart, direction: dotDirection ?? CGPoint(x: 1, y: 0), into: &outline)
            return
        }
        if cull.culls, centerlineMissesCull() { return }
        if closed { outlineClosedCenterline() } else { outlineOpenCenterline() }
    }

    /// Whether the centerline of the subpath in progress lies wholly outside ``cull``: its outline,
    /// a polygon of its own, then paints nothing inside the exact region.
    private func centerlineMissesCull() -> Bool {
        var x0 = subpathStart.x, x1 = subpathStart.x, y0 = subpathStart.y, y1 = subpathStart.y
        for segment in segments {
            x0 = min(x0, segment.end.x); x1 = max(x1, segment.end.x)
            y0 = min(y0, segment.end.y); y1 = max(y1, segment.end.y)
        }
        return cull.misses(x0, y0, x1, y1)
    }
}
