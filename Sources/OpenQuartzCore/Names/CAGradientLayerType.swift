/// The kind of gradient a gradient layer draws.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    /// The string value, as Apple's framework spells it.
    public let rawValue: String

    /// Creates a value from its string value.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// A linear gradient from `startPoint` to `endPoint` (the default).
    public static let axial = CAGradientLayerType(rawValue: "axial")

    /// A radial gradient centred on `startPoint`, reaching the edge of an ellipse defined by `endPoint`.
    public static let radial = CAGradientLayerType(rawValue: "radial")

    /// A conic (sweep) gradient around `startPoint`, starting in the direction of `endPoint`.
    public static let conic = CAGradientLayerType(rawValue: "conic")
}

extension CAGradientLayerType: CustomStringConvertible {
    /// The string value.
    public var description: String { rawValue }
}

// MARK: - Swift 3 names

/// The Swift 3 name of ``CAGradientLayerType/axial``.
@available(*, deprecated, renamed: "CAGradientLayerType.axial")
public let kCAGradientLayerAxial = CAGradientLayerType.axial

/// The Swift 3 name of ``CAGradientLayerType/radial``.
@available(*, deprecated, renamed: "CAGradientLayerType.radial")
public let kCAGradientLayerRadial = CAGradientLayerType.radial

/// The Swift 3 name of ``CAGradientLayerType/conic``.
@available(*, deprecated, renamed: "CAGradientLayerType.conic")
public let kCAGradientLayerConic = CAGradientLayerType.conic
