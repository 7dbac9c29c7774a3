/// The object an animation tells when it starts and stops.
///
/// Both methods are called on the run loop of the thread that committed the animation, with the
/// layer's copy of the animation (the one `CALayer.animation(forKey:)` returns). Apple declares them
/// optional; here they default to doing nothing.
public protocol CAAnimationDelegate: AnyObject {
    /// The animation has begun: its active duration started.
    func animationDidStart(_ anim: CAAnimation)

    /// The animation has ended: `flag` is true when it ran to the end of its active duration, false
    /// when it was removed (or replaced) first.
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    /// Does nothing.
    public func animationDidStart(_ anim: CAAnimation) {}

    /// Does nothing.
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}
