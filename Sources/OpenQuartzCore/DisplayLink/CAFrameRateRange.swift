/// A range of frame rates, with an optional preferred rate, that a display link (or an animation)
/// asks the display for.
///
/// Apple's C structure stores three floats, where a `preferred` of 0 means "no preference"; the Swift
/// interface exposes `preferred` as an optional. OpenQuartzCore stores the same three floats, so
/// setting `preferred` to 0 reads back as `nil`, as on Apple's platforms. The default range, all
/// zeros, means "the display's native rate".
///
/// How ``CADisplayLink`` turns a range into the ticks it fires on is described at
/// ``CADisplayLink/preferredFrameRateRange``.
public struct CAFrameRateRange: Hashable, Sendable {
    /// The lowest acceptable frame rate, in frames per second.
    public var minimum: Float

    /// The highest acceptable frame rate, in frames per second; 0 means the display's native rate.
    public var maximum: Float

    private var preferredRate: Float

    /// The rate to use when the display can choose, or `nil` for no preference (stored as 0).
    public var preferred: Float? {
        get { preferredRate == 0 ? nil : preferredRate }
        set { preferredRate = newValue ?? 0 }
    }

    /// The default range (Apple's `CAFrameRateRangeDefault`): minimum, maximum and preferred all 0,
    /// which asks for the display's native rate.
    public init() {
        minimum = 0
        maximum = 0
        preferredRate = 0
    }

    /// A range from `minimum` to `maximum` frames per second, optionally with a preferred rate.
    public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
        self.minimum = minimum
        self.maximum = maximum
        self.preferredRate = preferred ?? 0
    }

    /// The default range: the display's native rate (all three values 0).
    public static let `default` = CAFrameRateRange()

    /// Whether this range equals `range` (Apple's `CAFrameRateRangeIsEqualToRange`): the same
    /// minimum, maximum and preferred rate.
    public func isEqual(to range: CAFrameRateRange) -> Bool {
        self == range
    }
}
