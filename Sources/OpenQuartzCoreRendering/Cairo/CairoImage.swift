import _CCairo
import Foundation

/// A Cairo image surface in Cairo's ARGB32 format (premultiplied, native-endian 32-bit words: B, G,
/// R, A in memory on little-endian machines), owned by this object and destroyed with it.
///
/// It is the renderer's pixel buffer: layers are composited into one, content is drawn into one, and
/// images pass through one on their way to and from `CGImage`, whose canonical format is
/// premultiplied R, G, B, A bytes.
package final class CairoImage {
    /// The Cairo surface.
    package let surface: OpaquePointer
    /// The width, in pixels.
    package let width: Int
    /// The height, in pixels.
    package let height: Int

    /// A new surface of `width` by `height` transparent pixels; nil when Cairo cannot make it (a
    /// size that is not positive or too large).
    package init?(width: Int, height: Int) {
        guard width > 0, height > 0, width <= 32_767, height <= 32_767,
              let made = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
              cairo_surface_status(made) == CAIRO_STATUS_SUCCESS else { return nil }
        surface = made
        self.width = width
        self.height = height
    }

    /// Takes ownership of a surface Cairo made (from a PNG, say); nil when the surface is in error.
    package init?(adopting surface: OpaquePointer) {
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
              cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32 else {
            cairo_surface_destroy(surface)
            return nil
        }
        self.surface = surface
        width = Int(cairo_image_surface_get_width(surface))
        height = Int(cairo_image_surface_get_height(surface))
    }

    /// A surface holding the pixels of `image` (``isOpaque`` says whether every one is opaque).
    package convenience init?(image: CGImage) {
        self.init(width: image.width, height: image.height)
        cairo_surface_flush(surface)
        let stride = bytesPerRow
        let base = cairo_image_surface_get_data(surface)!
        var alphas: UInt8 = 255
        image.withUnsafePixelBytes { rgba in
            for y in 0..<height {
                let source = rgba.baseAddress!.advanced(by: y * width * 4).assumingMemoryBound(to: UInt8.self)
                let row = UnsafeMutableRawPointer(base.advanced(by: y * stride)).assumingMemoryBound(to: UInt32.self)
                for x in 0..<width {
                    let p = source.advanced(by: x * 4)
                    alphas &= p[3]
                    row[x] = UInt32(p[3]) << 24 | UInt32(p[0]) << 16 | UInt32(p[1]) << 8 | UInt32(p[2])
                }
            }
        }
        isOpaque = alphas == 255
        cairo_surface_mark_dirty(surface)
    }

    /// Whether every pixel is known to be opaque (found when the surface was made from an image;
    /// false when unknown).
    package private(set) var isOpaque = false

    deinit {
        cairo_surface_destroy(surface)
    }

    /// The distance in bytes from one row to the next.
    package var bytesPerRow: Int { Int(cairo_image_surface_get_stride(surface)) }

    /// A Cairo context drawing into the surface; the caller destroys it.
    package func makeContext() -> OpaquePointer {
        cairo_create(surface)!
    }

    /// Runs `body` with a new Cairo context on the surface, then flushes the surface.
    package func draw<Result>(_ body: (OpaquePointer) throws -> Result) rethrows -> Result {
        let cr = makeContext()
        defer {
            cairo_destroy(cr)
            cairo_surface_flush(surface)
        }
        return try body(cr)
    }

    /// The pixel at (x, y) as premultiplied (red, green, blue, alpha) bytes.
    package func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        cairo_surface_flush(surface)
        let base = UnsafeRawPointer(cairo_image_surface_get_data(surface)!)
        let word = base.load(fromByteOffset: y * bytesPerRow + x * 4, as: UInt32.self)
        return (UInt8(truncatingIfNeeded: word >> 16), UInt8(truncatingIfNeeded: word >> 8),
                UInt8(truncatingIfNeeded: word), UInt8(truncatingIfNeeded: word >> 24))
    }

    /// Runs `body` with the pixel words (premultiplied ARGB, native-endian) and the row stride in
    /// words, then marks the surface changed.
    package func withPixels<Result>(_ body: (UnsafeMutablePointer<UInt32>, Int) throws -> Result) rethrows -> Result {
        cairo_surface_flush(surface)
        defer { cairo_surface_mark_dirty(surface) }
        let base = UnsafeMutableRawPointer(cairo_image_surface_get_data(surface)!).assumingMemoryBound(to: UInt32.self)
        return try body(base, bytesPerRow / 4)
    }

    /// The pixels as an image (premultiplied RGBA, sRGB).
    package func makeImage() -> CGImage {
        cairo_surface_flush(surface)
        let stride = bytesPerRow
        let base = UnsafeRawPointer(cairo_image_surface_get_data(surface)!)
        var bytes = Data(count: width * height * 4)
        bytes.withUnsafeMutableBytes { out in
            let target = out.baseAddress!.assumingMemoryBound(to: UInt8.self)
            for y in 0..<height {
                let row = base.advanced(by: y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<width {
                    let word = row[x], p = target.advanced(by: (y * width + x) * 4)
                    p[0] = UInt8(truncatingIfNeeded: word >> 16)
                    p[1] = UInt8(truncatingIfNeeded: word >> 8)
                    p[2] = UInt8(truncatingIfNeeded: word)
                    p[3] = UInt8(truncatingIfNeeded: word >> 24)
                }
            }
        }
        return CGImage(width: width, height: height, canonicalPixels: bytes)
    }
}
