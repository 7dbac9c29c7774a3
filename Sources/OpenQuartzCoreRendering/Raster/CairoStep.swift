import _CCairo

/// Drawing the software compositor leaves to Cairo, the reference renderer: content that is not a
/// rectangle or an image (shape, gradient and text layers, what a layer drew itself), and whole
/// subtrees using what the compositor does not do itself (3D perspective, CATransformLayer,
/// replicators, shadows, mask layers, transitions). Cairo draws them in place, in drawing order,
/// into the same pixels.
struct CairoStep {
    enum Kind {
        /// A layer and its subtree, drawn in its superlayer's space as the Cairo compositor draws a
        /// sublayer (`transform` places it there).
        case layer(LayerSnapshot, state: LayerState, parentTime: CFTimeInterval, transform: CATransform3D)
        /// A layer's contents (crossfades, backing stores, sliced or trilinear-filtered images), in
        /// the layer's space.
        case contents(LayerSnapshot, state: LayerState, localTime: CFTimeInterval)
        /// What a shape, gradient or text layer draws, in the layer's space.
        case kindContent(LayerSnapshot, state: LayerState)
    }

    var kind: Kind
    /// The step's space to device pixels.
    var toDevice: CGAffineTransform
    /// The innermost clip, or -1.
    var clip: Int
    /// The pixels it can change.
    var bounds: PixelRect
}

/// Performs ``CairoStep``s on a compositor target, through a Cairo surface over its pixels.
enum CairoStepPainter {
    /// Draws `step` into `target`, within the step's clips.
    static func paint(_ step: CairoStep, clips: UnsafeBufferPointer<RasterClip>, into target: RasterTarget) {
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
        var index = step.clip
        while index >= 0 {
            let clip = clips[index]
            var matrix = CairoGeometry.matrix(clip.toDevice)
            cairo_set_matrix(cr, &matrix)
            RoundedRect.addPath(clip.rect, radius: clip.radius, corners: clip.corners, to: cr)
            cairo_clip(cr)
            index = clip.parent
        }
        var matrix = CairoGeometry.matrix(step.toDevice)
        cairo_set_matrix(cr, &matrix)
        switch step.kind {
        case let .layer(layer, state, parentTime, transform):
            LayerCompositor.draw(layer, state: state, parentTime: parentTime, transform: transform, in: cr)
        case let .contents(layer, state, localTime):
            ContentsRenderer.draw(state, model: layer.state, tracks: layer.tracks, localTime: localTime, in: cr)
        case let .kindContent(layer, state):
            LayerCompositor.drawKindContent(layer, state: state, in: cr)
        }
        cairo_surface_flush(surface)
    }
}
