import _CCairo

/// How a layer with a `compositingFilter` is blended with what was drawn behind it: the blend modes
/// of the W3C's Compositing and Blending Level 1, which Core Image's blend-mode filters and Cairo's
/// operators of the same names follow, and `addition` (the sum of the premultiplied colours, capped:
/// Core Image's `CIAdditionCompositing`, Cairo's `ADD`).
enum FrameBlendMode: Equatable, Sendable, CaseIterable {
    case multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight, difference, exclusion
    case hue, saturation, color, luminosity
    case addition

    /// The mode a `compositingFilter` names (Core Image's filter names, with or without their `CI`
    /// prefix and first letter in either case: `"multiplyBlendMode"`, `"CIMultiplyBlendMode"`);
    /// nil for anything else, which is composited normally.
    init?(filter: Any) {
        guard var name = filter as? String else { return nil }
        if name.hasPrefix("CI") { name.removeFirst(2) }
        guard let first = name.first else { return nil }
        name = first.lowercased() + name.dropFirst()
        switch name {
        case "multiplyBlendMode": self = .multiply
        case "screenBlendMode": self = .screen
        case "overlayBlendMode": self = .overlay
        case "darkenBlendMode": self = .darken
        case "lightenBlendMode": self = .lighten
        case "colorDodgeBlendMode": self = .colorDodge
        case "colorBurnBlendMode": self = .colorBurn
        case "softLightBlendMode": self = .softLight
        case "hardLightBlendMode": self = .hardLight
        case "differenceBlendMode": self = .difference
        case "exclusionBlendMode": self = .exclusion
        case "hueBlendMode": self = .hue
        case "saturationBlendMode": self = .saturation
        case "colorBlendMode": self = .color
        case "luminosityBlendMode": self = .luminosity
        case "additionCompositing": self = .addition
        default: return nil
        }
    }

    /// Cairo's operator for the mode (the reference backend composites groups with it).
    var cairoOperator: cairo_operator_t {
        switch self {
        case .multiply: CAIRO_OPERATOR_MULTIPLY
        case .screen: CAIRO_OPERATOR_SCREEN
        case .overlay: CAIRO_OPERATOR_OVERLAY
        case .darken: CAIRO_OPERATOR_DARKEN
        case .lighten: CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: CAIRO_OPERATOR_COLOR_BURN
        case .softLight: CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: CAIRO_OPERATOR_HARD_LIGHT
        case .difference: CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: CAIRO_OPERATOR_EXCLUSION
        case .hue: CAIRO_OPERATOR_HSL_HUE
        case .saturation: CAIRO_OPERATOR_HSL_SATURATION
        case .color: CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: CAIRO_OPERATOR_HSL_LUMINOSITY
        case .addition: CAIRO_OPERATOR_ADD
        }
    }

    /// Whether the mode blends each colour channel on its own (the non-separable ones mix them
    /// through luminosity and saturation).
    var isSeparable: Bool {
        switch self {
        case .hue, .saturation, .color, .luminosity: false
        default: true
        }
    }
}
