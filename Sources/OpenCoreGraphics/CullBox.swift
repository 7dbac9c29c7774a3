/// The part of a plane outside which geometry may be drawn more simply, because nothing drawn
/// there is seen: a stroke's exact region grown by the pen's reach (``PathStroker``), or a target's
/// pixels with a margin (the renderer's path edges).
///
/// A curve whose control points' box misses the box may stand as its chord. The chord and the
/// curve lie in the curve's convex hull, so filling either gives every point outside that hull the
/// same winding number. For a stroke, every point of the outline lies within the pen's reach of
/// the centerline (``StrokeStyle/reach``): replacing a piece of centerline wholly outside the box,
/// or a round part centred outside it, changes the outline only within a convex set lying outside
/// the region, and a subpath wholly outside is a polygon of its own that may be left out.
///
/// Why: a shape scaled up past any screen (a Lottie layer scaled by 10⁷, a zoom into a shape) would
/// have its curves cut into the flattening's most chords, off-screen, and still be off the curve
/// where seen: a stroke's 2¹⁶ chords a curve and 4096 a round join, hundreds of megabytes for a
/// frame of a few dozen circles; a fill's 1,024 chords a curve, each hundreds of pixels off. Culled,
/// only what is seen is cut finely. (Skia's `SkEdgeClipper` treats a filled path's curves alike,
/// turning their parts outside the clip into lines.)
package struct CullBox: Sendable {
    package private(set) var minX = -CGFloat.infinity, minY = -CGFloat.infinity
    package private(set) var maxX = CGFloat.infinity, maxY = CGFloat.infinity

    /// A box that culls nothing.
    package static let everywhere = CullBox()

    /// What to do with a curve against the box.
    package enum Verdict {
        /// Its control points' box misses the box: it may stand as its chord.
        case chord
        /// It lies inside the box, is no larger than it, or has been halved enough: flatten it.
        case flatten
        /// It reaches past the box and is larger than it: halve it and take each half alike.
        case halve
    }

    /// The box of `region` (nil: everywhere) grown by `reach` on every side; everywhere when either
    /// is not finite.
    package init(region: CGRect?, reach: CGFloat) {
        guard let region, !region.isNull, !region.isInfinite, reach.isFinite,
              region.minX.isFinite, region.minY.isFinite, region.maxX.isFinite, region.maxY.isFinite else { return }
        (minX, minY, maxX, maxY) = (region.minX - reach, region.minY - reach, region.maxX + reach, region.maxY + reach)
    }

    private init() {}

    /// Whether the box culls anything at all.
    package var culls: Bool { minX.isFinite }

    /// Whether `p` is in the box (a point that is not a number is).
    @inline(__always) package func contains(_ p: CGPoint) -> Bool {
        !(p.x < minX || p.x > maxX || p.y < minY || p.y > maxY)
    }

    /// Whether the box from (`x0`, `y0`) to (`x1`, `y1`) lies wholly outside it.
    @inline(__always) package func misses(_ x0: CGFloat, _ y0: CGFloat, _ x1: CGFloat, _ y1: CGFloat) -> Bool {
        x1 < minX || x0 > maxX || y1 < minY || y0 > maxY
    }

    /// The verdict on the cubic with control points (`x0`, `y0`) ... (`x3`, `y3`), halved `depth`
    /// times of at most `deepest`.
    @inline(__always)
    package func verdict(_ x0: CGFloat, _ y0: CGFloat, _ x1: CGFloat, _ y1: CGFloat, _ x2: CGFloat, _ y2: CGFloat,
                         _ x3: CGFloat, _ y3: CGFloat, depth: Int, deepest: Int) -> Verdict {
        let lowX = min(min(x0, x1), min(x2, x3)), highX = max(max(x0, x1), max(x2, x3))
        let lowY = min(min(y0, y1), min(y2, y3)), highY = max(max(y0, y1), max(y2, y3))
        if misses(lowX, lowY, highX, highY) { return .chord }
        let inside = lowX >= minX && highX <= maxX && lowY >= minY && highY <= maxY
        if inside || depth >= deepest || max(highX - lowX, highY - lowY) <= max(maxX - minX, maxY - minY) { return .flatten }
        return .halve
    }
}

extension StrokeStyle {
    /// How far from the path the stroke's outline can reach: half the line width, times the miter
    /// limit where miter joins may spike (a limit that is not a number read as Apple's default,
    /// 10), and at least √2 times for a square cap's corners.
    package var reach: CGFloat {
        let limit = lineJoin != .miter ? 1 : miterLimit.isNaN ? 10 : miterLimit
        return lineWidth / 2 * max(2.0.squareRoot(), limit)
    }
}
