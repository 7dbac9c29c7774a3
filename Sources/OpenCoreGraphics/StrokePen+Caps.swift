extension StrokePen {
    /// Appends the cap at an open end of the centerline at `end`, travelling in direction `d`: the
    /// points strictly between the left side's end and the right side's, around the front.
    func cap(at end: CGPoint, direction d: CGPoint, into points: inout [CGPoint]) {
        let n = offset(d, 1)
        switch cap {
        case .butt:
            break
        case .square:
            let ahead = CGPoint(x: d.x * halfWidth, y: d.y * halfWidth)
            points.append(CGPoint(x: end.x + n.x + ahead.x, y: end.y + n.y + ahead.y))
            points.append(CGPoint(x: end.x - n.x + ahead.x, y: end.y - n.y + ahead.y))
        case .round:
            arc(around: end, from: n, turning: -.pi, into: &points)
        }
    }

    /// Appends, as a polygon of `outline`, what a subpath of no length at `point` paints: a disc with
    /// round caps, a square turned along `d` with square caps (both the line width across),
    /// nothing with butt caps (as Core Graphics draws a zero-length line).
    func dot(at point: CGPoint, direction d: CGPoint, into outline: inout StrokeOutline) {
        let n = offset(d, 1)
        switch cap {
        case .butt:
            return
        case .square:
            let ahead = CGPoint(x: d.x * halfWidth, y: d.y * halfWidth)
            // Corners in turn clockwise (y-up), as every piece of an outline turns.
            outline.points.append(CGPoint(x: point.x + ahead.x + n.x, y: point.y + ahead.y + n.y))
            outline.points.append(CGPoint(x: point.x + ahead.x - n.x, y: point.y + ahead.y - n.y))
            outline.points.append(CGPoint(x: point.x - ahead.x - n.x, y: point.y - ahead.y - n.y))
            outline.points.append(CGPoint(x: point.x - ahead.x + n.x, y: point.y - ahead.y + n.y))
        case .round:
            outline.points.append(PathMath.add(point, n))
            arc(around: point, from: n, turning: -2 * .pi, into: &outline.points)
        }
        outline.endPolygon()
    }

    /// Appends the points strictly inside the arc of the circle around `center` that starts at
    /// `center + from` and turns by `angle` radians (negative: clockwise in a y-up space), cut into
    /// equal pieces of at most ``arcStep``; none, the arc standing as its chord, when `center` is
    /// outside ``cull``.
    func arc(around center: CGPoint, from: CGPoint, turning angle: CGFloat, into points: inout [CGPoint]) {
        guard cull.contains(center) else { return }
        let pieces = (abs(angle) / arcStep).rounded(.up)
        guard pieces > 1, pieces.isFinite else { return }
        let step = angle / pieces
        let c = cos(step), s = sin(step)
        var v = from
        for _ in 1..<Int(pieces) {
            v = CGPoint(x: v.x * c - v.y * s, y: v.x * s + v.y * c)
            points.append(PathMath.add(center, v))
        }
    }
}
