import _CCairo
import OpenCoreGraphics

/// The compositing paths that need more than one Cairo operation: shadows, Core Graphics' bounded
/// Porter-Duff modes, and plus-darker, which Cairo lacks.
enum CairoCompositing {
    /// Draws the shadow of the source through the shape, then the source itself, both with `op`.
    ///
    /// The source is first drawn (with the alpha) into a scratch surface covering the clip and the
    /// area whose shadow falls into it; the shadow is that surface's alpha blurred (Gaussian, sigma =
    /// blur / 2, scaled from device to Cairo pixels by `base`), tinted with the shadow colour and
    /// offset by the shadow offset (device space, mapped through `base` without translation).
    static func withShadow(_ source: CairoSource, shape: CairoShape, state: DrawingState, shadow: DrawingShadow,
                           op: cairo_operator_t, in cr: OpaquePointer, base: cairo_matrix_t) {
        let scale = abs(base.xx * base.yy - base.xy * base.yx).squareRoot()
        let sigma = Double(shadow.blur) / 2 * scale
        let ox = base.xx * Double(shadow.offset.width) + base.xy * Double(shadow.offset.height)
        let oy = base.yx * Double(shadow.offset.width) + base.yy * Double(shadow.offset.height)
        guard let clip = deviceClipExtents(cr) else { return }
        let pad = (3 * sigma).rounded(.up) + 1
        var region = clip.union(clip.offsetBy(dx: -ox, dy: -oy).insetBy(dx: -pad, dy: -pad)).integral
        if let bounds = shape.deviceBounds {
            // Only the source's own area (in Cairo device space) matters, plus the blur.
            let device = bounds.applying(CairoGeometry.transform(base)).insetBy(dx: -pad, dy: -pad).integral
            region = region.intersection(device)
        }
        guard !region.isNull, region.width >= 1, region.height >= 1, region.width * region.height < CGFloat(1 << 28),
              let scratch = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(region.width), Int32(region.height)),
              cairo_surface_status(scratch) == CAIRO_STATUS_SUCCESS else { return }
        defer { cairo_surface_destroy(scratch) }
        let sc = cairo_create(scratch)!
        var shifted = base
        shifted.x0 -= region.minX
        shifted.y0 -= region.minY
        shape.draw(source, alpha: state.alpha, antialias: state.antialias, in: sc, base: shifted,
                   shift: (region.minX, region.minY))
        cairo_destroy(sc)
        cairo_surface_flush(scratch)

        let mask = sigma > 0.01 ? ShadowBlur.blurredAlpha(of: scratch, sigma: sigma) : cairo_surface_reference(scratch)!
        defer { cairo_surface_destroy(mask) }
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_set_operator(cr, op)
        let c = shadow.color
        cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha)
        cairo_mask_surface(cr, mask, region.minX + ox, region.minY + oy)
        cairo_set_source_surface(cr, scratch, region.minX, region.minY)
        cairo_paint(cr)
        cairo_restore(cr)
    }

    /// Composites with a Porter-Duff operator that Cairo applies outside the source too, limiting it
    /// to the shape as Core Graphics does: result = destination + coverage × (op(source, destination)
    /// − destination). `op(source, destination)` is computed over a copy of the destination, then
    /// copied back through the shape's coverage. Shadows are not drawn in these modes.
    static func bounded(_ source: CairoSource, shape: CairoShape, state: DrawingState, op: cairo_operator_t,
                        in cr: OpaquePointer, base: cairo_matrix_t) {
        let target = cairo_get_group_target(cr)!
        cairo_save(cr)
        CairoGeometry.pushDeviceGroup(cr)
        copyDestination(target, in: cr)
        cairo_set_operator(cr, op)
        source.apply(in: cr, base: base, alpha: source.foldsAlpha ? state.alpha : 1, shift: (0, 0))
        cairo_paint_with_alpha(cr, source.foldsAlpha ? 1 : state.alpha)
        cairo_identity_matrix(cr)
        let blended = cairo_pop_group(cr)!
        defer { cairo_pattern_destroy(blended) }
        var coverage: OpaquePointer?
        if case .everything = shape {} else {
            CairoGeometry.pushDeviceGroup(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
            shape.draw(.color(DrawingColor(red: 0, green: 0, blue: 0, alpha: 1)), alpha: 1,
                       antialias: state.antialias, in: cr, base: base)
            cairo_identity_matrix(cr)
            coverage = cairo_pop_group(cr)
        }
        cairo_identity_matrix(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_set_source(cr, blended)
        if let coverage {
            cairo_mask(cr, coverage)
            cairo_pattern_destroy(coverage)
        } else {
            cairo_paint(cr)
        }
        cairo_restore(cr)
    }

    /// Paints the pixels of `target` (the surface `cr` drew into before its current group) into the
    /// current group, unchanged.
    static func copyDestination(_ target: OpaquePointer, in cr: OpaquePointer) {
        cairo_identity_matrix(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(cr, target, 0, 0)
        cairo_paint(cr)
    }

    /// The clip's extents in `cr`'s device space, `nil` when empty.
    static func deviceClipExtents(_ cr: OpaquePointer) -> CGRect? {
        cairo_save(cr)
        cairo_identity_matrix(cr)
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        cairo_restore(cr)
        guard x2 > x1, y2 > y1 else { return nil }
        return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1).integral
    }
}
