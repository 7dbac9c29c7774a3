import OpenCoreGraphics

/// A frame's pixels where they lie (a `CGImage`'s canonical bytes, or a bitmap context's memory),
/// read by the encoders without a copy: `height` rows of `bytesPerRow` bytes, each pixel 8-bit
/// premultiplied colour in the order `layout` names.
///
/// It borrows memory it does not own: valid only while its source is, and only for reading.
package struct FramePixels {
    /// The order of a pixel's four bytes in memory.
    package enum Layout: Sendable {
        /// R, G, B, A: OpenCoreGraphics' canonical image format (`CGImage.withUnsafePixelBytes`).
        case rgba
        /// B, G, R, A: a bitmap context with `premultipliedFirst` alpha and 32-bit little-endian byte
        /// order, Cairo's `ARGB32` on a little-endian machine (what the frame pipeline draws into).
        case bgra

        /// `pixel` (four bytes of this layout read as a little-endian word) as a canonical word: red in
        /// the low byte, alpha in the high byte.
        @inline(__always)
        package func canonical(_ pixel: UInt32) -> UInt32 {
            switch self {
            case .rgba: pixel
            case .bgra: (pixel & 0xFF00_FF00) | ((pixel & 0xFF) << 16) | ((pixel >> 16) & 0xFF)
            }
        }
    }

    package let bytes: UnsafeRawBufferPointer
    package let width: Int
    package let height: Int
    package let bytesPerRow: Int
    package let layout: Layout

    /// The frame of `height` rows of `bytesPerRow` bytes at `bytes`, `width` pixels a row in `layout`.
    package init(bytes: UnsafeRawBufferPointer, width: Int, height: Int, bytesPerRow: Int, layout: Layout) {
        self.bytes = bytes
        self.width = width
        self.height = height
        self.bytesPerRow = bytesPerRow
        self.layout = layout
    }

    /// The pixels of row `index` (0 the top), as little-endian words of the frame's layout.
    @inline(__always)
    package func row(_ index: Int) -> UnsafeBufferPointer<UInt32> {
        UnsafeBufferPointer(start: (bytes.baseAddress! + index * bytesPerRow).assumingMemoryBound(to: UInt32.self),
                            count: width)
    }

    /// Writes row `index` as canonical words (``Layout/canonical(_:)``) to the `width` words at
    /// `target`: sixteen pixels a step as vectors (a manifest digests every pixel of every frame:
    /// a pixel at a time, reordering a 1080p frame took about as long as hashing it).
    package func canonicalRow(_ index: Int, into target: UnsafeMutablePointer<UInt32>) {
        let source = row(index)
        guard layout == .bgra else {
            target.update(from: source.baseAddress!, count: width)
            return
        }
        var x = 0
        #if _endian(little)
        let raw = UnsafeRawPointer(source.baseAddress!), out = UnsafeMutableRawPointer(target)
        while x + 16 <= width {
            let p = raw.loadUnaligned(fromByteOffset: x * 4, as: SIMD16<UInt32>.self)
            let swapped = (p & 0xFF00_FF00) | ((p & 0xFF) &<< 16) | ((p &>> 16) & 0xFF)
            out.storeBytes(of: swapped, toByteOffset: x * 4, as: SIMD16<UInt32>.self)
            x += 16
        }
        #endif
        while x < width {
            target[x] = layout.canonical(source[x]).littleEndian
            x += 1
        }
    }
}

extension FramePixels {
    /// The current pixels of an RGB bitmap context of 8-bit components, premultiplied alpha first and
    /// 32-bit little-endian byte order (B, G, R, A in memory: the layout the frame pipeline draws
    /// into, Cairo's own); nil for any other context, whose frames go through `makeImage()`.
    package init?(context: CGContext) {
        guard let data = context.data, context.bitsPerComponent == 8, context.bitsPerPixel == 32,
              context.colorSpace?.model == .rgb, context.width > 0, context.height > 0,
              context.alphaInfo == .premultipliedFirst,
              context.bitmapInfo.rawValue & CGBitmapInfo.byteOrderMask.rawValue == CGBitmapInfo.byteOrder32Little.rawValue
        else { return nil }
        self.init(bytes: UnsafeRawBufferPointer(start: data, count: context.bytesPerRow * context.height),
                  width: context.width, height: context.height, bytesPerRow: context.bytesPerRow, layout: .bgra)
    }
}
