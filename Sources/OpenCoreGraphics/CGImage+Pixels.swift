extension CGImage {
    /// Creates an image from premultiplied RGBA pixels, 8 bits per component, rows packed top to
    /// bottom: OpenCoreGraphics' canonical format, the one its renderer produces.
    ///
    /// Returns `nil` unless `width` and `height` are positive, `bytes` holds exactly
    /// `width * height * 4` bytes and `colorSpace` is an RGB space. A colour component greater than its
    /// pixel's alpha (impossible for premultiplied colour) is reduced to the alpha.
    public convenience init?(width: Int, height: Int, premultipliedRGBA bytes: [UInt8],
                             colorSpace: CGColorSpace = CGColorSpace(name: CGColorSpace.sRGB)!,
                             shouldInterpolate: Bool = true, intent: CGColorRenderingIntent = .defaultIntent) {
        guard width > 0, height > 0, colorSpace.model == .rgb,
              case let (count, overflow) = width.multipliedReportingOverflow(by: height * 4), !overflow,
              bytes.count == count else { return nil }
        var canonical = bytes
        for index in stride(from: 0, to: count, by: 4) {
            let alpha = canonical[index + 3]
            canonical[index] = min(canonical[index], alpha)
            canonical[index + 1] = min(canonical[index + 1], alpha)
            canonical[index + 2] = min(canonical[index + 2], alpha)
        }
        self.init(width: width, height: height, pixels: Data(canonical), space: colorSpace,
                  shouldInterpolate: shouldInterpolate, intent: intent)
    }

    /// Calls `body` with the canonical pixel bytes (`height` rows of `bytesPerRow` bytes, each pixel
    /// premultiplied R, G, B, A), valid only for the duration of the call.
    public func withUnsafePixelBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        try pixels.withUnsafeBytes(body)
    }

    /// The premultiplied components of the pixel in column `x` and row `y`, row 0 being the top.
    ///
    /// - Precondition: `0 <= x < width` and `0 <= y < height`.
    public func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        precondition((0..<width).contains(x) && (0..<height).contains(y), "pixel (\(x), \(y)) is outside the image")
        let offset = pixels.startIndex + (y * width + x) * 4
        return (pixels[offset], pixels[offset + 1], pixels[offset + 2], pixels[offset + 3])
    }
}

extension CGImage {
    /// Creates an image from bytes already in the canonical format (premultiplied RGBA, packed rows,
    /// every colour component no greater than its alpha), without checking or copying them: the
    /// renderer's way to hand over a finished bitmap.
    package convenience init(width: Int, height: Int, canonicalPixels: Data,
                             colorSpace: CGColorSpace = CGColorSpace(name: CGColorSpace.sRGB)!) {
        precondition(width > 0 && height > 0 && canonicalPixels.count == width * height * 4,
                     "CGImage(canonicalPixels:): the bytes do not hold width * height pixels")
        self.init(width: width, height: height, pixels: canonicalPixels, space: colorSpace,
                  shouldInterpolate: true, intent: .defaultIntent)
    }
}
