import Foundation

/// Compositions as expressions see them: `thisComp`, the layer's own, and `comp(name)`, the file's
/// main composition or one of its precompositions (assets with layers) by its name (`nm`).
///
/// A composition has `width`, `height`, `frameDuration`, `duration`, `numLayers`,
/// `displayStartTime`, `pixelAspect` and `layer(name or index)`. A precomposition that does not
/// give its size has the file's; its duration is the file's too (a precomposition has no in and
/// out points of its own).
extension LottieExpressionScope {
    /// `comp` as an object; `time` gives the asking expression's time when a layer is read.
    func compositionObject(_ comp: Composition, named name: String, time: @escaping () -> Double) -> LottieExpressionObject {
        LottieExpressionObject(name, members: [
            "width": .number(comp.width), "height": .number(comp.height), "frameDuration": .number(1 / comp.frameRate),
            "duration": .number((comp.outFrame - comp.inFrame) / comp.frameRate), "numLayers": .number(Double(comp.layerCount)),
            "displayStartTime": .number(0), "pixelAspect": .number(1),
            "layer": LottieExpressionLibrary.function("layer") { [unowned self] (arguments) throws(LottieExpressionError) in
                .object(try self.layer(LottieExpressionLibrary.argument(arguments, 0), in: comp).layerObject(atTime: time()))
            },
        ])
    }

    /// The composition `key` names: the main one by the file's `nm`, or a precomposition by its.
    func composition(named key: LottieExpressionValue) throws(LottieExpressionError) -> Composition {
        let root = LottieNode(root: layerNode.json)
        guard case .string(let name) = key else { throw LottieExpressionError("comp(\(key.text)): not a composition's name") }
        let candidates = [root] + ((try? root["assets"]?.elements()) ?? []).filter { $0["layers"] != nil }
        guard let found = candidates.first(where: { $0.member("nm", is: name) }) else {
            throw LottieExpressionError("comp(\(name)): no such composition in the file")
        }
        var result = composition
        result.layers = found["layers"]
        result.layerCount = (try? found["layers"]?.elements().count) ?? 0
        result.width = (try? found["w"]?.number()) ?? (try? root["w"]?.number()) ?? composition.width
        result.height = (try? found["h"]?.number()) ?? (try? root["h"]?.number()) ?? composition.height
        return result
    }
}
