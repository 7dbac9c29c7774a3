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
    /// nil for anything else, which is composited normally. A lookup in ``names`` (the frame builder
    /// asks for every layer with a filter, every frame: no string is made).
    init?(filter: Any) {
        guard let name = filter as? String, let mode = Self.names[name] else { return nil }
        self = mode
    }

    /// Every spelling ``init(filter:)`` accepts.
    static let names: [String: FrameBlendMode] = {
        let filters: [(FrameBlendMode, String)] = [
            (.multiply, "multiplyBlendMode"), (.screen, "screenBlendMode"), (.overlay, "overlayBlendMode"),
            (.darken, "darkenBlendMode"), (.lighten, "lightenBlendMode"), (.colorDodge, "colorDodgeBlendMode"),
            (.colorBurn, "colorBurnBlendMode"), (.softLight, "softLightBlendMode"), (.hardLight, "hardLightBlendMode"),
            (.difference, "differenceBlendMode"), (.exclusion, "exclusionBlendMode"), (.hue, "hueBlendMode"),
            (.saturation, "saturationBlendMode"), (.color, "colorBlendMode"), (.luminosity, "luminosityBlendMode"),
            (.addition, "additionCompositing"),
        ]
        var names: [String: FrameBlendMode] = [:]
        for (mode, name) in filters {
            let capitalized = name.prefix(1).uppercased() + name.dropFirst()
            for spelling in [name, capitalized, "CI" + name, "CI" + capitalized] { names[spelling] = mode }
        }
        return names
    }()

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
