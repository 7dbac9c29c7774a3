extension CGContext {
    /// Pushes a copy of the graphics state (transform, clip, colours, line settings, alpha, blend
    /// mode, shadow, anti-aliasing, interpolation quality) onto the state stack. The current path is
    /// not part of it.
    public func saveGState() {
        savedStates.append(gstate)
    }

    /// Restores the graphics state saved by the matching ``saveGState()``. Without a saved state it
    /// does nothing (Apple logs an error and ignores the call); a state saved before the innermost
    /// open transparency layer began is not popped until the layer ends.
    public func restoreGState() {
        guard let last = savedStates.last, savedStates.count > abs(layerStack.last ?? 0) else { return }
        gstate = last
        savedStates.removeLast()
    }

    /// Sets the colour for filling, in any colour space (converted to sRGB when painting).
    public func setFillColor(_ color: CGColor) {
        gstate.fillColor = color
    }

    /// Sets the fill colour to the given components; Apple uses its device RGB space, which
    /// OpenCoreGraphics renders as sRGB.
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        gstate.fillColor = CGColor(srgbRed: red, green: green, blue: blue, alpha: alpha)
    }

    /// Sets the fill colour to a gray level in Apple's device gray space (gray gamma 2.2 here).
    public func setFillColor(gray: CGFloat, alpha: CGFloat) {
        gstate.fillColor = CGColor(gray: gray, alpha: alpha)
    }

    /// Sets the colour for stroking, in any colour space (converted to sRGB when painting).
    public func setStrokeColor(_ color: CGColor) {
        gstate.strokeColor = color
    }

    /// Sets the stroke colour to the given components in the device RGB space (rendered as sRGB).
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        gstate.strokeColor = CGColor(srgbRed: red, green: green, blue: blue, alpha: alpha)
    }

    /// Sets the stroke colour to a gray level in the device gray space (gray gamma 2.2 here).
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) {
        gstate.strokeColor = CGColor(gray: gray, alpha: alpha)
    }

    /// Sets the line width, in user space; the default is 1. Apple does not document negative
    /// widths; they are ignored here.
    public func setLineWidth(_ width: CGFloat) {
        if width >= 0 { gstate.stroke.lineWidth = width }
    }

    /// Sets the shape of open line ends; the default is ``CGLineCap/butt``.
    public func setLineCap(_ cap: CGLineCap) {
        gstate.stroke.lineCap = cap
    }

    /// Sets the shape of joins between segments; the default is ``CGLineJoin/miter``.
    public func setLineJoin(_ join: CGLineJoin) {
        gstate.stroke.lineJoin = join
    }

    /// Sets the miter limit, the longest miter as a multiple of the line width before a miter join
    /// becomes a bevel; the default is 10.
    public func setMiterLimit(_ limit: CGFloat) {
        gstate.stroke.miterLimit = limit
    }

    /// Sets the dash pattern: `lengths` alternate painted and unpainted lengths in user space, and
    /// `phase` says how far into the pattern a stroke starts. An empty array (or one whose lengths are
    /// all zero or any negative, which Apple rejects) means a solid line.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        let usable = !lengths.isEmpty && lengths.allSatisfy { $0 >= 0 } && lengths.contains { $0 > 0 }
        gstate.stroke.dashPhase = usable ? phase : 0
        gstate.stroke.dashLengths = usable ? lengths : []
    }

    /// Sets the flatness, the tolerance for approximating curves. Recorded; the renderer flattens
    /// curves at its own sub-pixel tolerance.
    public func setFlatness(_ flatness: CGFloat) {
        gstate.flatness = flatness
    }

    /// Sets the global alpha, clamped to `[0, 1]`, multiplied into everything painted (including
    /// images, gradients and shadows).
    public func setAlpha(_ alpha: CGFloat) {
        gstate.drawing.alpha = Double(min(max(alpha, 0), 1))
    }

    /// Sets how painted colour combines with what is already drawn; see ``CGBlendMode``.
    public func setBlendMode(_ mode: CGBlendMode) {
        gstate.drawing.blendMode = mode
    }

    /// Enables a shadow under everything painted from now on: the painted alpha, offset by `offset`
    /// and blurred by `blur`, in `color`. A `nil` colour (or one with alpha 0) turns shadows off.
    ///
    /// Apple: "the offset is specified in base-space", so the CTM does not transform it; in a bitmap
    /// context a positive height moves the shadow up. The blur is a Gaussian whose standard deviation
    /// is `blur / 2` (Apple does not specify the kernel; this matches its visible spread), approximated
    /// by three box blurs; negative blurs count as 0.
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        guard let color, color.alpha > 0 else {
            gstate.drawing.shadow = nil
            return
        }
        gstate.drawing.shadow = DrawingShadow(offset: offset, blur: max(blur, 0), color: DrawingColor(color))
    }

    /// Enables a shadow in black with 1/3 alpha, the colour Apple documents for this call.
    public func setShadow(offset: CGSize, blur: CGFloat) {
        setShadow(offset: offset, blur: blur, color: CGColor(srgbRed: 0, green: 0, blue: 0, alpha: 1.0 / 3.0))
    }

    /// Turns anti-aliasing on or off for what is drawn next (part of the graphics state). Edges are
    /// anti-aliased only when this and ``setAllowsAntialiasing(_:)`` both say so.
    public func setShouldAntialias(_ shouldAntialias: Bool) {
        gstate.shouldAntialias = shouldAntialias
    }

    /// Allows or forbids anti-aliasing; forbidding it overrides ``setShouldAntialias(_:)``.
    public func setAllowsAntialiasing(_ allowsAntialiasing: Bool) {
        gstate.allowsAntialiasing = allowsAntialiasing
    }

    /// How images are resampled when drawn at another size; see ``CGInterpolationQuality``.
    public var interpolationQuality: CGInterpolationQuality {
        get { gstate.drawing.interpolationQuality }
        set { gstate.drawing.interpolationQuality = newValue }
    }
}
