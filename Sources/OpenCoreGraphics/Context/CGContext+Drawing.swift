extension CGContext {
    /// Draws `image` scaled to fill `rect` (user space), upright in a y-up space: the image's first row
    /// appears along the rectangle's maximum y, as Apple's `draw(_:in:)` places it in an unflipped
    /// context. With `byTiling`, the image is repeated with `rect` as one tile over the whole clip
    /// (Apple: "tiles the image to fill the current clip region"). Resampling follows
    /// ``interpolationQuality`` and the image's ``CGImage/shouldInterpolate``.
    public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool = false) {
        let rect = rect.standardized
        guard !rect.isNull, rect.width > 0, rect.height > 0 else { return }
        emit(.image(image, rect: rect, tiled: byTiling))
    }

    /// Paints an axial gradient over the clip: colour location 0 at `startPoint`, 1 at `endPoint`,
    /// constant along lines perpendicular to the axis; `options` extend the end colours beyond the
    /// ends. Coincident points paint nothing.
    public func drawLinearGradient(_ gradient: CGGradient, start startPoint: CGPoint, end endPoint: CGPoint,
                                   options: CGGradientDrawingOptions) {
        guard startPoint != endPoint else { return }
        emit(.linearGradient(gradient, start: startPoint, end: endPoint, options: options))
    }

    /// Paints a radial gradient over the clip: the circles interpolated between the start circle
    /// (location 0) and the end circle (location 1), each in its colour, later circles over earlier
    /// ones; `options` extend beyond the start and end circles. Negative radii paint nothing.
    public func drawRadialGradient(_ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat,
                                   endCenter: CGPoint, endRadius: CGFloat, options: CGGradientDrawingOptions) {
        guard startRadius >= 0, endRadius >= 0, startRadius != endRadius || startCenter != endCenter else { return }
        emit(.radialGradient(gradient, startCenter: startCenter, startRadius: startRadius, endCenter: endCenter,
                             endRadius: endRadius, options: options))
    }

    /// Begins a transparency layer: until the matching ``endTransparencyLayer()``, drawing goes to a
    /// fully transparent offscreen layer, which is then composited as one image using the alpha, blend
    /// mode, shadow and clip in effect now.
    ///
    /// As Apple documents, the graphics state is saved, and inside the layer alpha is 1, the blend
    /// mode normal and shadows off. `auxiliaryInfo` is accepted for compatibility and ignored (Apple
    /// takes a `CFDictionary` it also ignores: "reserved").
    public func beginTransparencyLayer(auxiliaryInfo: NSDictionary?) {
        emit(.beginTransparencyLayer)
        saveGState()
        layerStack.append(savedStates.count)
        gstate.drawing.alpha = 1
        gstate.drawing.blendMode = .normal
        gstate.drawing.shadow = nil
    }

    /// Begins a transparency layer whose bounds are `rect` (user space): drawing in it is clipped to
    /// the rectangle, as Apple documents ("the layer is clipped to the rectangle").
    public func beginTransparencyLayer(in rect: CGRect, auxiliaryInfo: NSDictionary?) {
        saveGState()
        clip(to: rect)
        beginTransparencyLayer(auxiliaryInfo: auxiliaryInfo)
        // Keep the saved state below the layer so that ending it restores the state before `clip(to:)`.
        layerStack[layerStack.count - 1] = -savedStates.count
    }

    /// Ends the innermost transparency layer, compositing it, and restores the graphics state saved
    /// when it began. Without an open layer it does nothing.
    public func endTransparencyLayer() {
        guard let mark = layerStack.popLast() else { return }
        emit(.endTransparencyLayer)
        let depth = abs(mark)
        while savedStates.count >= depth, let state = savedStates.popLast() { gstate = state }
        if mark < 0, let state = savedStates.popLast() { gstate = state }
    }
}
