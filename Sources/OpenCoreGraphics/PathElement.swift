/// One element of a path in the value form the rest of the package works with: the storage of
/// ``CGPath``, the input of the renderer and of keyframe animations along a path.
///
/// Points are absolute, in the path's coordinate space. A curve's start is the end of the element
/// before it (or, after a ``close``, the start of the subpath that was closed), so an element alone
/// does not know where it starts: ``PathSegment`` pairs a drawable element with its start.
package enum PathElement: Sendable, Hashable {
    /// Starts a new subpath at the point.
    case move(CGPoint)
    /// A straight line to the point.
    case line(CGPoint)
    /// A quadratic Bézier curve with one control point.
    case quadCurve(control: CGPoint, end: CGPoint)
    /// A cubic Bézier curve with two control points.
    case curve(control1: CGPoint, control2: CGPoint, end: CGPoint)
    /// Closes the current subpath with a straight line back to its start.
    case close

    /// Apple's type for the element.
    package var type: CGPathElementType {
        switch self {
        case .move: .moveToPoint
        case .line: .addLineToPoint
        case .quadCurve: .addQuadCurveToPoint
        case .curve: .addCurveToPoint
        case .close: .closeSubpath
        }
    }

    /// The point the element ends at, or `nil` for ``close`` (which ends at its subpath's start).
    package var endPoint: CGPoint? {
        switch self {
        case .move(let p), .line(let p): p
        case .quadCurve(_, let end), .curve(_, _, let end): end
        case .close: nil
        }
    }

    /// The same element with every point passed through `transform`, kinds unchanged.
    package func mapPoints(_ transform: (CGPoint) -> CGPoint) -> PathElement {
        switch self {
        case .move(let p): .move(transform(p))
        case .line(let p): .line(transform(p))
        case .quadCurve(let c, let e): .quadCurve(control: transform(c), end: transform(e))
        case .curve(let c1, let c2, let e): .curve(control1: transform(c1), control2: transform(c2), end: transform(e))
        case .close: .close
        }
    }

    /// The element with its points transformed by `t` (`CGPoint.applying(_:)`); Bézier curves are
    /// affine invariant, so the result is exactly the transformed curve.
    package func applying(_ t: CGAffineTransform) -> PathElement {
        t.isIdentity ? self : mapPoints { $0.applying(t) }
    }

    /// Calls `body` with each point in Apple's order (controls first, end last).
    package func forEachPoint(_ body: (CGPoint) -> Void) {
        switch self {
        case .move(let p), .line(let p): body(p)
        case .quadCurve(let c, let e): body(c); body(e)
        case .curve(let c1, let c2, let e): body(c1); body(c2); body(e)
        case .close: break
        }
    }

    /// Combines the points of two elements of the same kind pairwise with `combine`, or returns
    /// `nil` when the kinds differ. Used to interpolate and add paths point by point.
    package func zipPoints(_ other: PathElement, _ combine: (CGPoint, CGPoint) -> CGPoint) -> PathElement? {
        switch (self, other) {
        case let (.move(a), .move(b)): .move(combine(a, b))
        case let (.line(a), .line(b)): .line(combine(a, b))
        case let (.quadCurve(ac, ae), .quadCurve(bc, be)):
            .quadCurve(control: combine(ac, bc), end: combine(ae, be))
        case let (.curve(a1, a2, ae), .curve(b1, b2, be)):
            .curve(control1: combine(a1, b1), control2: combine(a2, b2), end: combine(ae, be))
        case (.close, .close): .close
        default: nil
        }
    }
}

extension PathElement: CustomStringConvertible {
    /// The element as Core Graphics' debug description prints it: `moveto (x, y)`, `lineto`,
    /// `quadto`, `curveto` with their points, or `closepath`.
    package var description: String {
        switch self {
        case .move(let p): "moveto \(PathMath.text(p))"
        case .line(let p): "lineto \(PathMath.text(p))"
        case .quadCurve(let c, let e): "quadto \(PathMath.text(c)) \(PathMath.text(e))"
        case .curve(let c1, let c2, let e): "curveto \(PathMath.text(c1)) \(PathMath.text(c2)) \(PathMath.text(e))"
        case .close: "closepath"
        }
    }
}

extension PathElement {
    /// The point of the element at Bézier parameter `t`, given the point it starts from; a move is
    /// its own point whatever `t`. A close, which needs its subpath's start, is evaluated as a point
    /// at `start`: use ``CGPath/drawableSegments`` to evaluate closes.
    package func point(from start: CGPoint, at t: CGFloat) -> CGPoint {
        switch self {
        case .move(let p): p
        case .line(let p): PathMath.lerp(start, p, t)
        case let .quadCurve(c, e): PathMath.quad(start, c, e, t)
        case let .curve(c1, c2, e): PathMath.cubic(start, c1, c2, e, t)
        case .close: start
        }
    }

    /// The derivative of the element at Bézier parameter `t`, given the point it starts from; zero
    /// for a move and a close (see ``point(from:at:)``).
    package func derivative(from start: CGPoint, at t: CGFloat) -> CGVector {
        let d: CGPoint
        switch self {
        case .move, .close: d = .zero
        case .line(let p): d = PathMath.sub(p, start)
        case let .quadCurve(c, e): d = PathMath.quadDerivative(start, c, e, t)
        case let .curve(c1, c2, e): d = PathMath.cubicDerivative(start, c1, c2, e, t)
        }
        return CGVector(dx: d.x, dy: d.y)
    }
}
