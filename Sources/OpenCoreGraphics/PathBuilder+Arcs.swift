extension PathBuilder {
    /// Appends an arc of the unit circle from `startAngle` through `sweep` radians, placed into the
    /// path by `placement` (which maps the unit circle onto the circle or ellipse wanted, then
    /// applies the caller's transform).
    ///
    /// The arc is preceded by ``connect(to:)`` to its start and split into the fewest equal pieces
    /// of at most a quarter turn, each one cubic Bézier curve whose control points lie on the
    /// tangents at a distance of `4/3 tan(piece / 4)` of the radius: the standard approximation, exact
    /// at the ends and the middle of each piece, 0.027% out at worst for a quarter turn. (Apple
    /// documents only that arcs are approximated by "a sequence of cubic Bézier curves"; equal pieces
    /// of at most a quarter turn make a full circle the same four curves as an ellipse.) A zero sweep
    /// adds no curve.
    ///
    /// With `startWithMove`, the arc starts a new subpath with a move whatever the current point
    /// (the ellipse does).
    mutating func appendUnitArc(startAngle: CGFloat, sweep: CGFloat, placement: CGAffineTransform,
                                startWithMove: Bool = false) {
        func onCircle(_ angle: CGFloat) -> CGPoint { CGPoint(x: cos(angle), y: sin(angle)) }
        let first = onCircle(startAngle).applying(placement)
        if startWithMove { append(.move(first)) } else { connect(to: first) }
        guard sweep != 0, sweep.isFinite else { return }
        let quarter = CGFloat.pi / 2
        let pieces = max(1, Int((abs(sweep) / quarter - 1e-9).rounded(.up)))
        let step = sweep / CGFloat(pieces)
        let k = 4 / 3 * tan(step / 4)
        var start = onCircle(startAngle)
        for index in 1...pieces {
            let nextAngle = index == pieces ? startAngle + sweep : startAngle + step * CGFloat(index)
            let end = onCircle(nextAngle)
            let control1 = CGPoint(x: start.x - k * start.y, y: start.y + k * start.x)
            let control2 = CGPoint(x: end.x + k * end.y, y: end.y - k * end.x)
            append(.curve(control1: control1.applying(placement), control2: control2.applying(placement),
                          end: end.applying(placement)))
            start = end
        }
    }

    /// The transform that maps the unit circle onto the circle of `radius` around `center`, then
    /// applies `t`.
    static func circlePlacement(center: CGPoint, radius: CGFloat, _ t: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(a: radius, b: 0, c: 0, d: radius, tx: center.x, ty: center.y).concatenating(t)
    }

    /// `CGPathAddArc`: the arc from `startAngle` to `endAngle`, clockwise or not in the y-up space.
    ///
    /// The sweep is normalised as PostScript's `arc`/`arcn` and the HTML canvas do: counterclockwise,
    /// the end angle is moved by whole turns to lie at most one turn past the start (a difference of
    /// a full turn or more draws the full circle); clockwise, symmetrically below it. So
    /// `0 → 2π` counterclockwise is a full circle and `0 → 2π` clockwise is no arc at all.
    mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                         clockwise: Bool, _ t: CGAffineTransform) {
        guard radius >= 0 else { return }
        let turn = 2 * CGFloat.pi
        var sweep = endAngle - startAngle
        if clockwise {
            if sweep <= -turn {
                sweep = -turn
            } else {
                sweep = sweep.truncatingRemainder(dividingBy: turn)
                if sweep > 0 { sweep -= turn }
            }
        } else {
            if sweep >= turn {
                sweep = turn
            } else {
                sweep = sweep.truncatingRemainder(dividingBy: turn)
                if sweep < 0 { sweep += turn }
            }
        }
        appendUnitArc(startAngle: startAngle, sweep: radius == 0 ? 0 : sweep,
                      placement: Self.circlePlacement(center: center, radius: radius, t))
    }

    /// `CGPathAddRelativeArc`: the arc from `startAngle` through `delta` radians, positive
    /// counterclockwise in the y-up space. The sweep is taken as given, so more than a full turn goes
    /// round more than once.
    mutating func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
                                 _ t: CGAffineTransform) {
        guard radius >= 0 else { return }
        appendUnitArc(startAngle: startAngle, sweep: radius == 0 ? 0 : delta,
                      placement: Self.circlePlacement(center: center, radius: radius, t))
    }

    /// `CGPathAddArcToPoint`, PostScript's `arct`: the arc of `radius` tangent to the line from the
    /// current point to `tangent1End` and to the line from there to `tangent2End`.
    ///
    /// Computed in the untransformed space (the current point is mapped back through the inverse of
    /// `t`), then transformed. The arc is preceded by a line from the current point to its first
    /// tangent point and ends at its second tangent point, which becomes the current point. Without a
    /// current point nothing is added (Apple: "The path must not be empty"). When the radius is zero,
    /// the current point equals `tangent1End`, `tangent1End` equals `tangent2End`, or the three points
    /// are collinear, no circle touches both lines and a line to `tangent1End` is added instead, as
    /// the canvas `arcTo` specifies. A negative radius adds nothing.
    mutating func addArc(tangent1End p1: CGPoint, tangent2End p2: CGPoint, radius: CGFloat, _ t: CGAffineTransform) {
        guard let current = currentPoint, radius >= 0 else { return }
        let p0 = current.applying(t.inverted())
        let v1 = PathMath.sub(p0, p1), v2 = PathMath.sub(p2, p1)
        let l1 = PathMath.length(v1), l2 = PathMath.length(v2)
        let turn = PathMath.cross(PathMath.sub(p1, p0), PathMath.sub(p2, p1))
        guard radius > 0, l1 > 0, l2 > 0, abs(turn) > 1e-12 * l1 * l2 else {
            addLine(to: p1, t)
            return
        }
        let u1 = PathMath.scale(v1, 1 / l1), u2 = PathMath.scale(v2, 1 / l2)
        // The angle at p1 between the two rays; the arc turns through its supplement.
        let angle = acos(min(max(PathMath.dot(u1, u2), -1), 1))
        let toTangent = radius / tan(angle / 2)
        let bisector = PathMath.add(u1, u2)
        let toCenter = radius / sin(angle / 2)
        let center = PathMath.add(p1, PathMath.scale(bisector, toCenter / PathMath.length(bisector)))
        let tangentPoint = PathMath.add(p1, PathMath.scale(u1, toTangent))
        let startAngle = atan2(tangentPoint.y - center.y, tangentPoint.x - center.x)
        let sweep = (CGFloat.pi - angle) * (turn > 0 ? 1 : -1)
        appendUnitArc(startAngle: startAngle, sweep: sweep,
                      placement: Self.circlePlacement(center: center, radius: radius, t))
    }
}
