extension CGPath {
    /// The smallest rectangle containing every point of the path, control points included.
    ///
    /// Apple: "the smallest rectangle that contains all points in the path, including control
    /// points for Bézier and quadratic curves". Move points count too. `CGRect.null` for an empty
    /// path. Cheaper than ``boundingBoxOfPath``, and never smaller.
    public var boundingBox: CGRect {
        var box = PathMath.Box()
        for element in elements { element.forEachPoint { box.include($0) } }
        return box.rect
    }

    /// The smallest rectangle containing the path as drawn: its end points and the extreme points of
    /// its curves, not their control points.
    ///
    /// Each curve's extremes are found exactly, where a coordinate of its derivative is zero (a
    /// linear equation for a quadratic curve, a quadratic one for a cubic). Move points count, as they
    /// do in ``boundingBox``. `CGRect.null` for an empty path.
    public var boundingBoxOfPath: CGRect {
        var box = PathMath.Box()
        PathElement.walk(elements) { element, current, _ in
            switch element {
            case .move(let p), .line(let p):
                box.include(p)
            case let .quadCurve(c, e):
                box.include(e)
                for axis in 0..<2 {
                    let (a0, a1, a2) = axis == 0 ? (current.x, c.x, e.x) : (current.y, c.y, e.y)
                    PathMath.forEachUnitRoot(a: 0, b: 2 * (a0 - 2 * a1 + a2), c: 2 * (a1 - a0)) { t in
                        box.include(PathMath.quad(current, c, e, t))
                    }
                }
            case let .curve(c1, c2, e):
                box.include(e)
                for axis in 0..<2 {
                    let (a0, a1, a2, a3) = axis == 0 ? (current.x, c1.x, c2.x, e.x) : (current.y, c1.y, c2.y, e.y)
                    // d/dt of the cubic, divided by 3: (-a0 + 3a1 - 3a2 + a3) t² + 2(a0 - 2a1 + a2) t + (a1 - a0).
                    PathMath.forEachUnitRoot(a: -a0 + 3 * a1 - 3 * a2 + a3, b: 2 * (a0 - 2 * a1 + a2), c: a1 - a0) { t in
                        box.include(PathMath.cubic(current, c1, c2, e, t))
                    }
                }
            case .close:
                break
            }
        }
        return box.rect
    }
}

extension PathMath {
    /// A growing axis-aligned box; `rect` is `CGRect.null` until a point is included.
    struct Box {
        private var minX = CGFloat.infinity, minY = CGFloat.infinity
        private var maxX = -CGFloat.infinity, maxY = -CGFloat.infinity

        mutating func include(_ p: CGPoint) {
            minX = min(minX, p.x)
            minY = min(minY, p.y)
            maxX = max(maxX, p.x)
            maxY = max(maxY, p.y)
        }

        var rect: CGRect {
            minX <= maxX ? CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) : .null
        }
    }
}
