/// How a timed object behaves outside its active duration.
///
/// - ``removed``: it has no effect before it begins or after it ends (the default).
/// - ``forwards``: after it ends it holds its final state. An animation also needs
///   `isRemovedOnCompletion = false`, or it is removed when it ends and the fill never shows.
/// - ``backwards``: before it begins (a `beginTime` in the future) it holds its initial state.
/// - ``both``: both of the above.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    /// The mode's string value.
    public let rawValue: String

    /// Creates a fill mode from its string value.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The object has no effect outside its active duration.
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")

    /// The object holds its final state after its active duration.
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")

    /// The object holds its initial state before its active duration.
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")

    /// The object holds its initial state before and its final state after its active duration.
    public static let both = CAMediaTimingFillMode(rawValue: "both")

    /// Whether the mode holds the final state after the active duration (`forwards` or `both`).
    public var fillsForwards: Bool { self == .forwards || self == .both }

    /// Whether the mode holds the initial state before the active duration (`backwards` or `both`).
    public var fillsBackwards: Bool { self == .backwards || self == .both }
}

extension CAMediaTimingFillMode: CustomStringConvertible {
    /// The mode's string value.
    public var description: String { rawValue }
}

// MARK: - Swift 3 names

/// The Swift 3 name of ``CAMediaTimingFillMode/removed``.
@available(*, deprecated, renamed: "CAMediaTimingFillMode.removed")
public let kCAFillModeRemoved = CAMediaTimingFillMode.removed

/// The Swift 3 name of ``CAMediaTimingFillMode/forwards``.
@available(*, deprecated, renamed: "CAMediaTimingFillMode.forwards")
public let kCAFillModeForwards = CAMediaTimingFillMode.forwards

/// The Swift 3 name of ``CAMediaTimingFillMode/backwards``.
@available(*, deprecated, renamed: "CAMediaTimingFillMode.backwards")
public let kCAFillModeBackwards = CAMediaTimingFillMode.backwards

/// The Swift 3 name of ``CAMediaTimingFillMode/both``.
@available(*, deprecated, renamed: "CAMediaTimingFillMode.both")
public let kCAFillModeBoth = CAMediaTimingFillMode.both
