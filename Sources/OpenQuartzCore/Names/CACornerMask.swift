/// Which corners of a layer `cornerRadius` rounds.
///
/// The corners are named in the layer's own coordinates: `layerMinXMinYCorner` is the corner at the
/// bounds' minimum x and minimum y, which is the top-left on iOS (y down) and the bottom-left in a
/// y-up space. All four are rounded by default.
public struct CACornerMask: OptionSet, Hashable, Sendable {
    /// The mask's bits.
    public let rawValue: UInt

    /// Creates a mask from its bits.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The corner at minimum x and minimum y.
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    /// The corner at maximum x and minimum y.
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    /// The corner at minimum x and maximum y.
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    /// The corner at maximum x and maximum y.
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)

    /// All four corners (OpenQuartzCore's name for the default).
    public static let allCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
}
