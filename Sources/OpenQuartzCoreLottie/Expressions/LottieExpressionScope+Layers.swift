import Foundation

/// Layers as expressions see them: `thisLayer`, `thisComp.layer(name or index)` and the layer
/// members After Effects gives them.
///
/// - A layer has `name`, `index`, `inPoint`, `outPoint`, `startTime`, `width`, `height`,
///   `hasParent`, `effect(...)` and `transform` (`position`, `anchorPoint`, `scale`, `rotation`,
///   `opacity`, also readable on the layer itself). Its properties are read at the asking
///   expression's time, with their own expressions run.
/// - `thisComp.layer(key)` finds a layer of the same composition by name (`nm`) or by its index
///   (`ind`), as lottie-web looks layers up.
/// - Called with a group's match name or index, a layer gives its contents (`ADBE Root Vectors
///   Group`, 2; see `LottieExpressionScope+Contents`), its effects (`ADBE Effect Parade`, 4) or its
///   transform (`ADBE Transform Group`, 1 or 6, whose properties are found by their match names
///   too), as lottie-web's layer interface numbers them.
/// - `effect(key)(parameter)` finds an effect (`ef`) by name (`nm`, or match name `mn`) or its
///   position from 1, then its parameter the same way, and reads the parameter's value (`v`):
///   expression controls (sliders, angles, points, colours, checkboxes; a layer control, `ty` 10,
///   reads as the layer whose index it holds).
extension LottieExpressionScope {
    typealias Value = LottieExpressionValue

    /// The layer of this composition (or of `other`) that `key` names: the scope its expressions
    /// run in.
    func layer(_ key: Value, in other: Composition? = nil) throws(LottieExpressionError) -> LottieExpressionScope {
        let composition = other ?? self.composition
        guard let list = try? composition.layers?.elements() else { throw LottieExpressionError("the composition has no layers") }
        let found: LottieNode?
        if case .string(let name) = key {
            found = list.first { $0.member("nm", is: name) }
        } else {
            let index = key.number
            found = list.first { (try? $0["ind"]?.number()) == index }
        }
        guard let node = found else { throw LottieExpressionError("thisComp.layer(\(key.text)): no such layer") }
        if node.index == layerNode.index { return self }
        if let scope = composition.shared.scopes[node.index] { return scope }
        do {
            let scope = try node.makeExpressionScope(composition, report)
            composition.shared.scopes[node.index] = scope
            return scope
        } catch {
            throw LottieExpressionError("thisComp.layer(\(key.text)): \(error.message)")
        }
    }

    /// The layer as an object, its properties read at composition time `time`.
    func layerObject(atTime time: Double) -> LottieExpressionObject {
        let members: [String: Value] = [
            "name": .string(layer.name), "index": layer.index.map { .number(Double($0)) } ?? .undefined,
            "inPoint": .number(self.time(atFrame: layer.inFrame)), "outPoint": .number(self.time(atFrame: layer.outFrame)),
            "startTime": .number(layer.startFrame / composition.frameRate), "hasParent": .bool(layer.hasParent),
            "width": .number(layer.width), "height": .number(layer.height),
        ]
        let effects = LottieExpressionFunction("effect") { [unowned self] (arguments) throws(LottieExpressionError) in
            try self.effect(LottieExpressionLibrary.argument(arguments, 0), atTime: time)
        }
        // Called with a group's match name, display name or index, as lottie-web's layer interface
        // takes them: `layer("ADBE Effect Parade")("Slider")`, `thisLayer(4)("Slider")`.
        let group = LottieExpressionFunction("layer") { [unowned self] (arguments) throws(LottieExpressionError) in
            let key = LottieExpressionLibrary.argument(arguments, 0)
            switch key {
            case .string("ADBE Root Vectors Group"), .string("Contents"), .number(2):
                return .object(self.contentsObject(self.layerNode["shapes"], atTime: time))
            case .string("ADBE Effect Parade"), .string("Effects"), .string("effects"), .number(4):
                return .object(LottieExpressionObject("effects", call: effects))
            case .string("ADBE Transform Group"), .string("Transform"), .string("transform"), .number(1), .number(6):
                return .object(self.transformObject(atTime: time))
            default: throw LottieExpressionError("layer(\(key.text)): no such property group")
            }
        }
        return LottieExpressionObject("layer", members: members, lookup: { [unowned self] (key) throws(LottieExpressionError) -> Value? in
            switch key {
            case "effect": return .function(effects)
            case "content": return try self.contentsObject(self.layerNode["shapes"], atTime: time).member("content")
            case "transform": return .object(self.transformObject(atTime: time))
            default:
                if let value = try self.transformValue(key, atTime: time) { return value }
                return try self.spaceMember(key, atTime: time)
            }
        }, call: group)
    }

    /// The layer's transform (`ks`) as an object, its properties also found by calling it with
    /// their match names (`transform("ADBE Position")`).
    func transformObject(atTime time: Double) -> LottieExpressionObject {
        let names = ["ADBE Anchor Point": "anchorPoint", "ADBE Position": "position", "ADBE Scale": "scale",
                     "ADBE Rotate Z": "rotation", "ADBE Opacity": "opacity"]
        let find = LottieExpressionFunction("transform") { [unowned self] (arguments) throws(LottieExpressionError) in
            let key = LottieExpressionLibrary.argument(arguments, 0)
            guard case .string(let text) = key, let value = try self.transformValue(names[text] ?? text, atTime: time) else {
                throw LottieExpressionError("transform(\(key.text)): no such property")
            }
            return value
        }
        return LottieExpressionObject("transform", lookup: { [unowned self] (key) throws(LottieExpressionError) -> Value? in
            try self.transformValue(key, atTime: time)
        }, call: find)
    }

    /// A transform property by its expression name, or nil for other names.
    func transformValue(_ key: String, atTime time: Double) throws(LottieExpressionError) -> Value? {
        let ks = layerNode["ks"]
        switch key {
        case "position":
            if let p = ks?["p"], p.flag("s") {
                let frame = frame(atTime: time)
                let x = try value(ofPropertyAt: p["x"], fallback: [0], atFrame: frame)
                let y = try value(ofPropertyAt: p["y"], fallback: [0], atFrame: frame)
                return .vector([x.first ?? 0, y.first ?? 0])
            }
            return try propertyObject(ks?["p"], fallback: [0, 0], atTime: time)
        case "anchorPoint": return try propertyObject(ks?["a"], fallback: [0, 0], atTime: time)
        case "scale": return try propertyObject(ks?["s"], fallback: [100, 100], atTime: time)
        case "rotation", "zRotation": return try propertyObject(ks?["r"] ?? ks?["rz"], fallback: [0], atTime: time)
        case "opacity": return try propertyObject(ks?["o"], fallback: [100], atTime: time)
        default: return nil
        }
    }

    /// The property at `node` as expressions see another property: its value at `time` wherever a
    /// value is wanted (arithmetic, indexing, arguments, the result), and its functions
    /// `valueAtTime`, `velocityAtTime`, `velocity`, `speed` and `numKeys` (a delay rig's
    /// `thisComp.layer(1).transform.position.valueAtTime(time - 0.1)`).
    func propertyObject(_ node: LottieNode?, fallback: [Double], atTime time: Double) throws(LottieExpressionError) -> Value {
        let current = Value.property(try value(ofPropertyAt: node, fallback: fallback, atFrame: frame(atTime: time)))
        func velocity(_ time: Double) throws(LottieExpressionError) -> [Double] {
            try self.velocity(atFrame: frame(atTime: time)) { (frame) throws(LottieExpressionError) in
                try value(ofPropertyAt: node, fallback: fallback, atFrame: frame)
            }
        }
        return .object(LottieExpressionObject("property", lookup: { [unowned self] (key) throws(LottieExpressionError) -> Value? in
            typealias Library = LottieExpressionLibrary
            switch key {
            case "value": return current
            case "valueAtTime":
                return Library.function(key) { (arguments) throws(LottieExpressionError) in
                    .property(try self.value(ofPropertyAt: node, fallback: fallback, atFrame: self.frame(atTime: Library.argument(arguments, 0).number)))
                }
            case "velocityAtTime":
                return Library.function(key) { (arguments) throws(LottieExpressionError) in .property(try velocity(Library.argument(arguments, 0).number)) }
            case "velocity": return .property(try velocity(time))
            case "speed": return .number(Library.norm(.vector(try velocity(time))))
            case "numKeys":
                guard let node else { return .number(0) }
                return .number(Double(try self.ownProperty(at: node).keyframeFrames.count))
            case "propertyIndex":
                guard let index = try? node?["ix"]?.number() else { return .undefined }
                return .number(index)
            case "propertyGroup":
                guard let node else { return nil }
                return Library.function(key) { (arguments) throws(LottieExpressionError) in
                    try self.propertyGroup(Library.argument(arguments, 0), ofPropertyAt: node.index, atTime: time)
                }
            default: return nil
            }
        }, indexed: current))
    }

    /// `effect(key)`: a function of the effect's parameters (see the type's notes).
    func effect(_ key: Value, atTime time: Double) throws(LottieExpressionError) -> Value {
        guard let effects = layerNode["ef"], let list = try? effects.elements(),
              let effect = Self.find(key, in: list) else { throw LottieExpressionError("the layer has no effect \(key.text)") }
        return effectObject(effect, atTime: time)
    }

    /// The effect at `effect` as a function of its parameters.
    func effectObject(_ effect: LottieNode, atTime time: Double) -> Value {
        let parameters = (try? effect["ef"]?.elements()) ?? []
        let read = LottieExpressionFunction("effect") { [unowned self] (arguments) throws(LottieExpressionError) in
            let key = LottieExpressionLibrary.argument(arguments, 0)
            guard let parameter = Self.find(key, in: parameters), let valueNode = parameter["v"] else {
                throw LottieExpressionError("the effect has no parameter \(key.text)")
            }
            if (try? parameter["ty"]?.number()) == 10 {
                // A Layer Control: its value is the index of the layer it names, and it reads as
                // that layer (undefined when none).
                let index = try self.value(ofPropertyAt: valueNode, fallback: [0], atFrame: self.frame(atTime: time)).first ?? 0
                guard let layer = try? self.layer(.number(index)) else { return .undefined }
                return .object(layer.layerObject(atTime: time))
            }
            return try self.propertyObject(valueNode, fallback: [0], atTime: time)
        }
        return .object(LottieExpressionObject("effect", call: read))
    }

    /// The node of `nodes` that `key` names: by name (`nm`) or match name (`mn`), or its position from 1.
    static func find(_ key: Value, in nodes: [LottieNode]) -> LottieNode? {
        if case .string(let name) = key {
            return nodes.first { $0.member("nm", is: name) || $0.member("mn", is: name) }
        }
        let position = key.number
        guard position >= 1, position <= Double(nodes.count), position == position.rounded() else { return nil }
        return nodes[Int(position) - 1]
    }
}
