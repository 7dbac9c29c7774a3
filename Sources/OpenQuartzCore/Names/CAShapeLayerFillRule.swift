/// The rule that decides which points a shape layer's path fills.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    /// The string value, as Apple's framework spells it.
    public let rawValue: String

    /// Creates a value from its string value.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// A point is inside when the path winds around it a non-zero number of times (the default).
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")

    /// A point is inside when a ray from it crosses the path an odd number of times.
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

extension CAShapeLayerFillRule: CustomStringConvertible {
    /// The string value.
    public var description: String { rawValue }
}

// MARK: - Swift 3 names

/// The Swift 3 name of ``CAShapeLayerFillRule/nonZero``.
@available(*, deprecated, renamed: "CAShapeLayerFillRule.nonZero")
public let kCAFillRuleNonZero = CAShapeLayerFillRule.nonZero

/// The Swift 3 name of ``CAShapeLayerFillRule/evenOdd``.
@available(*, deprecated, renamed: "CAShapeLayerFillRule.evenOdd")
public let kCAFillRuleEvenOdd = CAShapeLayerFillRule.evenOdd
