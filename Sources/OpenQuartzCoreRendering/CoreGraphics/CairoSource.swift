import _CCairo
import OpenCoreGraphics

/// What a drawing command paints with, before its shape limits it: a colour, an image, a gradient,
/// or a finished group (a transparency layer's or custom drawing's pixels).
enum CairoSource {
    case color(DrawingColor)
    case image(CGImage, rect: CGRect, tiled: Bool, ctm: CGAffineTransform, quality: CGInterpolationQuality)
    case gradient(GradientGeometry, CGGradient, ctm: CGAffineTransform)
    /// A pattern positioned in device space of the context it was made on (owned by the caller).
    case pattern(OpaquePointer)

    /// Whether the context's alpha can be folded into the source colour (otherwise it is applied
    /// with `cairo_paint_with_alpha`).
    var foldsAlpha: Bool {
        if case .color = self { return true }
        return false
    }

    /// Makes this `cr`'s source: `base` maps Core Graphics device space to `cr`'s device space, and
    /// `alpha` multiplies a colour source; a pattern made on another context is placed at its device
    /// coordinates minus `shift`. Leaves `cr`'s matrix at `base`.
    func apply(in cr: OpaquePointer, base: cairo_matrix_t, alpha: Double, shift: (x: Double, y: Double)) {
        var m = base
        switch self {
        case .color(let c):
            cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha * alpha)
        case let .image(image, rect, tiled, ctm, quality):
            setUserMatrix(ctm, base: base, in: cr)
            let surface = CairoImageCache.surface(for: image)
            let pattern = cairo_pattern_create_for_surface(surface.surface)!
            // User space to image pixels: x from minX, y down from maxY (row 0 at the top).
            let sx = Double(image.width) / Double(rect.width), sy = Double(image.height) / Double(rect.height)
            var pm = cairo_matrix_t(xx: sx, yx: 0, xy: 0, yy: -sy, x0: -Double(rect.minX) * sx, y0: Double(rect.maxY) * sy)
            cairo_pattern_set_matrix(pattern, &pm)
            cairo_pattern_set_extend(pattern, tiled ? CAIRO_EXTEND_REPEAT : CAIRO_EXTEND_PAD)
            cairo_pattern_set_filter(pattern, Self.filter(quality, interpolate: image.shouldInterpolate))
            cairo_set_source(cr, pattern)
            cairo_pattern_destroy(pattern)
        case let .gradient(geometry, gradient, ctm):
            setUserMatrix(ctm, base: base, in: cr)
            var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
            cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
            let pattern = geometry.makePattern(gradient, userClip: CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1))
            cairo_set_source(cr, pattern)
            cairo_pattern_destroy(pattern)
        case .pattern(let pattern):
            var translation = cairo_matrix_t()
            cairo_matrix_init_translate(&translation, -shift.x, -shift.y)
            cairo_set_matrix(cr, &translation)
            cairo_set_source(cr, pattern)
        }
        cairo_set_matrix(cr, &m)
    }

    private func setUserMatrix(_ ctm: CGAffineTransform, base: cairo_matrix_t, in cr: OpaquePointer) {
        var m = base
        cairo_set_matrix(cr, &m)
        var user = CairoGeometry.matrix(ctm)
        cairo_transform(cr, &user)
    }

    /// Cairo's filter for an interpolation quality; nearest-neighbour for images that must not be
    /// interpolated.
    static func filter(_ quality: CGInterpolationQuality, interpolate: Bool) -> cairo_filter_t {
        guard interpolate else { return CAIRO_FILTER_NEAREST }
        switch quality {
        case .none: return CAIRO_FILTER_NEAREST
        case .low: return CAIRO_FILTER_FAST
        case .default, .medium: return CAIRO_FILTER_GOOD
        case .high: return CAIRO_FILTER_BEST
        }
    }
}

/// The Cairo image surfaces of images, made once per image and kept in the image's renderer cache.
enum CairoImageCache {
    /// The surface holding `image`'s pixels.
    static func surface(for image: CGImage) -> CairoImage {
        image.rendererCache.withLock { cached in
            if let surface = cached as? CairoImage { return surface }
            // Cairo cannot make surfaces larger than 32767 pixels a side; such images draw nothing
            // (a transparent 1-pixel surface stands in).
            let made = CairoImage(image: image) ?? CairoImage(width: 1, height: 1)!
            cached = made
            return made
        }
    }
}
