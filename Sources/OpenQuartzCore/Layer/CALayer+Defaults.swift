extension CALayer {
    private static let defaultsLock = NSLock()
    nonisolated(unsafe) private static var initialStates: [ObjectIdentifier: LayerState] = [:]

    /// The geometry keys whose default `defaultValue(forKey:)` does not report: Apple's framework
    /// answers nil for them (measured: GNUstep libs-quartzcore `CALayer/geometry.m`, PR #18).
    static let keysWithoutDefaultValue: Set<String> = ["bounds", "position", "frame"]

    /// OpenQuartzCore's own layer classes. None overrides `defaultValue(forKey:)`, whose answers
    /// are then `LayerState`'s defaults (``propertyDefault(forKey:)``), so their layers start at
    /// `LayerState()` without a round of key-value coding over every property (which cost a
    /// program's first layer about a millisecond). A subclass of them made elsewhere goes that round.
    private static let ownClasses: Set<ObjectIdentifier> = [
        ObjectIdentifier(CALayer.self), ObjectIdentifier(CAShapeLayer.self), ObjectIdentifier(CAGradientLayer.self),
        ObjectIdentifier(CATextLayer.self), ObjectIdentifier(CAReplicatorLayer.self), ObjectIdentifier(CATransformLayer.self),
    ]

    /// CALayer's answer to `defaultValue(forKey:)`: the default of the property (or component) at
    /// `key` as `LayerState` holds it, nil for other keys and for ``keysWithoutDefaultValue``. A key
    /// it answers nil for keeps `LayerState`'s own default in ``initialState(for:)`` (zero bounds and
    /// position).
    static func propertyDefault(forKey key: String) -> Any? {
        guard let entry = LayerPropertyTable.entry(forKeyPath: key, kinds: layerKinds),
              !keysWithoutDefaultValue.contains(entry.propertyKey) else { return nil }
        return entry.accessor.readKVC(LayerState())
    }

    /// The state a new layer of `layerClass` starts with: every property at the class's
    /// `defaultValue(forKey:)` (Core Animation Programming Guide, "Default Value Support": a subclass
    /// overriding it changes the defaults of its layers); where it answers nil (`bounds` and
    /// `position` of CALayer), the property keeps `LayerState`'s default. Computed once per class.
    static func initialState(for layerClass: CALayer.Type) -> LayerState {
        let key = ObjectIdentifier(layerClass)
        if ownClasses.contains(key) { return LayerState() }
        defaultsLock.lock()
        if let cached = initialStates[key] {
            defaultsLock.unlock()
            return cached
        }
        defaultsLock.unlock()
        var state = LayerState()
        for entry in LayerPropertyTable.entries.values
        where entry.keyPath == entry.propertyKey && !entry.kind.isDisjoint(with: layerClass.layerKinds) {
            _ = entry.accessor.writeKVC(layerClass.defaultValue(forKey: entry.keyPath), to: &state)
        }
        defaultsLock.lock()
        initialStates[key] = state
        defaultsLock.unlock()
        return state
    }
}
