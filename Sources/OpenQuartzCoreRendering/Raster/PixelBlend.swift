/// The blend modes on premultiplied ARGB words (alpha in the top byte, red, green, blue below),
/// computed in floating point by the W3C Compositing and Blending Level 1 formulas: with αs, αb the
/// source's and backdrop's alphas, cs, cb their premultiplied and Cs, Cb their straight colours,
/// the result is `cs (1 − αb) + cb (1 − αs) + αs αb B(Cb, Cs)` over alpha `αs + αb (1 − αs)`.
/// Rounded to the nearest 8-bit value.
enum PixelBlend {
    /// `source` blended over `backdrop` by `mode`.
    static func blend(_ source: UInt32, over backdrop: UInt32, mode: FrameBlendMode) -> UInt32 {
        if source == 0 { return backdrop }
        let s = Self.components(source), b = Self.components(backdrop)
        if mode == .addition {
            return Self.word(alpha: min(1, s.alpha + b.alpha), min(1, s.red + b.red), min(1, s.green + b.green),
                             min(1, s.blue + b.blue))
        }
        let alpha = s.alpha + b.alpha * (1 - s.alpha)
        let straightSource = s.straight, straightBackdrop = b.straight
        let mixed: (Float, Float, Float)
        if mode.isSeparable {
            mixed = (separable(mode, straightBackdrop.0, straightSource.0), separable(mode, straightBackdrop.1, straightSource.1),
                     separable(mode, straightBackdrop.2, straightSource.2))
        } else {
            mixed = nonSeparable(mode, backdrop: straightBackdrop, source: straightSource)
        }
        let both = s.alpha * b.alpha
        func channel(_ cs: Float, _ cb: Float, _ blended: Float) -> Float {
            cs * (1 - b.alpha) + cb * (1 - s.alpha) + both * blended
        }
        return Self.word(alpha: alpha, channel(s.red, b.red, mixed.0), channel(s.green, b.green, mixed.1),
                         channel(s.blue, b.blue, mixed.2))
    }

    /// B(cb, cs) of a separable mode, for straight components in 0...1.
    static func separable(_ mode: FrameBlendMode, _ cb: Float, _ cs: Float) -> Float {
        switch mode {
        case .multiply: return cb * cs
        case .screen: return cb + cs - cb * cs
        case .overlay: return hardLight(backdrop: cs, source: cb)
        case .darken: return min(cb, cs)
        case .lighten: return max(cb, cs)
        case .colorDodge:
            if cb == 0 { return 0 }
            return cs >= 1 ? 1 : min(1, cb / (1 - cs))
        case .colorBurn:
            if cb >= 1 { return 1 }
            return cs <= 0 ? 0 : 1 - min(1, (1 - cb) / cs)
        case .hardLight: return hardLight(backdrop: cb, source: cs)
        case .softLight:
            if cs <= 0.5 { return cb - (1 - 2 * cs) * cb * (1 - cb) }
            let d = cb <= 0.25 ? ((16 * cb - 12) * cb + 4) * cb : cb.squareRoot()
            return cb + (2 * cs - 1) * (d - cb)
        case .difference: return abs(cb - cs)
        case .exclusion: return cb + cs - 2 * cb * cs
        default: return cs
        }
    }

    static func hardLight(backdrop cb: Float, source cs: Float) -> Float {
        cs <= 0.5 ? cb * 2 * cs : cb + (2 * cs - 1) - cb * (2 * cs - 1)
    }

    /// The components of a premultiplied word, each in 0...1.
    static func components(_ pixel: UInt32) -> (alpha: Float, red: Float, green: Float, blue: Float, straight: (Float, Float, Float)) {
        let alpha = Float(pixel >> 24) / 255
        let red = Float((pixel >> 16) & 0xFF) / 255, green = Float((pixel >> 8) & 0xFF) / 255, blue = Float(pixel & 0xFF) / 255
        let straight = alpha > 0 ? (min(1, red / alpha), min(1, green / alpha), min(1, blue / alpha)) : (0, 0, 0)
        return (alpha, red, green, blue, straight)
    }

    /// The word of components in 0...1, each rounded (and no colour above the alpha).
    static func word(alpha: Float, _ red: Float, _ green: Float, _ blue: Float) -> UInt32 {
        func byte(_ value: Float) -> UInt32 { UInt32(min(max(value * 255 + 0.5, 0), 255)) }
        let a = byte(alpha)
        return a << 24 | min(byte(red), a) << 16 | min(byte(green), a) << 8 | min(byte(blue), a)
    }
}
