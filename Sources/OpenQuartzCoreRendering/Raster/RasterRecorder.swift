/// Walks a committed layer tree at one moment and records it as a ``RasterRecording``: each layer
/// becomes device-space steps (its background, contents, content, sublayers and border), with its
/// opacity folded into a single step when it draws only one, else applied to a group, as the Cairo
/// compositor applies it (``LayerCompositor/drawAppearance``).
///
/// What the compositor does not draw itself goes to Cairo (``CairoStep``): a whole layer when it
/// needs 3D projection, a CATransformLayer, a replicator, a shadow, a mask or a transition; only the
/// content when it is a shape, gradient or text layer's, or contents other than a plain image.
final class RasterRecorder {
    let recording = RasterRecording()
    /// The cached drawings of gradient and shape layers.
    let contentCache = ContentCache()
    /// Presentations of sublayers, one reusable buffer per depth of the tree.
    private var levels: [[LayerState]] = []

    /// Records `root`, placed by its own geometry in a space that `toDevice` maps to device pixels,
    /// at `time` (its superlayer's time), for the pixels of `frame`.
    func record(_ root: LayerSnapshot, time: CFTimeInterval, toDevice: CGAffineTransform, frame: PixelRect) {
        recording.reset()
        contentCache.beginFrame()
        visit(root, state: root.presentation(atParentTime: time), parent: nil, parentTime: time,
              parentToDevice: toDevice, clip: -1, clipBounds: frame, depth: 0)
    }

    private func visit(_ layer: LayerSnapshot, state: LayerState, parent: LayerState?, parentTime: CFTimeInterval,
                       parentToDevice: CGAffineTransform, clip: Int, clipBounds: PixelRect, depth: Int) {
        guard !state.isHidden, !clipBounds.isEmpty else { return }
        let transform = LayerGeometry.transformToSuperlayer(state, superlayer: parent)
        let localTime = layer.localTime(fromParentTime: parentTime)
        guard let placed = Self.affine(transform), Self.drawsItself(layer, state: state, localTime: localTime) else {
            recording.append(CairoStep(kind: .layer(layer, state: state, parentTime: parentTime, transform: transform),
                                       toDevice: parentToDevice, clip: clip, bounds: clipBounds))
            return
        }
        if !state.isDoubleSided && DepthSorting.isBackFacing(transform) { return }
        let opacity = Double(min(max(state.opacity, 0), 1))
        guard opacity > 0 else { return }
        let toDevice = placed.concatenating(parentToDevice)
        let start = recording.ops.count
        if opacity < 1 { recording.ops.append(.nop) }

        var bodyClip = clip, bodyBounds = clipBounds
        if state.masksToBounds {
            guard let shape = RoundedRectCoverage(rect: state.bounds, radius: state.cornerRadius,
                                                  corners: state.maskedCorners, toDevice: toDevice) else {
                if opacity < 1 { recording.ops.removeLast() }
                return
            }
            bodyBounds = clipBounds.intersection(shape.bounds)
            recording.clips.append(RasterClip(shape: shape, rect: state.bounds, radius: state.cornerRadius,
                                              corners: state.maskedCorners, toDevice: toDevice, parent: clip,
                                              bounds: bodyBounds))
            bodyClip = recording.clips.count - 1
        }
        if !bodyBounds.isEmpty {
            recordBackground(state, toDevice: toDevice, clip: bodyClip, clipBounds: bodyBounds)
            recordContents(layer, state: state, localTime: localTime, toDevice: toDevice, clip: bodyClip,
                           clipBounds: bodyBounds)
            if !layer.kinds.isDisjoint(with: Self.contentKinds) {
                recordKindContent(layer, state: state, toDevice: toDevice, clip: bodyClip, clipBounds: bodyBounds)
            }
            recordSublayers(layer.sublayers, parent: state, parentTime: localTime, parentToDevice: toDevice,
                            clip: bodyClip, clipBounds: bodyBounds, depth: depth + 1)
        }
        recordBorder(state, toDevice: toDevice, clip: clip, clipBounds: clipBounds)
        if opacity < 1 { applyOpacity(PixelMath.factor(opacity), from: start) }
    }

    /// Applies a layer's opacity to what it recorded from `start` (a placeholder op): nothing, one
    /// fill or image with the alpha multiplied in, or a group.
    private func applyOpacity(_ alpha: UInt32, from start: Int) {
        let count = recording.ops.count - start - 1
        if count == 0 {
            recording.ops.removeLast()
        } else if count == 1, recording.foldAlphaIntoLast(alpha) {
            recording.ops.remove(at: start)
        } else {
            recording.ops[start] = .beginGroup(recording.bounds(from: start + 1))
            recording.ops.append(.endGroup(alpha: alpha))
        }
    }

    private func recordSublayers(_ sublayers: [LayerSnapshot], parent: LayerState, parentTime: CFTimeInterval,
                                 parentToDevice: CGAffineTransform, clip: Int, clipBounds: PixelRect, depth: Int) {
        guard !sublayers.isEmpty else { return }
        while levels.count <= depth { levels.append([]) }
        var states = levels[depth]
        levels[depth] = []
        states.removeAll(keepingCapacity: true)
        var sorted = true, previous = -CGFloat.infinity
        var index = 0
        while index < sublayers.count {
            states.append(sublayers[index].presentation(atParentTime: parentTime))
            let z = states[index].zPosition
            if z < previous { sorted = false }
            previous = z
            index += 1
        }
        if sorted {
            for index in 0..<sublayers.count {
                visit(sublayers[index], state: states[index], parent: parent, parentTime: parentTime,
                      parentToDevice: parentToDevice, clip: clip, clipBounds: clipBounds, depth: depth)
            }
        } else {
            // Back to front by zPosition, then by order (Apple's CALayer.zPosition), as DepthSorting.
            let ordered = sublayers.indices.sorted {
                states[$0].zPosition != states[$1].zPosition ? states[$0].zPosition < states[$1].zPosition : $0 < $1
            }
            for index in ordered {
                visit(sublayers[index], state: states[index], parent: parent, parentTime: parentTime,
                      parentToDevice: parentToDevice, clip: clip, clipBounds: clipBounds, depth: depth)
            }
        }
        levels[depth] = states
    }
}
