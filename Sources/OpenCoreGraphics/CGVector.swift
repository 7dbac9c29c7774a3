/// A two-dimensional vector, as Core Graphics defines it.
///
/// Linux's Foundation defines `CGPoint`, `CGSize` and `CGRect` but not `CGVector`, so
/// OpenCoreGraphics provides it with Apple's interface.
public struct CGVector: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The x component of the vector.
    public var dx: CGFloat
    /// The y component of the vector.
    public var dy: CGFloat

    /// Creates a vector with the given components.
    @inlinable
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    /// Creates a vector with the given components.
    @inlinable
    public init(dx: Double, dy: Double) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// Creates a vector with the given components.
    @inlinable
    public init(dx: Int, dy: Int) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// Creates the zero vector.
    @inlinable
    public init() {
        self.init(dx: 0, dy: 0)
    }

    /// The vector whose components are both zero.
    public static let zero = CGVector()

    /// A textual representation, as Apple prints it.
    public var description: String { "(\(dx), \(dy))" }
}
