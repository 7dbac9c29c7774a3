extension CGColor {
    /// The colour expressed in another colour space, with the same alpha.
    ///
    /// The conversion is colorimetric: the colour is decoded to linear light with the source space's
    /// transfer function, moved to the destination's primaries through CIE XYZ (the matrices are
    /// derived from the published primaries and the D65 white point), and encoded with the
    /// destination's transfer function. Gray is relative luminance: a gray converts to equal red, green
    /// and blue, and an RGB colour converts to gray by its luminance. Components outside the
    /// destination's gamut are clipped to `[0, 1]`, unless the destination is an extended-range space,
    /// which keeps them (Display P3 red in extended sRGB has a negative green). All rendering intents
    /// give this result (see ``CGColorRenderingIntent``).
    ///
    /// CMYK converts by the naive formula, with no ink model: device RGB, read as sRGB, is
    /// `red = (1 - cyan)(1 - black)` and likewise for green (magenta) and blue (yellow); the other
    /// way, `black = 1 - max(red, green, blue)` and `cyan = (1 - red - black) / (1 - black)`, and so on
    /// (all inks 0 for pure black).
    ///
    /// Converting to the colour's own space returns an equal colour. OpenCoreGraphics converts between
    /// any two of its spaces, so the result is never `nil`.
    ///
    /// - Parameters:
    ///   - space: The colour space to convert to.
    ///   - intent: How to map colours outside the destination's gamut; every intent clips.
    ///   - options: Apple's takes a `CFDictionary` of options for the conversion; Core
    ///     Foundation's types are not available on Linux, so this takes an `NSDictionary` (which `nil`
    ///     reads the same as). No options are defined; the argument is ignored.
    public func converted(to space: CGColorSpace, intent: CGColorRenderingIntent, options: NSDictionary?) -> CGColor? {
        if space == self.space { return copy() }
        let converted = self.space.definition.convert(colorVector, to: space.definition)
        var components = [CGFloat](repeating: 0, count: space.numberOfComponents + 1)
        for index in 0..<space.numberOfComponents { components[index] = CGFloat(converted[index]) }
        components[space.numberOfComponents] = alpha
        return CGColor(space: space, unclampedComponents: components)
    }

    /// The colour's red, green, blue and alpha in the RGB colour space `space`, without allocating:
    /// the accessor a renderer uses to resolve colours into its working space.
    ///
    /// The colour components convert as ``converted(to:intent:options:)`` converts them (clipped
    /// unless `space` is extended); alpha is returned as stored.
    ///
    /// - Precondition: `space.model == .rgb`.
    @inline(__always)
    package func rgba(in space: CGColorSpace) -> (red: Double, green: Double, blue: Double, alpha: Double) {
        precondition(space.model == .rgb, "rgba(in:) needs an RGB colour space")
        let rgb = self.space.definition.convert(colorVector, to: space.definition)
        return (rgb[0], rgb[1], rgb[2], Double(alpha))
    }

    /// The colour components (without alpha) in the first lanes of a vector; the rest are zero.
    @inline(__always)
    package var colorVector: SIMD4<Double> {
        var vector = SIMD4<Double>()
        for index in 0..<(storedComponents.count - 1) { vector[index] = Double(storedComponents[index]) }
        return vector
    }
}
