/// Turns a path and a stroke style into the outline of the stroke: closed polygons that, filled with
/// the non-zero winding rule, paint what stroking the path paints (see ``StrokeOutline``). What
/// `CGPath.copy(strokingWithWidth:lineCap:lineJoin:miterLimit:transform:)`,
/// `CGContext.replacePathWithStrokedPath()` and the renderer's shape layers are built on.
///
/// Keep one stroker and reuse it: it holds the scratch storage of a stroke (the flattened centerline
/// of a subpath, one side of its outline, the measure of a trimmed or dashed path), which grows to
/// the largest path stroked and is then reused, so that stroking again allocates nothing. A stroker
/// is a value; a copy has its own storage once it writes.
///
/// How a subpath becomes its outline: its lines stay lines and its curves are flattened into lines
/// within the tolerance (``CGPath/flattened(threshold:)``'s subdivision). Each side of the resulting
/// centerline is offset by half the line width; at a corner of the path the outer side is joined as
/// the style says and the inner side goes through the corner point; between the pieces of one curve
/// the outer side is joined round (the offset of a smooth curve is smooth), and the two ends of a
/// curve are joined along its exact tangents there, so that caps and corners are square to the
/// curve, not to its first or last chord. An open subpath's outline is one polygon, its left side
/// forward, the end cap, its right side backward and the start cap; a closed subpath's is two, the
/// left side and the right side, with the last segment joined to the first. Every piece of every
/// polygon turns the same way whatever the direction of the path, so overlapping pieces add up and
/// never cancel under the non-zero rule.
package struct PathStroker: Sendable {
    /// One straight piece of the centerline of the subpath in progress, from the end of the one
    /// before (or the subpath's start). A piece of no length carries the exact tangent at an end of
    /// a curve.
    struct Segment: Sendable {
        /// Where the piece ends.
        var end: CGPoint
        /// The unit direction of travel.
        var direction: CGPoint
        /// The distance from its start to ``end``.
        var length: CGFloat
        /// Whether the joint before it lies inside a curve (joined round whatever the style).
        var isSmooth: Bool
    }

    /// The pen of the stroke in progress.
    var pen = StrokePen(halfWidth: 0.5, join: .miter, cap: .butt, miterLimit: 10, tolerance: 0.1)
    /// How far a flattened curve may stray from the curve.
    var tolerance: CGFloat = 0.1
    /// Points closer than this to the previous point of the centerline are dropped.
    var epsilon: CGFloat = 1e-4
    /// Where the stroke in progress may be drawn more simply: outside its exact region grown by
    /// the pen's reach.
    var cull = CullBox.everywhere

    /// The centerline of the subpath in progress, from its start.
    var segments: [Segment] = []
    /// Where the subpath in progress starts (after a close, where the closed one started).
    var subpathStart = CGPoint.zero
    /// The last point kept on the centerline.
    var current = CGPoint.zero
    /// Whether a subpath is in progress.
    var isSubpathOpen = false
    /// Whether the subpath in progress has a line, curve or close (a lone move draws nothing).
    var subpathDraws = false
    /// Whether the subpath in progress has a point that is not finite.
    var subpathIsInvalid = false
    /// The direction a zero-length subpath's square dot is turned along: that of its first element
    /// of any length, however short.
    var dotDirection: CGPoint?

    /// The outline being written (the caller's, swapped in for the call).
    var outline = StrokeOutline()
    /// The right side of the subpath in progress, written forward and appended backward.
    var backSide: [CGPoint] = []
    /// The measure of a trimmed or dashed path.
    var measure = PathMeasure()
    /// The elements of one dash or trimmed piece.
    var piece: [PathElement] = []

    /// A stroker with no storage yet.
    package init() {}
}
