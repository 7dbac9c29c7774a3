/// How a bitmap lays out its pixels: the alpha information, whether components are floating point,
/// and the byte order, packed into one integer as Core Graphics defines it.
///
/// The raw values are Apple's: the low five bits hold a ``CGImageAlphaInfo`` raw value, bit 8 marks
/// floating-point components, and bits 12 to 14 hold a ``CGImageByteOrderInfo`` raw value. Combine
/// them as on Apple's platforms:
/// `CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedFirst.rawValue).union(.byteOrder32Little)`.
public struct CGBitmapInfo: OptionSet, Sendable, Hashable {
    /// The packed value.
    public let rawValue: UInt32

    /// Creates bitmap information from its packed value.
    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// The mask that extracts the ``CGImageAlphaInfo`` raw value.
    public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
    /// The mask that extracts the floating-point information.
    public static let floatInfoMask = CGBitmapInfo(rawValue: 0xF00)
    /// The components are floating-point values.
    public static let floatComponents = CGBitmapInfo(rawValue: 1 << 8)
    /// The mask that extracts the ``CGImageByteOrderInfo`` raw value.
    public static let byteOrderMask = CGBitmapInfo(rawValue: 0x7000)
    /// The default byte order (the empty set).
    public static let byteOrderDefault = CGBitmapInfo([])
    /// 16-bit pixels in little-endian order.
    public static let byteOrder16Little = CGBitmapInfo(rawValue: CGImageByteOrderInfo.order16Little.rawValue)
    /// 32-bit pixels in little-endian order.
    public static let byteOrder32Little = CGBitmapInfo(rawValue: CGImageByteOrderInfo.order32Little.rawValue)
    /// 16-bit pixels in big-endian order.
    public static let byteOrder16Big = CGBitmapInfo(rawValue: CGImageByteOrderInfo.order16Big.rawValue)
    /// 32-bit pixels in big-endian order.
    public static let byteOrder32Big = CGBitmapInfo(rawValue: CGImageByteOrderInfo.order32Big.rawValue)

    /// 16-bit pixels in the byte order of the machine running the code.
    public static var byteOrder16Host: CGBitmapInfo { CGBitmapInfo(rawValue: CGImageByteOrderInfo.order16Host.rawValue) }
    /// 32-bit pixels in the byte order of the machine running the code.
    public static var byteOrder32Host: CGBitmapInfo { CGBitmapInfo(rawValue: CGImageByteOrderInfo.order32Host.rawValue) }
}
