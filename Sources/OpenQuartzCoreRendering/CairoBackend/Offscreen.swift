import _CCairo

/// Drawing into a separate image that covers the part of the target inside its clip, for effects
/// that need the drawn pixels (instance colours, cross-fades).
enum Offscreen {
    /// Draws `body` with `cr`'s matrix into a new image covering `cr`'s clip in device pixels; returns
    /// the image and the device position of its top-left pixel, or nil when the clip is empty.
    static func render(like cr: OpaquePointer, body: (OpaquePointer) -> Void) -> (image: CairoImage, x: Double, y: Double)? {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        let clip = deviceClipExtents(cr)
        let x0 = Double(clip.minX).rounded(.down), y0 = Double(clip.minY).rounded(.down)
        let x1 = Double(clip.maxX).rounded(.up), y1 = Double(clip.maxY).rounded(.up)
        guard x1 > x0, y1 > y0, let image = CairoImage(width: Int(x1 - x0), height: Int(y1 - y0)) else { return nil }
        matrix.x0 -= x0
        matrix.y0 -= y0
        image.draw { target in
            cairo_set_matrix(target, &matrix)
            body(target)
        }
        return (image, x0, y0)
    }

    /// Draws `body` with the device matrix `base` into a new image covering the device pixels
    /// `region` (whole pixels); nil when the region is empty or past 2^26 pixels (a caller then
    /// draws without its effect rather than not at all).
    static func render(_ region: CGRect, matrix base: cairo_matrix_t, body: (OpaquePointer) -> Void) -> CairoImage? {
        guard !region.isNull, region.width > 0, region.height > 0, region.width * region.height <= Double(1 << 26),
              let image = CairoImage(width: Int(region.width), height: Int(region.height)) else { return nil }
        var shifted = base
        shifted.x0 -= Double(region.minX)
        shifted.y0 -= Double(region.minY)
        image.draw { target in
            cairo_set_matrix(target, &shifted)
            body(target)
        }
        return image
    }

    /// The box of `image`'s pixels that are not transparent, or nil when all are.
    static func inkBox(of image: CairoImage) -> (x0: Int, y0: Int, x1: Int, y1: Int)? {
        image.withPixels { pixels, stride in
            ShadowBlur.inkBox(UnsafeRawPointer(pixels), stride: stride * 4, width: image.width, height: image.height)
        }
    }

    /// Composites the box `ink` of `image`, whose top-left pixel lies at device (`x`, `y`), over
    /// `cr` (elsewhere the image is transparent: only its ink is composited). `cr`'s matrix is
    /// left as the identity.
    static func paint(_ image: CairoImage, x: Double, y: Double, ink: (x0: Int, y0: Int, x1: Int, y1: Int), on cr: OpaquePointer) {
        cairo_identity_matrix(cr)
        cairo_set_source_surface(cr, image.surface, x, y)
        cairo_rectangle(cr, x + Double(ink.x0), y + Double(ink.y0), Double(ink.x1 - ink.x0), Double(ink.y1 - ink.y0))
        cairo_fill(cr)
    }

    /// Paints an image made by ``render(like:body:)`` back at its device position.
    static func paint(_ image: CairoImage, x: Double, y: Double, alpha: Double = 1, on cr: OpaquePointer) {
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_set_source_surface(cr, image.surface, x, y)
        cairo_paint_with_alpha(cr, alpha)
        cairo_restore(cr)
    }
}

extension Offscreen {
    /// The bounding box of `cr`'s clip in device pixels (whatever its current matrix).
    static func deviceClipExtents(_ cr: OpaquePointer) -> CGRect {
        var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_clip_extents(cr, &x0, &y0, &x1, &y1)
        cairo_restore(cr)
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
