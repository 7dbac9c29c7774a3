extension FrameBuilder {
    /// The background: the bounds with their rounded corners, in the background colour.
    func background(_ state: LayerState, placement: FramePlacement) {
        guard let color = state.backgroundColor, color.alpha > 0 else { return }
        frame.ops.append(.rect(FrameRect(rect: state.bounds, radius: state.cornerRadius, corners: state.maskedCorners,
                                         color: color, alpha: 1, hole: .null, holeRadius: 0, placement: placement)))
    }

    /// The border: the band between the bounds and the bounds inset by `borderWidth`, with the
    /// corner radius on the outside and the radius less the width on the inside.
    func border(_ state: LayerState, placement: FramePlacement) {
        let width = state.borderWidth
        guard width > 0, let color = state.borderColor, color.alpha > 0 else { return }
        let inner = state.bounds.insetBy(dx: width, dy: width)
        frame.ops.append(.rect(FrameRect(rect: state.bounds, radius: state.cornerRadius, corners: state.maskedCorners,
                                         color: color, alpha: 1, hole: inner.width > 0 && inner.height > 0 ? inner : .null,
                                         holeRadius: max(0, state.cornerRadius - width), placement: placement)))
    }

    /// The layer's `contents`, cross-dissolving between the old and the new contents while an
    /// animation of `contents` runs (Core Animation cross-fades contents rather than switching them).
    func contents(_ node: RenderLayer, state: LayerState, localTime: CFTimeInterval, placement: FramePlacement) {
        guard let fade = node.contentsCrossfade(atLocalTime: localTime) else {
            contents(state.contents, state: state, placement: placement)
            return
        }
        let start = frame.openEffect(.transition(dissolve: fade.fraction))
        contents(fade.from, state: state, placement: placement)
        frame.nextPicture(start)
        contents(fade.to, state: state, placement: placement)
        frame.closeEffect(start)
    }

    /// Contents `value` drawn as `state` places them: an image by `contentsGravity`, cut by
    /// `contentsRect`, sliced by `contentsCenter`, at `contentsScale` pixels per point, with the
    /// layer's filters; a backing store played back as an image of the bounds it was drawn for.
    /// Contents of another type are ignored, as Core Animation ignores them.
    func contents(_ value: LayerValue?, state: LayerState, placement: FramePlacement) {
        guard let contents = value?.value else { return }
        if let image = contents as? CGImage {
            self.image(image, state: state, placement: placement)
        } else if let store = contents as? LayerBackingStore {
            let drawn = store.bounds
            guard drawn.width > 0, drawn.height > 0, !store.displayList.isEmpty else { return }
            let placed = ContentsLayout.frame(forContentSize: drawn.size, in: state.bounds, gravity: state.contentsGravity)
            frame.ops.append(.displayList(FrameDisplayList(store: store, frame: placed, placement: placement)))
        }
    }

    /// An image as contents. `contentsRect` picks the part of the image shown (unit coordinates, row
    /// 0 of the image at the top); beyond the image its edge pixels extend, as Apple documents.
    func image(_ image: CGImage, state: LayerState, placement: FramePlacement) {
        let width = CGFloat(image.width), height = CGFloat(image.height)
        let rect = state.contentsRect
        let source = CGRect(x: rect.minX * width, y: rect.minY * height, width: rect.width * width, height: rect.height * height)
        guard source.width > 0, source.height > 0 else { return }
        let scale = state.contentsScale > 0 ? state.contentsScale : 1
        let natural = CGSize(width: source.width / scale, height: source.height / scale)
        let destination = ContentsLayout.frame(forContentSize: natural, in: state.bounds, gravity: state.contentsGravity)
        let magnifying = destination.width >= natural.width && destination.height >= natural.height
        let filter = magnifying ? state.magnificationFilter : state.minificationFilter
        if state.contentsCenter == CGRect(x: 0, y: 0, width: 1, height: 1) {
            frame.ops.append(.image(FrameImage(image: image, source: source, destination: destination, filter: filter,
                                               alpha: 1, placement: placement)))
            return
        }
        for slice in ContentsLayout.slices(source: source, destination: destination, center: state.contentsCenter,
                                           pointsPerPixel: 1 / scale) {
            frame.ops.append(.image(FrameImage(image: image, source: slice.source, destination: slice.destination,
                                               filter: filter, alpha: 1, placement: placement)))
        }
    }

    /// What the layer's class draws above its contents: a shape layer's path (filled, then stroked),
    /// a gradient layer's gradient (within the background's rounded shape, `CAGradientLayer.h`:
    /// "filling the shape of the layer (i.e. including rounded corners)"), a text layer's string.
    func kindContent(_ node: RenderLayer, state: LayerState, placement: FramePlacement) {
        if node.kinds.contains(.shape), let path = state.path, !path.isEmpty {
            let fills = state.fillColor != nil
            let strokes = state.strokeColor != nil && state.lineWidth > 0 && state.lineWidth.isFinite
                && Self.strokeRange(state) != nil
            if fills || strokes {
                frame.states.append(state)
                let index = frame.states.count - 1
                if fills { frame.ops.append(.shape(FrameShape(state: index, stroke: false, alpha: 1, placement: placement))) }
                if strokes { frame.ops.append(.shape(FrameShape(state: index, stroke: true, alpha: 1, placement: placement))) }
            }
        }
        if node.kinds.contains(.gradient), let colors = state.colors, !colors.isEmpty, state.bounds.width > 0,
           state.bounds.height > 0, state.bounds.width.isFinite, state.bounds.height.isFinite {
            frame.clips.append(FrameClip(rect: state.bounds, radius: state.cornerRadius, corners: state.maskedCorners,
                                         map: placement.map, parent: placement.clip))
            frame.states.append(state)
            frame.ops.append(.gradient(FrameContent(state: frame.states.count - 1, key: node,
                                                    placement: FramePlacement(map: placement.map, clip: frame.clips.count - 1))))
        }
        if node.kinds.contains(.text), state.string != nil {
            frame.states.append(state)
            frame.ops.append(.text(FrameContent(state: frame.states.count - 1, key: node, placement: placement)))
        }
    }

    /// The part of a shape's path its stroke covers (`strokeStart` to `strokeEnd`, clamped to
    /// [0, 1], NaN read as the default), nil when it covers nothing.
    static func strokeRange(_ state: LayerState) -> (start: CGFloat, end: CGFloat)? {
        let start = state.strokeStart.isNaN ? 0 : min(max(state.strokeStart, 0), 1)
        let end = state.strokeEnd.isNaN ? 1 : min(max(state.strokeEnd, 0), 1)
        return start < end ? (start, end) : nil
    }

    /// The layer's shadow, when it casts a visible one: added to the frame's shadows, with a clip
    /// of the bounds when the layer masks to them (shadow and layer are clipped together).
    func shadow(of node: RenderLayer, state: LayerState, localTime: CFTimeInterval, map: Int, clip: Int) -> Int? {
        guard state.shadowOpacity > 0, let color = state.shadowColor, color.alpha > 0 else { return nil }
        var extents = LayerExtents.drawing(of: node, state: state, localTime: localTime)
        if let path = state.shadowPath, !path.isEmpty { extents = extents.union(path.boundingBoxOfPath) }
        var outer = clip
        if state.masksToBounds {
            frame.clips.append(FrameClip(rect: state.bounds, radius: state.cornerRadius, corners: state.maskedCorners,
                                         map: map, parent: clip))
            outer = frame.clips.count - 1
        }
        frame.shadows.append(FrameShadow(color: color, opacity: Double(min(max(state.shadowOpacity, 0), 1)),
                                         offset: state.shadowOffset, radius: state.shadowRadius, path: state.shadowPath,
                                         extents: extents, placement: FramePlacement(map: map, clip: outer)))
        return frame.shadows.count - 1
    }
}
