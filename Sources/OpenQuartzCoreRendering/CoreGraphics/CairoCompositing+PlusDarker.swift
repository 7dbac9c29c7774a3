import _CCairo
import OpenCoreGraphics

extension CairoCompositing {
    /// Composites with ``CGBlendMode/plusDarker`` (formula in its documentation), pixel by pixel over
    /// image surfaces; on other surfaces, which Cairo's image backend never makes here, it falls back
    /// to normal blending. Shadows are not drawn in this mode.
    static func plusDarker(_ source: CairoSource, shape: CairoShape, state: DrawingState, in cr: OpaquePointer,
                           base: cairo_matrix_t) {
        let target = cairo_get_group_target(cr)!
        cairo_save(cr)
        defer { cairo_restore(cr) }
        CairoGeometry.pushDeviceGroup(cr)
        shape.draw(source, alpha: state.alpha, antialias: state.antialias, in: cr, base: base)
        cairo_identity_matrix(cr)
        let painted = cairo_pop_group(cr)!
        defer { cairo_pattern_destroy(painted) }
        CairoGeometry.pushDeviceGroup(cr)
        copyDestination(target, in: cr)
        let result = cairo_pop_group(cr)!
        defer { cairo_pattern_destroy(result) }
        var sourceSurface: OpaquePointer?, resultSurface: OpaquePointer?
        cairo_pattern_get_surface(painted, &sourceSurface)
        cairo_pattern_get_surface(result, &resultSurface)
        guard let s = sourceSurface, let d = resultSurface, PixelRows.isARGB32Image(s), PixelRows.isARGB32Image(d),
              cairo_image_surface_get_width(s) == cairo_image_surface_get_width(d),
              cairo_image_surface_get_height(s) == cairo_image_surface_get_height(d) else {
            cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
            cairo_set_source(cr, painted)
            cairo_paint(cr)
            return
        }
        PixelRows.plusDarker(source: s, into: d)
        cairo_identity_matrix(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_set_source(cr, result)
        cairo_paint(cr)
    }
}
