/// A profile that specifies how to interpret a colour value for display, as Core Graphics defines it.
///
/// A colour space gives meaning to a colour's components: its ``model`` says what they are (gray,
/// RGB, CMYK), and its transfer function and primaries say which colour they denote. Create one by
/// name, `CGColorSpace(name: CGColorSpace.sRGB)`, or with `CGColorSpaceCreateDeviceRGB()` and its
/// siblings.
///
/// OpenCoreGraphics models each named space analytically (no ICC profiles): the sRGB, Display P3
/// and Adobe RGB (1998) families, gray with gamma 2.2 or linear, and generic CMYK; see
/// ``init(name:)`` for the list and for the spaces whose Apple profile is approximated. Spaces whose
/// names contain "extended" keep component values outside `[0, 1]`; the others clamp to it.
///
/// Colour spaces are immutable and may be shared between threads. Two colour spaces are equal when
/// they are the same space: made from the same name, or both the same device space.
public final class CGColorSpace: Sendable, Hashable, CustomStringConvertible {
    /// What the space is: its identity, model, transfer function, primaries and range.
    let definition: ColorSpaceDefinition

    /// Creates the colour space described by `definition`.
    init(definition: ColorSpaceDefinition) {
        self.definition = definition
    }

    /// Creates the colour space with the given name, or returns `nil` if the name is not one
    /// OpenCoreGraphics knows.
    ///
    /// Apple's initializer takes a `CFString`; Core Foundation's types are not available on Linux, so
    /// the names are Swift strings and `CGColorSpace(name: CGColorSpace.sRGB)` reads as it does on
    /// Apple's platforms. The known names are `sRGB`, `extendedSRGB`, `linearSRGB`,
    /// `extendedLinearSRGB`, `displayP3`, `extendedDisplayP3`, `linearDisplayP3`,
    /// `extendedLinearDisplayP3`, `adobeRGB1998`, `genericRGBLinear`, `genericGrayGamma2_2`,
    /// `linearGray`, `extendedGray`, `extendedLinearGray` and `genericCMYK` (static properties of
    /// this class) and the legacy ``kCGColorSpaceGenericRGB`` and ``kCGColorSpaceGenericGray``.
    ///
    /// Apple's Generic RGB and Generic Gray spaces are ICC profiles with their own primaries and
    /// tone curves, which cannot be reproduced faithfully without them: OpenCoreGraphics gives Generic
    /// RGB the behaviour of sRGB (and Generic RGB Linear that of linear sRGB), and Generic Gray the
    /// behaviour of Generic Gray Gamma 2.2. Generic CMYK converts by the naive formula described at
    /// ``CGColor/converted(to:intent:options:)``.
    public convenience init?(name: String) {
        guard let definition = ColorSpaceDefinition.named(name) else { return nil }
        self.init(definition: definition)
    }

    /// The name the colour space was created with, or `nil` for a space that was not created by name
    /// (the device spaces), as Apple's header documents for `CGColorSpaceCopyName`.
    public var name: String? { definition.isNamed ? definition.identifier : nil }

    /// The colour space's model: ``CGColorSpaceModel/monochrome``, ``CGColorSpaceModel/rgb`` or
    /// ``CGColorSpaceModel/cmyk``.
    public var model: CGColorSpaceModel { definition.model }

    /// The number of colour components, not counting alpha: 1 for gray, 3 for RGB, 4 for CMYK.
    public var numberOfComponents: Int { definition.numberOfComponents }

    /// Whether the space is an RGB space that can represent colours outside the sRGB gamut.
    ///
    /// Apple does not define "wide gamut" precisely. OpenCoreGraphics answers `true` for RGB spaces
    /// with primaries wider than sRGB's (Display P3, Adobe RGB) and for extended-range RGB spaces,
    /// whose unbounded components reach any colour; `false` otherwise.
    public var isWideGamutRGB: Bool {
        definition.model == .rgb && (definition.primaries != .sRGB || definition.isExtended)
    }

    /// Whether the space can be the destination of drawing; every space OpenCoreGraphics creates can.
    public var supportsOutput: Bool { true }

    /// The base colour space of an indexed or pattern space; `nil`, since OpenCoreGraphics creates
    /// neither kind.
    public var baseColorSpace: CGColorSpace? { nil }

    /// Whether two colour spaces are the same space (same name, or the same device space).
    public static func == (lhs: CGColorSpace, rhs: CGColorSpace) -> Bool {
        lhs.definition.identifier == rhs.definition.identifier
    }

    /// Hashes the identity of the space.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(definition.identifier)
    }

    /// A description in the spirit of Apple's: the space's identifier and model, for example
    /// `<CGColorSpace> (kCGColorSpaceSRGB; kCGColorSpaceModelRGB)`.
    public var description: String {
        let model = switch definition.model {
        case .monochrome: "kCGColorSpaceModelMonochrome"
        case .rgb: "kCGColorSpaceModelRGB"
        case .cmyk: "kCGColorSpaceModelCMYK"
        default: "kCGColorSpaceModelUnknown"
        }
        return "<CGColorSpace> (\(definition.identifier); \(model))"
    }
}

/// Creates a device-dependent RGB colour space.
///
/// Device RGB has no calibration of its own; OpenCoreGraphics treats its components as sRGB, as iOS
/// does. It is a different space from sRGB all the same: a colour in it is not equal to the same
/// components in sRGB, and its ``CGColorSpace/name`` is `nil`.
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace.deviceRGBSpace }

/// Creates a device-dependent gray colour space, which OpenCoreGraphics treats as Generic Gray Gamma
/// 2.2, as iOS does.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { CGColorSpace.deviceGraySpace }

/// Creates a device-dependent CMYK colour space, which converts by the same naive formula as
/// `genericCMYK`.
public func CGColorSpaceCreateDeviceCMYK() -> CGColorSpace { CGColorSpace.deviceCMYKSpace }
