/// The non-separable blend modes (hue, saturation, color, luminosity), by the W3C Compositing and
/// Blending Level 1's Lum, ClipColor, SetLum, Sat and SetSat: luminosity 0.3 R + 0.59 G + 0.11 B.
extension PixelBlend {
    typealias RGB = (Float, Float, Float)

    /// B(Cb, Cs) of a non-separable mode, for straight colours.
    static func nonSeparable(_ mode: FrameBlendMode, backdrop cb: RGB, source cs: RGB) -> RGB {
        switch mode {
        case .hue: return setLuminosity(setSaturation(cs, saturation(cb)), luminosity(cb))
        case .saturation: return setLuminosity(setSaturation(cb, saturation(cs)), luminosity(cb))
        case .color: return setLuminosity(cs, luminosity(cb))
        default: return setLuminosity(cb, luminosity(cs))
        }
    }

    static func luminosity(_ c: RGB) -> Float { 0.3 * c.0 + 0.59 * c.1 + 0.11 * c.2 }

    static func saturation(_ c: RGB) -> Float { max(c.0, c.1, c.2) - min(c.0, c.1, c.2) }

    static func setLuminosity(_ c: RGB, _ l: Float) -> RGB {
        let d = l - luminosity(c)
        return clipColor((c.0 + d, c.1 + d, c.2 + d))
    }

    static func clipColor(_ c: RGB) -> RGB {
        let l = luminosity(c), n = min(c.0, c.1, c.2), x = max(c.0, c.1, c.2)
        var result = c
        if n < 0 {
            let scale = l / (l - n)
            result = (l + (result.0 - l) * scale, l + (result.1 - l) * scale, l + (result.2 - l) * scale)
        }
        if x > 1 {
            let scale = (1 - l) / (x - l)
            result = (l + (result.0 - l) * scale, l + (result.1 - l) * scale, l + (result.2 - l) * scale)
        }
        return result
    }

    /// The colour with its saturation set to `s`: its largest component s, its smallest 0, the middle
    /// one in proportion (all 0 when the colour is grey).
    static func setSaturation(_ c: RGB, _ s: Float) -> RGB {
        let high = max(c.0, c.1, c.2), low = min(c.0, c.1, c.2)
        guard high > low else { return (0, 0, 0) }
        let scale = s / (high - low)
        return ((c.0 - low) * scale, (c.1 - low) * scale, (c.2 - low) * scale)
    }
}
