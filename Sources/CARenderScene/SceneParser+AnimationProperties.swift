import Foundation

/// The properties of animations by class: timing, key path, basic and spring values, transitions.
extension SceneParser {
    /// CAMediaTiming's properties and the timing function.
    func applyTiming(_ node: SceneNode, to a: CAAnimation) {
        if let n = node["duration"], let v = values.nonNegative(n) { a.duration = v }
        if let n = node["beginTime"], let v = values.number(n) { a.beginTime = v }
        if let n = node["speed"], let v = values.number(n) { a.speed = Float(v) }
        if let n = node["timeOffset"], let v = values.number(n) { a.timeOffset = v }
        if let n = node["repeatCount"], let v = values.nonNegative(n, allowInfinity: true) { a.repeatCount = Float(v) }
        if let n = node["repeatDuration"], let v = values.nonNegative(n, allowInfinity: true) { a.repeatDuration = v }
        if let n = node["autoreverses"], let v = values.bool(n) { a.autoreverses = v }
        if let n = node["fillMode"], let v = values.name(n, .fillMode) { a.fillMode = CAMediaTimingFillMode(rawValue: v) }
        if let n = node["isRemovedOnCompletion"] ?? node["removedOnCompletion"], let v = values.bool(n) { a.isRemovedOnCompletion = v }
        if let n = node["timingFunction"], let v = values.timingFunction(n) { a.timingFunction = v }
    }

    /// The key path and its kind (nil after a problem), additive, cumulative and value function.
    func applyProperty(_ node: SceneNode, to a: CAPropertyAnimation, layerClass: LayerClass, customKeys: Set<String>) -> ValueKind? {
        if let n = node["isAdditive"] ?? node["additive"], let v = values.bool(n) { a.isAdditive = v }
        if let n = node["isCumulative"] ?? node["cumulative"], let v = values.bool(n) { a.isCumulative = v }
        guard let keyPathNode = node["keyPath"] else {
            diagnostics.report(node, "\(type(of: a)) needs a keyPath, the layer property it animates")
            return nil
        }
        guard let keyPath = values.string(keyPathNode), var kind = kind(of: keyPath, on: layerClass, customKeys: customKeys, at: keyPathNode) else { return nil }
        a.keyPath = keyPath
        if let entry = LayerPropertyTable.entry(forKeyPath: keyPath, kinds: layerClass.type.layerKinds), !entry.isAnimatable {
            return values.fail(keyPathNode, "\"\(keyPath)\" of \(layerClass.name) is not animatable")
        }
        if let n = node["valueFunction"], let name = values.name(n, .valueFunction) {
            guard case .transform = kind else { return values.fail(n, "a value function applies to a transform key path, not \"\(keyPath)\"") }
            a.valueFunction = CAValueFunction(name: CAValueFunctionName(rawValue: name))
            kind = .functionArguments
        }
        return kind
    }

    /// Basic and spring values; returns whether `fromValue` is `$presentation` (read when the
    /// animation is added).
    @discardableResult
    func applyBasic(_ node: SceneNode, to a: CABasicAnimation, kind: ValueKind) -> Bool {
        var fromPresentation = false
        if let n = node["fromValue"] {
            if n.scalar == "$presentation", !n.isQuoted { fromPresentation = true } else { a.fromValue = values.value(n, kind: kind)?.kvcValue }
        }
        if let n = node["toValue"] { a.toValue = values.value(n, kind: kind)?.kvcValue }
        if let n = node["byValue"] { a.byValue = values.value(n, kind: kind)?.kvcValue }
        guard let spring = a as? CASpringAnimation else { return fromPresentation }
        if let n = node["mass"], let v = values.number(n) {
            if v > 0 { spring.mass = v } else { diagnostics.report(n, "mass must be greater than 0, found \(n.summary)") }
        }
        if let n = node["stiffness"], let v = values.number(n) {
            if v > 0 { spring.stiffness = v } else { diagnostics.report(n, "stiffness must be greater than 0, found \(n.summary)") }
        }
        if let n = node["damping"], let v = values.nonNegative(n) { spring.damping = v }
        if let n = node["initialVelocity"], let v = values.number(n) { spring.initialVelocity = v }
        if let n = node["allowsOverdamping"], let v = values.bool(n) { spring.allowsOverdamping = v }
        return fromPresentation
    }

    func applyTransition(_ node: SceneNode, to t: CATransition) {
        if let n = node["type"], let v = values.name(n, .transitionType) { t.type = CATransitionType(rawValue: v) }
        if let n = node["subtype"], let v = values.name(n, .transitionSubtype) { t.subtype = CATransitionSubtype(rawValue: v) }
        if let n = node["startProgress"], let v = values.number(n) {
            if (0...1).contains(v) { t.startProgress = Float(v) } else { diagnostics.report(n, "startProgress runs from 0 to 1, found \(n.summary)") }
        }
        if let n = node["endProgress"], let v = values.number(n) {
            if (0...1).contains(v) { t.endProgress = Float(v) } else { diagnostics.report(n, "endProgress runs from 0 to 1, found \(n.summary)") }
        }
    }

    /// A transition's keys, with `layer` allowed beside them.
    func parseTransition(_ node: SceneNode, layerClass: LayerClass) -> AnimationSpec? {
        let allowed = Self.timingKeys.union(Self.classKeys["CATransition"]!).union(["layer"])
        diagnostics.checkKeys(node, allowed: allowed, what: "a transition")
        return parseAnimation(node, layerClass: layerClass, customKeys: [], requiredClass: "CATransition", checkKeys: false)
    }
}
