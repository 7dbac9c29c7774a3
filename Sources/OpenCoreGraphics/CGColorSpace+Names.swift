// The names of the colour spaces, spelled as Apple's Swift interface spells them. Apple's constants
// are `CFString`s whose values are the C identifiers (`kCGColorSpaceSRGB`); here they are Swift
// strings with the same values, for `CGColorSpace(name:)` (OpenCoreGraphics' `CFString` is `String`).

extension CGColorSpace {
    /// The sRGB colour space of IEC 61966-2-1: BT.709 primaries, D65 white, the piecewise sRGB
    /// transfer function; components clamp to `[0, 1]`.
    public static let sRGB = "kCGColorSpaceSRGB"
    /// sRGB with components allowed outside `[0, 1]`, encoded by the signed reflection of the sRGB
    /// transfer function (`sign(x) * f(|x|)`), as Apple documents.
    public static let extendedSRGB = "kCGColorSpaceExtendedSRGB"
    /// The sRGB primaries and white point with a linear transfer function.
    public static let linearSRGB = "kCGColorSpaceLinearSRGB"
    /// Linear sRGB with components allowed outside `[0, 1]`.
    public static let extendedLinearSRGB = "kCGColorSpaceExtendedLinearSRGB"
    /// Apple's Display P3: the DCI-P3 primaries, a D65 white point and the sRGB transfer function.
    public static let displayP3 = "kCGColorSpaceDisplayP3"
    /// Display P3 with components allowed outside `[0, 1]` (signed reflection of the transfer function).
    public static let extendedDisplayP3 = "kCGColorSpaceExtendedDisplayP3"
    /// The Display P3 primaries and white point with a linear transfer function.
    public static let linearDisplayP3 = "kCGColorSpaceLinearDisplayP3"
    /// Linear Display P3 with components allowed outside `[0, 1]`.
    public static let extendedLinearDisplayP3 = "kCGColorSpaceExtendedLinearDisplayP3"
    /// Adobe RGB (1998): its primaries, a D65 white point and a power law of 563/256 (about 2.2).
    public static let adobeRGB1998 = "kCGColorSpaceAdobeRGB1998"
    /// Generic RGB with a linear transfer function; OpenCoreGraphics models it as linear sRGB (see
    /// ``CGColorSpace/init(name:)``).
    public static let genericRGBLinear = "kCGColorSpaceGenericRGBLinear"
    /// Gray with a power-law transfer function of exponent 2.2 and a D65 white.
    public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"
    /// Gray with a linear transfer function: the component is the relative luminance.
    public static let linearGray = "kCGColorSpaceLinearGray"
    /// Generic Gray Gamma 2.2 with components allowed outside `[0, 1]` (signed reflection).
    public static let extendedGray = "kCGColorSpaceExtendedGray"
    /// Linear gray with components allowed outside `[0, 1]`.
    public static let extendedLinearGray = "kCGColorSpaceExtendedLinearGray"
    /// Generic CMYK, converted by the naive formula (see ``CGColor/converted(to:intent:options:)``).
    public static let genericCMYK = "kCGColorSpaceGenericCMYK"
}

/// The name of Apple's legacy Generic RGB colour space, the space of `CGColor(red:green:blue:alpha:)`.
///
/// Apple exports it under its C name only. OpenCoreGraphics gives it the behaviour of sRGB, since
/// Apple's Generic RGB Profile cannot be reproduced without the profile itself.
public let kCGColorSpaceGenericRGB = "kCGColorSpaceGenericRGB"

/// The name of Apple's legacy Generic Gray colour space, the space of `CGColor(gray:alpha:)` and of
/// `CGColor.black`, `.white` and `.clear`.
///
/// Apple exports it under its C name only. OpenCoreGraphics gives it the behaviour of Generic Gray
/// Gamma 2.2.
public let kCGColorSpaceGenericGray = "kCGColorSpaceGenericGray"

extension CGColorSpace {
    // Shared instances for the colours and functions that name a fixed space, so that creating a
    // colour does not create a colour space too.
    static let sRGBSpace = CGColorSpace(definition: .sRGB)
    static let genericRGBSpace = CGColorSpace(definition: .genericRGB)
    static let genericGraySpace = CGColorSpace(definition: .genericGray)
    static let genericGrayGamma2_2Space = CGColorSpace(definition: .genericGrayGamma2_2)
    static let genericCMYKSpace = CGColorSpace(definition: .genericCMYK)
    static let deviceRGBSpace = CGColorSpace(definition: .deviceRGB)
    static let deviceGraySpace = CGColorSpace(definition: .deviceGray)
    static let deviceCMYKSpace = CGColorSpace(definition: .deviceCMYK)
    static let linearSRGBSpace = CGColorSpace(definition: .linearSRGB)

    /// The extended sRGB space, in which colours from different spaces are interpolated.
    package static let extendedSRGBSpace = CGColorSpace(definition: .extendedSRGB)
}
