import _CCairo

extension LayerCompositor {
    /// Draws a CATransformLayer: its sublayers (and those of nested transform layers) keep their
    /// place in one 3D space, and are drawn back to front by the depth of their centres (a painter's
    /// sort; layers that cut through each other are not split). The transform layer's own background,
    /// contents, border, mask and shadow are not drawn; its opacity multiplies each sublayer's, with no
    /// group (Apple's CATransformLayer documentation).
    static func drawTransformLayer(_ layer: LayerSnapshot, state: LayerState, parentTime: CFTimeInterval,
                                   transform: CATransform3D, in cr: OpaquePointer) {
        var leaves: [Leaf] = []
        collectLeaves(of: layer, state: state, localTime: layer.localTime(fromParentTime: parentTime),
                      transform: transform, opacity: state.opacity, into: &leaves)
        let ordered = leaves.enumerated().sorted {
            $0.element.depth != $1.element.depth ? $0.element.depth < $1.element.depth : $0.offset < $1.offset
        }
        for (_, leaf) in ordered {
            draw(leaf.layer, state: leaf.state, parentTime: leaf.parentTime, transform: leaf.transform, in: cr)
        }
    }

    /// A layer drawn in a transform layer's 3D space.
    struct Leaf {
        let layer: LayerSnapshot
        let state: LayerState
        let parentTime: CFTimeInterval
        let transform: CATransform3D
        let depth: CGFloat
    }

    static func collectLeaves(of layer: LayerSnapshot, state: LayerState, localTime: CFTimeInterval,
                              transform: CATransform3D, opacity: Float, into leaves: inout [Leaf]) {
        for sublayer in layer.sublayers {
            var sublayerState = sublayer.presentation(atParentTime: localTime)
            guard !sublayerState.isHidden else { continue }
            let placed = CATransform3DConcat(LayerGeometry.transformToSuperlayer(sublayerState, superlayer: state), transform)
            if sublayer.kinds.contains(.transform) {
                collectLeaves(of: sublayer, state: sublayerState, localTime: sublayer.localTime(fromParentTime: localTime),
                              transform: placed, opacity: opacity * sublayerState.opacity, into: &leaves)
            } else {
                sublayerState.opacity *= opacity
                leaves.append(Leaf(layer: sublayer, state: sublayerState, parentTime: localTime, transform: placed,
                                   depth: DepthSorting.depth(of: sublayerState, transform: placed)))
            }
        }
    }
}
