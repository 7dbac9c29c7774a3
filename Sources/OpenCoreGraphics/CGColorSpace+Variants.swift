/// Whether the colour space keeps component values outside `[0, 1]` (the "extended" spaces).
public func CGColorSpaceUsesExtendedRange(_ space: CGColorSpace) -> Bool { space.definition.isExtended }

/// The named colour space with the colorimetry of `space` and a linear transfer function, with the
/// same range (extended or not); `nil` when there is none (Adobe RGB, CMYK).
public func CGColorSpaceCreateLinearized(_ space: CGColorSpace) -> CGColorSpace? {
    space.definition.variant(linear: true, extended: space.definition.isExtended).map(CGColorSpace.init)
}

/// The named extended-range colour space with the colorimetry and transfer function of `space`;
/// `nil` when there is none (Adobe RGB, CMYK).
public func CGColorSpaceCreateExtended(_ space: CGColorSpace) -> CGColorSpace? {
    space.definition.variant(linear: space.definition.transfer == .linear, extended: true).map(CGColorSpace.init)
}

/// The named extended-range colour space with the colorimetry of `space` and a linear transfer
/// function; `nil` when there is none (Adobe RGB, CMYK).
public func CGColorSpaceCreateExtendedLinearized(_ space: CGColorSpace) -> CGColorSpace? {
    space.definition.variant(linear: true, extended: true).map(CGColorSpace.init)
}
