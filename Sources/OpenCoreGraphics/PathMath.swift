/// Point arithmetic and Bézier evaluation shared by the path code.
///
/// Kept in a namespace rather than as operators or extensions on Foundation's `CGPoint`, so that
/// nothing leaks into the API or collides with helpers elsewhere in the module.
package enum PathMath {
    @inline(__always) package static func add(_ a: CGPoint, _ b: CGPoint) -> CGPoint { CGPoint(x: a.x + b.x, y: a.y + b.y) }
    @inline(__always) package static func sub(_ a: CGPoint, _ b: CGPoint) -> CGPoint { CGPoint(x: a.x - b.x, y: a.y - b.y) }
    @inline(__always) package static func scale(_ a: CGPoint, _ k: CGFloat) -> CGPoint { CGPoint(x: a.x * k, y: a.y * k) }
    @inline(__always) package static func dot(_ a: CGPoint, _ b: CGPoint) -> CGFloat { a.x * b.x + a.y * b.y }
    @inline(__always) package static func cross(_ a: CGPoint, _ b: CGPoint) -> CGFloat { a.x * b.y - a.y * b.x }
    @inline(__always) package static func length(_ a: CGPoint) -> CGFloat { (a.x * a.x + a.y * a.y).squareRoot() }
    @inline(__always) package static func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat { length(sub(b, a)) }

    /// The point `t` of the way from `a` to `b`.
    @inline(__always) package static func lerp(_ a: CGPoint, _ b: CGPoint, _ t: CGFloat) -> CGPoint {
        CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
    }

    /// The distance from `p` to the segment from `a` to `b` (to `a` when the segment is a point).
    package static func distance(from p: CGPoint, toSegment a: CGPoint, _ b: CGPoint) -> CGFloat {
        let ab = sub(b, a), ap = sub(p, a)
        let lengthSquared = dot(ab, ab)
        guard lengthSquared > 0 else { return length(ap) }
        let t = min(max(dot(ap, ab) / lengthSquared, 0), 1)
        return distance(p, lerp(a, b, t))
    }

    /// The quadratic Bézier curve (p0, p1, p2) at parameter `t`.
    @inline(__always) static func quad(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ t: CGFloat) -> CGPoint {
        let u = 1 - t
        let a = u * u, b = 2 * u * t, c = t * t
        return CGPoint(x: a * p0.x + b * p1.x + c * p2.x, y: a * p0.y + b * p1.y + c * p2.y)
    }

    /// The derivative of the quadratic Bézier curve (p0, p1, p2) at parameter `t`.
    @inline(__always) static func quadDerivative(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ t: CGFloat) -> CGPoint {
        let u = 1 - t
        return CGPoint(x: 2 * (u * (p1.x - p0.x) + t * (p2.x - p1.x)),
                       y: 2 * (u * (p1.y - p0.y) + t * (p2.y - p1.y)))
    }

    /// The cubic Bézier curve (p0, p1, p2, p3) at parameter `t`.
    @inline(__always) package static func cubic(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, _ t: CGFloat) -> CGPoint {
        let u = 1 - t
        let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
        return CGPoint(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x,
                       y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
    }

    /// The derivative of the cubic Bézier curve (p0, p1, p2, p3) at parameter `t`.
    @inline(__always) package static func cubicDerivative(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, _ t: CGFloat) -> CGPoint {
        let u = 1 - t
        let a = 3 * u * u, b = 6 * u * t, c = 3 * t * t
        return CGPoint(x: a * (p1.x - p0.x) + b * (p2.x - p1.x) + c * (p3.x - p2.x),
                       y: a * (p1.y - p0.y) + b * (p2.y - p1.y) + c * (p3.y - p2.y))
    }

    /// The roots in the open interval (0, 1) of `a t² + b t + c`, solved without cancellation; a
    /// degenerate (linear or constant) polynomial is handled. Calls `body` with each root.
    static func forEachUnitRoot(a: CGFloat, b: CGFloat, c: CGFloat, _ body: (CGFloat) -> Void) {
        let scale = max(abs(a), abs(b), abs(c))
        guard scale > 0 else { return }
        if abs(a) <= scale * 1e-12 {
            guard b != 0 else { return }
            let t = -c / b
            if t > 0, t < 1 { body(t) }
            return
        }
        let discriminant = b * b - 4 * a * c
        guard discriminant >= 0 else { return }
        let q = -0.5 * (b + (b < 0 ? -1 : 1) * discriminant.squareRoot())
        let r1 = q / a
        if r1 > 0, r1 < 1 { body(r1) }
        if q != 0 {
            let r2 = c / q
            if r2 > 0, r2 < 1, r2 != r1 { body(r2) }
        }
    }

    /// A point formatted as Core Graphics prints it, `(x, y)` with up to six significant digits.
    static func text(_ p: CGPoint) -> String {
        "(\(number(p.x)), \(number(p.y)))"
    }

    private static func number(_ value: CGFloat) -> String {
        let v = Double(value)
        if v == v.rounded(), abs(v) < 1e15 { return String(Int64(v)) }
        return String(format: "%g", v)
    }
}
