import Foundation

/// `propertyGroup(n)`: the group n levels above a property, as After Effects nests them. Above a
/// shape item's property are the item, the contents holding it, the group those belong to, its
/// contents, and so on up to the layer's contents and the layer; a group's transform belongs to
/// the group itself. Above a layer transform's property are the transform and the layer; above an
/// effect's parameter, the effect, the layer's effects and the layer.
extension LottieExpressionScope {
    /// The group `level` (1 when undefined) levels above the property at entry `index` of this
    /// layer's node.
    func propertyGroup(_ level: LottieExpressionValue, ofPropertyAt index: Int, atTime time: Double) throws(LottieExpressionError) -> LottieExpressionValue {
        let count: Double
        if case .undefined = level { count = 1 } else { count = level.number }
        guard count >= 1, count == count.rounded(), count <= 1_000 else {
            throw LottieExpressionError("propertyGroup(\(level.text)): not a number of levels")
        }
        let chain = try groupChain(ofPropertyAt: index, atTime: time)
        guard Int(count) <= chain.count else {
            throw LottieExpressionError("propertyGroup(\(level.text)): the property is \(chain.count) levels deep")
        }
        return chain[Int(count) - 1]
    }

    /// The groups above the property at entry `index`, innermost first, the layer last.
    private func groupChain(ofPropertyAt index: Int, atTime time: Double) throws(LottieExpressionError) -> [LottieExpressionValue] {
        let json = layerNode.json
        guard layerNode.contains(index) else { throw LottieExpressionError("propertyGroup: the property is not one of the layer's") }
        let transform = layerNode["ks"]?.index, effects = layerNode["ef"]
        var chain: [LottieExpressionValue] = []
        var current = Int(json.entries[index].parent)
        while current >= 0, current != layerNode.index {
            let node = LottieNode(json: json, index: current, scope: layerNode.scope)
            let parent = Int(json.entries[current].parent)
            if current == transform {
                chain.append(.object(transformObject(atTime: time)))
            } else if let effects, parent == effects.index {
                chain.append(effectObject(node, atTime: time))
                let all = LottieExpressionFunction("effect") { [unowned self] (arguments) throws(LottieExpressionError) in
                    try self.effect(LottieExpressionLibrary.argument(arguments, 0), atTime: time)
                }
                chain.append(.object(LottieExpressionObject("effects", call: all)))
            } else if node.isObject, parent >= 0, json.entries[parent].kind == .array, let type = try? node.string("ty") {
                chain.append(.object(shapeItemObject(node, atTime: time)))
                if type != "tr" {
                    chain.append(.object(contentsObject(LottieNode(json: json, index: parent, scope: layerNode.scope), atTime: time)))
                }
            }
            current = parent
        }
        chain.append(.object(layerObject(atTime: time)))
        return chain
    }
}
