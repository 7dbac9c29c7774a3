import OpenCoreGraphics

/// The conversions between a gray context's levels and the sRGB the renderer draws in.
///
/// Gray levels convert to sRGB through OpenCoreGraphics' colour conversion (so a gray fill colour
/// comes back as the same level). sRGB pixels convert to gray by their Rec. 709 luma computed on the
/// encoded components (exact for neutral colours, an approximation for others that Apple does not
/// specify), then through the inverse table.
struct BitmapGrayTables {
    /// sRGB level of each gray level.
    let toSRGB: [UInt8]
    /// Gray level of each neutral sRGB level.
    let fromSRGB: [UInt8]

    init(space: CGColorSpace) {
        let srgb = CGColorSpace(name: CGColorSpace.sRGB)!
        toSRGB = (0...255).map { level in
            let color = CGColor(colorSpace: space, components: [CGFloat(level) / 255, 1])!
            let red = color.converted(to: srgb, intent: .defaultIntent, options: nil)?.components?[0] ?? 0
            return UInt8((min(max(red, 0), 1) * 255).rounded())
        }
        fromSRGB = (0...255).map { level in
            let color = CGColor(srgbRed: CGFloat(level) / 255, green: CGFloat(level) / 255, blue: CGFloat(level) / 255, alpha: 1)
            let gray = color.converted(to: space, intent: .defaultIntent, options: nil)?.components?[0] ?? 0
            return UInt8((min(max(gray, 0), 1) * 255).rounded())
        }
    }

    /// The gray level of an RGB24 word.
    @inline(__always)
    func gray(of word: UInt32) -> UInt8 {
        let r = (word >> 16) & 0xFF, g = (word >> 8) & 0xFF, b = word & 0xFF
        // Rec. 709 weights in 1/1024ths (218 + 732 + 74 = 1024), rounded.
        return fromSRGB[Int((218 * r + 732 * g + 74 * b + 512) >> 10)]
    }
}
