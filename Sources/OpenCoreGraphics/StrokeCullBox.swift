/// The part of a path's space outside which a stroke outline may be simplified: the region the
/// caller needs exact, grown by how far any piece of the stroke reaches from the centerline.
///
/// A piece of the stroke whose centerline lies wholly outside the box paints nothing inside the
/// region: every point of a stroke lies within the pen's reach of the centerline (half the width
/// along a side or round part, half the width times the miter limit at a miter point, √2 times
/// half the width at a square cap's corner). So the stroker may draw such a piece more simply
/// without changing what is painted inside the region. A curve replaced by its chord, or a round
/// part by its chord, changes the outline only within the convex hull of the piece grown by the
/// reach, a convex set the region lies outside, so the winding number of every point inside it is
/// unchanged; a subpath wholly outside may be left out, as it is a polygon of its own.
///
/// Why: a stroke scaled up past any screen (a Lottie layer scaled by 10⁷, a zoom into a shape)
/// is stroked in its own units with the device tolerance over the scale, and its curves would be
/// cut into the flattening's most chords (2¹⁶ a curve) and its round parts into 4096 chords a
/// turn: hundreds of megabytes for a frame of a few dozen circles. Culled, only what the region
/// sees is cut finely. (Skia's `SkEdgeClipper` treats a filled path's curves alike, turning their
/// parts outside the clip into lines.)
struct StrokeCullBox: Sendable {
    var minX = -CGFloat.infinity, minY = -CGFloat.infinity
    var maxX = CGFloat.infinity, maxY = CGFloat.infinity

    /// A box that culls nothing.
    static let everywhere = StrokeCullBox()

    /// The box of `region` (nil: everywhere) grown by `reach` on every side.
    init(region: CGRect?, reach: CGFloat) {
        guard let region, !region.isNull, !region.isInfinite,
              reach.isFinite, region.minX.isFinite, region.minY.isFinite,
              region.maxX.isFinite, region.maxY.isFinite else { return }
        minX = region.minX - reach
        minY = region.minY - reach
        maxX = region.maxX + reach
        maxY = region.maxY + reach
    }

    private init() {}

    /// Whether the box culls anything at all.
    var culls: Bool { minX.isFinite }

    /// Whether `p` is in the box (a point that is not a number is).
    @inline(__always) func contains(_ p: CGPoint) -> Bool {
        !(p.x < minX || p.x > maxX || p.y < minY || p.y > maxY)
    }

    /// Whether the box from (`x0`, `y0`) to (`x1`, `y1`) lies wholly outside it.
    @inline(__always) func misses(_ x0: CGFloat, _ y0: CGFloat, _ x1: CGFloat, _ y1: CGFloat) -> Bool {
        x1 < minX || x0 > maxX || y1 < minY || y0 > maxY
    }

    /// Whether the box from (`x0`, `y0`) to (`x1`, `y1`) lies wholly inside it.
    @inline(__always) func holds(_ x0: CGFloat, _ y0: CGFloat, _ x1: CGFloat, _ y1: CGFloat) -> Bool {
        x0 >= minX && x1 <= maxX && y0 >= minY && y1 <= maxY
    }
}
