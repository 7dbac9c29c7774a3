import Foundation

/// Reading layers: a map with `type` (or `class`), `name`, any property by Apple's key or key path,
/// `sublayers`, `mask`, `animations` and `custom`.
extension SceneParser {
    /// The keys of a layer that are not key paths.
    static let layerStructureKeys: Set<String> = ["type", "class", "name", "sublayers", "mask", "animations", "custom", "on"]

    /// Reads a layer (and its tree), registering its names as created at `time`; nil when the layer
    /// itself cannot be read (its problems are reported).
    func parseLayer(_ node: SceneNode, createdAt time: Double) -> LayerSpec? {
        guard let entries = node.entries else {
            if let name = node.scalar, !node.isNull {
                diagnostics.report(node, "expected a layer (a map with type, name and properties), found \(node.summary); an existing layer \"\(name)\" cannot be used here")
            } else {
                values.reportExpected("a layer (a map with type, name and properties)", node)
            }
            return nil
        }
        // `class` names the class when present, leaving `type` to CAGradientLayer's property.
        let classKey = node["class"] != nil ? "class" : "type"
        var layerClass = LayerClass.plain
        if let classNode = node[classKey] {
            guard let found = layerClassNamed(classNode) else { return nil }
            layerClass = found
        }
        let spec = LayerSpec(layerClass: layerClass)
        var customKeys: Set<String> = []
        if let customNode = node["custom"] {
            if let customEntries = customNode.entries {
                for entry in customEntries {
                    if ValueKind.of(keyPath: entry.key, on: layerClass.type) != nil {
                        diagnostics.report(entry.keyNode, "\"\(entry.key)\" is a property of \(layerClass.name), not a custom key")
                        continue
                    }
                    customKeys.insert(entry.key)
                    if let value = values.value(entry.value, kind: .custom) { spec.custom.append((entry.key, value)) }
                }
            } else {
                values.reportExpected("a map of custom keys and values", customNode)
            }
        }
        for (key, keyNode, value) in entries {
            switch key {
            case classKey, "custom":
                continue
            case "name":
                guard let name = values.string(value) else { continue }
                spec.name = name
                spec.properties.append(("name", .value(name)))
                register(name: name, layerClass: layerClass, customKeys: customKeys, time: time, node: value)
            case "sublayers":
                guard let elements = value.elements else { values.reportExpected("a list of layers", value); continue }
                spec.sublayers += elements.compactMap { parseLayer($0, createdAt: time) }
            case "mask":
                spec.mask = parseLayer(value, createdAt: time)
            case "on":
                pendingHandlers.append((spec, value, false))
            case "animations":
                guard let animationEntries = value.entries else {
                    values.reportExpected("a map of animation keys to animations", value)
                    continue
                }
                for entry in animationEntries {
                    if let animation = parseAnimation(entry.value, layerClass: layerClass, customKeys: customKeys) {
                        spec.animations.append((entry.key, animation))
                    }
                }
            default:
                let keyPath = key == "gradientType" && layerClass.type == CAGradientLayer.self ? "type" : key
                guard let kind = kind(of: keyPath, on: layerClass, customKeys: [], at: keyNode) else { continue }
                if let converted = values.value(value, kind: kind) { spec.properties.append((keyPath, converted)) }
            }
        }
        return spec
    }

    /// The class named by `node`, or nil after reporting an unknown name.
    func layerClassNamed(_ node: SceneNode) -> LayerClass? {
        guard let text = node.scalar, !node.isNull else { return values.expected("a layer class such as CAShapeLayer", node) }
        if let found = LayerClass.byName[text] { return found }
        var message = "unknown layer class \"\(text)\"; expected CALayer, CAShapeLayer, CAGradientLayer, CATextLayer, CAReplicatorLayer or CATransformLayer (or layer, shape, gradient, text, replicator, transformLayer)"
        if let near = SceneDiagnostics.nearest(to: text, in: LayerClass.byName.keys) { message += "; did you mean \"\(near)\"?" }
        return values.fail(node, message)
    }

    /// The kind of `keyPath` on a layer of `layerClass` (a property, a component, `frame`, or one of
    /// `customKeys`); nil after reporting an unknown key path at `node`.
    func kind(of keyPath: String, on layerClass: LayerClass, customKeys: Set<String>, at node: SceneNode) -> ValueKind? {
        if let kind = ValueKind.of(keyPath: keyPath, on: layerClass.type) { return kind }
        if customKeys.contains(keyPath) { return .custom }
        if Self.layerStructureKeys.contains(keyPath) || ["sublayers", "superlayer", "mask"].contains(keyPath) {
            return values.fail(node, "\"\(keyPath)\" cannot be set here")
        }
        var message = "unknown key path \"\(keyPath)\" for \(layerClass.name) (declare custom keys under \"custom:\")"
        let known = LayerPropertyTable.entries.values.filter { !$0.kind.isDisjoint(with: layerClass.type.layerKinds) }.map(\.keyPath)
        if let near = SceneDiagnostics.nearest(to: keyPath, in: known + ["frame"]) { message += "; did you mean \"\(near)\"?" }
        return values.fail(node, message)
    }

    /// Records a layer name, reporting a duplicate.
    func register(name: String, layerClass: LayerClass, customKeys: Set<String>, time: Double, node: SceneNode) {
        if let earlier = layerNames[name] {
            diagnostics.report(node, "duplicate layer name \"\(name)\": already used at line \(earlier.node.line), column \(earlier.node.column); names address layers in the timeline and must be unique")
            return
        }
        layerNames[name] = NamedLayer(layerClass: layerClass, customKeys: customKeys, time: time, node: node)
    }
}
