import Foundation

/// Layer names in the timeline: every name must belong to a layer that exists at the event's time
/// (declared in the initial tree, or added by an event at the same time or earlier).
extension SceneParser {
    /// The layer name at `node`, or nil after reporting an unknown name.
    func reference(_ node: SceneNode, time: Double) -> String? {
        guard let name = values.string(node) else { return nil }
        return reference(node, time: time, name: name)
    }

    /// The named layer under `key` of the map `node`, or `target` when the key is absent.
    func layerOf(_ node: SceneNode, key: String, target: String?, time: Double) -> (String, NamedLayer)? {
        if let n = node[key] {
            return reference(n, time: time).flatMap { name in layerNames[name].map { (name, $0) } }
        }
        if let target, let named = layerNames[target] { return (target, named) }
        diagnostics.report(node, "needs \"\(key)\", a layer name (or a target for the event)")
        return nil
    }

    /// A layer to put in the tree: a name (an existing layer) or a map (a new layer, created at `time`).
    func layerSource(_ node: SceneNode, key: String, time: Double) -> LayerSource? {
        guard let n = node[key] else {
            diagnostics.report(node, "needs \"\(key)\", a layer name or a new layer")
            return nil
        }
        if n.isMapping { return parseLayer(n, createdAt: time).map(LayerSource.new) }
        return reference(n, time: time).map(LayerSource.existing)
    }

    /// `set`: with a target, a map of key paths; without, a map of `layerName.keyPath` keys. In a
    /// handler, whose target is its own layer unless it names one (`implicitTarget`), a key
    /// `name.keyPath` whose `name` is a layer of the scene and is not a key path of the target sets
    /// that layer's property.
    func parseSet(_ node: SceneNode, target: String?, implicitTarget: Bool = false, time: Double, into body: TimelineBody) {
        guard let entries = node.entries else { values.reportExpected("a map of key paths to values", node); return }
        for (key, keyNode, value) in entries {
            var layerName = target, keyPath = key
            var qualified = target == nil
            if implicitTarget, let target, let named = layerNames[target], let dot = key.firstIndex(of: "."),
               layerNames[String(key[..<dot])] != nil,
               ValueKind.of(keyPath: key, on: named.layerClass.type) == nil, !named.customKeys.contains(key) {
                qualified = true
            }
            if qualified {
                guard let dot = key.firstIndex(of: ".") else {
                    diagnostics.report(keyNode, "expected \"layerName.keyPath\" (or give the event a target), found \"\(key)\"")
                    continue
                }
                layerName = String(key[..<dot])
                keyPath = String(key[key.index(after: dot)...])
                guard let name = reference(SceneNode(node: keyNode.node, path: keyNode.path), time: time, name: layerName!) else { continue }
                layerName = name
            }
            guard let name = layerName, let named = layerNames[name],
                  let kind = kind(of: keyPath, on: named.layerClass, customKeys: named.customKeys, at: keyNode) else { continue }
            if value.scalar == "$location", !value.isQuoted {
                if !inHandler {
                    diagnostics.report(value, "$location is where the pointer is when a handler runs: it can only be used in on: handlers")
                } else if case .point = kind {
                    body.actions.append(.set(layer: name, keyPath: keyPath, value: .pointerLocation))
                } else {
                    diagnostics.report(value, "$location is a point, and \"\(keyPath)\" is not a point key path")
                }
                continue
            }
            guard let converted = values.value(value, kind: kind) else { continue }
            body.actions.append(.set(layer: name, keyPath: keyPath, value: converted))
        }
    }

    /// `reference(_:time:)` for a name taken from part of a key.
    private func reference(_ node: SceneNode, time: Double, name: String) -> String? {
        guard let named = layerNames[name] else {
            var message = "unknown layer name \"\(name)\""
            if let near = SceneDiagnostics.nearest(to: name, in: layerNames.keys) { message += "; did you mean \"\(near)\"?" }
            return values.fail(node, message)
        }
        guard named.time <= time else {
            return values.fail(node, "the layer \"\(name)\" is only created at time \(named.time), after this event at \(time)")
        }
        return name
    }
}
