/// An immutable graphics path: a mathematical description of shapes or lines, as Core Graphics
/// defines it.
///
/// A path is a list of subpaths, each a move followed by lines, quadratic and cubic Bézier curves,
/// and possibly a close. Build one with ``CGMutablePath`` or the shape initialisers
/// (``init(rect:transform:)``, ``init(ellipseIn:transform:)``,
/// ``init(roundedRect:cornerWidth:cornerHeight:transform:)``); read it back with
/// ``applyWithBlock(_:)``.
///
/// An immutable path never changes after it is created, so it is safe to share between threads, as
/// Apple's are; ``CGMutablePath`` guards its own storage. Paths are equal, and hash equally, when
/// their elements are equal, as Apple's compare through `CFEqual`.
public class CGPath: @unchecked Sendable {
    /// The elements of an immutable path; unused (empty) in a ``CGMutablePath``, which keeps its
    /// elements behind its lock.
    private let storedElements: [PathElement]

    /// The path's elements, a snapshot safe to keep: an immutable path returns its storage (a
    /// copy-on-write array, so nothing is copied), a mutable path a copy taken under its lock.
    package var elements: [PathElement] { storedElements }

    /// Creates a path holding `elements`, dropping what Core Graphics would refuse to build: lines
    /// and curves before any move, and a close right after another close.
    package required init(elements: [PathElement]) {
        storedElements = PathBuilder(elements: elements).elements
    }

    /// Creates a copy of the path an animation holds as a value, or `nil` when `value` is not a
    /// `CGPath`.
    ///
    /// An OpenQuartzCore addition: Core Animation's `Interpolatable` protocol requires this
    /// initialiser, and a class must declare such an initialiser in its own body, so it lives here
    /// rather than beside the protocol. A mutable path is copied as it is at the time of the call.
    public required convenience init?(animationValue value: Any) {
        guard let path = value as? CGPath else { return nil }
        self.init(elements: path.elements)
    }

    /// Whether the path has no elements at all. A path holding a single move is not empty.
    public var isEmpty: Bool { elements.isEmpty }

    /// The point at which the next line or curve would start: the end of the last element, or after
    /// a close the start of the subpath it closed. `CGPoint.zero` for an empty path, as Apple
    /// documents ("If the path is empty—that is, if it has no elements—this function returns
    /// CGPointZero").
    public var currentPoint: CGPoint {
        PathBuilder(elements: elements).currentPoint ?? .zero
    }

    /// The path itself: an immutable path cannot change, so Apple's `CGPathCreateCopy` returns the
    /// same object. ``CGMutablePath`` overrides this to return an immutable snapshot.
    public func copy() -> CGPath? {
        self
    }

    /// An immutable copy of the path with every point transformed by `transform`, or the path
    /// itself (as ``copy()``) when `transform` is `nil` or points at the identity.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        guard let t = transform?.pointee, !t.isIdentity else { return copy() }
        return CGPath(elements: elements.map { $0.applying(t) })
    }

    /// A mutable copy of the path; changing it leaves this path unchanged.
    public func mutableCopy() -> CGMutablePath? {
        CGMutablePath(elements: elements)
    }

    /// A mutable copy of the path with every point transformed by `transform` (none when `nil`).
    public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
        let t = transform?.pointee ?? .identity
        return CGMutablePath(elements: t.isIdentity ? elements : elements.map { $0.applying(t) })
    }
}

extension CGPath: Hashable {
    /// Whether the two paths have the same elements with the same points, whether each is mutable or
    /// not (Apple's `CGPathEqualToPath`, and `CFEqual`).
    public static func == (lhs: CGPath, rhs: CGPath) -> Bool {
        lhs === rhs || lhs.elements == rhs.elements
    }

    /// Hashes the elements, so that equal paths hash equally.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(elements)
    }
}

extension CGPath: CustomStringConvertible {
    /// The elements one per line, in the form of Core Graphics' debug description (`moveto (0, 0)`,
    /// `lineto (10, 0)`, `closepath`).
    public var description: String {
        let lines = elements.map { "  \($0)" }
        return (["CGPath:"] + lines).joined(separator: "\n")
    }
}
