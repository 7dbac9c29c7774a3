import _CCairo

/// A layer's shadow (shadowColor, shadowOpacity, shadowOffset, shadowRadius, shadowPath).
///
/// The shadow takes the shape of `shadowPath` when it is set, otherwise of the layer's composited
/// alpha (background, contents, sublayers and border), as Apple documents. It is offset by
/// `shadowOffset` in the layer's coordinates (so the default (0, -3) casts it 3 points towards
/// smaller y, which is up in OpenQuartzCore's y-down drawing, as on iOS) and blurred by a Gaussian of
/// standard deviation `shadowRadius / 2` (Core Graphics' reading of a blur radius; Apple gives no
/// formula). The layer's opacity applies to shadow and layer together, and with `masksToBounds` the
/// shadow is clipped to the bounds like everything else the layer draws.
enum ShadowRenderer {
    /// Whether the layer casts a visible shadow.
    static func isVisible(_ state: LayerState) -> Bool {
        guard state.shadowOpacity > 0, let color = state.shadowColor else { return false }
        return color.alpha > 0
    }

    /// Draws the layer's shadow, then the layer (`body`, drawing in the layer's coordinates), with
    /// `opacity` applied to both as one group.
    static func draw(_ layer: LayerSnapshot, state: LayerState, opacity: Double, in cr: OpaquePointer,
                     body: (OpaquePointer) -> Void) {
        var ctm = cairo_matrix_t()
        cairo_get_matrix(cr, &ctm)
        let sigma = Double(state.shadowRadius) / 2 * ctm.maximumScale
        let margin = (3 * sigma).rounded(.up) + 1
        let offset = (Double(state.shadowOffset.width) * ctm.xx + Double(state.shadowOffset.height) * ctm.xy,
                      Double(state.shadowOffset.width) * ctm.yx + Double(state.shadowOffset.height) * ctm.yy)
        var extents = LayerExtents.drawing(of: layer, state: state)
        if let path = state.shadowPath, !path.isEmpty { extents = extents.union(path.boundingBoxOfPath) }
        let content = ctm.boundingBox(of: extents)
        // The region drawn offscreen: the layer and the reach of its blur, where it shows in the clip
        // itself or casts shadow into it.
        let clip = Offscreen.deviceClipExtents(cr)
        let needed = clip.union(clip.offsetBy(dx: -offset.0, dy: -offset.1)).insetBy(dx: -margin, dy: -margin)
        let region = content.insetBy(dx: -margin, dy: -margin).intersection(needed).integral
        guard !region.isNull, region.width > 0, region.height > 0,
              let image = CairoImage(width: Int(region.width), height: Int(region.height)) else { return }
        var local = ctm
        local.x0 -= Double(region.minX)
        local.y0 -= Double(region.minY)
        image.draw { target in
            cairo_set_matrix(target, &local)
            body(target)
        }
        let shadow = makeShadowAlpha(state, content: image, matrix: local, sigma: sigma)
        defer { if let shadow { cairo_surface_destroy(shadow) } }
        cairo_save(cr)
        if state.masksToBounds {
            RoundedRect.addPath(state.bounds, radius: state.cornerRadius, corners: state.maskedCorners, to: cr)
            cairo_clip(cr)
        }
        cairo_identity_matrix(cr)
        cairo_push_group(cr)
        if let shadow, let color = state.shadowColor,
           CairoColor.setVisibleSource(color, alpha: Double(min(max(state.shadowOpacity, 0), 1)), on: cr) {
            cairo_mask_surface(cr, shadow, Double(region.minX) + offset.0, Double(region.minY) + offset.1)
        }
        cairo_set_source_surface(cr, image.surface, Double(region.minX), Double(region.minY))
        cairo_paint(cr)
        cairo_pop_group_to_source(cr)
        cairo_paint_with_alpha(cr, opacity)
        cairo_restore(cr)
    }

    /// The shadow's alpha: that of `shadowPath` (filled with the non-zero rule) or of the drawn
    /// content, blurred; an A8 surface the caller destroys.
    static func makeShadowAlpha(_ state: LayerState, content: CairoImage, matrix: cairo_matrix_t, sigma: Double) -> OpaquePointer? {
        guard let path = state.shadowPath else { return ShadowBlur.blurredAlpha(of: content.surface, sigma: sigma) }
        guard let shape = CairoImage(width: content.width, height: content.height) else { return nil }
        var m = matrix
        shape.draw { target in
            cairo_set_matrix(target, &m)
            CairoPath.append(path, to: target)
            cairo_set_source_rgba(target, 0, 0, 0, 1)
            cairo_fill(target)
        }
        return ShadowBlur.blurredAlpha(of: shape.surface, sigma: sigma)
    }
}
