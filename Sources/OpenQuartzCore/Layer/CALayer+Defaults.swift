extension CALayer {
    private static let defaultsLock = NSLock()
    nonisolated(unsafe) private static var initialStates: [ObjectIdentifier: LayerState] = [:]

    /// The state a new layer of `layerClass` starts with: every property at the class's
    /// `defaultValue(forKey:)` (Core Animation Programming Guide, "Default Value Support": a subclass
    /// overriding it changes the defaults of its layers). Computed once per class.
    static func initialState(for layerClass: CALayer.Type) -> LayerState {
        let key = ObjectIdentifier(layerClass)
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
