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
        var fromPresentation = false
        if let property = animation as? CAPropertyAnimation {
            guard let kind = applyProperty(node, to: property, layerClass: layerClass, customKeys: customKeys) else { return nil }
            if let basic = property as? CABasicAnimation { fromPresentation = applyBasic(node, to: basic, kind: kind) }
            if let keyframe = property as? CAKeyframeAnimation { applyKeyframes(node, to: keyframe, kind: kind) }
        }
        if let group = animation as? CAAnimationGroup, let list = node["animations"] {
            guard let elements = list.elements else { return values.expected("a list of animations", list) }
            group.animations = elements.compactMap { parseAnimation($0, layerClass: layerClass, customKeys: customKeys)?.prototype }
        }
        if let transition = animation as? CATransition { applyTransition(node, to: transition) }
        let spec = AnimationSpec(prototype: animation)
        spec.fromPresentation = fromPresentation
        return spec
    }
}
