import Foundation

/// A shape item that changes the paths before it in its list (and in the groups before it), in the
/// order the items come: round corners (`rd`, ``LottieRoundCorners``), offset paths (`op`,
/// ``LottieOffsetPath``), pucker and bloat (`pb`, ``LottiePuckerBloat``) or zig zag (`zz`,
/// ``LottieZigZag``).
enum LottiePathModifier: Sendable {
    /// The radius, in points, of the arcs that replace sharp corners.
    case roundCorners(LottieProperty<[Double]>)
    case offset(LottieOffsetPath)
    /// The amount, percent: positive bloats, negative puckers.
    case puckerBloat(LottieProperty<[Double]>)
    case zigZag(LottieZigZag)

    /// The frames of the modifier's keyframes.
    var keyframeFrames: [Double] {
        switch self {
        case .roundCorners(let radius): radius.keyframeFrames
        case .offset(let offset): offset.amount.keyframeFrames + offset.miterLimit.keyframeFrames
        case .puckerBloat(let amount): amount.keyframeFrames
        case .zigZag(let zigZag): zigZag.size.keyframeFrames + zigZag.ridges.keyframeFrames
        }
    }

    /// `path` changed by the modifier's values at `frame`.
    func apply(to path: LottieBezier, at frame: Double) -> LottieBezier {
        switch self {
        case .roundCorners(let radius): LottieRoundCorners.rounded(path, radius: radius.value(at: frame).first ?? 0)
        case .offset(let offset): offset.offset(path, at: frame)
        case .puckerBloat(let amount): LottiePuckerBloat.apply(path, amount: amount.value(at: frame).first ?? 0)
        case .zigZag(let zigZag): zigZag.apply(to: path, at: frame)
        }
    }
}
