import Foundation

/// One layer of a composition, as read from the file.
struct LottieLayer: Sendable {
    enum Kind: Sendable {
        /// A precomposition (`ty` 0): the asset `reference`, drawn in a `width` x `height` box.
        case precomp(reference: String, width: Double, height: Double, timeRemap: LottieProperty<[Double]>?)
        /// A solid (`ty` 1): a rectangle of one colour from the origin.
        case solid(color: CGColor, width: Double, height: Double)
        /// An image (`ty` 2): the image asset `reference`.
        case image(reference: String)
        /// A null (`ty` 3): a transform for its children, nothing drawn.
        case null
        /// A shape layer (`ty` 4).
        case shape([LottieShapeEntry])
        /// A text layer (`ty` 5).
        case text(LottieText)
        /// A layer type that is not drawn (audio, camera...), named as in `docs/lottie.md`.
        case unsupported(String)
    }

    var kind: Kind
    var index: Int?
    var parent: Int?
    var transform: LottieTransform
    /// The frames (in the containing composition's time) from which and until which it shows.
    var inFrame: Double
    var outFrame: Double
    /// Its time: `(t - startTime) / stretch` in frames of the containing composition.
    var startTime: Double
    var stretch: Double
    var masks: [LottieMask]
    /// Track matte mode (`tt`): 1 alpha, 2 inverted alpha, 3 luma, 4 inverted luma.
    var matteMode: Int?
    /// The index (`ind`) of the layer whose content is the matte (`tp`, written since Bodymovin
    /// 5.10); without it the matte is the layer above.
    var matteParent: Int?
    /// The layer is a matte (`td`), not drawn itself.
    var isMatteSource: Bool
    var autoOrient: Bool
    /// Hidden in the editor (`hd`): not drawn.
    var hidden: Bool
    /// What the mapping cannot honour and reports: a 3D layer (`ddd`); and the blend mode (`bm`).
    var is3D: Bool
    var blendMode: Int
    /// The layer's effects (`ef`).
    var effects: [LottieEffect]
    var jsonPath: LottieJSONLocation
}

/// A mask (`masksProperties` entry): a path combined into the layer's visible area by its mode
/// (`a` add, `s` subtract, `i` intersect, `n` none...).
struct LottieMask: Sendable {
    var mode: String
    var inverted: Bool
    var path: LottieProperty<LottieBezier>
    /// Percent.
    var opacity: LottieProperty<[Double]>
    var expansion: LottieProperty<[Double]>
    var jsonPath: LottieJSONLocation
}

/// A reusable asset: a precomposition's layers, or an image's bytes.
enum LottieAsset: Sendable {
    case precomp([LottieLayer], jsonPath: LottieJSONLocation)
    case image(data: Data?, mimeType: String, width: Double, height: Double, jsonPath: LottieJSONLocation)
}
