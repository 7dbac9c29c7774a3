import _CCairo

extension LayerCompositor {
    /// Draws a layer's appearance: its body composited with its opacity (as a group, so that its
    /// sublayers do not show through each other), its mask and its shadow.
    static func drawAppearance(_ layer: LayerSnapshot, state: LayerState, localTime: CFTimeInterval,
                               in cr: OpaquePointer) {
        let opacity = Double(min(max(state.opacity, 0), 1))
        guard opacity > 0 else { return }
        if ShadowRenderer.isVisible(state) {
            ShadowRenderer.draw(layer, state: state, opacity: opacity, in: cr) { target in
                drawMaskedBody(layer, state: state, localTime: localTime, in: target)
            }
            return
        }
        if opacity >= 1 && layer.mask == nil {
            drawBody(layer, state: state, localTime: localTime, in: cr)
            return
        }
        cairo_push_group(cr)
        drawMaskedBody(layer, state: state, localTime: localTime, in: cr)
        cairo_pop_group_to_source(cr)
        cairo_paint_with_alpha(cr, opacity)
    }

    /// Draws the body, multiplied by the alpha of the mask layer when there is one.
    static func drawMaskedBody(_ layer: LayerSnapshot, state: LayerState, localTime: CFTimeInterval,
                               in cr: OpaquePointer) {
        guard let mask = layer.mask else {
            drawBody(layer, state: state, localTime: localTime, in: cr)
            return
        }
        cairo_push_group(cr)
        drawBody(layer, state: state, localTime: localTime, in: cr)
        let content = cairo_pop_group(cr)
        cairo_push_group(cr)
        // The mask is placed in the layer's coordinates like a sublayer, without sublayerTransform.
        drawSublayer(mask, parent: nil, parentTime: localTime, in: cr)
        let maskPattern = cairo_pop_group(cr)
        cairo_set_source(cr, content)
        cairo_mask(cr, maskPattern)
        cairo_pattern_destroy(maskPattern)
        cairo_pattern_destroy(content)
    }

    /// Draws what the layer itself shows, in order: background, contents, the content of its kind
    /// (shape, gradient, text), sublayers, then the border on top (Apple: the border "is composited
    /// above the receiver's contents and sublayers"). With `masksToBounds`, all of it is clipped to
    /// the bounds with their rounded corners.
    static func drawBody(_ layer: LayerSnapshot, state: LayerState, localTime: CFTimeInterval,
                         in cr: OpaquePointer) {
        cairo_save(cr)
        if state.masksToBounds {
            RoundedRect.addPath(state.bounds, radius: state.cornerRadius, corners: state.maskedCorners, to: cr)
            cairo_clip(cr)
        }
        if let background = state.backgroundColor, CairoColor.setVisibleSource(background, on: cr) {
            RoundedRect.addPath(state.bounds, radius: state.cornerRadius, corners: state.maskedCorners, to: cr)
            cairo_fill(cr)
        }
        ContentsRenderer.draw(state, model: layer.state, tracks: layer.tracks, localTime: localTime, in: cr)
        drawKindContent(layer, state: state, in: cr)
        if layer.kinds.contains(.replicator) {
            ReplicatorRenderer.drawInstances(layer, state: state, localTime: localTime, in: cr)
        } else {
            drawSublayers(layer.sublayers, parent: state, parentTime: localTime, in: cr)
        }
        cairo_restore(cr)
        drawBorder(state, in: cr)
    }

    /// Draws what the layer's class draws above its contents: a shape layer's path, a gradient
    /// layer's gradient (within the background's rounded shape), a text layer's string.
    static func drawKindContent(_ layer: LayerSnapshot, state: LayerState, in cr: OpaquePointer) {
        if layer.kinds.contains(.shape) { ShapeLayerPainter.paint(state, in: cr) }
        if layer.kinds.contains(.gradient) {
            cairo_save(cr)
            RoundedRect.addPath(state.bounds, radius: state.cornerRadius, corners: state.maskedCorners, to: cr)
            cairo_clip(cr)
            GradientLayerPainter.paint(state, in: cr)
            cairo_restore(cr)
        }
        if layer.kinds.contains(.text) { TextLayerPainter.paint(state, in: cr) }
    }

    /// Draws sublayers back to front: by zPosition, then by their order (a stable sort).
    static func drawSublayers(_ sublayers: [LayerSnapshot], parent: LayerState, parentTime: CFTimeInterval,
                              in cr: OpaquePointer) {
        guard !sublayers.isEmpty else { return }
        let presented = sublayers.map { ($0, $0.presentation(atParentTime: parentTime)) }
        for (layer, state) in DepthSorting.byZPosition(presented) where !state.isHidden {
            let transform = LayerGeometry.transformToSuperlayer(state, superlayer: parent)
            draw(layer, state: state, parentTime: parentTime, transform: transform, in: cr)
        }
    }

    /// Draws the border: the band between the bounds and the bounds inset by borderWidth, with the
    /// corner radius on the outside and the radius less the width on the inside.
    static func drawBorder(_ state: LayerState, in cr: OpaquePointer) {
        let width = state.borderWidth
        guard width > 0, let color = state.borderColor, CairoColor.setVisibleSource(color, on: cr) else { return }
        let outer = state.bounds, inner = outer.insetBy(dx: width, dy: width)
        cairo_save(cr)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
        RoundedRect.addPath(outer, radius: state.cornerRadius, corners: state.maskedCorners, to: cr)
        if inner.width > 0, inner.height > 0 {
            RoundedRect.addPath(inner, radius: max(0, state.cornerRadius - width), corners: state.maskedCorners, to: cr)
        }
        cairo_fill(cr)
        cairo_restore(cr)
    }
}
