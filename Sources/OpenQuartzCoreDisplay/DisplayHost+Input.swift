// The host's side of input: handlers registered per layer, and the presentation tree the window's
// pointer events are hit-tested on (InputRouter delivers them).
extension DisplayHost {
    /// Registers `handler` for the pointer events of `layer` (nil removes it): a pointer going down on
    /// `layer`, or on a layer below it without a handler of its own, is delivered to it until it
    /// goes up or is cancelled, with locations in `layer`'s coordinates.
    public func setPointerHandler(_ handler: ((PointerEvent) -> Void)?, for layer: CALayer) {
        router.setPointerHandler(handler, for: layer)
    }

    /// Registers `handler` for key presses while `layer`, or a layer below it, was the last hit by a
    /// pointer going down (nil removes it). A handler returning false passes the key on to the
    /// superlayers' handlers, and last to ``keyHandler``.
    public func setKeyHandler(_ handler: ((KeyEvent) -> Bool)?, for layer: CALayer) {
        router.setKeyHandler(handler, for: layer)
    }

    /// Ends every pointer gesture in progress with a `cancelled` event.
    public func cancelPointers() {
        router.cancelAll(root: layer, presentationRoot: presentationRoot(), time: clock.currentTime)
    }

    /// The root's presentation at the tree's time, for hit testing.
    func presentationRoot() -> CALayer? {
        MediaClockContext.withClock(treeClock ?? clock) { layer.presentation() }
    }
}
