import _CCairo
import OpenCoreGraphics

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

    /// Core Graphics' blend mode of the same formula (`plusLighter` for addition).
    var cgBlendMode: CGBlendMode {
        switch self {
        case .multiply: .multiply
        case .screen: .screen
        case .overlay: .overlay
        case .darken: .darken
        case .lighten: .lighten
        case .colorDodge: .colorDodge
        case .colorBurn: .colorBurn
        case .softLight: .softLight
        case .hardLight: .hardLight
        case .difference: .difference
        case .exclusion: .exclusion
        case .hue: .hue
        case .saturation: .saturation
        case .color: .color
        case .luminosity: .luminosity
        case .addition: .plusLighter
        }
    }

    /// Cairo's operator for the mode (the reference backend composites groups with it): Core
    /// Graphics' blend mode's, each of which Cairo has.
    var cairoOperator: cairo_operator_t {
        CairoGeometry.cairoOperator(cgBlendMode) ?? CAIRO_OPERATOR_OVER
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
