/// One drawable piece of a path: a line or curve element together with the point it starts from.
///
/// Every element except a move draws something, so every element except a move is a segment; a
/// close is the straight line from the current point back to the start of its subpath (of zero
/// length when the subpath already ends there, as an ellipse's does). Core Animation treats each
/// such element as one keyframe segment of a keyframe animation along a path: in linear mode the
/// segment is traversed by its Bézier parameter, in paced mode by arc length (see ``PathMeasure``).
package struct PathSegment: Sendable, Hashable {
    /// The shapes a segment can have.
    package enum Shape: Sendable, Hashable {
        /// A straight line from the segment's start.
        case line(end: CGPoint)
        /// A quadratic Bézier curve from the segment's start.
        case quadCurve(control: CGPoint, end: CGPoint)
        /// A cubic Bézier curve from the segment's start.
        case curve(control1: CGPoint, control2: CGPoint, end: CGPoint)
    }

    /// The point the segment starts from: the end of the element before it.
    package var start: CGPoint
    /// The segment's shape; a close is a `.line` back to its subpath's start.
    package var shape: Shape
    /// Whether the segment is a close element.
    package var isClose: Bool
    /// The index, from 0, of the subpath the segment belongs to, counting only subpaths that draw.
    package var subpathIndex: Int

    package init(start: CGPoint, shape: Shape, isClose: Bool = false, subpathIndex: Int = 0) {
        self.start = start
        self.shape = shape
        self.isClose = isClose
        self.subpathIndex = subpathIndex
    }

    /// The point the segment ends at.
    package var end: CGPoint {
        switch shape {
        case .line(let e), .quadCurve(_, let e), .curve(_, _, let e): e
        }
    }

    /// The point at Bézier parameter `t` (0 at ``start``, 1 at ``end``); a line is parameterised
    /// linearly. `t` outside [0, 1] extrapolates the polynomial.
    package func point(at t: CGFloat) -> CGPoint {
        switch shape {
        case .line(let e): PathMath.lerp(start, e, t)
        case let .quadCurve(c, e): PathMath.quad(start, c, e, t)
        case let .curve(c1, c2, e): PathMath.cubic(start, c1, c2, e, t)
        }
    }

    /// The derivative with respect to the Bézier parameter at `t`: the velocity of a point moving
    /// along the segment as `t` goes from 0 to 1.
    package func derivative(at t: CGFloat) -> CGVector {
        let d: CGPoint
        switch shape {
        case .line(let e): d = PathMath.sub(e, start)
        case let .quadCurve(c, e): d = PathMath.quadDerivative(start, c, e, t)
        case let .curve(c1, c2, e): d = PathMath.cubicDerivative(start, c1, c2, e, t)
        }
        return CGVector(dx: d.x, dy: d.y)
    }

    /// The unit tangent at `t`, in the direction of travel; the zero vector for a segment that is a
    /// single point.
    ///
    /// Where the derivative vanishes (a curve whose control point sits on its end point), the
    /// direction is taken from the chord to a nearby point of the curve, and failing that from the
    /// segment's start to its end.
    package func unitTangent(at t: CGFloat) -> CGVector {
        let d = derivative(at: t)
        let size = max(abs(d.dx), abs(d.dy))
        let scale = max(PathMath.distance(start, end), controlPolygonLength)
        if size > scale * 1e-9, size > 0 { return Self.normalised(CGPoint(x: d.dx, y: d.dy)) }
        let h: CGFloat = 1e-4
        let chord = t < 0.5 ? PathMath.sub(point(at: t + h), point(at: t)) : PathMath.sub(point(at: t), point(at: t - h))
        if PathMath.length(chord) > 0 { return Self.normalised(chord) }
        return Self.normalised(PathMath.sub(end, start))
    }

    /// The length of the control polygon: an upper bound of the segment's length.
    package var controlPolygonLength: CGFloat {
        switch shape {
        case .line(let e): PathMath.distance(start, e)
        case let .quadCurve(c, e): PathMath.distance(start, c) + PathMath.distance(c, e)
        case let .curve(c1, c2, e): PathMath.distance(start, c1) + PathMath.distance(c1, c2) + PathMath.distance(c2, e)
        }
    }

    private static func normalised(_ v: CGPoint) -> CGVector {
        let l = PathMath.length(v)
        return l > 0 ? CGVector(dx: v.x / l, dy: v.y / l) : .zero
    }
}

extension CGPath {
    /// The path's drawable segments, in order: one for every element except moves, each with the
    /// point it starts from. A close becomes a line back to its subpath's start.
    package var drawableSegments: [PathSegment] {
        PathSegment.segments(of: elements)
    }
}

extension PathSegment {
    /// The drawable segments of an element list (see ``CGPath/drawableSegments``).
    static func segments(of elements: [PathElement]) -> [PathSegment] {
        var segments: [PathSegment] = []
        forEachSegment(of: elements) { segments.append($0) }
        return segments
    }

    /// Calls `body` with each drawable segment of an element list, in order, as
    /// ``segments(of:)`` lists them, without collecting them.
    static func forEachSegment(of elements: [PathElement], _ body: (PathSegment) -> Void) {
        var subpathIndex = -1, startsSubpath = true
        func add(_ shape: PathSegment.Shape, from start: CGPoint, isClose: Bool = false) {
            if startsSubpath {
                subpathIndex += 1
                startsSubpath = false
            }
            body(PathSegment(start: start, shape: shape, isClose: isClose, subpathIndex: subpathIndex))
        }
        PathElement.walk(elements) { element, current, subpathStart in
            switch element {
            case .move:
                startsSubpath = true
            case .line(let p):
                add(.line(end: p), from: current)
            case let .quadCurve(c, e):
                add(.quadCurve(control: c, end: e), from: current)
            case let .curve(c1, c2, e):
                add(.curve(control1: c1, control2: c2, end: e), from: current)
            case .close:
                add(.line(end: subpathStart), from: current, isClose: true)
                startsSubpath = true
            }
        }
    }
}
