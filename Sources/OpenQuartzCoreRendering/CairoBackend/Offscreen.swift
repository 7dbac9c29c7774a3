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
