/// Whether a gradient's end colours extend beyond its start and end, as Core Graphics defines it.
///
/// Without options a gradient paints only between its start (location 0) and its end (location 1).
/// The raw values are Apple's.
public struct CGGradientDrawingOptions: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: UInt32

    /// Creates options from raw bits.
    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// The colour at location 0 also fills the area before the start: the half-plane before the start
    /// point of an axial gradient, the circles before the start circle of a radial one.
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1 << 0)
    /// The colour at location 1 also fills the area beyond the end: the half-plane past the end point
    /// of an axial gradient, the circles past the end circle of a radial one.
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 1 << 1)
}
