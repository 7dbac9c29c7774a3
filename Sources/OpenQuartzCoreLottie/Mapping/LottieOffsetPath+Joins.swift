import Foundation
import OpenCoreGraphics

extension LottieOffsetPath {
    /// The offsets of two sides at the corner between them, and what joins them: the piece
    /// `arriving` at the corner and the one `leaving` it, possibly cut, and the `join` between.
    struct Corner {
        var arriving: OffsetCubic
        var leaving: OffsetCubic
        var join: [OffsetCubic]
    }

    /// How the offset of the piece `arriving` at `corner` meets that of the piece `leaving` it. Sides
    /// that meet smoothly need nothing. Where the corner turns toward the offset's side, the offsets
    /// cross: both are cut where they cross (when that lies on both), and nothing is added. Where it
    /// turns away, they leave a gap, which the join fills: a miter (the offsets' ends extended until
    /// they meet, a bevel instead when that point lies more than `miterLimit` times the amount from
    /// the corner), a circular arc about the corner, or a bevel (a straight line).
    static func joinAt(_ corner: CGPoint, arriving last: OffsetCubic, leaving first: OffsetCubic, distance: Double,
                       join: Join, miterLimit: Double) -> Corner {
        var result = Corner(arriving: last, leaving: first, join: [])
        let a = last.p3, b = first.p0
        guard PathMath.distance(a, b) > 1e-9 * max(1, abs(distance)) else { return result }
        let inward = last.endDirection, outward = first.startDirection
        if PathMath.cross(inward, outward) * distance > 0 {
            switch join {
            case .bevel:
                result.join = [straight(a, b)]
            case .miter:
                if let tip = OffsetCubic.meeting(a, inward, b, outward), PathMath.distance(tip, corner) <= miterLimit * abs(distance) {
                    result.join = [straight(a, tip), straight(tip, b)]
                } else {
                    result.join = [straight(a, b)]
                }
            case .round:
                result.join = arc(from: a, to: b, around: corner)
            }
            return result
        }
        // The offsets cross: cut both at the crossing when it lies on both (back along the one
        // arriving, on along the one leaving, within each piece's chord).
        if let crossing = OffsetCubic.meeting(a, inward, b, outward),
           PathMath.dot(PathMath.sub(crossing, a), inward) <= 0, PathMath.distance(a, crossing) <= PathMath.distance(last.p0, last.p3),
           PathMath.dot(PathMath.sub(crossing, b), outward) >= 0, PathMath.distance(b, crossing) <= PathMath.distance(first.p0, first.p3) {
            result.arriving = last.withEnd(crossing)
            result.leaving = first.withStart(crossing)
        } else {
            result.join = [straight(a, b)]
        }
        return result
    }

    /// A straight piece from `a` to `b`.
    static func straight(_ a: CGPoint, _ b: CGPoint) -> OffsetCubic { OffsetCubic(a, a, b, b) }

    /// The circular arc about `center` from `a` to `b` (the shorter way round), in cubics of at most
    /// a quarter turn each, their handles 4/3 tan(θ/4) of the radius long.
    static func arc(from a: CGPoint, to b: CGPoint, around center: CGPoint) -> [OffsetCubic] {
        let from = PathMath.sub(a, center), to = PathMath.sub(b, center)
        let radius = PathMath.length(from)
        let sweep = atan2(PathMath.cross(from, to), PathMath.dot(from, to))
        let count = max(1, Int((abs(sweep) / (.pi / 2)).rounded(.up)))
        let step = sweep / Double(count), handle = 4.0 / 3.0 * tan(step / 4) * radius
        var angle = atan2(from.y, from.x)
        var pieces: [OffsetCubic] = []
        for index in 0..<count {
            func point(_ angle: Double) -> CGPoint { CGPoint(x: center.x + cos(angle) * radius, y: center.y + sin(angle) * radius) }
            // The tangent at an angle, `handle` long, in the direction of the sweep.
            func tangent(_ angle: Double) -> CGPoint { CGPoint(x: -sin(angle) * handle, y: cos(angle) * handle) }
            let start = index == 0 ? a : point(angle), end = index == count - 1 ? b : point(angle + step)
            pieces.append(OffsetCubic(start, PathMath.add(start, tangent(angle)), PathMath.sub(end, tangent(angle + step)), end))
            angle += step
        }
        return pieces
    }
}

extension OffsetCubic {
    /// The curve ending at `point` instead (a straight one stays straight).
    func withEnd(_ point: CGPoint) -> OffsetCubic {
        OffsetCubic(p0, p1, isStraight ? point : PathMath.add(p2, PathMath.sub(point, p3)), point)
    }

    /// The curve starting at `point` instead.
    func withStart(_ point: CGPoint) -> OffsetCubic {
        OffsetCubic(point, isStraight ? point : PathMath.add(p1, PathMath.sub(point, p0)), p2, p3)
    }
}
