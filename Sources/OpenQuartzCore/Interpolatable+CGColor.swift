/// Colours interpolate component by component, alpha included.
///
/// Two colours in the same colour space interpolate in that space. Colours in different spaces are
/// first converted to extended sRGB and interpolate there, and the result is in extended sRGB: Apple
/// interpolates colours in the colour space it renders in, and extended sRGB keeps every value the
/// conversion produces (a Display P3 colour outside the sRGB gamut keeps its negative components).
///
/// Results are not clamped: an overshooting timing function may carry components, and alpha, outside
/// `[0, 1]`, where the renderer clamps them when it draws. ``adding(_:)``, ``subtractingValue(_:)`` and
/// ``interpolationDistance(to:)`` follow the same rule of a common space (the shared one, or extended sRGB);
/// ``scaled(by:)`` scales every component, alpha included, in the colour's own space.
extension CGColor: Interpolatable {
    /// Reads a `CGColor`.
    public convenience init?(animationValue value: Any) {
        guard let color = value as? CGColor else { return nil }
        self.init(space: color.space, unclampedComponents: color.storedComponents)
    }

    /// The component-wise interpolation, in the shared colour space or in extended sRGB.
    public func interpolated(to end: CGColor, fraction: Double) -> CGColor {
        combined(with: end) { start, end in start + (end - start) * fraction }
    }

    /// The component-wise sum, in the shared colour space or in extended sRGB.
    public func adding(_ other: CGColor) -> CGColor {
        combined(with: other) { $0 + $1 }
    }

    /// The component-wise difference, in the shared colour space or in extended sRGB.
    public func subtractingValue(_ other: CGColor) -> CGColor {
        combined(with: other) { $0 - $1 }
    }

    /// Every component, alpha included, multiplied by `factor`, in the colour's own space.
    public func scaled(by factor: Double) -> CGColor {
        CGColor(space: space, unclampedComponents: storedComponents.map { $0 * CGFloat(factor) })
    }

    /// The Euclidean distance over the components, alpha included, in the shared colour space or in
    /// extended sRGB.
    public func interpolationDistance(to other: CGColor) -> Double {
        if space == other.space {
            var sum = 0.0
            for index in storedComponents.indices {
                let difference = Double(other.storedComponents[index] - storedComponents[index])
                sum += difference * difference
            }
            return sum.squareRoot()
        }
        let a = extendedSRGBA, b = other.extendedSRGBA
        return ((b - a) * (b - a)).sum().squareRoot()
    }

    /// Applies `operation` to each pair of components (alpha included) in a common space.
    private func combined(with other: CGColor, _ operation: (Double, Double) -> Double) -> CGColor {
        if space == other.space {
            var components = storedComponents
            for index in components.indices {
                components[index] = CGFloat(operation(Double(components[index]), Double(other.storedComponents[index])))
            }
            return CGColor(space: space, unclampedComponents: components)
        }
        let a = extendedSRGBA, b = other.extendedSRGBA
        return CGColor(space: CGColorSpace.extendedSRGBSpace, unclampedComponents: [
            CGFloat(operation(a[0], b[0])), CGFloat(operation(a[1], b[1])),
            CGFloat(operation(a[2], b[2])), CGFloat(operation(a[3], b[3])),
        ])
    }

    /// Red, green, blue and alpha in extended sRGB.
    private var extendedSRGBA: SIMD4<Double> {
        let rgba = rgba(in: CGColorSpace.extendedSRGBSpace)
        return SIMD4(rgba.red, rgba.green, rgba.blue, rgba.alpha)
    }
}
