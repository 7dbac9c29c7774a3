/// How a colour is mapped into the gamut of the colour space it is converted to.
///
/// The raw values are those of Apple's `CGColorRenderingIntent`. OpenCoreGraphics converts colours
/// between colour spaces that share the D65 white point and does no gamut mapping, so every intent
/// gives the same result: relative colorimetric with out-of-gamut components clipped to the
/// destination's range (or kept, when the destination is an extended-range space). The intent is
/// still recorded where Apple's API records it, as ``CGImage/renderingIntent``.
public enum CGColorRenderingIntent: Int32, Sendable, Hashable, CaseIterable {
    /// The default intent of the context or image: relative colorimetric for most content.
    case defaultIntent = 0
    /// Maps colours outside the gamut to the nearest colour inside it, without adapting the white point.
    case absoluteColorimetric = 1
    /// Maps colours outside the gamut to the nearest colour inside it, adapting the white point.
    case relativeColorimetric = 2
    /// Compresses the whole gamut to fit, preserving the visual relationship between colours.
    case perceptual = 3
    /// Preserves the saturation of colours at the expense of their hue and lightness.
    case saturation = 4
}
