import Foundation

extension LottieCompositionBuilder {
    /// The `compositingFilter` of each Lottie blend mode (`bm`), in Lottie's numbering: Core Image's
    /// blend-mode names, as lottie-ios sets them on Apple; 16 (add) is Core Image's addition.
    static let blendModeFilters: [Int: String] = [
        1: "multiplyBlendMode", 2: "screenBlendMode", 3: "overlayBlendMode", 4: "darkenBlendMode",
        5: "lightenBlendMode", 6: "colorDodgeBlendMode", 7: "colorBurnBlendMode", 8: "hardLightBlendMode",
        9: "softLightBlendMode", 10: "differenceBlendMode", 11: "exclusionBlendMode", 12: "hueBlendMode",
        13: "saturationBlendMode", 14: "colorBlendMode", 15: "luminosityBlendMode", 16: "additionCompositing",
    ]

    /// Blends the layer's stack (its content, masks and matte) with what is under it by its blend
    /// mode; a mode with no counterpart (17, hard mix) is reported and drawn normally.
    func applyBlendMode(_ layer: LottieLayer, to stack: CALayer) {
        guard layer.blendMode != 0 else { return }
        guard let filter = Self.blendModeFilters[layer.blendMode] else {
            report.unsupported("blend-mode", at: layer.jsonPath, "mode \(layer.blendMode) drawn with normal blending")
            return
        }
        report.use("blend-mode")
        stack.compositingFilter = filter
    }
}
