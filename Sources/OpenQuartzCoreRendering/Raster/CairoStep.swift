import _CCairo

/// Steps of a frame the software compositor leaves to Cairo, the reference renderer: text, what
/// layers drew themselves, and effects and projections it does not draw itself. ``FramePainter``
/// interprets them in place, in drawing order, into the same pixels (within the band being drawn).
struct CairoStep {
    /// The frame steps, whole effects.
    var range: Range<Int>
    /// The pixels they can change.
    var bounds: PixelRect
    /// Whether the steps are an effect (a shadow, a filter) that composites one picture source-over,
    /// drawn through a picture kept from frame to frame (``EffectPictures``).
    var keepsPicture = false
}

/// Performs ``CairoStep``s on a compositor target, through a Cairo surface over its pixels.
enum CairoStepPainter {
    /// Draws `step` of `frame` (whose space `toDevice` maps to device pixels) into `target`.
    static func paint(_ step: CairoStep, of frame: RenderFrame, toDevice: CGAffineTransform, into target: RasterTarget) {
        let area = step.bounds.intersection(target.rect)
        guard !area.isEmpty else { return }
        let width = target.rect.x1 - target.rect.x0, height = target.rect.y1 - target.rect.y0
        let bytes = UnsafeMutableRawPointer(target.origin).assumingMemoryBound(to: UInt8.self)
        guard let surface = cairo_image_surface_create_for_data(bytes, CAIRO_FORMAT_ARGB32, Int32(width), Int32(height),
                                                                Int32(target.stride * 4)) else { return }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return }
        cairo_surface_set_device_offset(surface, -Double(target.rect.x0), -Double(target.rect.y0))
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }
        cairo_rectangle(cr, Double(area.x0), Double(area.y0), Double(area.x1 - area.x0), Double(area.y1 - area.y0))
        cairo_clip(cr)
        var matrix = CairoGeometry.matrix(toDevice)
        cairo_set_matrix(cr, &matrix)
        FramePainter.paint(frame, range: step.range, in: cr)
        cairo_surface_flush(surface)
    }
}
