/// The element list of a path under construction, with the state Core Graphics' construction rules
/// depend on: the current point and the start of the current subpath.
///
/// ``CGMutablePath`` keeps one behind its lock and the shape initialisers of ``CGPath`` build with
/// one, so every construction rule lives here once:
/// - a line or curve needs a current point; without one (an empty path) it is ignored, as Core
///   Graphics ignores it after logging "no current point";
/// - ``close()`` needs a current point and is ignored right after another close (the subpath is
///   already closed); after a close the current point is the start of the closed subpath, and a
///   following line or curve starts a new subpath there without an explicit move;
/// - every point is transformed before it is stored.
struct PathBuilder: Sendable {
    /// The elements so far.
    private(set) var elements: [PathElement]
    /// The current point, or `nil` while the path is empty.
    private(set) var currentPoint: CGPoint?
    /// The start of the current subpath: the last move, or the start of the subpath a close ended.
    private(set) var subpathStart: CGPoint = .zero

    /// Creates a builder holding `elements`, its state derived from them.
    init(elements: [PathElement] = []) {
        self.elements = []
        self.elements.reserveCapacity(elements.count)
        for element in elements { append(element) }
    }

    /// Appends `element` as it is (already transformed), updating the current point and subpath
    /// start. Elements that need a current point are dropped when there is none.
    mutating func append(_ element: PathElement) {
        switch element {
        case .move(let p):
            elements.append(element)
            currentPoint = p
            subpathStart = p
        case .line, .quadCurve, .curve:
            guard currentPoint != nil else { return }
            elements.append(element)
            currentPoint = element.endPoint
        case .close:
            guard currentPoint != nil else { return }
            if case .close? = elements.last { return }
            elements.append(.close)
            currentPoint = subpathStart
        }
    }

    mutating func move(to point: CGPoint, _ t: CGAffineTransform) {
        append(.move(point.applying(t)))
    }

    mutating func addLine(to point: CGPoint, _ t: CGAffineTransform) {
        append(.line(point.applying(t)))
    }

    mutating func addQuadCurve(to end: CGPoint, control: CGPoint, _ t: CGAffineTransform) {
        append(.quadCurve(control: control.applying(t), end: end.applying(t)))
    }

    mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, _ t: CGAffineTransform) {
        append(.curve(control1: control1.applying(t), control2: control2.applying(t), end: end.applying(t)))
    }

    mutating func closeSubpath() {
        append(.close)
    }

    /// Moves to the first point and adds a line to each of the others, as Apple documents
    /// `CGPathAddLines`. An empty array adds nothing.
    mutating func addLines(between points: [CGPoint], _ t: CGAffineTransform) {
        guard let first = points.first else { return }
        move(to: first, t)
        for point in points.dropFirst() { addLine(to: point, t) }
    }

    /// Appends every element of `other`, transformed, in order (Apple's `CGPathAddPath`).
    /// Appends `other`'s elements transformed. The array grows as appends grow it: reserving the
    /// exact sum on each call would copy the whole path on every call (quadratic over many adds).
    mutating func addPath(_ other: [PathElement], _ t: CGAffineTransform) {
        for element in other { append(element.applying(t)) }
    }

    /// Starts a curve-built figure at `point` (already transformed): a line from the current point
    /// when there is one, else a move. This is how arcs begin (Apple: "If the path already contains
    /// a subpath, this method adds a line connecting the current point to the starting point of the
    /// arc"). The line is left out when the arc starts at the current point, within rounding (a
    /// relative 1e-12), so that a move followed by an arc from the same point is not given a
    /// zero-length line, which would count as a keyframe segment.
    mutating func connect(to point: CGPoint) {
        guard let current = currentPoint else {
            append(.move(point))
            return
        }
        let scale = max(1, abs(point.x), abs(point.y), abs(current.x), abs(current.y))
        if abs(point.x - current.x) > scale * 1e-12 || abs(point.y - current.y) > scale * 1e-12 {
            append(.line(point))
        }
    }
}
