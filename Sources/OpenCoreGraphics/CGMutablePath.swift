/// A mutable graphics path, as Core Graphics defines it: a ``CGPath`` you build element by element.
///
/// Every method follows Core Graphics' rules: a line or curve needs a current point and is ignored
/// on an empty path; arcs start with a line from the current point, or a move when there is none;
/// each method's `transform` is applied to the points it adds before they are stored.
///
/// Apple's paths may be shared between threads. A `CGMutablePath` guards its storage with an
/// `NSLock`: every mutation takes the lock, and so does every read (of the elements, of
/// ``CGPath/currentPoint``, for copies, and for all the queries built on them, which read the
/// elements once), so concurrent use never corrupts the path and each query sees the path as it was
/// at one moment. ``copy()`` returns an immutable snapshot, which
/// costs one copy-on-write array reference.
public final class CGMutablePath: CGPath, @unchecked Sendable {
    private let lock = NSLock()
    private var builder: PathBuilder

    /// Creates a mutable path holding `elements` (normalised as ``CGPath``'s initialiser does).
    package required init(elements: [PathElement]) {
        builder = PathBuilder(elements: elements)
        super.init(elements: [])
    }

    /// Creates an empty mutable path (Apple's `CGPathCreateMutable`).
    public convenience init() {
        self.init(elements: [])
    }

    /// A snapshot of the elements, read under the lock.
    override package var elements: [PathElement] {
        lock.lock()
        defer { lock.unlock() }
        return builder.elements
    }

    /// The current point, read under the lock; `.zero` while the path is empty.
    override public var currentPoint: CGPoint {
        lock.lock()
        defer { lock.unlock() }
        return builder.currentPoint ?? .zero
    }

    /// An immutable snapshot of the path as it is now; later changes to this path do not reach it.
    override public func copy() -> CGPath? {
        CGPath(elements: elements)
    }

    /// Runs `change` on the builder under the lock.
    func mutate(_ change: (inout PathBuilder) -> Void) {
        lock.lock()
        defer { lock.unlock() }
        change(&builder)
    }

    /// Begins a new subpath at `point`, transformed by `transform`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        mutate { $0.move(to: point, transform) }
    }

    /// Appends a straight line from the current point to `point`, transformed by `transform`.
    /// Ignored while the path is empty (there is no current point to start from).
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        mutate { $0.addLine(to: point, transform) }
    }

    /// Moves to the first point and appends lines through the others in order, as Apple documents
    /// `CGPathAddLines`; an empty array adds nothing.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        mutate { $0.addLines(between: points, transform) }
    }

    /// Appends a quadratic Bézier curve from the current point to `end` with the given control
    /// point. Ignored while the path is empty.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        mutate { $0.addQuadCurve(to: end, control: control, transform) }
    }

    /// Appends a cubic Bézier curve from the current point to `end` with the given control points.
    /// Ignored while the path is empty.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        mutate { $0.addCurve(to: end, control1: control1, control2: control2, transform) }
    }

    /// Closes the current subpath with a straight line back to its start; the start becomes the
    /// current point. Ignored while the path is empty and right after another close.
    public func closeSubpath() {
        mutate { $0.closeSubpath() }
    }

    /// Appends every element of `path`, transformed by `transform`, in order (Apple's
    /// `CGPathAddPath`). Adding a path to itself appends a copy of its elements as they were.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        let other = path.elements
        mutate { $0.addPath(other, transform) }
    }
}
