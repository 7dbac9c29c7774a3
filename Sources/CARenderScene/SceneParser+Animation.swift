import Foundation

/// Reading animations: `class` (Apple's name or `basic`, `keyframe`, `spring`, `group`,
/// `transition`; inferred when left out) and every property Apple's classes have, by Apple's name.
extension SceneParser {
    static let animationClassNames: [String: String] = [
        "CABasicAnimation": "CABasicAnimation", "basic": "CABasicAnimation",
        "CAKeyframeAnimation": "CAKeyframeAnimation", "keyframe": "CAKeyframeAnimation",
        "CASpringAnimation": "CASpringAnimation", "spring": "CASpringAnimation",
        "CAAnimationGroup": "CAAnimationGroup", "group": "CAAnimationGroup",
        "CATransition": "CATransition", "transition": "CATransition",
    ]
    static let timingKeys: Set<String> = ["class", "timingFunction", "duration", "beginTime", "speed", "timeOffset", "repeatCount",
                                          "repeatDuration", "autoreverses", "fillMode", "isRemovedOnCompletion", "removedOnCompletion"]
    static let propertyKeys: Set<String> = ["keyPath", "isAdditive", "additive", "isCumulative", "cumulative", "valueFunction"]
    static let classKeys: [String: Set<String>] = [
        "CABasicAnimation": ["fromValue", "toValue", "byValue"],
        "CASpringAnimation": ["fromValue", "toValue", "byValue", "mass", "stiffness", "damping", "initialVelocity",
                              "allowsOverdamping", "perceptualDuration", "bounce"],
        "CAKeyframeAnimation": ["values", "path", "keyTimes", "timingFunctions", "calculationMode", "rotationMode",
                                "tensionValues", "continuityValues", "biasValues"],
        "CAAnimationGroup": ["animations"],
        "CATransition": ["type", "subtype", "startProgress", "endProgress"],
    ]

    /// The class an animation names, or the one its keys imply: `animations` a group, `values` or
    /// `path` a keyframe animation, spring parameters a spring, `type`/`subtype` a transition, else
    /// a basic animation.
    private func animationClass(_ node: SceneNode) -> String? {
        if let classNode = node["class"] {
            guard let text = values.string(classNode) else { return nil }
            guard let name = Self.animationClassNames[text] else {
                var message = "unknown animation class \"\(text)\"; expected CABasicAnimation, CAKeyframeAnimation, CASpringAnimation, CAAnimationGroup or CATransition"
                if let near = SceneDiagnostics.nearest(to: text, in: Self.animationClassNames.keys) { message += "; did you mean \"\(near)\"?" }
                return values.fail(classNode, message)
            }
            return name
        }
        if node["animations"] != nil { return "CAAnimationGroup" }
        if node["values"] != nil || node["path"] != nil { return "CAKeyframeAnimation" }
        if ["mass", "stiffness", "damping", "perceptualDuration", "bounce"].contains(where: { node[$0] != nil }) { return "CASpringAnimation" }
        if node["type"] != nil || node["subtype"] != nil { return "CATransition" }
        return "CABasicAnimation"
    }

    /// Reads an animation for a layer of `layerClass`, or nil after reporting its problems.
    func parseAnimation(_ node: SceneNode, layerClass: LayerClass, customKeys: Set<String>, requiredClass: String? = nil,
                        checkKeys: Bool = true) -> AnimationSpec? {
        guard node.isMapping else { return values.expected("an animation (a map with class, keyPath, duration...)", node) }
        guard let className = requiredClass ?? animationClass(node) else { return nil }
        if checkKeys { diagnostics.checkKeys(node, allowed: Self.timingKeys.union(className == "CAAnimationGroup" || className == "CATransition" ? [] : Self.propertyKeys)
            .union(Self.classKeys[className] ?? []), what: className) }
        let animation: CAAnimation
        switch className {
        case "CAKeyframeAnimation": animation = CAKeyframeAnimation()
        case "CAAnimationGroup": animation = CAAnimationGroup()
        case "CATransition": animation = CATransition()
        case "CASpringAnimation":
            if let durationNode = node["perceptualDuration"], let perceptual = values.number(durationNode) {
                let bounce = node["bounce"].flatMap { values.number($0) } ?? 0
                guard perceptual > 0 else { return values.fail(durationNode, "perceptualDuration must be greater than 0") }
                guard (-1...1).contains(bounce) else { return values.fail(node["bounce"]!, "bounce runs from -1 to 1, found \(node["bounce"]!.summary)") }
                animation = CASpringAnimation(perceptualDuration: perceptual, bounce: bounce)
            } else {
                animation = CASpringAnimation()
            }
        default: animation = CABasicAnimation()
        }
        applyTiming(node, to: animation)
        if let property = animation as? CAPropertyAnimation {
            guard let kind = applyProperty(node, to: property, layerClass: layerClass, customKeys: customKeys) else { return nil }
            if let basic = property as? CABasicAnimation { applyBasic(node, to: basic, kind: kind) }
            if let keyframe = property as? CAKeyframeAnimation { applyKeyframes(node, to: keyframe, kind: kind) }
        }
        if let group = animation as? CAAnimationGroup, let list = node["animations"] {
            guard let elements = list.elements else { return values.expected("a list of animations", list) }
            group.animations = elements.compactMap { parseAnimation($0, layerClass: layerClass, customKeys: customKeys)?.prototype }
        }
        if let transition = animation as? CATransition { applyTransition(node, to: transition) }
        return AnimationSpec(prototype: animation)
    }

    /// CAMediaTiming's properties and the timing function.
    private func applyTiming(_ node: SceneNode, to a: CAAnimation) {
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
    private func applyProperty(_ node: SceneNode, to a: CAPropertyAnimation, layerClass: LayerClass, customKeys: Set<String>) -> ValueKind? {
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

    private func applyBasic(_ node: SceneNode, to a: CABasicAnimation, kind: ValueKind) {
        if let n = node["fromValue"] { a.fromValue = values.value(n, kind: kind)?.kvcValue }
        if let n = node["toValue"] { a.toValue = values.value(n, kind: kind)?.kvcValue }
        if let n = node["byValue"] { a.byValue = values.value(n, kind: kind)?.kvcValue }
        guard let spring = a as? CASpringAnimation else { return }
        if let n = node["mass"], let v = values.number(n) {
            if v > 0 { spring.mass = v } else { diagnostics.report(n, "mass must be greater than 0, found \(n.summary)") }
        }
        if let n = node["stiffness"], let v = values.number(n) {
            if v > 0 { spring.stiffness = v } else { diagnostics.report(n, "stiffness must be greater than 0, found \(n.summary)") }
        }
        if let n = node["damping"], let v = values.nonNegative(n) { spring.damping = v }
        if let n = node["initialVelocity"], let v = values.number(n) { spring.initialVelocity = v }
        if let n = node["allowsOverdamping"], let v = values.bool(n) { spring.allowsOverdamping = v }
    }

    private func applyTransition(_ node: SceneNode, to t: CATransition) {
        if let n = node["type"], let v = values.name(n, .transitionType) { t.type = CATransitionType(rawValue: v) }
        if let n = node["subtype"], let v = values.name(n, .transitionSubtype) { t.subtype = CATransitionSubtype(rawValue: v) }
        if let n = node["startProgress"], let v = values.number(n) {
            if (0...1).contains(v) { t.startProgress = Float(v) } else { diagnostics.report(n, "startProgress runs from 0 to 1, found \(n.summary)") }
        }
        if let n = node["endProgress"], let v = values.number(n) {
            if (0...1).contains(v) { t.endProgress = Float(v) } else { diagnostics.report(n, "endProgress runs from 0 to 1, found \(n.summary)") }
        }
    }
}
