import Foundation

/// One item of a shape layer's `shapes` or a group's `it`, with its JSON path.
struct LottieShapeEntry: Sendable {
    var item: LottieShapeItem
    var jsonPath: LottieJSONLocation
}

/// The shape items OpenQuartzCore maps (Lottie's `ty` codes in brackets).
indirect enum LottieShapeItem: Sendable {
    /// A group (`gr`): its items, the last of which is usually its transform.
    case group([LottieShapeEntry])
    /// A path (`sh`); `reversed` when its direction is 3.
    case path(LottieProperty<LottieBezier>)
    /// A rectangle (`rc`): centre, size, corner radius.
    case rectangle(position: LottieProperty<[Double]>, size: LottieProperty<[Double]>, roundness: LottieProperty<[Double]>, reversed: Bool)
    /// An ellipse (`el`): centre and size.
    case ellipse(position: LottieProperty<[Double]>, size: LottieProperty<[Double]>, reversed: Bool)
    /// A star or polygon (`sr`).
    case star(LottieStar)
    /// A solid fill (`fl`) or gradient fill (`gf`).
    case fill(LottieFill)
    /// A solid stroke (`st`) or gradient stroke (`gs`).
    case stroke(LottieStroke)
    /// Trim paths (`tm`).
    case trim(LottieTrim)
    /// A repeater (`rp`).
    case repeater(LottieRepeater)
    /// A modifier of the paths before it: round corners (`rd`) or offset paths (`op`).
    case modifier(LottiePathModifier)
    /// A group's transform (`tr`).
    case transform(LottieTransform)
    /// Merge paths (`mm`): the paths before it made one (``LottieMergeMode``).
    case merge(LottieMergeMode)
    /// Anything else: reported, not drawn.
    case unsupported(String)
}

/// How merge paths (`mm`) combine the paths before them, After Effects' modes 1 to 5 (`mm`).
///
/// Each path is one operand, filled by the non-zero rule; the first (in the list's order) is the
/// start and each later one is combined with what came before, as Skottie's `MergeGeometry` folds
/// them (lottie-android instead combines the last with all the others at once; the two agree for
/// two paths, the common case). A mode outside 1...5 is pinned into it, as Skottie pins it.
enum LottieMergeMode: Int, Sendable {
    /// The paths side by side in one path, not combined.
    case merge = 1
    /// The union of the areas.
    case add
    /// The first area less each later one.
    case subtract
    /// The area common to all.
    case intersect
    /// The points covered an odd number of times, folded pair by pair (symmetric difference).
    case excludeIntersections

    init(pinning value: Int) {
        self = LottieMergeMode(rawValue: min(max(value, 1), 5)) ?? .merge
    }
}

/// A star (`sy` 1) or polygon (`sy` 2): points, radii, roundness (percent), rotation (degrees).
struct LottieStar: Sendable {
    var isPolygon: Bool
    var position: LottieProperty<[Double]>
    var points: LottieProperty<[Double]>
    var rotation: LottieProperty<[Double]>
    var outerRadius: LottieProperty<[Double]>
    var outerRoundness: LottieProperty<[Double]>
    var innerRadius: LottieProperty<[Double]>
    var innerRoundness: LottieProperty<[Double]>
    var reversed: Bool
}

/// What a fill or stroke paints with: one colour (RGB(A) 0...1), or a gradient.
enum LottiePaint: Sendable {
    case color(LottieProperty<[Double]>)
    case gradient(LottieGradient)
}

/// A gradient (`t` 1 linear, 2 radial) from `start` to `end`; `stops` is Lottie's flat list:
/// `colorCount` stops of (offset, r, g, b), then optional opacity stops of (offset, alpha).
struct LottieGradient: Sendable {
    var isRadial: Bool
    var start: LottieProperty<[Double]>
    var end: LottieProperty<[Double]>
    var colorCount: Int
    var stops: LottieProperty<[Double]>
    /// The radial highlight's length, in percent of the radius (`h`).
    var highlightLength: LottieProperty<[Double]>
    /// The radial highlight's angle, in degrees from the direction toward `end` (`a`).
    var highlightAngle: LottieProperty<[Double]>
}

struct LottieFill: Sendable {
    var paint: LottiePaint
    /// Percent.
    var opacity: LottieProperty<[Double]>
    var evenOdd: Bool
}

struct LottieStroke: Sendable {
    var paint: LottiePaint
    var opacity: LottieProperty<[Double]>
    var width: LottieProperty<[Double]>
    /// 1 butt, 2 round, 3 square.
    var cap: Int
    /// 1 miter, 2 round, 3 bevel.
    var join: Int
    var miterLimit: Double
    /// Dash and gap lengths in order, and the offset (`d` entries `d`, `g`, `o`).
    var dashes: [LottieProperty<[Double]>]
    var dashOffset: LottieProperty<[Double]>?
}

/// Trim paths: start and end in percent, offset in degrees (360 is the whole path); `individually`
/// when `m` is 2 (the group's paths trimmed as one), else each path trimmed on its own.
struct LottieTrim: Sendable {
    var start: LottieProperty<[Double]>
    var end: LottieProperty<[Double]>
    var offset: LottieProperty<[Double]>
    var individually: Bool

    /// Whether it leaves every path whole at every frame.
    var isIdentity: Bool {
        !start.isAnimated && !end.isAnimated && !offset.isAnimated
            && (start.initialValue.first ?? 0) == 0 && (end.initialValue.first ?? 100) == 100
    }
}

/// A repeater: `copies` copies of what precedes it, each transformed by `transform` once more than
/// the previous, opacity from `startOpacity` to `endOpacity` (percent), stacked as `lastOnTop` says.
///
/// The composite `m` orders the copies. With 1 (the spec's "above", the default) the first copy is
/// on top and each later copy is drawn under the one before; with 2 ("below") each later copy is
/// drawn over the one before. That is how lottie-web (its `RepeaterModifier` gives copy 0 the first
/// place among the shapes, the topmost, when `m` is 1), Skia's Skottie (`m` 1 is its `kBelow`, which
/// paints the last copy first), ThorVG (`inorder` only for `m` 2) and lottie-android (always the
/// last copy first) stack them.
struct LottieRepeater: Sendable {
    var copies: LottieProperty<[Double]>
    var offset: LottieProperty<[Double]>
    var transform: LottieTransform
    var startOpacity: LottieProperty<[Double]>
    var endOpacity: LottieProperty<[Double]>
    /// Later copies over earlier ones (`m` 2); otherwise the first copy is on top.
    var lastOnTop: Bool
}
