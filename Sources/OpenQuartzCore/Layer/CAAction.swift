/// An object that responds to an action: what a layer does when one of its properties changes.
///
/// Animations are actions: running one adds it to the layer under the event's key. `NSNull` is the
/// action that does nothing; returned from a lookup, it stops the search (see
/// ``CALayer/action(forKey:)``).
public protocol CAAction {
    /// Performs the action for `event` (a property key, or `kCAOnOrderIn`/`kCAOnOrderOut`) on
    /// `anObject` (the layer).
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

extension NSNull: CAAction {
    /// Does nothing: `NSNull` is the action that stops the search for one.
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}
