/// The kinds of element a path is made of, as `CGPathApply` and ``CGPath/applyWithBlock(_:)``
/// report them.
///
/// The raw values are Apple's (`kCGPathElementMoveToPoint` 0 to `kCGPathElementCloseSubpath` 4).
public enum CGPathElementType: Int32, Sendable, Hashable, CaseIterable {
    /// Starts a new subpath. One point: the new current point.
    case moveToPoint = 0
    /// A straight line from the current point. One point: the end.
    case addLineToPoint = 1
    /// A quadratic Bézier curve from the current point. Two points: the control point, then the end.
    case addQuadCurveToPoint = 2
    /// A cubic Bézier curve from the current point. Three points: the two control points, then the end.
    case addCurveToPoint = 3
    /// Closes the current subpath with a straight line back to its start. No points.
    case closeSubpath = 4
}

/// One element of a path, as an applier sees it: its type and a pointer to its points.
///
/// As on Apple's platforms, `points` is valid only during the call of the applier block or function
/// that receives the element; copy the points out to keep them. The number of points depends on
/// ``type``: 1 for a move or a line, 2 for a quadratic curve, 3 for a cubic curve, none for a close
/// (the pointer is then still valid but must not be read).
public struct CGPathElement {
    /// The kind of element.
    public var type: CGPathElementType
    /// The element's points, in the order ``CGPathElementType`` gives for each kind.
    public var points: UnsafeMutablePointer<CGPoint>

    /// Creates an element of the given type whose points are read from `points`.
    public init(type: CGPathElementType, points: UnsafeMutablePointer<CGPoint>) {
        self.type = type
        self.points = points
    }
}

/// The function that `CGPath.apply(info:function:)` calls once for each element of a path, with the
/// caller's `info` pointer and the element.
///
/// Apple's type is a C function pointer (`@convention(c)`). Without Core Graphics' C headers,
/// ``CGPathElement`` is a Swift structure, which a C function type cannot carry, so here it is a
/// Swift function type: the closures written for Apple's (which cannot capture context and pass
/// state through `info`) compile unchanged.
public typealias CGPathApplierFunction = (UnsafeMutableRawPointer?, UnsafePointer<CGPathElement>) -> Void
