/// The pen of a stroke in progress: half the line width, the join and cap, and how finely round
/// parts are cut, with the geometry of joins, caps and dots built from them. ``PathStroker`` uses it
/// to turn a centerline into outline points.
///
/// Directions are unit vectors. The left normal of a direction `d` is `d` turned a quarter turn
/// counterclockwise (in a y-up space), `(-d.y, d.x)`; the left side of a stroke is at `+halfWidth`
/// along it, the right side at `-halfWidth` (`side` +1 or -1 below). Round parts are polygons
/// inscribed in their circle, with corners no more than `tolerance` inside it.
struct StrokePen: Sendable {
    /// Half the line width: the distance from the centerline to each side.
    var halfWidth: CGFloat = 0.5
    /// The join at corners of the path (not between the pieces of a flattened curve, always round).
    var join: CGLineJoin = .miter
    /// The cap at open ends.
    var cap: CGLineCap = .butt
    /// The square of the miter limit.
    var miterLimitSquared: CGFloat = 100
    /// The largest angle, in radians, that one side of a round part may span.
    var arcStep: CGFloat = .pi
    /// The floor of ``arcStep``: at most 4096 chords to a full turn, whatever the tolerance.
    static let smallestArcStep: CGFloat = 2 * .pi / 4096
    /// Round parts centred outside it are cut into their chord alone (``CullBox``).
    var cull = CullBox.everywhere
    /// Between the pieces of a curve, the smallest cosine of the turn for which the miter point of
    /// the outer sides is within the tolerance of the round join, and stands for it.
    var smoothMiterCosine: CGFloat = 1

    /// A pen of width `2 * halfWidth` whose round parts stay within `tolerance` (both positive).
    init(halfWidth: CGFloat, join: CGLineJoin, cap: CGLineCap, miterLimit: CGFloat, tolerance: CGFloat) {
        self.halfWidth = halfWidth
        self.join = join
        self.cap = cap
        // Not a number: Apple's default, 10. Below 1 every corner is bevelled, as at 1.
        let limit = miterLimit.isNaN ? 10 : max(miterLimit, 1)
        miterLimitSquared = limit * limit
        // A chord spanning angle a sits halfWidth * (1 - cos(a / 2)) inside its arc. A tolerance
        // far finer than the width (a stroke scaled up past any screen) would cut a round cap into
        // millions of chords, or, once 1 - tolerance / halfWidth rounds to 1, into none at all:
        // the step is kept to at least a 4096th of a turn (a chord then strays by under 3e-7 of
        // the half width, half a pixel at 1.7 million pixels).
        let step = tolerance < halfWidth ? 2 * acos(1 - tolerance / halfWidth) : .pi
        arcStep = max(step, Self.smallestArcStep)
        // The miter point of a turn by a lies halfWidth * (1 / cos(a / 2) - 1) outside the arc.
        let ratio = halfWidth / (halfWidth + tolerance)
        smoothMiterCosine = 2 * ratio * ratio - 1
    }

    /// The left normal of `d`, scaled by half the width and `side`.
    @inline(__always) func offset(_ d: CGPoint, _ side: CGFloat) -> CGPoint {
        CGPoint(x: -d.y * halfWidth * side, y: d.x * halfWidth * side)
    }

    /// Appends the points of `side`'s outline where the centerline turns at `pivot` from direction
    /// `a` (of a segment of length `lengthA`) to direction `b` (of length `lengthB`), between the
    /// side's offset of the first segment and that of the second. `smooth` marks a joint between
    /// pieces of one flattened curve, joined round whatever the pen's join.
    ///
    /// On the outer side of the turn the join is drawn: a miter point, a bevel (the two offset
    /// points) or an arc. On the inner side the outline goes through the pivot, which keeps every
    /// piece of the stroke turning the same way; when both segments are long enough to hold it, the
    /// point where the two inner offset lines cross stands for that detour (it cuts off only a
    /// region both segments' bodies cover). A turn by exactly half a circle counts as a right turn.
    func join(at pivot: CGPoint, from a: CGPoint, length lengthA: CGFloat, to b: CGPoint, length lengthB: CGFloat,
              smooth: Bool, side: CGFloat, into points: inout [CGPoint]) {
        let cross = a.x * b.y - a.y * b.x, dot = a.x * b.x + a.y * b.y
        // 1 + cos of the turn, as |a + b|^2 / 2: accurate near a reversal, where 1 + dot is lost to
        // rounding (and with it the ratio cross / (1 + dot), the tangent of half the turn).
        let sumX = a.x + b.x, sumY = a.y + b.y
        let onePlusDot = (sumX * sumX + sumY * sumY) / 2
        let isOuter = side > 0 ? (cross < 0 || (cross == 0 && dot < 0)) : cross > 0
        let na = offset(a, side), nb = offset(b, side)
        if !isOuter {
            // The crossing point stands for the detour when it lies within both segments, that is
            // when halfWidth * tan(turn / 2) and halfWidth * sin(turn) are both at most the shorter
            // length; squared, in terms of 1 + cos(turn) alone.
            let shortest = min(lengthA, lengthB)
            let r2 = halfWidth * halfWidth, m2 = shortest * shortest
            if onePlusDot > 0, 2 * r2 <= (r2 + m2) * onePlusDot, r2 * (2 - onePlusDot) * onePlusDot <= m2 {
                points.append(miterPoint(pivot, na, nb, onePlusDot))
            } else {
                points.append(PathMath.add(pivot, na))
                points.append(pivot)
                points.append(PathMath.add(pivot, nb))
            }
            return
        }
        if smooth, onePlusDot >= 1 + smoothMiterCosine {
            points.append(miterPoint(pivot, na, nb, onePlusDot))
            return
        }
        switch smooth ? .round : join {
        case .miter where miterLimitSquared * onePlusDot >= 2:
            // Apple: a miter longer than the limit times the width is bevelled. The miter length
            // over the width is 1 / sin(phi / 2), phi the angle between the segments, so the miter
            // stays while limit^2 * (1 - cos phi) >= 2, and cos phi = -dot.
            points.append(miterPoint(pivot, na, nb, onePlusDot))
        case .round:
            points.append(PathMath.add(pivot, na))
            let angle = cross == 0 && dot < 0 ? -CGFloat.pi : atan2(cross, dot)
            arc(around: pivot, from: na, turning: angle, into: &points)
            points.append(PathMath.add(pivot, nb))
        default:
            points.append(PathMath.add(pivot, na))
            points.append(PathMath.add(pivot, nb))
        }
    }

    /// Where the offset lines through `pivot + na` and `pivot + nb` cross, for offsets of
    /// directions the cosine of whose angle is `onePlusDot - 1` (`onePlusDot` positive).
    @inline(__always) func miterPoint(_ pivot: CGPoint, _ na: CGPoint, _ nb: CGPoint, _ onePlusDot: CGFloat) -> CGPoint {
        let k = 1 / onePlusDot
        return CGPoint(x: pivot.x + (na.x + nb.x) * k, y: pivot.y + (na.y + nb.y) * k)
    }
}
