import _CCairo

extension FramePainter {
    /// Paints one drawing step.
    static func paintStep(_ op: FrameOp, of frame: RenderFrame, in cr: OpaquePointer) {
        switch op {
        case .rect(let rect):
            draw(rect.placement, extents: rect.rect, of: frame, in: cr) { paint(rect, in: $0) }
        case .image(let image):
            draw(image.placement, extents: image.destination, of: frame, in: cr) { paint(image, in: $0) }
        case .shape(let shape):
            let state = frame.states[shape.state]
            draw(shape.placement, extents: LayerExtents.shape(state), of: frame, in: cr) { target in
                withAlpha(shape.alpha, in: target) {
                    if shape.stroke { ShapeLayerPainter.stroke(state, in: $0) } else { ShapeLayerPainter.fill(state, in: $0) }
                }
            }
        case .gradient(let content):
            let state = frame.states[content.state]
            draw(content.placement, extents: state.bounds, of: frame, in: cr) { GradientLayerPainter.paint(state, in: $0) }
        case .text(let content):
            let state = frame.states[content.state]
            draw(content.placement, extents: state.bounds, of: frame, in: cr) { TextLayerPainter.paint(state, in: $0) }
        case .displayList(let list):
            draw(list.placement, extents: list.frame, of: frame, in: cr) { paint(list, in: $0) }
        case .begin, .next, .end:
            break
        }
    }

    /// Draws `body` at `alpha` (through a group when below 1).
    static func withAlpha(_ alpha: Double, in cr: OpaquePointer, _ body: (OpaquePointer) -> Void) {
        guard alpha < 1 else {
            body(cr)
            return
        }
        cairo_push_group(cr)
        body(cr)
        cairo_pop_group_to_source(cr)
        cairo_paint_with_alpha(cr, alpha)
    }

    /// A rounded rectangle in its colour, less its hole (the even-odd rule takes the inside out).
    static func paint(_ rect: FrameRect, in cr: OpaquePointer) {
        guard CairoColor.setVisibleSource(rect.color, alpha: rect.alpha, on: cr) else { return }
        RoundedRect.addPath(rect.rect, radius: rect.radius, corners: rect.corners, to: cr)
        if !rect.hole.isNull {
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
            RoundedRect.addPath(rect.hole, radius: rect.holeRadius, corners: rect.corners, to: cr)
        }
        cairo_fill(cr)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
    }

    /// A rectangle of an image drawn into a rectangle of the layer, with the layer's filter, its
    /// edge pixels extended beyond it.
    static func paint(_ step: FrameImage, in cr: OpaquePointer) {
        let s = step.source, d = step.destination
        guard d.width > 0, d.height > 0 else { return }
        let surface = CairoImageCache.surface(for: step.image)
        let pattern = cairo_pattern_create_for_surface(surface.surface)!
        defer { cairo_pattern_destroy(pattern) }
        var m = cairo_matrix_t()
        cairo_matrix_init_translate(&m, Double(s.minX), Double(s.minY))
        cairo_matrix_scale(&m, Double(s.width / d.width), Double(s.height / d.height))
        cairo_matrix_translate(&m, -Double(d.minX), -Double(d.minY))
        cairo_pattern_set_matrix(pattern, &m)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_pattern_set_filter(pattern, step.filter == .nearest ? CAIRO_FILTER_NEAREST
                                    : step.filter == .trilinear ? CAIRO_FILTER_GOOD : CAIRO_FILTER_BILINEAR)
        cairo_save(cr)
        cairo_set_source(cr, pattern)
        cairo_rectangle(cr, Double(d.minX), Double(d.minY), Double(d.width), Double(d.height))
        if step.alpha < 1 {
            cairo_clip(cr)
            cairo_paint_with_alpha(cr, step.alpha)
        } else {
            cairo_fill(cr)
        }
        cairo_restore(cr)
    }

    /// Plays back what a layer drew, placed as an image of the bounds it was drawn for, clipped to
    /// where it lands.
    static func paint(_ list: FrameDisplayList, in cr: OpaquePointer) {
        let drawn = list.store.bounds, frame = list.frame
        cairo_save(cr)
        cairo_rectangle(cr, Double(frame.minX), Double(frame.minY), Double(frame.width), Double(frame.height))
        cairo_clip(cr)
        cairo_translate(cr, Double(frame.minX), Double(frame.minY))
        cairo_scale(cr, Double(frame.width / drawn.width), Double(frame.height / drawn.height))
        cairo_translate(cr, -Double(drawn.minX), -Double(drawn.minY))
        CairoDisplayListPlayer.play(list.store.displayList, in: cr)
        cairo_restore(cr)
    }
}
