extension CGContext {
    /// Intersects the clip with the area the current path would fill under `rule`, then empties the
    /// path, as Apple documents. An empty path clips everything away.
    public func clip(using rule: CGPathFillRule = .winding) {
        let elements = currentPath.elements
        beginPath()
        addClip(ClipPath(path: elements, rule: rule))
    }

    /// Intersects the clip with `rect` (user space). The current path is left alone.
    public func clip(to rect: CGRect) {
        var builder = PathBuilder()
        builder.addRect(rect, ctm)
        addClip(ClipPath(path: builder.elements, rule: .winding))
    }

    /// Intersects the clip with the union of `rects` (user space). The current path is left alone.
    public func clip(to rects: [CGRect]) {
        var builder = PathBuilder()
        for rect in rects { builder.addRect(rect, ctm) }
        addClip(ClipPath(path: builder.elements, rule: .winding))
    }

    /// The bounding box of the clip in user space: the device-space bounds of the context intersected
    /// with those of every clipping path, mapped back through the CTM. Apple's value may be tighter
    /// for clips whose shape is smaller than their bounds; it is never smaller than the clip.
    public var boundingBoxOfClipPath: CGRect {
        let bounds = gstate.clipBounds
        guard !bounds.isNull, !bounds.isInfinite else { return bounds }
        return bounds.applying(ctm.inverted())
    }

    private func addClip(_ clip: ClipPath) {
        let box = CGPath(elements: clip.path).boundingBox
        gstate.clipBounds = box.isNull ? .null : gstate.clipBounds.intersection(box)
        gstate.drawing.clip.append(clip)
    }
}
