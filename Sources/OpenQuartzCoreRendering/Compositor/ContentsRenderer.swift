import _CCairo

/// Draws a layer's `contents`: an image (`CGImage`) placed by contentsGravity, cut by contentsRect,
/// sliced by contentsCenter, at contentsScale pixels per point, with the layer's filters.
enum ContentsRenderer {
    /// Draws the contents of `state` in the layer's coordinates, cross-dissolving between the old and
    /// the new contents while an animation of `contents` runs among `tracks` (Core Animation
    /// cross-fades contents rather than switching them; an OpenQuartzCore presentation reports the
    /// nearer of the two).
    static func draw(_ state: LayerState, model: LayerState, tracks: [any LayerAnimationTrack], localTime: CFTimeInterval,
                     in cr: OpaquePointer) {
        for track in tracks.reversed() {
            guard let crossfading = track as? any CrossfadingTrack,
                  let (from, to, fraction) = crossfading.crossfade(atParentTime: localTime, model: model),
                  !sameContents(from.contents, to.contents) else { continue }
            var old = state, new = state
            old.contents = from.contents
            new.contents = to.contents
            CrossDissolve.draw(fraction, in: cr, old: { draw(old, in: $0) }, new: { draw(new, in: $0) })
            return
        }
        draw(state, in: cr)
    }

    /// Whether two contents values are the same object (or both absent).
    static func sameContents(_ a: LayerValue?, _ b: LayerValue?) -> Bool {
        switch (a?.value, b?.value) {
        case (nil, nil): true
        case let (x?, y?): (x as AnyObject) === (y as AnyObject)
        default: false
        }
    }

    /// Draws the contents of `state` in the layer's coordinates. Contents of a type the renderer does
    /// not draw are ignored, as Core Animation ignores them.
    static func draw(_ state: LayerState, in cr: OpaquePointer) {
        guard let contents = state.contents?.value else { return }
        if let image = contents as? CGImage {
            drawImage(image, state: state, in: cr)
        } else if let store = contents as? LayerBackingStore {
            drawBackingStore(store, state: state, in: cr)
        }
    }

    /// Plays back what the layer drew (`display()`), placed by contentsGravity as an image of the
    /// bounds it was drawn for, clipped to them.
    static func drawBackingStore(_ store: LayerBackingStore, state: LayerState, in cr: OpaquePointer) {
        let drawn = store.bounds
        guard drawn.width > 0, drawn.height > 0, !store.displayList.isEmpty else { return }
        let frame = ContentsLayout.frame(forContentSize: drawn.size, in: state.bounds, gravity: state.contentsGravity)
        cairo_save(cr)
        cairo_rectangle(cr, Double(frame.minX), Double(frame.minY), Double(frame.width), Double(frame.height))
        cairo_clip(cr)
        cairo_translate(cr, Double(frame.minX), Double(frame.minY))
        cairo_scale(cr, Double(frame.width / drawn.width), Double(frame.height / drawn.height))
        cairo_translate(cr, -Double(drawn.minX), -Double(drawn.minY))
        CairoDisplayListPlayer.play(store.displayList, in: cr)
        cairo_restore(cr)
    }

    /// Draws an image as contents. contentsRect picks the part of the image shown (unit coordinates,
    /// row 0 of the image at the top); beyond the image its edge pixels extend, as Apple documents.
    static func drawImage(_ image: CGImage, state: LayerState, in cr: OpaquePointer) {
        let width = CGFloat(image.width), height = CGFloat(image.height)
        let rect = state.contentsRect
        let source = CGRect(x: rect.minX * width, y: rect.minY * height, width: rect.width * width, height: rect.height * height)
        guard source.width > 0, source.height > 0 else { return }
        let surface = CairoImageCache.surface(for: image)
        let scale = state.contentsScale > 0 ? state.contentsScale : 1
        let natural = CGSize(width: source.width / scale, height: source.height / scale)
        let frame = ContentsLayout.frame(forContentSize: natural, in: state.bounds, gravity: state.contentsGravity)
        let magnifying = frame.width >= natural.width && frame.height >= natural.height
        let filter = magnifying ? state.magnificationFilter : state.minificationFilter
        for slice in ContentsLayout.slices(source: source, destination: frame, center: state.contentsCenter,
                                           pointsPerPixel: 1 / scale) {
            drawSlice(surface, slice: slice, filter: filter, in: cr)
        }
    }

    /// Draws one rectangle of the image into one rectangle of the layer.
    static func drawSlice(_ image: CairoImage, slice: ContentsLayout.Slice, filter: CALayerContentsFilter, in cr: OpaquePointer) {
        let s = slice.source, d = slice.destination
        let pattern = cairo_pattern_create_for_surface(image.surface)!
        defer { cairo_pattern_destroy(pattern) }
        var m = cairo_matrix_t()
        cairo_matrix_init_translate(&m, Double(s.minX), Double(s.minY))
        cairo_matrix_scale(&m, Double(s.width / d.width), Double(s.height / d.height))
        cairo_matrix_translate(&m, -Double(d.minX), -Double(d.minY))
        cairo_pattern_set_matrix(pattern, &m)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_pattern_set_filter(pattern, filter == .nearest ? CAIRO_FILTER_NEAREST
                                    : filter == .trilinear ? CAIRO_FILTER_GOOD : CAIRO_FILTER_BILINEAR)
        cairo_save(cr)
        cairo_set_source(cr, pattern)
        cairo_rectangle(cr, Double(d.minX), Double(d.minY), Double(d.width), Double(d.height))
        cairo_fill(cr)
        cairo_restore(cr)
    }
}
