/// The curve of a layer's rounded corners.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    /// The string value, as Apple's framework spells it.
    public let rawValue: String

    /// Creates a value from its string value.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Quarter circles (the default).
    public static let circular = CALayerCornerCurve(rawValue: "circular")

    /// A continuous-curvature curve, as Apple's icons use.
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

extension CALayerCornerCurve: CustomStringConvertible {
    /// The string value.
    public var description: String { rawValue }
}
