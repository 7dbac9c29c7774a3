extension CALayer {
    /// Not Apple API, and not public: whether the layer is shown where its `mask` is transparent
    /// and hidden where the mask is opaque (the layer's pixels times one minus the mask's alpha),
    /// instead of the other way round. Core Animation has no such mask; OpenQuartzCoreLottie needs
    /// one for Lottie's inverted track mattes (`tt` 2), which lottie-ios draws on Apple by rendering
    /// the matte into a bitmap each frame with `destinationOut`. Default false; changing it runs no
    /// action.
    package var invertsMask: Bool {
        get { state.invertsMask }
        set {
            guard newValue != state.invertsMask else { return }
            state.invertsMask = newValue
            if !isPresentationLayer { TransactionContext.current.layerDidChange(self) }
        }
    }
}
