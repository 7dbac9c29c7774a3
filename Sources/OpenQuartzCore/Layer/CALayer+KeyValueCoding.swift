extension CALayer {
    /// The keys of the layer tree and the delegate, which are not part of the layer's state.
    private static let structuralKeys: Set<String> = ["frame", "sublayers", "superlayer", "mask", "delegate", "actions", "style"]

    func kvcValue(forKeyPath keyPath: String) -> Any? {
        if let entry = LayerPropertyTable.entry(forKeyPath: keyPath, kinds: type(of: self).layerKinds) {
            return entry.accessor.readKVC(state)
        }
        switch keyPath {
        case "frame": return frame
        case "sublayers": return sublayers
        case "superlayer": return superlayer
        case "mask": return mask
        case "delegate": return delegate
        case "actions": return actions
        case "style": return style
        default: break
        }
        if let (base, _) = splitUnknownComponent(keyPath) {
            preconditionFailure("CALayer.value(forKeyPath:): \"\(keyPath)\" is not a key path of \(type(of: self)): \"\(base)\" has no such component")
        }
        // A custom key never set reads as the class's default (Core Animation Programming Guide,
        // "Default Value Support").
        return state.custom[keyPath]?.value ?? type(of: self).defaultValue(forKey: keyPath)
    }

    func setKVCValue(_ value: Any?, forKeyPath keyPath: String) {
        if let entry = LayerPropertyTable.entry(forKeyPath: keyPath, kinds: type(of: self).layerKinds) {
            var updated = state
            guard let result = entry.accessor.writeKVC(value, to: &updated) else {
                preconditionFailure("CALayer.setValue(_:forKeyPath:): a \(value.map { "\(type(of: $0))" } ?? "nil") cannot be the value of \"\(keyPath)\" of \(type(of: self))")
            }
            guard result.changed else { return }
            let previous = entry.propertyKey == keyPath ? result.previous : entries(entry.propertyKey)?.accessor.readKVC(state)
            if entry.propertyKey == "bounds" { updated.bounds = updated.bounds.standardized }
            state = updated
            propertyDidChange(key: entry.propertyKey, oldValue: previous)
            return
        }
        switch keyPath {
        case "frame":
            guard let rect = CGRect(animationValue: value as Any) else {
                preconditionFailure("CALayer.setValue(_:forKey:): \"frame\" takes a CGRect")
            }
            frame = rect
            return
        case "sublayers": sublayers = value as? [CALayer]; return
        case "mask": mask = value as? CALayer; return
        case "delegate": delegate = value as? any CALayerDelegate; return
        case "actions": actions = value as? [String: any CAAction]; return
        case "style": style = value as? [AnyHashable: Any]; return
        default: break
        }
        if let (base, _) = splitUnknownComponent(keyPath) {
            preconditionFailure("CALayer.setValue(_:forKeyPath:): \"\(keyPath)\" is not a key path of \(type(of: self)): \"\(base)\" has no such component")
        }
        let previous = state.custom[keyPath]
        let newValue = value.flatMap { isNilValue($0) ? nil : LayerValue($0) }
        if previous == nil && newValue == nil { return }
        if let previous, let newValue, previous == newValue { return }
        state.custom[keyPath] = newValue
        propertyDidChange(key: keyPath, oldValue: previous?.value)
    }

    private func entries(_ key: String) -> LayerKeyPathEntry? {
        LayerPropertyTable.entry(forKeyPath: key, kinds: type(of: self).layerKinds)
    }

    /// For a dotted key path whose first component is a property of the layer but which is not one
    /// of the property's components (`position.z`), the property's key; nil otherwise, when the whole
    /// key path is a custom key.
    private func splitUnknownComponent(_ keyPath: String) -> (String, String)? {
        guard let dot = keyPath.firstIndex(of: ".") else { return nil }
        let base = String(keyPath[..<dot])
        guard entries(base) != nil || Self.structuralKeys.contains(base) else { return nil }
        return (base, String(keyPath[keyPath.index(after: dot)...]))
    }
}
