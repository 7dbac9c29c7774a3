/// The names of Core Animation's predefined timing functions.
///
/// Each name stands for a cubic Bezier curve from (0, 0) to (1, 1) with fixed control points, as
/// Apple documents them:
///
/// | name | control point 1 | control point 2 |
/// |---|---|---|
/// | ``linear`` | (0, 0) | (1, 1) |
/// | ``easeIn`` | (0.42, 0) | (1, 1) |
/// | ``easeOut`` | (0, 0) | (0.58, 1) |
/// | ``easeInEaseOut`` | (0.42, 0) | (0.58, 1) |
/// | ``default`` | (0.25, 0.1) | (0.25, 1) |
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    /// The name's string value.
    public let rawValue: String

    /// Creates a name from its string value.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Linear pacing: the animation proceeds evenly over its duration. An animation whose
    /// `timingFunction` is nil is paced this way.
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")

    /// Ease-in pacing: the animation begins slowly, then speeds up.
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")

    /// Ease-out pacing: the animation begins quickly, then slows as it completes.
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")

    /// Ease-in ease-out pacing: the animation begins slowly, accelerates through the middle of its
    /// duration, and slows again before completing.
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")

    /// The system default timing function, the curve of implicit animations (layer actions). It is
    /// not the default of an explicit animation, whose nil `timingFunction` means linear.
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")

    /// The five predefined names, in the order Apple lists them.
    public static let allPredefined: [CAMediaTimingFunctionName] = [.linear, .easeIn, .easeOut, .easeInEaseOut, .default]

    /// The control points (c1x, c1y, c2x, c2y) of a predefined name, or nil for any other name.
    var controlPoints: (Float, Float, Float, Float)? {
        switch self {
        case .linear: (0, 0, 1, 1)
        case .easeIn: (0.42, 0, 1, 1)
        case .easeOut: (0, 0, 0.58, 1)
        case .easeInEaseOut: (0.42, 0, 0.58, 1)
        case .default: (0.25, 0.1, 0.25, 1)
        default: nil
        }
    }
}

extension CAMediaTimingFunctionName: CustomStringConvertible {
    /// The name's string value.
    public var description: String { rawValue }
}

// MARK: - Swift 3 names

/// The Swift 3 name of ``CAMediaTimingFunctionName/linear``.
@available(*, deprecated, renamed: "CAMediaTimingFunctionName.linear")
public let kCAMediaTimingFunctionLinear = CAMediaTimingFunctionName.linear

/// The Swift 3 name of ``CAMediaTimingFunctionName/easeIn``.
@available(*, deprecated, renamed: "CAMediaTimingFunctionName.easeIn")
public let kCAMediaTimingFunctionEaseIn = CAMediaTimingFunctionName.easeIn

/// The Swift 3 name of ``CAMediaTimingFunctionName/easeOut``.
@available(*, deprecated, renamed: "CAMediaTimingFunctionName.easeOut")
public let kCAMediaTimingFunctionEaseOut = CAMediaTimingFunctionName.easeOut

/// The Swift 3 name of ``CAMediaTimingFunctionName/easeInEaseOut``.
@available(*, deprecated, renamed: "CAMediaTimingFunctionName.easeInEaseOut")
public let kCAMediaTimingFunctionEaseInEaseOut = CAMediaTimingFunctionName.easeInEaseOut

/// The Swift 3 name of ``CAMediaTimingFunctionName/default``.
@available(*, deprecated, renamed: "CAMediaTimingFunctionName.default")
public let kCAMediaTimingFunctionDefault = CAMediaTimingFunctionName.default
