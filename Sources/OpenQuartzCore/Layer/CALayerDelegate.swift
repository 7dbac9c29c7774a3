/// The object that supplies a layer's actions, content and layout.
///
/// Apple declares these methods optional; here each has a default implementation that does what
/// Apple's framework does when the delegate does not implement it.
public protocol CALayerDelegate: AnyObject {
    /// The action for `event` on `layer`: an action to run, `NSNull()` to stop the search, or nil to
    /// let the layer continue looking (the default).
    func action(for layer: CALayer, forKey event: String) -> (any CAAction)?

    /// Lays out `layer`'s sublayers; called by `layoutSublayers()`. The default does nothing.
    func layoutSublayers(of layer: CALayer)
    /// Updates `layer`'s content instead of its drawing, for example by setting `contents` to an
    /// image; called by `display()`. The default draws the layer as Apple's framework does when the
    /// delegate does not implement this method: into a new backing store, through `draw(in:)`.
    func display(_ layer: CALayer)
    /// Draws `layer`'s content into `ctx`, whose user space is the layer's bounds coordinate space
    /// (y growing downwards from the bounds' origin); called by `draw(in:)`. The default draws
    /// nothing.
    func draw(_ layer: CALayer, in ctx: CGContext)
    /// Called just before `layer` draws through `draw(_:in:)`, to configure it. The default does
    /// nothing.
    func layerWillDraw(_ layer: CALayer)
}

extension CALayerDelegate {
    /// Returns nil: the layer goes on looking for an action.
    public func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { nil }

    /// Does nothing.
    public func layoutSublayers(of layer: CALayer) {}
    /// Draws the layer into a new backing store through `draw(in:)`.
    public func display(_ layer: CALayer) { layer.displayIntoBackingStore() }
    /// Draws nothing.
    public func draw(_ layer: CALayer, in ctx: CGContext) {}
    /// Does nothing.
    public func layerWillDraw(_ layer: CALayer) {}
}
