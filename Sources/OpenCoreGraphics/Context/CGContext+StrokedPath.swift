extension CGContext {
    /// Replaces the current path with its stroked version: a path whose filled area is what
    /// stroking the current path would paint (Apple: "Quartz creates a stroked path using the
    /// parameters of the current graphics context. The new path is created so that filling it draws
    /// the same pixels as stroking the original path."), to fill or clip to afterwards.
    ///
    /// The line width, cap, join, miter limit and dash pattern of the graphics state are read in
    /// user space, as ``strokePath()`` reads them, so a CTM that scales or skews shapes the stroke as
    /// it would be drawn. The new path holds only lines, polygons built by `PathStroker` within a
    /// tenth of a device pixel of the exact stroke (Cairo's default tolerance, which the renderer
    /// strokes with); fill it with the winding rule. An empty path stays empty; with a CTM that
    /// cannot be inverted, or a line width of 0, the path becomes empty.
    public func replacePathWithStrokedPath() {
        currentPath = PathBuilder(elements: strokedCurrentPath())
    }

    /// The outline of the current path stroked with the graphics state's line settings, in device
    /// space (see ``replacePathWithStrokedPath()``); empty when the path is.
    func strokedCurrentPath() -> [PathElement] {
        let elements = currentPath.elements
        let matrix = ctm
        let determinant = matrix.a * matrix.d - matrix.b * matrix.c
        guard !elements.isEmpty, determinant != 0, determinant.isFinite else { return [] }
        let inverse = matrix.inverted()
        var stroker = PathStroker()
        var outline = StrokeOutline()
        stroker.stroke(elements.map { $0.applying(inverse) }, style: gstate.stroke,
                       tolerance: 0.1 / matrix.largestStretch, into: &outline)
        return outline.elements(applying: matrix)
    }
}
