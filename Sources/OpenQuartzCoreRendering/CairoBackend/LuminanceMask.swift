import _CCairo

/// Luminance masks for the Cairo backend: the mask's picture drawn offscreen, each pixel's alpha
/// replaced by its luminance (``RasterMaskKind/coverage(of:)``, the software compositor's own
/// formula), as a pattern for `cairo_mask`.
enum LuminanceMask {
    /// The pattern, placed for `cr`'s current matrix, of what `body` draws, its alpha the luminance;
    /// nil when `cr`'s clip is empty.
    static func pattern(like cr: OpaquePointer, body: (OpaquePointer) -> Void) -> OpaquePointer? {
        guard let (image, x, y) = Offscreen.render(like: cr, body: body) else { return nil }
        let luminance = RasterMaskKind(inverted: false, luminance: true)
        image.withPixels { pixels, stride in
            for row in 0..<image.height {
                for column in 0..<image.width {
                    pixels[row * stride + column] = luminance.coverage(of: pixels[row * stride + column]) << 24
                }
            }
        }
        let pattern = cairo_pattern_create_for_surface(image.surface)
        // User space to the image's pixels: the current matrix, then the image's offset.
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        matrix.x0 -= x
        matrix.y0 -= y
        cairo_pattern_set_matrix(pattern, &matrix)
        return pattern
    }
}
