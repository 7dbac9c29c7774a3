/// The shape of the ends of a shape layer's stroked lines.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    /// The string value, as Apple's framework spells it.
    public let rawValue: String

    /// Creates a value from its string value.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The line ends squarely at its end point (the default).
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")

    /// The line ends with a half circle around its end point.
    public static let round = CAShapeLayerLineCap(rawValue: "round")

    /// The line ends squarely, extended by half the line width.
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}

extension CAShapeLayerLineCap: CustomStringConvertible {
    /// The string value.
    public var description: String { rawValue }
}

// MARK: - Swift 3 names

/// The Swift 3 name of ``CAShapeLayerLineCap/butt``.
@available(*, deprecated, renamed: "CAShapeLayerLineCap.butt")
public let kCALineCapButt = CAShapeLayerLineCap.butt

/// The Swift 3 name of ``CAShapeLayerLineCap/round``.
@available(*, deprecated, renamed: "CAShapeLayerLineCap.round")
public let kCALineCapRound = CAShapeLayerLineCap.round

/// The Swift 3 name of ``CAShapeLayerLineCap/square``.
@available(*, deprecated, renamed: "CAShapeLayerLineCap.square")
public let kCALineCapSquare = CAShapeLayerLineCap.square
