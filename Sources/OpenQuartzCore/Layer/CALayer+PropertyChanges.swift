extension CALayer {
    /// Sets a property of the model, the one path every property setter takes.
    ///
    /// Setting a property to the value it already has is not a change: no action runs and nothing is
    /// committed (Apple's framework, measured). Otherwise the layer is recorded in the current
    /// transaction and the property's action runs, unless actions are disabled.
    @inline(__always)
    package func setProperty<Value: LayerPropertyValue>(_ keyPath: WritableKeyPath<LayerState, Value>,
                                                        _ newValue: Value, key: String) {
        let oldValue = state[keyPath: keyPath]
        guard oldValue != newValue else { return }
        state[keyPath: keyPath] = newValue
        propertyDidChange(key: key, oldValue: oldValue.kvcValue)
    }

    /// Records a change of the property `key` (whose previous model value was `oldValue`) and runs its
    /// action: for a property Core Animation animates, and for a custom key (whose action a subclass
    /// or the delegate may supply).
    package func propertyDidChange(key: String, oldValue: Any?) {
        guard !isPresentationLayer else { return }
        TransactionContext.current.layerDidChange(self)
        if type(of: self).needsDisplay(forKey: key) || (key == "bounds" && state.needsDisplayOnBoundsChange) {
            setNeedsDisplay()
        }
        guard !CATransaction.disableActions() else { return }
        let entry = LayerPropertyTable.entry(forKeyPath: key, kinds: type(of: self).layerKinds)
        guard entry?.isAnimatable ?? true else { return }
        // An implicit animation starts from what is on screen: the committed presentation. A layer
        // never committed has nothing on screen yet; it first appears with its model as set, so its
        // implicit animations start from the new value and change nothing visible (Core Animation's
        // render tree receives a new layer with its values, not an animation towards them).
        let shown = renderNode == nil ? state : presentationState(atMediaTime: CACurrentMediaTime())
        implicitActionFromValue = shown.map { state in
            entry.map { $0.accessor.readKVC(state) } ?? state.custom[key]?.value
        } ?? oldValue
        defer { implicitActionFromValue = nil }
        action(forKey: key)?.run(forKey: key, object: self, arguments: nil)
        // kCAOnOrderIn and kCAOnOrderOut also mark a layer becoming visible or hidden (Apple's
        // documentation of the constants).
        if key == "hidden" { runOrderAction(state.isHidden ? kCAOnOrderOut : kCAOnOrderIn) }
    }
}

extension LayerValueAccessor {
    /// The value as key-value coding returns it.
    package func readKVC(_ state: LayerState) -> Any? {
        read(state).kvcValue
    }

    /// Converts `value` and writes it; nil when it cannot be converted. Otherwise whether it changed
    /// the state, and the previous value.
    package func writeKVC(_ value: Any?, to state: inout LayerState) -> (changed: Bool, previous: Any?)? {
        guard let converted = Value.fromKVC(value) else { return nil }
        let previous = read(state)
        guard previous != converted else { return (false, nil) }
        write(converted, to: &state)
        return (true, previous.kvcValue)
    }
}
