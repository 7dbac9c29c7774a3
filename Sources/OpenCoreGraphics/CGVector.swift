/// A two-dimensional vector, as Core Graphics defines it.
///
/// Linux's Foundation defines `CGPoint`, `CGSize` and `CGRect` but not `CGVector`, so
/// OpenCoreGraphics provides it with Apple's interface.
public struct CGVector: Sendable, Hashable, CustomStringConvertible {
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

extension CGVector: Codable {
    /// Decodes the components from an unkeyed container, `[dx, dy]`, as Apple's do.
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        self.init(dx: try container.decode(CGFloat.self), dy: try container.decode(CGFloat.self))
    }

    /// Encodes the components into an unkeyed container, `[dx, dy]`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(dx)
        try container.encode(dy)
    }
}
