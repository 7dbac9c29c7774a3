/// The edge a directional transition starts from.
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
    /// The string value, as Apple's framework spells it.
    public let rawValue: String

    /// Creates a value from its string value.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The motion starts at the right edge.
    public static let fromRight = CATransitionSubtype(rawValue: "fromRight")

    /// The motion starts at the left edge.
    public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")

    /// The motion starts at the top edge.
    public static let fromTop = CATransitionSubtype(rawValue: "fromTop")

    /// The motion starts at the bottom edge.
    public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}

extension CATransitionSubtype: CustomStringConvertible {
    /// The string value.
    public var description: String { rawValue }
}

// MARK: - Swift 3 names

/// The Swift 3 name of ``CATransitionSubtype/fromRight``.
@available(*, deprecated, renamed: "CATransitionSubtype.fromRight")
public let kCATransitionFromRight = CATransitionSubtype.fromRight

/// The Swift 3 name of ``CATransitionSubtype/fromLeft``.
@available(*, deprecated, renamed: "CATransitionSubtype.fromLeft")
public let kCATransitionFromLeft = CATransitionSubtype.fromLeft

/// The Swift 3 name of ``CATransitionSubtype/fromTop``.
@available(*, deprecated, renamed: "CATransitionSubtype.fromTop")
public let kCATransitionFromTop = CATransitionSubtype.fromTop

/// The Swift 3 name of ``CATransitionSubtype/fromBottom``.
@available(*, deprecated, renamed: "CATransitionSubtype.fromBottom")
public let kCATransitionFromBottom = CATransitionSubtype.fromBottom
