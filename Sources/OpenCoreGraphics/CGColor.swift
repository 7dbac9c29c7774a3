/// A set of components that define a colour, with a colour space that specifies how to interpret
/// them, as Core Graphics defines it.
///
/// A colour's ``components`` are its colour components in its ``colorSpace`` followed by alpha:
/// `[red, green, blue, alpha]` in an RGB space, `[gray, alpha]` in a gray space. Colours are
/// immutable and may be shared between threads. Two colours are equal when they have the same colour
/// space and the same components, as `CFEqual` compares them on Apple's platforms; a colour is never
/// equal to the same colour expressed in another space.
///
/// Components are clamped to the range of the colour space when a colour is created, as Apple
/// documents for `init(colorSpace:components:)`: `[0, 1]`, except that the colour components of an
/// extended-range space (`extendedSRGB` and its siblings) are kept as given. Alpha is always clamped
/// to `[0, 1]`. Colours produced by interpolation are the exception: see `Interpolatable`.
public final class CGColor: Sendable, Hashable, CustomStringConvertible {
    /// The colour space; the public ``colorSpace`` is this, made optional as Apple's is.
    package let space: CGColorSpace
    /// The colour components followed by alpha: exactly `space.numberOfComponents + 1` values.
    package let storedComponents: [CGFloat]

    /// Creates a colour from components stored as given, without clamping.
    ///
    /// - Precondition: `components.count == space.numberOfComponents + 1`.
    package init(space: CGColorSpace, unclampedComponents components: [CGFloat]) {
        precondition(components.count == space.numberOfComponents + 1,
                     "a colour in \(space) needs \(space.numberOfComponents + 1) components")
        self.space = space
        self.storedComponents = components
    }

    /// Creates a colour, clamping each component to the range of `space` and alpha to `[0, 1]`.
    convenience init(space: CGColorSpace, clamping components: [CGFloat]) {
        let extended = space.definition.isExtended
        let last = components.count - 1
        let clamped = components.indices.map { index -> CGFloat in
            let value = components[index]
            return extended && index != last ? value : min(max(value, 0), 1)
        }
        self.init(space: space, unclampedComponents: clamped)
    }

    /// Creates a colour from a colour space and its components followed by alpha.
    ///
    /// `components` must hold `space.numberOfComponents + 1` values; an array literal may be passed,
    /// `CGColor(colorSpace: space, components: [1, 0, 0, 1])`. Values outside the range of the space
    /// are clamped to it (see ``CGColor``). Apple's returns `nil` for spaces a colour cannot be made in
    /// (pattern spaces); every space OpenCoreGraphics creates accepts colours, so this returns a colour.
    public convenience init?(colorSpace space: CGColorSpace, components: UnsafePointer<CGFloat>) {
        let count = space.numberOfComponents + 1
        self.init(space: space, clamping: Array(UnsafeBufferPointer(start: components, count: count)))
    }

    /// Creates a colour in the Generic RGB colour space, the space Apple documents for this
    /// initializer (``kCGColorSpaceGenericRGB``, which OpenCoreGraphics renders as sRGB).
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(space: CGColorSpace.genericRGBSpace, clamping: [red, green, blue, alpha])
    }

    /// Creates a colour in the sRGB colour space.
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(space: CGColorSpace.sRGBSpace, clamping: [red, green, blue, alpha])
    }

    /// Creates a colour in the Generic Gray colour space, the space Apple documents for this
    /// initializer (``kCGColorSpaceGenericGray``, which OpenCoreGraphics renders as gray gamma 2.2).
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(space: CGColorSpace.genericGraySpace, clamping: [gray, alpha])
    }

    /// Creates a colour in the Generic Gray Gamma 2.2 colour space.
    public convenience init(genericGrayGamma2_2Gray gray: CGFloat, alpha: CGFloat) {
        self.init(space: CGColorSpace.genericGrayGamma2_2Space, clamping: [gray, alpha])
    }

    /// Creates a colour in the Generic CMYK colour space.
    public convenience init(genericCMYKCyan cyan: CGFloat, magenta: CGFloat, yellow: CGFloat, black: CGFloat,
                            alpha: CGFloat) {
        self.init(space: CGColorSpace.genericCMYKSpace, clamping: [cyan, magenta, yellow, black, alpha])
    }

    /// Black in the Generic Gray colour space: components `[0, 1]`.
    public static let black = CGColor(gray: 0, alpha: 1)

    /// White in the Generic Gray colour space: components `[1, 1]`.
    public static let white = CGColor(gray: 1, alpha: 1)

    /// The fully transparent colour in the Generic Gray colour space: components `[0, 0]`.
    public static let clear = CGColor(gray: 0, alpha: 0)

    /// The colour space of the colour; never `nil` in OpenCoreGraphics (Apple's is optional).
    public var colorSpace: CGColorSpace? { space }

    /// The colour components followed by alpha; never `nil` in OpenCoreGraphics.
    public var components: [CGFloat]? { storedComponents }

    /// The number of components, alpha included: the space's ``CGColorSpace/numberOfComponents`` + 1.
    public var numberOfComponents: Int { storedComponents.count }

    /// The alpha (opacity) component, the last of ``components``.
    public var alpha: CGFloat { storedComponents[storedComponents.count - 1] }

    /// A copy of the colour: an equal colour.
    public func copy() -> CGColor? {
        CGColor(space: space, unclampedComponents: storedComponents)
    }

    /// A copy of the colour with its alpha replaced by `alpha`, clamped to `[0, 1]`.
    public func copy(alpha: CGFloat) -> CGColor? {
        var components = storedComponents
        components[components.count - 1] = min(max(alpha, 0), 1)
        return CGColor(space: space, unclampedComponents: components)
    }

    /// Whether two colours have the same colour space and the same components.
    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
        lhs === rhs || (lhs.space == rhs.space && lhs.storedComponents == rhs.storedComponents)
    }

    /// Hashes the colour space and the components.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(space)
        hasher.combine(storedComponents)
    }

    /// A description in the spirit of Apple's: the colour space, then the components, for example
    /// `<CGColor> [<CGColorSpace> (kCGColorSpaceSRGB; kCGColorSpaceModelRGB)] ( 1 0 0 1 )`.
    public var description: String {
        let values = storedComponents.map { component -> String in
            let value = Double(component)
            return value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
        }.joined(separator: " ")
        return "<CGColor> [\(space)] ( \(values) )"
    }
}
