/// Which edges of a layer are anti-aliased when `allowsEdgeAntialiasing` is on.
public struct CAEdgeAntialiasingMask: OptionSet, Hashable, Sendable {
    /// The mask's bits.
    public let rawValue: UInt32

    /// Creates a mask from its bits.
    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// The edge at minimum x.
    public static let layerLeftEdge = CAEdgeAntialiasingMask(rawValue: 1 << 0)
    /// The edge at maximum x.
    public static let layerRightEdge = CAEdgeAntialiasingMask(rawValue: 1 << 1)
    /// The edge at minimum y.
    public static let layerBottomEdge = CAEdgeAntialiasingMask(rawValue: 1 << 2)
    /// The edge at maximum y.
    public static let layerTopEdge = CAEdgeAntialiasingMask(rawValue: 1 << 3)

    /// All four edges (OpenQuartzCore's name for the default).
    public static let allEdges: CAEdgeAntialiasingMask = [.layerLeftEdge, .layerRightEdge, .layerBottomEdge, .layerTopEdge]
}
