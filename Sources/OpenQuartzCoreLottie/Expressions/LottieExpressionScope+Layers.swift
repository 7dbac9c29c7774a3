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
/// - `effect(key)(parameter)` finds an effect (`ef`) by name (`nm`, or match name `mn`) or its
///   position from 1, then its parameter the same way, and reads the parameter's value (`v`):
///   expression controls (sliders, angles, points, colours, checkboxes).
extension LottieExpressionScope {
    typealias Value = LottieExpressionValue

    /// The layer of this composition that `key` names: the scope its expressions run in.
    func layer(_ key: Value) throws(LottieExpressionError) -> LottieExpressionScope {
        guard let list = try? composition.layers?.elements() else { throw LottieExpressionError("the composition has no layers") }
        let found: LottieNode?
        if case .string(let name) = key {
            found = list.first { (try? $0.string("nm")) == name }
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
        return LottieExpressionObject("layer", members: members, lookup: { [unowned self] (key) throws(LottieExpressionError) -> Value? in
            switch key {
            case "effect":
                return LottieExpressionLibrary.function(key) { (arguments) throws(LottieExpressionError) in
                    try self.effect(LottieExpressionLibrary.argument(arguments, 0), atTime: time)
                }
            case "transform": return .object(self.transformObject(atTime: time))
            default: return try self.transformValue(key, atTime: time)
            }
        })
    }

    /// The layer's transform (`ks`) as an object.
    func transformObject(atTime time: Double) -> LottieExpressionObject {
        LottieExpressionObject("transform", lookup: { [unowned self] (key) throws(LottieExpressionError) -> Value? in
            try self.transformValue(key, atTime: time)
        })
    }

    /// A transform property by its expression name, or nil for other names.
    private func transformValue(_ key: String, atTime time: Double) throws(LottieExpressionError) -> Value? {
        let ks = layerNode["ks"], frame = frame(atTime: time)
        switch key {
        case "position":
            if let p = ks?["p"], p.flag("s") {
                let x = try value(ofPropertyAt: p["x"], fallback: [0], atFrame: frame)
                let y = try value(ofPropertyAt: p["y"], fallback: [0], atFrame: frame)
                return .vector([x.first ?? 0, y.first ?? 0])
            }
            return .property(try value(ofPropertyAt: ks?["p"], fallback: [0, 0], atFrame: frame))
        case "anchorPoint": return .property(try value(ofPropertyAt: ks?["a"], fallback: [0, 0], atFrame: frame))
        case "scale": return .property(try value(ofPropertyAt: ks?["s"], fallback: [100, 100], atFrame: frame))
        case "rotation", "zRotation":
            return .property(try value(ofPropertyAt: ks?["r"] ?? ks?["rz"], fallback: [0], atFrame: frame))
        case "opacity": return .property(try value(ofPropertyAt: ks?["o"], fallback: [100], atFrame: frame))
        default: return nil
        }
    }

    /// `effect(key)`: a function of the effect's parameters (see the type's notes).
    func effect(_ key: Value, atTime time: Double) throws(LottieExpressionError) -> Value {
        guard let effects = layerNode["ef"], let list = try? effects.elements(),
              let effect = Self.find(key, in: list) else { throw LottieExpressionError("the layer has no effect \(key.text)") }
        let parameters = (try? effect["ef"]?.elements()) ?? []
        let frame = frame(atTime: time)
        let read = LottieExpressionFunction("effect") { [unowned self] (arguments) throws(LottieExpressionError) in
            let key = LottieExpressionLibrary.argument(arguments, 0)
            guard let parameter = Self.find(key, in: parameters), let valueNode = parameter["v"] else {
                throw LottieExpressionError("the effect has no parameter \(key.text)")
            }
            return .property(try self.value(ofPropertyAt: valueNode, fallback: [0], atFrame: frame))
        }
        return .object(LottieExpressionObject("effect", call: read))
    }

    private static func find(_ key: Value, in nodes: [LottieNode]) -> LottieNode? {
        if case .string(let name) = key {
            return nodes.first { (try? $0.string("nm")) == name || (try? $0.string("mn")) == name }
        }
        let position = key.number
        guard position >= 1, position <= Double(nodes.count), position == position.rounded() else { return nil }
        return nodes[Int(position) - 1]
    }
}
