/// Core Graphics colours as the compositor's premultiplied ARGB32 words.
enum PremultipliedColor {
    /// `color` in sRGB (``CairoColor``'s conversion), its alpha times `alpha`, premultiplied, each
    /// channel rounded as Cairo rounds a solid source for pixman (to 16 bits, then the top 8), so that
    /// the compositor's fills match the Cairo renderer's.
    static func pack(_ color: CGColor, alpha: Double = 1) -> UInt32 {
        let c = CairoColor.components(of: color, alpha: alpha)
        func channel(_ value: Double) -> UInt32 { UInt32(value * 65_535 + 0.5) >> 8 }
        return channel(c.alpha) << 24 | channel(c.red * c.alpha) << 16 | channel(c.green * c.alpha) << 8
            | channel(c.blue * c.alpha)
    }
}
