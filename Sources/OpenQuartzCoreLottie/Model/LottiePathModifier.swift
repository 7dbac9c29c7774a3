import Foundation

/// A shape item that changes the paths before it in its list (and in the groups before it), in the
/// order the items come: round corners (`rd`, ``LottieRoundCorners``) or offset paths (`op`,
/// ``LottieOffsetPath``).
enum LottiePathModifier: Sendable {
    /// The radius, in points, of the arcs that replace sharp corners.
    case roundCorners(LottieProperty<[Double]>)
    case offset(LottieOffsetPath)

    /// The frames of the modifier's keyframes.
    var keyframeFrames: [Double] {
        switch self {
        case .roundCorners(let radius): radius.keyframeFrames
        case .offset(let offset): offset.amount.keyframeFrames + offset.miterLimit.keyframeFrames
        }
    }

    /// `path` changed by the modifier's values at `frame`.
    func apply(to path: LottieBezier, at frame: Double) -> LottieBezier {
        switch self {
        case .roundCorners(let radius): LottieRoundCorners.rounded(path, radius: radius.value(at: frame).first ?? 0)
        case .offset(let offset): offset.offset(path, at: frame)
        }
    }
}
