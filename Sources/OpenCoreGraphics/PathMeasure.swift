/// The arc length of a path, and the point and direction at any distance along it: what a paced
/// keyframe animation along a path needs to move at constant speed. An OpenQuartzCore addition;
/// Apple's Core Graphics has no public equivalent.
///
/// Build one from a path once; it precomputes a table of arc lengths, so queries do not allocate
/// and cost a binary search and a few Newton steps. Lengths are exact for lines; for curves they are
/// integrated by Gauss–Legendre quadrature, refined until the table is accurate to
/// `relativeTolerance` of each curve's size (1e-10 by default), well within a millionth of the
/// length.
///
/// Distance runs over the drawn parts of the path in order: moves add nothing (the point jumps to
/// the next subpath), a close adds the line back to its subpath's start. Distances are clamped to
/// [0, ``length``].
public struct PathMeasure: Sendable {
    /// A subpath's place along the measured path.
    public struct Subpath: Sendable, Hashable {
        /// The distance along the whole path at which the subpath starts.
        public let startDistance: CGFloat
        /// The subpath's own length.
        public let length: CGFloat
        /// Whether the subpath ends with a close element.
        public let isClosed: Bool
        /// The subpath's segments in the measure's segment list.
        let segments: Range<Int>
    }

    struct Sample: Sendable {
        let t: CGFloat
        let distance: CGFloat
    }

    struct Entry: Sendable {
        let segment: PathSegment
        let startDistance: CGFloat
        let length: CGFloat
        let samples: Range<Int>
    }

    var entries: [Entry] = []
    var samples: [Sample] = []
    /// Where a path that draws nothing "is": its first point, or the origin.
    var restingPoint: CGPoint = .zero

    /// The path's total drawn length.
    public internal(set) var length: CGFloat = 0
    /// The subpaths that draw something, in order.
    public internal(set) var subpaths: [Subpath] = []

    /// Measures `path`. `relativeTolerance` bounds the quadrature error of each curve, relative to
    /// the length of its control polygon.
    public init(_ path: CGPath, relativeTolerance: CGFloat = 1e-10) {
        let elements = path.elements  // one snapshot, even of a mutable path changing meanwhile
        self.init(segments: PathSegment.segments(of: elements), restingPoint: elements.first?.endPoint ?? .zero,
                  relativeTolerance: relativeTolerance)
    }

    /// Measures a list of segments (see ``CGPath/drawableSegments``).
    package init(segments: [PathSegment], restingPoint: CGPoint = .zero, relativeTolerance: CGFloat = 1e-10) {
        entries.reserveCapacity(segments.count)
        for segment in segments { append(segment, relativeTolerance: relativeTolerance) }
        finishSubpath()
        self.restingPoint = segments.first?.start ?? restingPoint
    }

    /// The point at `distance` along the path.
    public func point(atDistance distance: CGFloat) -> CGPoint {
        guard let (entry, t) = locate(distance, in: 0..<entries.count) else { return restingPoint }
        return entries[entry].segment.point(at: t)
    }

    /// The unit tangent at `distance` along the path, in the direction of travel; the zero vector
    /// when the path draws nothing of positive length.
    public func tangent(atDistance distance: CGFloat) -> CGVector {
        guard let (entry, t) = locate(distance, in: 0..<entries.count) else { return .zero }
        return entries[entry].segment.unitTangent(at: t)
    }

    /// The point and unit tangent at `distance`, located once (text set along a path asks for both).
    package func pointAndTangent(atDistance distance: CGFloat) -> (point: CGPoint, tangent: CGVector) {
        guard let (entry, t) = locate(distance, in: 0..<entries.count) else { return (restingPoint, .zero) }
        let segment = entries[entry].segment
        return (segment.point(at: t), segment.unitTangent(at: t))
    }

    /// The direction of travel at `distance`, in radians from the positive x-axis (counterclockwise
    /// in the y-up space), as `rotationMode = .rotateAuto` turns a layer; 0 when there is no
    /// direction.
    public func tangentAngle(atDistance distance: CGFloat) -> CGFloat {
        let v = tangent(atDistance: distance)
        return v == .zero ? 0 : atan2(v.dy, v.dx)
    }

    /// The point at `distance` along subpath number `subpath` (an index into ``subpaths``), the
    /// distance measured from the subpath's start and clamped to its length.
    public func point(atDistance distance: CGFloat, inSubpath subpath: Int) -> CGPoint {
        let s = subpaths[subpath]
        guard let (entry, t) = locate(s.startDistance + min(max(distance, 0), s.length), in: s.segments) else {
            return entries[s.segments.lowerBound].segment.start
        }
        return entries[entry].segment.point(at: t)
    }

    /// The unit tangent at `distance` along subpath number `subpath`, as
    /// ``point(atDistance:inSubpath:)`` locates it.
    public func tangent(atDistance distance: CGFloat, inSubpath subpath: Int) -> CGVector {
        let s = subpaths[subpath]
        guard let (entry, t) = locate(s.startDistance + min(max(distance, 0), s.length), in: s.segments) else {
            return .zero
        }
        return entries[entry].segment.unitTangent(at: t)
    }

    /// The segment (an index into ``CGPath/drawableSegments``) and Bézier parameter at `distance`
    /// along the path, or `nil` when no segment has positive length. At a joint the later segment
    /// is chosen, at the very end the last one of positive length.
    package func segmentAndParameter(atDistance distance: CGFloat) -> (segment: Int, t: CGFloat)? {
        locate(distance, in: 0..<entries.count).map { (segment: $0.0, t: $0.1) }
    }
}
