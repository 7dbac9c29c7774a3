/// Evaluates a render tree at one moment into a ``RenderFrame``: the renderer's one walk of the
/// tree, and the one place each layer feature is turned into drawing.
///
/// Each layer is evaluated (its presentation at its local time), placed (its geometry as a plane
/// map, flattened into its superlayer's plane as Core Animation composites layers, except under a
/// `CATransformLayer`) and drawn in Apple's order: background, contents, the content of its class
/// (shape, gradient, text), sublayers back to front by zPosition, then the border on top (Apple:
/// the border "is composited above the receiver's contents and sublayers"), all clipped to the
/// bounds with their rounded corners when it masks to bounds (the border excepted), multiplied by
/// its mask layer's alpha, under its shadow, composited with its opacity as a group. A running
/// transition replaces the layer by the picture of the tree before the change giving way to the
/// layer as it is.
///
/// A builder keeps its buffers (the frame's tables, the presentations of each depth's sublayers)
/// from one frame to the next, so building the frame of an unchanged tree allocates nothing.
final class FrameBuilder {
    /// The frame being built.
    private(set) var frame = RenderFrame()
    /// Presentations of sublayers, one reusable buffer per depth of the tree.
    private var levels: [[LayerState]] = []
    private var depth = 0

    /// Builds the frame of `root` at `parentTime`, the time of its superlayer (media time for a
    /// root). With `placed`, the frame's space is the root's superlayer's (presented as
    /// `superlayer`, if any) and the root is placed there by its own geometry, as `CARenderer`
    /// draws it; otherwise the frame's space is the root's bounds space, as `render(in:)` draws it.
    @discardableResult
    func build(_ root: RenderLayer, parentTime: CFTimeInterval, placed: Bool, superlayer: LayerState? = nil) -> RenderFrame {
        frame.reset()
        depth = 0
        let state = root.presentation(atParentTime: parentTime)
        if placed {
            sublayer(root, state: state, parent: superlayer, parentTime: parentTime, parentMap: .identity, clip: -1)
        } else if !state.isHidden {
            layer(root, state: state, parentTime: parentTime, map: frame.addMap(.identity), clip: -1)
        }
        return frame
    }

    /// Gives the builder `other`'s frame object to build the next frame into, and `other` the frame
    /// just built: a renderer keeps the frame it drew, to compare the next one with, and neither
    /// frame's buffers are made again.
    func exchangeFrame(_ other: inout RenderFrame) {
        swap(&frame, &other)
    }

    /// Draws a sublayer of a layer presented as `parent`, whose plane `parentMap` maps to the frame.
    func sublayer(_ node: RenderLayer, state: LayerState, parent: LayerState?, parentTime: CFTimeInterval,
                  parentMap: PlaneMap, clip: Int) {
        guard !state.isHidden else { return }
        let transform = LayerGeometry.transformToSuperlayer(state, superlayer: parent)
        placed(node, state: state, parentTime: parentTime, transform: transform, parentMap: parentMap, clip: clip)
    }

    /// Draws a layer that `transform` takes into the plane `parentMap` maps to the frame.
    func placed(_ node: RenderLayer, state: LayerState, parentTime: CFTimeInterval, transform: CATransform3D,
                parentMap: PlaneMap, clip: Int) {
        if node.kinds.contains(.transform) {
            transformLayer(node, state: state, parentTime: parentTime, transform: transform, parentMap: parentMap, clip: clip)
            return
        }
        if !state.isDoubleSided && DepthSorting.isBackFacing(transform) { return }
        let map = LayerGeometry.planeMap(transform).followed(by: parentMap)
        // A layer flattened to a line or a point, or placed at infinity, shows nothing.
        guard map.isDrawable else { return }
        layer(node, state: state, parentTime: parentTime, map: frame.addMap(map), clip: clip)
    }

    /// Draws a placed layer: a running transition, or its appearance.
    func layer(_ node: RenderLayer, state: LayerState, parentTime: CFTimeInterval, map: Int, clip: Int) {
        let localTime = node.localTime(fromParentTime: parentTime)
        if let transition = node.transition(atLocalTime: localTime) {
            self.transition(transition, node: node, state: state, parentTime: parentTime, map: map, clip: clip)
            return
        }
        appearance(node, state: state, localTime: localTime, map: map, clip: clip)
    }

    /// Draws the layer's body with its mask, shadow and opacity, filtered by its `layerFilters`,
    /// then blended as its `compositingFilter` says.
    func appearance(_ node: RenderLayer, state: LayerState, localTime: CFTimeInterval, map: Int, clip: Int) {
        guard state.opacity > 0 else { return }
        let filters = state.layerFilters.list
        if !filters.isEmpty {
            let start = frame.openEffect(.filter(filters, map: map, extents: LayerExtents.drawing(of: node, state: state, localTime: localTime)))
            blended(node, state: state, localTime: localTime, map: map, clip: clip)
            frame.closeEffect(start)
        } else {
            blended(node, state: state, localTime: localTime, map: map, clip: clip)
        }
    }

    /// Draws the layer's body with its mask, shadow and opacity, as a group blended with what is
    /// under it when its `compositingFilter` names a blend mode.
    func blended(_ node: RenderLayer, state: LayerState, localTime: CFTimeInterval, map: Int, clip: Int) {
        if let filter = state.compositingFilter, let mode = FrameBlendMode(filter: filter.value) {
            let start = frame.openEffect(.blend(mode))
            composited(node, state: state, localTime: localTime, map: map, clip: clip)
            frame.closeEffect(start)
        } else {
            composited(node, state: state, localTime: localTime, map: map, clip: clip)
        }
    }

    /// Draws the layer's body with its mask, shadow and opacity.
    func composited(_ node: RenderLayer, state: LayerState, localTime: CFTimeInterval, map: Int, clip: Int) {
        let opacity = Double(min(max(state.opacity, 0), 1))
        guard opacity > 0 else { return }
        if let shadow = shadow(of: node, state: state, localTime: localTime, map: map, clip: clip) {
            let group = opacity < 1 ? frame.openEffect(.group(alpha: opacity, tint: nil)) : -1
            let start = frame.openEffect(.shadow(shadow))
            maskedBody(node, state: state, localTime: localTime, map: map, clip: clip)
            frame.closeEffect(start)
            if group >= 0 { frame.closeEffect(group) }
            return
        }
        if opacity >= 1 {
            // A mask composites its picture over what is under it by itself: no group is needed.
            maskedBody(node, state: state, localTime: localTime, map: map, clip: clip)
            return
        }
        let start = frame.openEffect(.group(alpha: opacity, tint: nil))
        maskedBody(node, state: state, localTime: localTime, map: map, clip: clip)
        frame.closeEffect(start)
        foldGroup(at: start)
    }

    /// Draws the body, multiplied by the alpha of the mask layer when there is one. The mask is
    /// placed in the layer's coordinates like a sublayer, without `sublayerTransform`.
    func maskedBody(_ node: RenderLayer, state: LayerState, localTime: CFTimeInterval, map: Int, clip: Int) {
        guard let mask = node.mask else {
            body(node, state: state, localTime: localTime, map: map, clip: clip)
            return
        }
        let start = frame.openEffect(.mask(inverted: state.invertsMask, luminance: state.masksByLuminance))
        body(node, state: state, localTime: localTime, map: map, clip: clip)
        frame.nextPicture(start)
        sublayer(mask, state: mask.presentation(atParentTime: localTime), parent: nil, parentTime: localTime,
                 parentMap: frame.maps[map], clip: -1)
        frame.closeEffect(start)
    }

    /// Draws what the layer itself shows, in Apple's order, clipped to its bounds when it masks to
    /// them (all but the border).
    func body(_ node: RenderLayer, state: LayerState, localTime: CFTimeInterval, map: Int, clip: Int) {
        var inner = clip
        if state.masksToBounds {
            frame.clips.append(FrameClip(rect: state.bounds, radius: state.cornerRadius, corners: state.maskedCorners,
                                         map: map, parent: clip))
            inner = frame.clips.count - 1
        }
        let placement = FramePlacement(map: map, clip: inner)
        background(state, placement: placement)
        contents(node, state: state, localTime: localTime, placement: placement)
        if !node.kinds.isDisjoint(with: Self.contentKinds) { kindContent(node, state: state, placement: placement) }
        if node.kinds.contains(.replicator) {
            instances(of: node, state: state, localTime: localTime, map: map, clip: inner)
        } else {
            sublayers(of: node, parent: state, parentTime: localTime, parentMap: frame.maps[map], clip: inner)
        }
        border(state, placement: FramePlacement(map: map, clip: clip))
    }

    /// Layer classes that draw content of their own (made once: an option set written as an array
    /// literal in the frame loop would allocate the array every time).
    static let contentKinds: LayerKinds = [.shape, .gradient, .text]

    /// Draws sublayers back to front: by zPosition, then by their order (a stable sort; Apple's
    /// `CALayer.zPosition`). A replicator's instance passes its placement in the replicator's space.
    func sublayers(of node: RenderLayer, parent: LayerState, parentTime: CFTimeInterval, parentMap: PlaneMap, clip: Int,
                   instance: CATransform3D? = nil) {
        let count = node.sublayers.count
        guard count > 0 else { return }
        while levels.count <= depth { levels.append([]) }
        var states = levels[depth]
        levels[depth] = []
        states.removeAll(keepingCapacity: true)
        var sorted = true, previous = -CGFloat.infinity
        node.forEachSublayer { sublayer in
            let state = sublayer.presentation(atParentTime: parentTime)
            if state.zPosition < previous { sorted = false }
            previous = state.zPosition
            states.append(state)
        }
        depth += 1
        let visit = { (index: Int) in
            let sublayer = node.sublayers[index], state = states[index]
            guard !state.isHidden else { return }
            var transform = LayerGeometry.transformToSuperlayer(state, superlayer: parent)
            if let instance { transform = CATransform3DConcat(transform, instance) }
            self.placed(sublayer, state: state, parentTime: parentTime, transform: transform, parentMap: parentMap, clip: clip)
        }
        if sorted {
            for index in 0..<count { visit(index) }
        } else {
            let ordered = (0..<count).sorted {
                states[$0].zPosition != states[$1].zPosition ? states[$0].zPosition < states[$1].zPosition : $0 < $1
            }
            for index in ordered { visit(index) }
        }
        depth -= 1
        levels[depth] = states
    }

    /// Folds the group opened at `start` into its only step when that step can carry an alpha of
    /// its own (a rectangle, an image, a shape's fill or stroke): the same picture, one group less.
    private func foldGroup(at start: Int) {
        guard frame.ops.count == start + 3, case .begin(let effect) = frame.ops[start],
              case .group(let alpha, nil) = effect.kind else { return }
        let folded: FrameOp
        switch frame.ops[start + 1] {
        case .rect(var rect): rect.alpha *= alpha; folded = .rect(rect)
        case .image(var image): image.alpha *= alpha; folded = .image(image)
        case .shape(var shape): shape.alpha *= alpha; folded = .shape(shape)
        default: return
        }
        frame.ops.removeLast(3)
        frame.ops.append(folded)
    }
}
