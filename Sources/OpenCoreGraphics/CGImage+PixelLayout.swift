/// Where the components of an accepted 8-bit pixel layout lie.
struct PixelLayout {
    /// The number of colour components: 1 (gray) or 3 (RGB).
    let colorCount: Int
    /// The size of a pixel in bytes.
    let bytesPerPixel: Int
    /// The byte offset within a pixel of each colour component, in the colour space's order.
    let colorOffsets: [Int]
    /// The byte offset of alpha, or `nil` when the pixel has none (no alpha, or padding).
    let alphaOffset: Int?
    /// Whether the colour components are premultiplied by alpha.
    let isPremultiplied: Bool

    /// The layout described by the arguments, or `nil` if it is not one OpenCoreGraphics reads.
    init?(bitsPerComponent: Int, bitsPerPixel: Int, model: CGColorSpaceModel, bitmapInfo: CGBitmapInfo) {
        guard bitsPerComponent == 8, bitmapInfo.rawValue & CGBitmapInfo.floatInfoMask.rawValue == 0,
              let alphaInfo = CGImageAlphaInfo(rawValue: bitmapInfo.rawValue & CGBitmapInfo.alphaInfoMask.rawValue),
              alphaInfo != .alphaOnly
        else { return nil }
        switch model {
        case .rgb: colorCount = 3
        case .monochrome: colorCount = 1
        default: return nil
        }
        let hasSlot = alphaInfo != .none
        bytesPerPixel = colorCount + (hasSlot ? 1 : 0)
        guard bitsPerPixel == bytesPerPixel * 8 else { return nil }

        // The components in big-endian (logical) order: the slot for alpha or padding first or last.
        let slotFirst = [.premultipliedFirst, .first, .noneSkipFirst].contains(alphaInfo)
        let colorLogical = Array((slotFirst ? 1 : 0)..<((slotFirst ? 1 : 0) + colorCount))
        let slotLogical = hasSlot ? (slotFirst ? 0 : colorCount) : nil

        let reversed: Bool
        switch (bitmapInfo.rawValue & CGBitmapInfo.byteOrderMask.rawValue, bytesPerPixel) {
        case (CGImageByteOrderInfo.orderDefault.rawValue, _): reversed = false
        case (CGImageByteOrderInfo.order16Big.rawValue, 2), (CGImageByteOrderInfo.order32Big.rawValue, 4):
            reversed = false
        case (CGImageByteOrderInfo.order16Little.rawValue, 2), (CGImageByteOrderInfo.order32Little.rawValue, 4):
            reversed = true
        default: return nil
        }
        let size = bytesPerPixel
        let memory = { (logical: Int) in reversed ? size - 1 - logical : logical }
        colorOffsets = colorLogical.map(memory)
        let hasAlpha = [.premultipliedFirst, .premultipliedLast, .first, .last].contains(alphaInfo)
        alphaOffset = hasAlpha ? slotLogical.map(memory) : nil
        isPremultiplied = alphaInfo == .premultipliedFirst || alphaInfo == .premultipliedLast
    }

    /// One 256-entry table per component (colour components, then alpha if present) applying the
    /// decode array `decode`: sample `s` becomes `min + s / 255 * (max - min)`, clamped to `[0, 1]`
    /// and requantised to 8 bits.
    func decodeTables(_ decode: UnsafePointer<CGFloat>) -> [[UInt8]] {
        let count = colorCount + (alphaOffset == nil ? 0 : 1)
        return (0..<count).map { component in
            let low = Double(decode[2 * component]), high = Double(decode[2 * component + 1])
            return (0...255).map { sample in
                let value = low + Double(sample) / 255 * (high - low)
                return UInt8((min(max(value, 0), 1) * 255).rounded())
            }
        }
    }
}
