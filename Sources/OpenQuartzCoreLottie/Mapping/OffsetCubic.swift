import Foundation
import OpenCoreGraphics

/// A cubic Bézier segment, as ``LottieOffsetPath`` offsets it (a straight side has its control
/// points on its ends). Point arithmetic is OpenCoreGraphics' `PathMath`.
struct OffsetCubic: Sendable, Equatable {
    var p0, p1, p2, p3: CGPoint

    init(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint) {
        (self.p0, self.p1, self.p2, self.p3) = (p0, p1, p2, p3)
    }

    /// Lengths under this are taken as zero.
    static let epsilon = 1e-9

    /// Whether both control points lie on the ends.
    var isStraight: Bool { PathMath.distance(p0, p1) < Self.epsilon && PathMath.distance(p3, p2) < Self.epsilon }

    /// The direction leaving `p0` (the first control leg that has a length; zero for a point).
    var startDirection: CGPoint {
        Self.firstDirection(PathMath.sub(p1, p0), PathMath.sub(p2, p0), PathMath.sub(p3, p0))
    }

    /// The direction arriving at `p3`.
    var endDirection: CGPoint {
        Self.firstDirection(PathMath.sub(p3, p2), PathMath.sub(p3, p1), PathMath.sub(p3, p0))
    }

    /// The first of three legs that has a length, as a unit vector (zero when none has).
    static func firstDirection(_ a: CGPoint, _ b: CGPoint, _ c: CGPoint) -> CGPoint {
        let la = PathMath.length(a)
        if la >= epsilon { return PathMath.scale(a, 1 / la) }
        let lb = PathMath.length(b)
        if lb >= epsilon { return PathMath.scale(b, 1 / lb) }
        let lc = PathMath.length(c)
        return lc >= epsilon ? PathMath.scale(c, 1 / lc) : .zero
    }

    /// The unit vector `direction` turned a quarter clockwise on screen, `(dy, -dx)`: the outward
    /// normal of a clockwise outline, times `distance`.
    static func normal(_ direction: CGPoint, times distance: Double) -> CGPoint {
        CGPoint(x: direction.y * distance, y: -direction.x * distance)
    }

    /// The two halves of the curve (de Casteljau at t = 0.5).
    var halves: (OffsetCubic, OffsetCubic) {
        let a = PathMath.lerp(p0, p1, 0.5), b = PathMath.lerp(p1, p2, 0.5), c = PathMath.lerp(p2, p3, 0.5)
        let d = PathMath.lerp(a, b, 0.5), e = PathMath.lerp(b, c, 0.5), middle = PathMath.lerp(d, e, 0.5)
        return (OffsetCubic(p0, a, d, middle), OffsetCubic(middle, e, c, p3))
    }

    /// How far the control polygon turns, in radians (0 for a straight polygon): the angles between
    /// its consecutive legs that have a length, each taken as its sine (within 1 % of the angle up
    /// to 15 degrees, and no arctangent to compute), a right or wider angle as a right angle.
    var turn: Double {
        // Written out on the components: this runs for every piece of every offset curve of every
        // sampled frame, and PathMath's helpers are calls from this module.
        var total = 0.0, px = 0.0, py = 0.0, previousLength = 0.0
        func add(_ x: Double, _ y: Double) {
            let length = (x * x + y * y).squareRoot()
            guard length >= Self.epsilon else { return }
            if previousLength > 0 {
                total += px * x + py * y <= 0 ? .pi / 2 : abs(px * y - py * x) / (previousLength * length)
            }
            (px, py, previousLength) = (x, y, length)
        }
        add(p1.x - p0.x, p1.y - p0.y)
        add(p2.x - p1.x, p2.y - p1.y)
        add(p3.x - p2.x, p3.y - p2.y)
        return total
    }

    /// The curve moved `distance` along its normal `(dy, -dx)`: pieces turning at most 11.25
    /// degrees, each one's control legs moved and met again (Tiller and Hanson). Empty for a point.
    func offsetPieces(by distance: Double) -> [OffsetCubic] {
        let chord = PathMath.sub(p3, p0)
        guard PathMath.length(chord) >= Self.epsilon || !isStraight else { return [] }
        if isStraight {
            let shift = Self.normal(startDirection, times: distance)
            let q0 = PathMath.add(p0, shift), q3 = PathMath.add(p3, shift)
            return [OffsetCubic(q0, q0, q3, q3)]
        }
        var pieces: [OffsetCubic] = []
        func add(_ cubic: OffsetCubic, depth: Int) {
            if depth < 7 && cubic.turn > .pi / 16 {
                let (first, second) = cubic.halves
                add(first, depth: depth + 1)
                add(second, depth: depth + 1)
            } else {
                pieces.append(cubic.movedControlPolygon(by: distance))
            }
        }
        add(self, depth: 0)
        return pieces
    }

    /// The control polygon's three legs moved `distance` along their normals, the new control
    /// points where the moved legs meet (or moved with their end where two legs are parallel).
    func movedControlPolygon(by distance: Double) -> OffsetCubic {
        let startDirection = startDirection, endDirection = endDirection
        let start = Self.normal(startDirection, times: distance), end = Self.normal(endDirection, times: distance)
        let q0 = PathMath.add(p0, start), q3 = PathMath.add(p3, end)
        let movedP1 = PathMath.add(p1, start), movedP2 = PathMath.add(p2, end)
        let middle = PathMath.sub(p2, p1), length = PathMath.length(middle)
        guard length >= Self.epsilon else { return OffsetCubic(q0, movedP1, movedP2, q3) }
        let shift = Self.normal(PathMath.scale(middle, 1 / length), times: distance)
        let q1 = Self.meeting(q0, startDirection, PathMath.add(p1, shift), middle) ?? movedP1
        let q2 = Self.meeting(PathMath.add(p2, shift), middle, q3, endDirection) ?? movedP2
        return OffsetCubic(q0, q1, q2, q3)
    }

    /// Where the line through `a` along `u` meets the line through `b` along `v`; nil when they are
    /// parallel (or nearly: the point would lie far off).
    static func meeting(_ a: CGPoint, _ u: CGPoint, _ b: CGPoint, _ v: CGPoint) -> CGPoint? {
        let denominator = PathMath.cross(u, v)
        guard abs(denominator) > 1e-6 * max(PathMath.length(u) * PathMath.length(v), Self.epsilon) else { return nil }
        return PathMath.add(a, PathMath.scale(u, PathMath.cross(PathMath.sub(b, a), v) / denominator))
    }
}
