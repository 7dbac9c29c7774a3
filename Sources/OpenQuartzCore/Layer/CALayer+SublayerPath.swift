/// Finding a layer of one tree in another of the same shape: a model layer in a presentation tree
/// (what the window shows, for input), or a presentation layer's model, by the indexes of the
/// sublayers on the way from the root. `presentation()` copies the whole tree it is asked for, so
/// its layers correspond to the model's position by position, and only so.
extension CALayer {
    /// The indexes of the sublayers from `root` down to this layer (empty for `root` itself), or
    /// nil when the layer is not in `root`'s tree (a mask, or a layer taken out).
    package func sublayerPath(from root: CALayer) -> [Int]? {
        var path: [Int] = []
        var node = self
        while node !== root {
            guard let parent = node.superlayer, let index = parent.sublayers?.firstIndex(where: { $0 === node }) else { return nil }
            path.append(index)
            node = parent
        }
        return path.reversed()
    }

    /// The layer at `path` below this one (see ``sublayerPath(from:)``), or nil when the tree has
    /// no such layer.
    package func sublayer(atPath path: [Int]) -> CALayer? {
        var layer = self
        for index in path {
            guard let sublayers = layer.sublayers, index < sublayers.count else { return nil }
            layer = sublayers[index]
        }
        return layer
    }
}
