/// Where a bitmap's pixels keep their alpha, and whether the colour components are premultiplied by
/// it, as Core Graphics defines it.
///
/// The raw values are Apple's and occupy the low five bits of a ``CGBitmapInfo``
/// (``CGBitmapInfo/alphaInfoMask``): `CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedLast.rawValue)`.
/// "First" and "last" name the alpha's place in the pixel in big-endian order, that is, in memory
/// order when the byte order is the default or big-endian.
public enum CGImageAlphaInfo: UInt32, Sendable, Hashable, CaseIterable {
    /// No alpha: the pixel holds only colour components. Equivalent to ``noneSkipLast`` when a
    /// pixel has room for one more component.
    case none = 0
    /// Alpha is the last component, and the colour components are premultiplied by it (RGBA).
    case premultipliedLast = 1
    /// Alpha is the first component, and the colour components are premultiplied by it (ARGB).
    case premultipliedFirst = 2
    /// Alpha is the last component; the colour components are not premultiplied.
    case last = 3
    /// Alpha is the first component; the colour components are not premultiplied.
    case first = 4
    /// The last component is padding to ignore: the pixel is opaque (RGBX).
    case noneSkipLast = 5
    /// The first component is padding to ignore: the pixel is opaque (XRGB).
    case noneSkipFirst = 6
    /// The pixel is alpha alone, with no colour components (a mask).
    case alphaOnly = 7
}
