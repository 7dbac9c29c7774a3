extension CGImage {
    /// Creates an image from bytes in one of the usual 8-bit layouts, converting them to the canonical
    /// premultiplied RGBA format (see ``CGImage``).
    ///
    /// Accepted layouts, with `bitsPerComponent` 8 and integer components:
    /// - RGB spaces: 32-bit pixels with alpha or padding first or last (every ``CGImageAlphaInfo``
    ///   but `none` and `alphaOnly`), and 24-bit pixels with `none`;
    /// - gray spaces: 8-bit pixels with `none`, and 16-bit pixels with alpha or padding first or last.
    ///
    /// The byte order is the default, the big-endian order of the pixel's size (the same thing), or
    /// the little-endian order of the pixel's size, which reverses the components in memory (32-bit
    /// little-endian premultiplied-first pixels are BGRA). `bytesPerRow` may exceed the row's length;
    /// the provider must hold every row. A `decode` array, if given, holds a `(min, max)` pair for each
    /// colour component and then for alpha, and maps each sample `s` to `min + s / 255 * (max - min)`.
    ///
    /// Straight (non-premultiplied) colour is premultiplied on creation, each component becoming
    /// `c * a / 255` rounded to the nearest integer; a premultiplied component greater than its alpha
    /// is reduced to it. Pixels without alpha are opaque. Gray pixels are converted to RGB: to linear
    /// sRGB for the linear gray spaces (exactly, R = G = B = gray) and to sRGB for the others, each level
    /// through the colour conversion of ``CGColor/converted(to:intent:options:)``, and
    /// ``colorSpace`` is that RGB space.
    ///
    /// Returns `nil` for anything else: non-positive sizes, other component sizes, floating-point
    /// components, CMYK or other colour spaces, mismatched pixel sizes, 16-bit byte orders on 32-bit
    /// pixels and the like, rows shorter than `width` pixels, or too few bytes.
    public convenience init?(width: Int, height: Int, bitsPerComponent: Int, bitsPerPixel: Int, bytesPerRow: Int,
                             space: CGColorSpace, bitmapInfo: CGBitmapInfo, provider: CGDataProvider,
                             decode: UnsafePointer<CGFloat>?, shouldInterpolate: Bool,
                             intent: CGColorRenderingIntent) {
        guard width > 0, height > 0,
              let layout = PixelLayout(bitsPerComponent: bitsPerComponent, bitsPerPixel: bitsPerPixel,
                                       model: space.model, bitmapInfo: bitmapInfo),
              case let (rowLength, overflow) = width.multipliedReportingOverflow(by: layout.bytesPerPixel), !overflow,
              bytesPerRow >= rowLength,
              case let (lastRow, overflow2) = bytesPerRow.multipliedReportingOverflow(by: height - 1), !overflow2,
              let data = provider.data, data.count >= lastRow + rowLength
        else { return nil }

        let decodeTables = decode.map { layout.decodeTables($0) }
        let target = layout.colorCount == 1
            ? (space.definition.transfer == .linear ? CGColorSpace.linearSRGBSpace : CGColorSpace.sRGBSpace)
            : space
        let grayTable = layout.colorCount == 1 ? Self.grayTable(from: space, to: target) : []

        var output = [UInt8](repeating: 0, count: width * height * 4)
        data.withUnsafeBytes { (source: UnsafeRawBufferPointer) in
            output.withUnsafeMutableBufferPointer { destination in
                var out = 0
                for y in 0..<height {
                    var pixel = y * bytesPerRow
                    for _ in 0..<width {
                        var alpha = 255
                        if let offset = layout.alphaOffset {
                            alpha = Int(source[pixel + offset])
                            if let tables = decodeTables { alpha = Int(tables[layout.colorCount][alpha]) }
                        }
                        var color = SIMD3<Int>()
                        for channel in 0..<layout.colorCount {
                            var value = Int(source[pixel + layout.colorOffsets[channel]])
                            if let tables = decodeTables { value = Int(tables[channel][value]) }
                            color[channel] = value
                        }
                        if layout.colorCount == 1 {
                            var gray = color[0]
                            if layout.isPremultiplied {
                                // Back to straight gray (rounded), so that the conversion sees the colour.
                                gray = alpha == 0 ? 0 : min(255, (gray * 510 + alpha) / (2 * alpha))
                            }
                            let converted = (Int(grayTable[gray]) * alpha + 127) / 255
                            color = SIMD3(repeating: converted)
                        } else if layout.isPremultiplied {
                            color = color.replacing(with: alpha, where: color .> alpha)
                        } else {
                            // Rounds c * a / 255 to the nearest integer (no ties arise: 255 is odd).
                            color = (color &* alpha &+ 127) / 255
                        }
                        destination[out] = UInt8(color[0])
                        destination[out + 1] = UInt8(color[1])
                        destination[out + 2] = UInt8(color[2])
                        destination[out + 3] = UInt8(alpha)
                        out += 4
                        pixel += layout.bytesPerPixel
                    }
                }
            }
        }
        self.init(width: width, height: height, pixels: Data(output), space: target,
                  shouldInterpolate: shouldInterpolate, intent: intent)
    }

    /// The 8-bit level in `target` (an RGB space) of each 8-bit gray level in `space`.
    private static func grayTable(from space: CGColorSpace, to target: CGColorSpace) -> [UInt8] {
        (0...255).map { level in
            let rgb = space.definition.convert(SIMD4(Double(level) / 255, 0, 0, 0), to: target.definition)
            return UInt8((min(max(rgb[0], 0), 1) * 255).rounded())
        }
    }
}
