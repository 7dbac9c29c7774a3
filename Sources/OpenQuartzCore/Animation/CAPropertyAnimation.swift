/// The abstract base of animations of one layer property, named by a key path.
///
/// The key path may name a property (`position`), a component of one (`position.x`,
/// `bounds.size.width`, `transform.rotation.z`, `transform.scale`...) or a custom key of the layer;
/// animating a component animates it alone.
open class CAPropertyAnimation: CAAnimation {
    /// The key path of the animated property, relative to the layer.
    open var keyPath: String?

    /// Whether the animated value is added to the value beneath it (the model with the earlier
    /// animations applied) rather than replacing it. Default false.
    open var isAdditive = false

    /// Whether each repeat builds on the end of the previous one. Default false.
    open var isCumulative = false

    /// A function that turns the animation's numbers into the transform of a `transform` key path.
    open var valueFunction: CAValueFunction?

    /// Creates an animation of the property at `path`.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    package override func copyAttributes(to copy: CAAnimation) {
        super.copyAttributes(to: copy)
        guard let copy = copy as? CAPropertyAnimation else { return }
        copy.keyPath = keyPath
        copy.isAdditive = isAdditive
        copy.isCumulative = isCumulative
        copy.valueFunction = valueFunction
    }

    package override func propertyValue(forKey key: String) -> Any?? {
        switch key {
        case "keyPath": .some(keyPath)
        case "additive": isAdditive
        case "cumulative": isCumulative
        case "valueFunction": .some(valueFunction)
        default: super.propertyValue(forKey: key)
        }
    }

    package override func setPropertyValue(_ value: Any?, forKey key: String) -> Bool {
        switch key {
        case "keyPath": keyPath = value as? String
        case "additive": isAdditive = Bool.fromKVC(value) ?? isAdditive
        case "cumulative": isCumulative = Bool.fromKVC(value) ?? isCumulative
        case "valueFunction": valueFunction = value as? CAValueFunction
        default: return super.setPropertyValue(value, forKey: key)
        }
        return true
    }

    /// Adds the animation to `anObject` (a layer) under `event`, as an action does. An animation with
    /// no key path animates `event` (Apple's example for CALayerDelegate `action(for:forKey:)` runs a
    /// keyPath-less animation for "transform"); a basic animation with none of fromValue, toValue and
    /// byValue, run for a property change, starts from the property's previous value (CABasicAnimation:
    /// "interpolates between the previous value of keyPath ... and the current value"). The layer
    /// gets a copy with these filled in; the action itself is not changed.
    open override func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        guard let layer = anObject as? CALayer else { return }
        let resolvedKeyPath = keyPath ?? event
        let previousValue = resolvedKeyPath == event ? layer.implicitActionFromValue : nil
        let basic = self as? CABasicAnimation
        let needsFromValue = previousValue != nil && basic.map { $0.fromValue == nil && $0.toValue == nil && $0.byValue == nil } == true
        guard keyPath == nil || needsFromValue else {
            layer.add(self, forKey: event)
            return
        }
        let action = copy() as! CAPropertyAnimation
        action.keyPath = resolvedKeyPath
        if needsFromValue { (action as? CABasicAnimation)?.fromValue = previousValue }
        layer.add(action, forKey: event)
    }
}

/// The accessor an animation resolved for its key path, with the same accessor as an interpolating
/// one when its values interpolate (known without a dynamic cast: ``LayerKeyPathEntry/interpolating``).
struct ResolvedAccessor {
    let accessor: any LayerValueAccessor
    let interpolating: (any InterpolatingLayerValueAccessor)?
}

extension CAPropertyAnimation {
    /// The accessor for the animation's key path on `layer`: a property or component from the
    /// property table, or a custom key, typed by the value it holds or, failing that, by the first of
    /// `samples` (the animation's own values) that can be interpolated, prepared for the layer's
    /// model (``LayerValueAccessor/prepared(for:)``). Nil without a key path.
    func resolveAccessor(on layer: CALayer, samples: [Any]) -> ResolvedAccessor? {
        guard let keyPath else { return nil }
        if let entry = LayerPropertyTable.entry(forKeyPath: keyPath, kinds: type(of: layer).layerKinds) {
            if let interpolating = entry.interpolating?.prepared(for: layer.state) {
                return ResolvedAccessor(accessor: interpolating, interpolating: interpolating)
            }
            return ResolvedAccessor(accessor: entry.accessor.prepared(for: layer.state), interpolating: nil)
        }
        let candidates = [layer.state.custom[keyPath]?.value].compactMap { $0 } + samples
        for candidate in candidates {
            if let typed = Interpolation.unboxed(candidate) as? any Interpolatable,
               let accessor = typedCustomAccessor(key: keyPath, fallback: typed) {
                return ResolvedAccessor(accessor: accessor, interpolating: accessor)
            }
        }
        return ResolvedAccessor(accessor: CustomKeyAccessor(key: keyPath), interpolating: nil)
    }

    private func typedCustomAccessor<Value: Interpolatable>(key: String, fallback: Value) -> (any InterpolatingLayerValueAccessor)? {
        guard let propertyValueType = Value.self as? any (LayerPropertyValue & Interpolatable).Type else { return nil }
        return makeTypedAccessor(propertyValueType, key: key, fallback: fallback)
    }

    private func makeTypedAccessor<Value: LayerPropertyValue & Interpolatable>(_ type: Value.Type, key: String,
                                                                                fallback: Any) -> (any InterpolatingLayerValueAccessor)? {
        (fallback as? Value).map { TypedCustomKeyAccessor(key: key, fallback: $0) }
    }
}

/// Converts an animation's value to a property's type: `.some(nil)` for nil (not set), nil when the
/// value cannot be one of the property's values.
func convertAnimationValue<Value: Interpolatable>(_ value: Any?, to type: Value.Type) -> Value?? {
    guard let value else { return .some(nil) }
    guard let converted = Value(animationValue: value) else { return nil }
    return .some(converted)
}
