extension CALayer {
    /// Apple's search for a layer's action (CALayer `action(forKey:)` documentation and the Core
    /// Animation Programming Guide): the delegate, the `actions` dictionary, the `style` dictionary's
    /// `"actions"` (then any `"style"` nested in it), ``defaultAction(forKey:)``, and last the implicit
    /// action, which only a layer in a displayed tree has (``isInDisplayedTree``: Apple's framework
    /// answers nil for a standalone layer, measured in GNUstep libs-quartzcore PR #36). A step that
    /// answers `NSNull` ends the search with no action.
    func lookUpAction(forKey event: String) -> (any CAAction)? {
        if let action = delegate?.action(for: self, forKey: event) { return Self.unlessNull(action) }
        if let action = actions?[event] { return Self.unlessNull(action) }
        var style = self.style
        while let dictionary = style {
            if let styleActions = dictionary["actions"] as? [AnyHashable: Any], let found = styleActions[event] {
                if found is NSNull { return nil }
                if let action = found as? any CAAction { return action }
            }
            style = dictionary["style"] as? [AnyHashable: Any]
        }
        if let action = type(of: self).defaultAction(forKey: event) { return Self.unlessNull(action) }
        return isInDisplayedTree ? implicitAction(forKey: event) : nil
    }

    private static func unlessNull(_ action: any CAAction) -> (any CAAction)? {
        action is NSNull ? nil : action
    }

    /// The action of an animatable property when nothing else supplies one.
    ///
    /// For `contents`, a fade transition (Apple: "CATransition is used as the default action when
    /// setting the contents property"). For the other animatable properties, a basic animation from
    /// the value on screen (the presentation; for a layer never committed, which is not on screen
    /// yet, the new value itself, so that a new layer appears as set) to the new model value, with the transaction's duration and timing function, the `default`
    /// curve when the transaction sets none. Custom keys and other properties have none.
    func implicitAction(forKey event: String) -> (any CAAction)? {
        guard let entry = LayerPropertyTable.entry(forKeyPath: event, kinds: type(of: self).layerKinds),
              entry.isAnimatable else { return nil }
        let timingFunction = CATransaction.animationTimingFunction() ?? CAMediaTimingFunction(name: .default)
        if event == "contents" {
            let transition = CATransition()
            transition.duration = CATransaction.animationDuration()
            transition.timingFunction = timingFunction
            return transition
        }
        let animation = CABasicAnimation(keyPath: event)
        animation.fromValue = implicitActionFromValue
        animation.duration = CATransaction.animationDuration()
        animation.timingFunction = timingFunction
        return animation
    }
}
