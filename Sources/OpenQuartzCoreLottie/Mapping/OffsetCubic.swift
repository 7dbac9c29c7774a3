import Foundation

/// A cubic Bézier segment, as ``LottieOffsetPath`` offsets it (a straight side has its control
/// points on its ends).
struct OffsetCubic: Sendable, Equatable {
    var p0, p1, p2, p3: CGPoint

    init(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint) {
        (self.p0, self.p1, self.p2, self.p3) = (p0, p1, p2, p3)
    }

    /// Lengths under this are taken as zero.
    static let epsilon = 1e-9

    /// Whether both control points lie on the ends.
    var isStraight: Bool { (p1 - p0).length < Self.epsilon && (p2 - p3).length < Self.epsilon }

    /// The direction leaving `p0` (the first control leg that has a length; zero for a point).
    var startDirection: CGPoint {
        Self.firstDirection(p1 - p0, p2 - p0, p3 - p0)
    }

    /// The direction arriving at `p3`.
    var endDirection: CGPoint {
        Self.firstDirection(p3 - p2, p3 - p1, p3 - p0)
    }

    /// The first of three legs that has a length, as a unit vector (zero when none has).
    static func firstDirection(_ a: CGPoint, _ b: CGPoint, _ c: CGPoint) -> CGPoint {
        if a.length >= epsilon { return a.unit }
        if b.length >= epsilon { return b.unit }
        return c.length >= epsilon ? c.unit : .zero
    }

    /// The two halves of the curve (de Casteljau at t = 0.5).
    var halves: (OffsetCubic, OffsetCubic) {
        let a = p0.mid(p1), b = p1.mid(p2), c = p2.mid(p3)
        let d = a.mid(b), e = b.mid(c), middle = d.mid(e)
        return (OffsetCubic(p0, a, d, middle), OffsetCubic(middle, e, c, p3))
    }

    /// How far the control polygon turns, in radians (0 for a straight polygon): the angles between
    /// its consecutive legs that have a length, each taken as its sine (within 1 % of the angle up
    /// to 15 degrees, and no arctangent to compute), a right or wider angle as a right angle.
    var turn: Double {
        var total = 0.0, previous: CGPoint?
        func add(_ leg: CGPoint) {
            let length = leg.length
            guard length >= Self.epsilon else { return }
            if let previous {
                let scale = 1 / (previous.length * length)
                total += previous.dot(leg) <= 0 ? .pi / 2 : abs(previous.cross(leg)) * scale
            }
            previous = leg
        }
        add(p1 - p0)
        add(p2 - p1)
        add(p3 - p2)
        return total
    }

    /// The curve moved `distance` along its normal `(dy, -dx)`: pieces turning at most 11.25
    /// degrees, each one's control legs moved and met again (Tiller and Hanson). Empty for a point.
    func offsetPieces(by distance: Double) -> [OffsetCubic] {
        guard (p3 - p0).length >= Self.epsilon || !isStraight else { return [] }
        if isStraight {
            let normal = (p3 - p0).unit.normal * distance
            return [OffsetCubic(p0 + normal, p0 + normal, p3 + normal, p3 + normal)]
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
        let start = startDirection.normal * distance, end = endDirection.normal * distance
        let q0 = p0 + start, q3 = p3 + end
        let middle = p2 - p1
        guard middle.length >= Self.epsilon else { return OffsetCubic(q0, p1 + start, p2 + end, q3) }
        let shift = middle.unit.normal * distance
        let q1 = Self.meeting(q0, startDirection, p1 + shift, middle) ?? p1 + start
        let q2 = Self.meeting(p2 + shift, middle, q3, endDirection) ?? p2 + end
        return OffsetCubic(q0, q1, q2, q3)
    }

    /// Where the line through `a` along `u` meets the line through `b` along `v`; nil when they are
    /// parallel (or nearly: the point would lie far off).
    static func meeting(_ a: CGPoint, _ u: CGPoint, _ b: CGPoint, _ v: CGPoint) -> CGPoint? {
        let denominator = u.cross(v)
        guard abs(denominator) > 1e-6 * max(u.length * v.length, Self.epsilon) else { return nil }
        return a + u * ((b - a).cross(v) / denominator)
    }
}

extension CGPoint {
    static func + (a: CGPoint, b: CGPoint) -> CGPoint { CGPoint(x: a.x + b.x, y: a.y + b.y) }
    static func - (a: CGPoint, b: CGPoint) -> CGPoint { CGPoint(x: a.x - b.x, y: a.y - b.y) }
    static func * (a: CGPoint, k: Double) -> CGPoint { CGPoint(x: a.x * k, y: a.y * k) }
    var length: Double { (x * x + y * y).squareRoot() }
    /// The vector scaled to length 1 (zero stays zero).
    var unit: CGPoint { length > 0 ? self * (1 / length) : .zero }
    /// The vector turned a quarter clockwise on screen: `(y, -x)`, the outward normal of a clockwise
    /// outline's direction.
    var normal: CGPoint { CGPoint(x: y, y: -x) }
    func dot(_ other: CGPoint) -> Double { x * other.x + y * other.y }
    func cross(_ other: CGPoint) -> Double { x * other.y - y * other.x }
    func mid(_ other: CGPoint) -> CGPoint { CGPoint(x: (x + other.x) / 2, y: (y + other.y) / 2) }
}
