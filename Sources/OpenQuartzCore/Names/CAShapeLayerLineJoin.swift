/// The shape of the corners where a shape layer's stroked lines meet.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    /// The string value, as Apple's framework spells it.
    public let rawValue: String

    /// Creates a value from its string value.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Sharp corners, bevelled beyond the miter limit (the default).
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")

    /// Rounded corners.
    public static let round = CAShapeLayerLineJoin(rawValue: "round")

    /// Cut-off corners.
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}

extension CAShapeLayerLineJoin: CustomStringConvertible {
    /// The string value.
    public var description: String { rawValue }
}

// MARK: - Swift 3 names

/// The Swift 3 name of ``CAShapeLayerLineJoin/miter``.
@available(*, deprecated, renamed: "CAShapeLayerLineJoin.miter")
public let kCALineJoinMiter = CAShapeLayerLineJoin.miter

/// The Swift 3 name of ``CAShapeLayerLineJoin/round``.
@available(*, deprecated, renamed: "CAShapeLayerLineJoin.round")
public let kCALineJoinRound = CAShapeLayerLineJoin.round

/// The Swift 3 name of ``CAShapeLayerLineJoin/bevel``.
@available(*, deprecated, renamed: "CAShapeLayerLineJoin.bevel")
public let kCALineJoinBevel = CAShapeLayerLineJoin.bevel
