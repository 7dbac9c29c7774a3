import _CCairo
import OpenCoreGraphics

extension CGContext {
    /// Creates a bitmap graphics context drawing into `data` (or into memory it allocates when `data`
    /// is `nil`), as Apple's `CGBitmapContextCreate` does.
    ///
    /// The context's user space starts with its origin at the bottom-left corner of the bitmap and y
    /// up, one unit per pixel, as on Apple's platforms: the first row in memory is the top of the
    /// image. The CTM reports the identity. After every drawing call `data` holds the current pixels.
    ///
    /// Supported layouts, all with `bitsPerComponent` 8 and integer components (Apple's list of
    /// supported pixel formats, less the 16-bit, float and CMYK ones):
    /// - RGB spaces, 32 bits per pixel, `CGImageAlphaInfo.premultipliedFirst`,
    ///   `CGImageAlphaInfo.premultipliedLast`, `CGImageAlphaInfo.noneSkipFirst` or
    ///   `CGImageAlphaInfo.noneSkipLast`, in the default, 32-bit big-endian or 32-bit little-endian
    ///   byte order (premultiplied-first little-endian is drawn into directly; the others convert);
    /// - gray spaces, 8 bits per pixel, `CGImageAlphaInfo.none` (drawn in sRGB and converted to gray
    ///   by luma);
    /// - `CGImageAlphaInfo.alphaOnly`, 8 bits per pixel, whatever `space` is (Apple's takes a null
    ///   space; Swift's signature cannot).
    ///
    /// `bytesPerRow` 0 means packed rows (`width` times the pixel size); otherwise it must be at least
    /// that. Returns `nil` for anything else, including non-premultiplied alpha, which Apple rejects
    /// too, and sizes Cairo cannot draw (over 32767 pixels a side).
    public convenience init?(data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int,
                             bytesPerRow: Int, space: CGColorSpace, bitmapInfo: UInt32) {
        guard width > 0, height > 0, width <= 32_767, height <= 32_767,
              var format = BitmapPixelFormat(bitsPerComponent: bitsPerComponent, space: space, bitmapInfo: bitmapInfo)
        else { return nil }
        let rowBytes = bytesPerRow == 0 ? width * format.bytesPerPixel : bytesPerRow
        guard rowBytes >= width * format.bytesPerPixel else { return nil }
        if case .native(let cairoFormat) = format,
           rowBytes % 4 != 0 || rowBytes < Int(cairo_format_stride_for_width(cairoFormat, Int32(width))) {
            // Cairo draws in place only on rows aligned to 4 bytes; convert otherwise.
            let first = cairoFormat == CAIRO_FORMAT_ARGB32
            format = 1.littleEndian == 1
                ? .rgb32(red: 2, green: 1, blue: 0, alpha: first ? 3 : nil)
                : .rgb32(red: 1, green: 2, blue: 3, alpha: first ? 0 : nil)
        }
        guard let backend = CairoBitmapBackend(format: format, data: data, width: width, height: height,
                                               bytesPerRow: rowBytes, space: space, bitmapInfo: bitmapInfo) else {
            return nil
        }
        let bitmap = Bitmap(data: backend.data, width: width, height: height, bitsPerComponent: 8,
                            bitsPerPixel: format.bytesPerPixel * 8, bytesPerRow: rowBytes, space: space,
                            bitmapInfo: CGBitmapInfo(rawValue: bitmapInfo))
        self.init(backend: backend, deviceBounds: CGRect(x: 0, y: 0, width: width, height: height), bitmap: bitmap)
    }
}
