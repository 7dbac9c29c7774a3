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
}

extension CALayerDelegate {
    /// Returns nil: the layer goes on looking for an action.
    public func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { nil }

    /// Does nothing.
    public func layoutSublayers(of layer: CALayer) {}
}
