extension FrameBuilder {
    /// CAReplicatorLayer's instances.
    ///
    /// Instance i (from 0 to instanceCount - 1) draws every sublayer with instanceTransform applied i
    /// times, about the replicator's anchor point (as sublayerTransform is applied), with its
    /// animations delayed by i x instanceDelay, and multiplied by a colour: instanceColor plus i times
    /// the instance offsets of each component, clamped to [0, 1] (Apple's CAReplicatorLayer
    /// documentation). Instances are drawn in order, each one's sublayers back to front.
    func instances(of node: RenderLayer, state: LayerState, localTime: CFTimeInterval, map: Int, clip: Int) {
        guard !node.sublayers.isEmpty, state.instanceCount > 0 else { return }
        let base = (state.instanceColor ?? LayerState.opaqueWhite).rgba(in: CairoColor.workingSpace)
        for (instance, placement) in Self.instancePlacements(of: state).enumerated() {
            let i = Double(instance)
            let tint = FrameTint(red: Self.unit(base.red + i * Double(state.instanceRedOffset)),
                                 green: Self.unit(base.green + i * Double(state.instanceGreenOffset)),
                                 blue: Self.unit(base.blue + i * Double(state.instanceBlueOffset)),
                                 alpha: Self.unit(base.alpha + i * Double(state.instanceAlphaOffset)))
            guard tint.alpha > 0 else { continue }
            let time = localTime - i * state.instanceDelay
            let plain = tint == FrameTint(red: 1, green: 1, blue: 1, alpha: 1)
            let start = plain ? -1 : frame.openEffect(.group(alpha: 1, tint: tint))
            sublayers(of: node, parent: state, parentTime: time, parentMap: frame.maps[map], clip: clip, instance: placement)
            if start >= 0 { frame.closeEffect(start) }
        }
    }

    static func unit(_ value: Double) -> Double { min(max(value, 0), 1) }

    /// Where each replicator instance goes in the replicator's coordinates: instanceTransform
    /// applied i times to instance i, about the replicator's anchor point.
    static func instancePlacements(of state: LayerState) -> [CATransform3D] {
        let anchor = LayerGeometry.anchorPoint(of: state)
        let toAnchor = CATransform3DMakeTranslation(-anchor.x, -anchor.y, 0)
        let back = CATransform3DMakeTranslation(anchor.x, anchor.y, 0)
        var accumulated = CATransform3DIdentity
        return (0..<max(state.instanceCount, 0)).map { _ in
            defer { accumulated = CATransform3DConcat(accumulated, state.instanceTransform) }
            return CATransform3DConcat(CATransform3DConcat(toAnchor, accumulated), back)
        }
    }

    /// A CATransformLayer: its sublayers (and those of nested transform layers) keep their place in
    /// one 3D space, and are drawn back to front by the depth of their centres (a painter's sort;
    /// layers that cut through each other are not split). The transform layer's own background,
    /// contents, border, mask and shadow are not drawn; its opacity multiplies each sublayer's, with
    /// no group (Apple's CATransformLayer documentation).
    func transformLayer(_ node: RenderLayer, state: LayerState, parentTime: CFTimeInterval, transform: CATransform3D,
                        parentMap: PlaneMap, clip: Int) {
        var leaves: [Leaf] = []
        collectLeaves(of: node, state: state, localTime: node.localTime(fromParentTime: parentTime),
                      transform: transform, opacity: state.opacity, into: &leaves)
        let ordered = leaves.indices.sorted {
            leaves[$0].depth != leaves[$1].depth ? leaves[$0].depth < leaves[$1].depth : $0 < $1
        }
        for index in ordered {
            let leaf = leaves[index]
            placed(leaf.node, state: leaf.state, parentTime: leaf.parentTime, transform: leaf.transform,
                   parentMap: parentMap, clip: clip)
        }
    }

    /// A layer drawn in a transform layer's 3D space.
    struct Leaf {
        let node: RenderLayer
        let state: LayerState
        let parentTime: CFTimeInterval
        let transform: CATransform3D
        let depth: CGFloat
    }

    private func collectLeaves(of node: RenderLayer, state: LayerState, localTime: CFTimeInterval,
                               transform: CATransform3D, opacity: Float, into leaves: inout [Leaf]) {
        for sublayer in node.sublayers {
            var sublayerState = sublayer.presentation(atParentTime: localTime)
            guard !sublayerState.isHidden else { continue }
            let placed = CATransform3DConcat(LayerGeometry.transformToSuperlayer(sublayerState, superlayer: state), transform)
            if sublayer.kinds.contains(.transform) {
                collectLeaves(of: sublayer, state: sublayerState, localTime: sublayer.localTime(fromParentTime: localTime),
                              transform: placed, opacity: opacity * sublayerState.opacity, into: &leaves)
            } else {
                sublayerState.opacity *= opacity
                leaves.append(Leaf(node: sublayer, state: sublayerState, parentTime: localTime, transform: placed,
                                   depth: DepthSorting.depth(of: sublayerState.bounds, transform: placed)))
            }
        }
    }
}
