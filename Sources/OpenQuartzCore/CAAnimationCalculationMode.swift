/// How a keyframe animation computes the values between its keyframes.
///
/// - ``linear``: straight interpolation between consecutive keyframes, at the times `keyTimes` give
///   (the default).
/// - ``discrete``: no interpolation; each keyframe's value holds until the next keyframe's time.
/// - ``paced``: constant speed along the values; `keyTimes` and `timingFunctions` are ignored and the
///   key times come from the cumulative distance between values.
/// - ``cubic``: a smooth Kochanek-Bartels spline through the values, shaped by `tensionValues`,
///   `continuityValues` and `biasValues`.
/// - ``cubicPaced``: the cubic spline, traversed at constant speed; `keyTimes` and
///   `timingFunctions` are ignored.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    /// The mode's string value.
    public let rawValue: String

    /// Creates a calculation mode from its string value.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Straight interpolation between keyframes.
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    /// Each keyframe's value holds until the next keyframe.
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    /// Constant speed through the keyframes.
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    /// A smooth spline through the keyframes.
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    /// A smooth spline through the keyframes at constant speed.
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

extension CAAnimationCalculationMode: CustomStringConvertible {
    /// The mode's string value.
    public var description: String { rawValue }
}

// MARK: - Swift 3 names

/// The Swift 3 name of ``CAAnimationCalculationMode/linear``.
@available(*, deprecated, renamed: "CAAnimationCalculationMode.linear")
public let kCAAnimationLinear = CAAnimationCalculationMode.linear

/// The Swift 3 name of ``CAAnimationCalculationMode/discrete``.
@available(*, deprecated, renamed: "CAAnimationCalculationMode.discrete")
public let kCAAnimationDiscrete = CAAnimationCalculationMode.discrete

/// The Swift 3 name of ``CAAnimationCalculationMode/paced``.
@available(*, deprecated, renamed: "CAAnimationCalculationMode.paced")
public let kCAAnimationPaced = CAAnimationCalculationMode.paced

/// The Swift 3 name of ``CAAnimationCalculationMode/cubic``.
@available(*, deprecated, renamed: "CAAnimationCalculationMode.cubic")
public let kCAAnimationCubic = CAAnimationCalculationMode.cubic

/// The Swift 3 name of ``CAAnimationCalculationMode/cubicPaced``.
@available(*, deprecated, renamed: "CAAnimationCalculationMode.cubicPaced")
public let kCAAnimationCubicPaced = CAAnimationCalculationMode.cubicPaced
