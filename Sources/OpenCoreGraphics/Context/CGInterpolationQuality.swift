/// How smoothly an image is resampled when a context draws it at another size, as Core Graphics
/// defines it.
///
/// The raw values are Apple's. OpenQuartzCore's renderer maps ``none`` to nearest-neighbour
/// sampling, ``low`` to its fastest smoothing filter, ``default`` and ``medium`` to its good
/// (bilinear-quality) filter and ``high`` to its best one. An image whose
/// ``CGImage/shouldInterpolate`` is `false` is always sampled nearest-neighbour.
public enum CGInterpolationQuality: Int32, Sendable, Hashable, CaseIterable {
    /// The context's default quality.
    case `default` = 0
    /// No interpolation: each pixel takes the colour of the nearest image pixel.
    case none = 1
    /// Low quality, fast interpolation.
    case low = 2
    /// High quality, slower interpolation.
    case high = 3
    /// Medium quality, between low and high.
    case medium = 4
}
