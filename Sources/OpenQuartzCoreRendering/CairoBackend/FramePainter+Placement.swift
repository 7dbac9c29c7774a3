import _CCairo

extension FramePainter {
    /// Draws `body` in the space of a step's layer: within the step's clips, through its map (as
    /// Cairo's matrix when affine; flat offscreen and warped when projective, the offscreen covering
    /// `extents` of the layer's space). `cr`'s matrix maps the frame's space to the device.
    static func draw(_ placement: FramePlacement, extents: CGRect, of frame: RenderFrame, in cr: OpaquePointer,
                     body: (OpaquePointer) -> Void) {
        cairo_save(cr)
        defer { cairo_restore(cr) }
        clip(placement.clip, of: frame, in: cr)
        let map = frame.maps[placement.map]
        if var affine = map.affineMatrix {
            cairo_transform(cr, &affine)
            body(cr)
        } else {
            ProjectiveWarp.draw(map: map, extents: extents, in: cr, body: body)
        }
    }

    /// Intersects `cr`'s clip with clip `index` of the frame and its ancestors; `cr`'s matrix maps
    /// the frame's space to the device, and is left as it was.
    static func clip(_ index: Int, of frame: RenderFrame, in cr: OpaquePointer) {
        guard index >= 0 else { return }
        var base = cairo_matrix_t()
        cairo_get_matrix(cr, &base)
        var current = index
        while current >= 0 {
            let clip = frame.clips[current]
            addPath(of: clip, map: frame.maps[clip.map], to: cr)
            cairo_clip(cr)
            cairo_set_matrix(cr, &base)
            current = clip.parent
        }
    }

    /// Adds a clip's outline to `cr`'s path, through its layer's map: under an affine map as Cairo's
    /// own rounded rectangle, under a projective one as the outline flattened in the layer's space
    /// and mapped point by point, cut where it passes behind the viewer. Leaves `cr`'s matrix
    /// transformed for an affine map (the caller restores it).
    static func addPath(of clip: FrameClip, map: PlaneMap, to cr: OpaquePointer) {
        if var affine = map.affineMatrix {
            cairo_transform(cr, &affine)
            RoundedRect.addPath(clip.rect, radius: clip.radius, corners: clip.corners, to: cr)
            return
        }
        let points = RoundedRect.outline(clip.rect, radius: clip.radius, corners: clip.corners)
        let visible = ProjectiveWarp.visiblePolygon(of: points, map: map)
        guard visible.count >= 3 else {
            cairo_rectangle(cr, 0, 0, 0, 0)
            return
        }
        cairo_new_sub_path(cr)
        for point in visible {
            guard let mapped = map.apply(point) else { continue }
            cairo_line_to(cr, Double(mapped.x), Double(mapped.y))
        }
        cairo_close_path(cr)
    }
}
