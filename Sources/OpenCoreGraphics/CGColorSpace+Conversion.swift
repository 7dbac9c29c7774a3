// Conversion of colour components between colour spaces. A colour is decoded to linear light
// (relative luminance for gray, linear RGB in its primaries for RGB), moved between primaries
// through CIE XYZ when they differ, and encoded in the destination. All spaces share the D65 white
// point, so gray maps to R = G = B in any RGB space and no chromatic adaptation is needed.

/// A colour in linear light, the meeting point of conversions.
enum LinearColor {
    /// A gray: its relative luminance Y.
    case luminance(Double)
    /// Linear RGB in the given primaries.
    case rgb(SIMD3<Double>, ColorPrimaries)

    /// The relative luminance.
    @inline(__always)
    var luminance: Double {
        switch self {
        case .luminance(let y): y
        case .rgb(let rgb, let primaries): (primaries.luminance * rgb).sum()
        }
    }

    /// Linear RGB in `primaries`: unchanged for the same primaries, through XYZ otherwise.
    @inline(__always)
    func rgb(in primaries: ColorPrimaries) -> SIMD3<Double> {
        switch self {
        case .luminance(let y):
            return SIMD3(repeating: y)
        case .rgb(let rgb, let source):
            return source == primaries ? rgb : primaries.fromXYZ.apply(source.toXYZ.apply(rgb))
        }
    }
}

extension ColorSpaceDefinition {
    /// The linear-light colour of the colour components `c` (the first ``numberOfComponents`` lanes).
    ///
    /// Components outside `[0, 1]` decode by the signed reflection of the transfer function even in a
    /// space that clamps: such values only arise from interpolation (overshooting timing functions),
    /// and they convert to extended spaces without loss.
    @inline(__always)
    func linearColor(_ c: SIMD4<Double>) -> LinearColor {
        switch model {
        case .monochrome:
            return .luminance(transfer.linearize(c[0]))
        case .cmyk:
            // The naive formula: each ink removes its complementary primary from device RGB, which is
            // read as sRGB: red = (1 - cyan)(1 - black), and so on.
            let white = 1 - c[3]
            let encoded = SIMD3((1 - c[0]) * white, (1 - c[1]) * white, (1 - c[2]) * white)
            let srgb = ColorTransferFunction.sRGB
            return .rgb(SIMD3(srgb.linearize(encoded.x), srgb.linearize(encoded.y), srgb.linearize(encoded.z)), .sRGB)
        default:
            let linear = SIMD3(transfer.linearize(c[0]), transfer.linearize(c[1]), transfer.linearize(c[2]))
            return .rgb(linear, primaries ?? .sRGB)
        }
    }

    /// The components of `color` in this space (the first ``numberOfComponents`` lanes; the rest are
    /// zero), clamped to `[0, 1]` unless the space is extended.
    @inline(__always)
    func components(of color: LinearColor) -> SIMD4<Double> {
        switch model {
        case .monochrome:
            return SIMD4(transfer.encode(clampedIfNeeded(color.luminance)), 0, 0, 0)
        case .cmyk:
            // The inverse of the naive formula: black takes the common part, the inks the rest.
            let linear = color.rgb(in: .sRGB)
            let srgb = ColorTransferFunction.sRGB
            let rgb = SIMD3(srgb.encode(linear.x), srgb.encode(linear.y), srgb.encode(linear.z))
                .clamped(lowerBound: SIMD3(repeating: 0), upperBound: SIMD3(repeating: 1))
            let black = 1 - rgb.max()
            guard black < 1 else { return SIMD4(0, 0, 0, 1) }
            let inks = (SIMD3(repeating: 1 - black) - rgb) / (1 - black)
            return SIMD4(inks.x, inks.y, inks.z, black)
        default:
            let linear = color.rgb(in: primaries ?? .sRGB)
            return SIMD4(transfer.encode(clampedIfNeeded(linear.x)), transfer.encode(clampedIfNeeded(linear.y)),
                         transfer.encode(clampedIfNeeded(linear.z)), 0)
        }
    }

    /// The colour components `c` of this space expressed in `destination`.
    ///
    /// Within one space the components are returned unchanged, even outside the space's range.
    @inline(__always)
    func convert(_ c: SIMD4<Double>, to destination: ColorSpaceDefinition) -> SIMD4<Double> {
        if destination.identifier == identifier { return c }
        return destination.components(of: linearColor(c))
    }

    /// `value` clamped to `[0, 1]` for a space that clamps; unchanged for an extended one.
    @inline(__always)
    func clampedIfNeeded(_ value: Double) -> Double {
        isExtended ? value : min(max(value, 0), 1)
    }
}
