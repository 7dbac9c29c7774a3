/// Junctions for joined segments of stroked paths, as Core Graphics defines them.
///
/// The raw values are Apple's (`kCGLineJoinMiter` 0, `kCGLineJoinRound` 1, `kCGLineJoinBevel` 2).
public enum CGLineJoin: Int32, Sendable, Hashable, CaseIterable {
    /// The outer edges of the two strokes are extended until they meet at an angle; when the miter
    /// would be longer than the miter limit times the line width, the join is bevelled instead. The
    /// default for stroked paths.
    case miter = 0
    /// The join is rounded off by a circle of the line width's diameter centred on the joint.
    case round = 1
    /// The join is squared off: the outer corners of the two strokes are connected by a straight line.
    case bevel = 2
}
