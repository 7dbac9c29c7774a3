extension CALayer {
    /// Not Apple API, and not public: whether the layer is shown where its `mask` is transparent
    /// and hidden where the mask is opaque (the layer's pixels times one minus the mask's alpha),
    /// instead of the other way round. Core Animation has no such mask; OpenQuartzCoreLottie needs
    /// one for Lottie's inverted track mattes (`tt` 2), which lottie-ios draws on Apple by rendering
    /// the matte into a bitmap each frame with `destinationOut`. Default false; changing it runs no
    /// action.
    package var invertsMask: Bool {
        get { state.invertsMask }
        set { setMaskMode(\.invertsMask, newValue) }
    }

    /// Not Apple API, and not public: whether the mask covers the layer by its luminance (0.2125 R +
    /// 0.7154 G + 0.0721 B of its premultiplied colour, SVG's `luminanceToAlpha`, so transparent
    /// counts as black) instead of its alpha: Lottie's luma track mattes (`tt` 3 and, inverted, 4).
    /// Default false; changing it runs no action.
    package var masksByLuminance: Bool {
        get { state.masksByLuminance }
        set { setMaskMode(\.masksByLuminance, newValue) }
    }

    /// Sets a mask mode and marks the layer changed, running no action.
    private func setMaskMode(_ keyPath: WritableKeyPath<LayerState, Bool>, _ value: Bool) {
        guard value != state[keyPath: keyPath] else { return }
        state[keyPath: keyPath] = value
        if !isPresentationLayer { TransactionContext.current.layerDidChange(self) }
    }
}
