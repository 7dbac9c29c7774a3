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
    /// Draws the shadow of a layer, then the layer (`body`, drawing frame steps with `cr`'s matrix,
    /// which maps the frame's space to the device), within the shadow's clip. The layer's opacity
    /// is the group around both (``FrameBuilder``).
    static func draw(_ shadow: FrameShadow, frame: RenderFrame, in cr: OpaquePointer, body: (OpaquePointer) -> Void) {
        cairo_save(cr)
        defer { cairo_restore(cr) }
        FramePainter.clip(shadow.placement.clip, of: frame, in: cr)
        var base = cairo_matrix_t()
        cairo_get_matrix(cr, &base)
        let toDevice = frame.maps[shadow.placement.map].followed(by: base)
        // The layer's linear map near its centre (exact for an affine map), for the blur's reach
        // and the offset.
        let ctm = toDevice.linearization(at: CGPoint(x: shadow.extents.midX, y: shadow.extents.midY))
        let sigma = Double(shadow.radius) / 2 * ctm.maximumScale
        let margin = (3 * sigma).rounded(.up) + 1 + (sigma.isFinite ? Double(ShadowBlur.reducedReach(sigma: sigma)) : 0)
        let offset = (Double(shadow.offset.width) * ctm.xx + Double(shadow.offset.height) * ctm.xy,
                      Double(shadow.offset.width) * ctm.yx + Double(shadow.offset.height) * ctm.yy)
        let clip = Offscreen.deviceClipExtents(cr)
        let content = LayerExtents.projectedBox(shadow.extents, through: toDevice) ?? clip
        // The region drawn offscreen: the layer and the reach of its blur, where it shows in the clip
        // itself or casts shadow into it.
        let needed = clip.union(clip.offsetBy(dx: -offset.0, dy: -offset.1)).insetBy(dx: -margin, dy: -margin)
        // A blur or an offset that is not a number, or an offscreen region past 2^26 pixels (a blur
        // of thousands of pixels, whose shadow is spread too thin to see), casts no shadow: the
        // layer is drawn without one rather than not at all.
        guard sigma.isFinite, offset.0.isFinite, offset.1.isFinite else { return body(cr) }
        let region = content.insetBy(dx: -margin, dy: -margin).intersection(needed).integral
        guard !region.isNull, region.width > 0, region.height > 0 else { return }
        guard let image = Offscreen.render(region, matrix: base, body: body) else { return body(cr) }
        let alpha = shadowAlpha(shadow, content: image, toDevice: toDevice.followed(by: .translation(-region.minX, -region.minY)),
                                sigma: sigma, origin: (Int(region.minX), Int(region.minY)))
        defer { if let alpha { cairo_surface_destroy(alpha) } }
        cairo_identity_matrix(cr)
        // Only the boxes that can hold ink are composited: the layer's drawn pixels, and (for a
        // shadow of the drawn content) those grown by the blur's reach and moved by the offset.
        // Elsewhere both pictures are transparent; the offscreen region spans the clip.
        let ink = Offscreen.inkBox(of: image)
        if let alpha, CairoColor.setVisibleSource(shadow.color, alpha: shadow.opacity, on: cr) {
            cairo_save(cr)
            if shadow.path == nil, let ink {
                let reach = margin + 1
                cairo_rectangle(cr, Double(region.minX) + offset.0 + Double(ink.x0) - reach, Double(region.minY) + offset.1 + Double(ink.y0) - reach,
                                Double(ink.x1 - ink.x0) + 2 * reach, Double(ink.y1 - ink.y0) + 2 * reach)
                cairo_clip(cr)
            }
            cairo_mask_surface(cr, alpha, Double(region.minX) + offset.0, Double(region.minY) + offset.1)
            cairo_restore(cr)
        }
        guard let ink else { return }
        Offscreen.paint(image, x: Double(region.minX), y: Double(region.minY), ink: ink, on: cr)
    }

    /// The shadow's alpha: that of `shadowPath` (filled with the non-zero rule, through the layer's
    /// map to the image `toDevice`) or of the drawn content, blurred; an A8 surface the caller
    /// destroys. `origin` is where the picture's first pixel is on the device.
    static func shadowAlpha(_ shadow: FrameShadow, content: CairoImage, toDevice: PlaneMap, sigma: Double,
                            origin: (x: Int, y: Int)) -> OpaquePointer? {
        guard let path = shadow.path else { return ShadowBlur.blurredAlpha(of: content.surface, sigma: sigma, origin: origin) }
        guard let shape = CairoImage(width: content.width, height: content.height) else { return nil }
        shape.draw { target in
            if var affine = toDevice.affineMatrix {
                cairo_set_matrix(target, &affine)
                CairoPath.append(path, to: target)
            } else {
                for subpath in path.flattenedSubpaths(tolerance: 0.1) {
                    cairo_new_sub_path(target)
                    for point in subpath.points {
                        if let q = toDevice.apply(point) { cairo_line_to(target, Double(q.x), Double(q.y)) }
                    }
                    cairo_close_path(target)
                }
            }
            cairo_set_source_rgba(target, 0, 0, 0, 1)
            cairo_fill(target)
        }
        return ShadowBlur.blurredAlpha(of: shape.surface, sigma: sigma, origin: origin)
    }
}
