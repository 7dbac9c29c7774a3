/// How a text layer aligns its text horizontally.
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
    /// The string value, as Apple's framework spells it.
    public let rawValue: String

    /// Creates a value from its string value.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The script's natural alignment (the default).
    public static let natural = CATextLayerAlignmentMode(rawValue: "natural")

    /// Aligned to the left edge.
    public static let left = CATextLayerAlignmentMode(rawValue: "left")

    /// Aligned to the right edge.
    public static let right = CATextLayerAlignmentMode(rawValue: "right")

    /// Centred.
    public static let center = CATextLayerAlignmentMode(rawValue: "center")

    /// Justified to both edges.
    public static let justified = CATextLayerAlignmentMode(rawValue: "justified")
}

extension CATextLayerAlignmentMode: CustomStringConvertible {
    /// The string value.
    public var description: String { rawValue }
}

// MARK: - Swift 3 names

/// The Swift 3 name of ``CATextLayerAlignmentMode/natural``.
@available(*, deprecated, renamed: "CATextLayerAlignmentMode.natural")
public let kCAAlignmentNatural = CATextLayerAlignmentMode.natural

/// The Swift 3 name of ``CATextLayerAlignmentMode/left``.
@available(*, deprecated, renamed: "CATextLayerAlignmentMode.left")
public let kCAAlignmentLeft = CATextLayerAlignmentMode.left

/// The Swift 3 name of ``CATextLayerAlignmentMode/right``.
@available(*, deprecated, renamed: "CATextLayerAlignmentMode.right")
public let kCAAlignmentRight = CATextLayerAlignmentMode.right

/// The Swift 3 name of ``CATextLayerAlignmentMode/center``.
@available(*, deprecated, renamed: "CATextLayerAlignmentMode.center")
public let kCAAlignmentCenter = CATextLayerAlignmentMode.center

/// The Swift 3 name of ``CATextLayerAlignmentMode/justified``.
@available(*, deprecated, renamed: "CATextLayerAlignmentMode.justified")
public let kCAAlignmentJustified = CATextLayerAlignmentMode.justified
