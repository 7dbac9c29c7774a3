import Foundation

extension LottieNode {
    /// A property object (`{"a": 0|1, "k": ...}`): a constant when `k` is a value, keyframes when it
    /// is an array of objects with `t`. Each value is read by `parse`.
    ///
    /// Both keyframe layouts bodymovin has written are read: each keyframe's start value `s` (since
    /// bodymovin 5.5), or the older start `s` and end `e` where a keyframe without `s` starts at the
    /// previous one's `e`. Keyframes are sorted by frame; one keyframe is a constant.
    ///
    /// A property with a slot id (`sid`) that names one of the document's slots is read from the
    /// slot's property instead (the Lottie specification's slots, which a player's caller may fill).
    ///
    /// A numeric or path property with an expression (`x`) in a layer is the expression's values at
    /// every frame (``LottieExpressionScope``).
    func property<Value: Sendable>(_ parse: (LottieNode) throws(LottieError) -> Value) throws(LottieError) -> LottieProperty<Value> {
        guard isObject else { throw error("expected a property object with \"k\", found \(kind)") }
        if !json.slots.isEmpty, let sid = self["sid"], let id = try? sid.string(), let slot = json.slots[id], slot != index {
            return try LottieNode(json: json, index: slot, scope: scope).property(parse)
        }
        let result = try ownProperty(parse)
        if let scope, let source = self["x"], let text = try? source.string() {
            if let numeric = result as? LottieProperty<[Double]>, let applied = scope.apply(text, to: numeric, at: self) as? LottieProperty<Value> {
                return applied
            }
            if let path = result as? LottieProperty<LottieBezier>, let applied = scope.applyPath(text, to: path, at: self) as? LottieProperty<Value> {
                return applied
            }
        }
        return result
    }

    /// The property's own constant or keyframes, without its slot or expression (see
    /// ``property(_:)``).
    func ownProperty<Value: Sendable>(_ parse: (LottieNode) throws(LottieError) -> Value) throws(LottieError) -> LottieProperty<Value> {
        let k = try required("k")
        guard k.isArray, let first = try k.elements().first, first.isObject, first["t"] != nil else {
            return .constant(try parse(k))
        }
        var keyframes: [LottieKeyframe<Value>] = []
        var previousEnd: LottieNode?
        for node in try k.elements() {
            let frame = try node.required("t").number()
            let valueNode: LottieNode
            if let start = node["s"] {
                valueNode = start
            } else if let end = previousEnd {
                valueNode = end
            } else if keyframes.isEmpty {
                throw node.error("the first keyframe has no value \"s\"")
            } else {
                // A final keyframe that only marks the end of the previous (hold) segment.
                keyframes.append(LottieKeyframe(frame: frame, value: keyframes[keyframes.count - 1].value,
                                                hold: false, timing: nil))
                continue
            }
            previousEnd = node["e"]
            keyframes.append(LottieKeyframe(
                frame: frame, value: try parse(valueNode), hold: node.flag("h"),
                timing: try node.easing(), spatialOut: try node.tangent("to"), spatialIn: try node.tangent("ti")))
        }
        keyframes.sort { $0.frame < $1.frame }
        guard keyframes.count > 1 else { return .constant(keyframes[0].value) }
        return .animated(keyframes)
    }

    /// The optional property `key`, read with `parse`, or `fallback` when absent.
    func property<Value: Sendable>(_ key: String, default fallback: Value,
                                   _ parse: (LottieNode) throws(LottieError) -> Value) throws(LottieError) -> LottieProperty<Value> {
        guard let node = self[key] else { return .constant(fallback) }
        return try node.property(parse)
    }

    /// The optional numeric property `key` (vectors), or `fallback`.
    func vectorProperty(_ key: String, default fallback: [Double]) throws(LottieError) -> LottieProperty<[Double]> {
        try property(key, default: fallback) { (node) throws(LottieError) in try node.vector() }
    }

    /// The optional scalar property `key` (a one-element vector), or `fallback`.
    func scalarProperty(_ key: String, default fallback: Double) throws(LottieError) -> LottieProperty<[Double]> {
        try property(key, default: [fallback]) { (node) throws(LottieError) in [try node.scalar()] }
    }

    /// The segment's timing function from `o` and `i`, or nil when either is missing (linear).
    /// Control points' x are clamped to [0, 1] as Core Animation requires; y may overshoot.
    private func easing() throws(LottieError) -> CAMediaTimingFunction? {
        guard let out = self["o"], let inTangent = self["i"], out.isObject, inTangent.isObject else { return nil }
        let c1x = try out.required("x").scalar(), c1y = try out.required("y").scalar()
        let c2x = try inTangent.required("x").scalar(), c2y = try inTangent.required("y").scalar()
        if c1x == c1y && c2x == c2y { return nil }
        return CAMediaTimingFunction(controlPoints: Float(min(max(c1x, 0), 1)), Float(c1y),
                                     Float(min(max(c2x, 0), 1)), Float(c2y))
    }

    /// A spatial tangent (`to` or `ti`), nil when absent or zero.
    private func tangent(_ key: String) throws(LottieError) -> [Double]? {
        guard let node = self[key] else { return nil }
        let vector = try node.vector()
        return vector.allSatisfy { $0 == 0 } ? nil : vector
    }
}
