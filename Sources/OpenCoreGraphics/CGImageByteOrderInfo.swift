/// The byte order of a bitmap's pixels, as Core Graphics defines it.
///
/// The raw values are Apple's and occupy bits 12 to 14 of a ``CGBitmapInfo``
/// (``CGBitmapInfo/byteOrderMask``). A pixel of 16 or 32 bits is read as one integer of that size in
/// the given byte order; its components are then in the order the alpha information names, most
/// significant first. With the 32-bit little-endian order, premultiplied-first ARGB pixels are BGRA
/// in memory.
public enum CGImageByteOrderInfo: UInt32, Sendable, Hashable, CaseIterable {
    /// The mask that extracts the byte order from a bitmap-information value.
    case orderMask = 0x7000
    /// The default byte order: components in memory in the order the alpha information names.
    case orderDefault = 0
    /// 16-bit pixels in little-endian order.
    case order16Little = 0x1000
    /// 32-bit pixels in little-endian order.
    case order32Little = 0x2000
    /// 16-bit pixels in big-endian order.
    case order16Big = 0x3000
    /// 32-bit pixels in big-endian order.
    case order32Big = 0x4000

    /// 16-bit pixels in the byte order of the machine running the code.
    public static var order16Host: CGImageByteOrderInfo {
        1.littleEndian == 1 ? .order16Little : .order16Big
    }

    /// 32-bit pixels in the byte order of the machine running the code.
    public static var order32Host: CGImageByteOrderInfo {
        1.littleEndian == 1 ? .order32Little : .order32Big
    }
}
