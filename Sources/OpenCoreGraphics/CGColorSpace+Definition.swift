/// What a colour space is: the data behind a ``CGColorSpace``.
struct ColorSpaceDefinition: Hashable, Sendable {
    /// The space's identity: its Apple name, or a private identifier for a device space.
    let identifier: String
    /// Whether ``identifier`` is a name that `CGColorSpace(name:)` accepts.
    let isNamed: Bool
    /// The colour model.
    let model: CGColorSpaceModel
    /// The transfer function of the colour components (unused for CMYK).
    let transfer: ColorTransferFunction
    /// The RGB primaries; `nil` for gray and CMYK.
    let primaries: ColorPrimaries?
    /// Whether components may leave `[0, 1]`.
    let isExtended: Bool

    /// The number of colour components, without alpha.
    var numberOfComponents: Int {
        switch model {
        case .monochrome: 1
        case .cmyk: 4
        default: 3
        }
    }

    private init(_ identifier: String, named: Bool = true, _ model: CGColorSpaceModel,
                 _ transfer: ColorTransferFunction, _ primaries: ColorPrimaries?, extended: Bool = false) {
        self.identifier = identifier
        self.isNamed = named
        self.model = model
        self.transfer = transfer
        self.primaries = primaries
        self.isExtended = extended
    }

    static let sRGB = Self(CGColorSpace.sRGB, .rgb, .sRGB, .sRGB)
    static let extendedSRGB = Self(CGColorSpace.extendedSRGB, .rgb, .sRGB, .sRGB, extended: true)
    static let linearSRGB = Self(CGColorSpace.linearSRGB, .rgb, .linear, .sRGB)
    static let extendedLinearSRGB = Self(CGColorSpace.extendedLinearSRGB, .rgb, .linear, .sRGB, extended: true)
    static let displayP3 = Self(CGColorSpace.displayP3, .rgb, .sRGB, .displayP3)
    static let extendedDisplayP3 = Self(CGColorSpace.extendedDisplayP3, .rgb, .sRGB, .displayP3, extended: true)
    static let linearDisplayP3 = Self(CGColorSpace.linearDisplayP3, .rgb, .linear, .displayP3)
    static let extendedLinearDisplayP3 =
        Self(CGColorSpace.extendedLinearDisplayP3, .rgb, .linear, .displayP3, extended: true)
    static let adobeRGB1998 = Self(CGColorSpace.adobeRGB1998, .rgb, .gamma(563.0 / 256.0), .adobeRGB1998)
    static let genericRGB = Self(kCGColorSpaceGenericRGB, .rgb, .sRGB, .sRGB)
    static let genericRGBLinear = Self(CGColorSpace.genericRGBLinear, .rgb, .linear, .sRGB)
    static let genericGrayGamma2_2 = Self(CGColorSpace.genericGrayGamma2_2, .monochrome, .gamma(2.2), nil)
    static let genericGray = Self(kCGColorSpaceGenericGray, .monochrome, .gamma(2.2), nil)
    static let linearGray = Self(CGColorSpace.linearGray, .monochrome, .linear, nil)
    static let extendedGray = Self(CGColorSpace.extendedGray, .monochrome, .gamma(2.2), nil, extended: true)
    static let extendedLinearGray = Self(CGColorSpace.extendedLinearGray, .monochrome, .linear, nil, extended: true)
    static let genericCMYK = Self(CGColorSpace.genericCMYK, .cmyk, .linear, nil)
    static let deviceRGB = Self("kCGColorSpaceDeviceRGB", named: false, .rgb, .sRGB, .sRGB)
    static let deviceGray = Self("kCGColorSpaceDeviceGray", named: false, .monochrome, .gamma(2.2), nil)
    static let deviceCMYK = Self("kCGColorSpaceDeviceCMYK", named: false, .cmyk, .linear, nil)

    /// The named spaces, the canonical one of each colorimetry first (the order in which
    /// ``variant(linear:extended:)`` looks).
    static let named: [ColorSpaceDefinition] = [
        .sRGB, .extendedSRGB, .linearSRGB, .extendedLinearSRGB,
        .displayP3, .extendedDisplayP3, .linearDisplayP3, .extendedLinearDisplayP3,
        .adobeRGB1998, .genericRGB, .genericRGBLinear,
        .genericGrayGamma2_2, .linearGray, .extendedGray, .extendedLinearGray, .genericGray,
        .genericCMYK,
    ]

    /// The named space called `name`, if any.
    static func named(_ name: String) -> ColorSpaceDefinition? {
        named.first { $0.identifier == name }
    }

    /// The first named space with this space's model and primaries, the transfer function made
    /// linear or kept, and the given range; `nil` for CMYK or when no such space exists.
    func variant(linear: Bool, extended: Bool) -> ColorSpaceDefinition? {
        guard model != .cmyk else { return nil }
        let wantedTransfer = linear ? .linear : transfer
        return Self.named.first {
            $0.model == model && $0.primaries == primaries && $0.transfer == wantedTransfer && $0.isExtended == extended
        }
    }
}
