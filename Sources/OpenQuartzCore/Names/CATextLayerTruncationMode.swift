/// How a text layer truncates text that does not fit.
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
    /// The string value, as Apple's framework spells it.
    public let rawValue: String

    /// Creates a value from its string value.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// No truncation (the default).
    public static let none = CATextLayerTruncationMode(rawValue: "none")

    /// An ellipsis replaces the start of the line.
    public static let start = CATextLayerTruncationMode(rawValue: "start")

    /// An ellipsis replaces the end of the line.
    public static let end = CATextLayerTruncationMode(rawValue: "end")

    /// An ellipsis replaces the middle of the line.
    public static let middle = CATextLayerTruncationMode(rawValue: "middle")
}

extension CATextLayerTruncationMode: CustomStringConvertible {
    /// The string value.
    public var description: String { rawValue }
}

// MARK: - Swift 3 names

/// The Swift 3 name of ``CATextLayerTruncationMode/none``.
@available(*, deprecated, renamed: "CATextLayerTruncationMode.none")
public let kCATruncationNone = CATextLayerTruncationMode.none

/// The Swift 3 name of ``CATextLayerTruncationMode/start``.
@available(*, deprecated, renamed: "CATextLayerTruncationMode.start")
public let kCATruncationStart = CATextLayerTruncationMode.start

/// The Swift 3 name of ``CATextLayerTruncationMode/end``.
@available(*, deprecated, renamed: "CATextLayerTruncationMode.end")
public let kCATruncationEnd = CATextLayerTruncationMode.end

/// The Swift 3 name of ``CATextLayerTruncationMode/middle``.
@available(*, deprecated, renamed: "CATextLayerTruncationMode.middle")
public let kCATruncationMiddle = CATextLayerTruncationMode.middle
