import _CCairo
import OpenCoreGraphics

/// The area a drawing command covers: where its source shows.
enum CairoShape {
    /// A device-space path filled with a rule.
    case fill([PathElement], CGPathFillRule)
    /// A device-space path stroked with a user-space pen (the CTM).
    case stroke([PathElement], StrokeStyle, ctm: CGAffineTransform)
    /// A user-space rectangle (an image's).
    case rect(CGRect, ctm: CGAffineTransform)
    /// Everything inside the clip (gradients, tiled images, layers, custom drawing).
    case everything

    /// Paints `source` through this shape on `cr` with `cr`'s current operator, multiplied by `alpha`.
    /// `base` maps Core Graphics device space to `cr`'s device space; `shift` is subtracted from
    /// device coordinates of patterns made on another context (see ``CairoSource/pattern(_:)``).
    func draw(_ source: CairoSource, alpha: Double, antialias: Bool, in cr: OpaquePointer,
              base: cairo_matrix_t, shift: (x: Double, y: Double) = (0, 0)) {
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_set_antialias(cr, antialias ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
        source.apply(in: cr, base: base, alpha: source.foldsAlpha ? alpha : 1, shift: shift)
        let paintAlpha = source.foldsAlpha ? 1 : alpha
        switch self {
        case let .fill(path, rule):
            CairoGeometry.setPath(path, in: cr)
            cairo_set_fill_rule(cr, CairoGeometry.fillRule(rule))
            Self.finishArea(cr, alpha: paintAlpha)
        case let .rect(rect, ctm):
            var user = CairoGeometry.matrix(ctm)
            cairo_transform(cr, &user)
            cairo_new_path(cr)
            cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
            Self.finishArea(cr, alpha: paintAlpha)
        case let .stroke(path, style, ctm):
            CairoGeometry.setPath(path, in: cr)
            var user = CairoGeometry.matrix(ctm)
            cairo_transform(cr, &user)
            CairoGeometry.applyStroke(style, in: cr)
            if paintAlpha < 1 {
                cairo_push_group(cr)
                cairo_stroke(cr)
                cairo_pop_group_to_source(cr)
                cairo_paint_with_alpha(cr, paintAlpha)
            } else {
                cairo_stroke(cr)
            }
        case .everything:
            cairo_paint_with_alpha(cr, paintAlpha)
        }
    }

    /// Fills the path set on `cr`, or clips to it and paints with `alpha`.
    private static func finishArea(_ cr: OpaquePointer, alpha: Double) {
        if alpha < 1 {
            cairo_clip(cr)
            cairo_paint_with_alpha(cr, alpha)
        } else {
            cairo_fill(cr)
        }
    }

    /// The shape's bounding box in Core Graphics device space, `nil` when it is the whole clip.
    /// Strokes are padded by half the widest pen (miters included).
    var deviceBounds: CGRect? {
        switch self {
        case let .fill(path, _):
            return CGPath(elements: path).boundingBox
        case let .stroke(path, style, ctm):
            let scale = max(hypot(ctm.a, ctm.b), hypot(ctm.c, ctm.d))
            let pad = style.lineWidth * scale * max(style.miterLimit, 1.5) / 2 + 2
            return CGPath(elements: path).boundingBox.insetBy(dx: -pad, dy: -pad)
        case let .rect(rect, ctm):
            return rect.applying(ctm)
        case .everything:
            return nil
        }
    }
}
