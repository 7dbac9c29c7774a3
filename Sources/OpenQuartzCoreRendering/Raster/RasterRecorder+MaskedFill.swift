extension RasterRecorder {
    /// A mask effect of the common kind lottie-ios's Core Animation engine and Core Animation users
    /// build for a shape filled or stroked with a gradient or a colour (a gradient layer, or a layer
    /// with a background, whose `mask` is a shape layer filling or stroking a path opaque), recorded
    /// as one fill of the mask's path (or of its stroke's outline) with the content's paint: the same
    /// pixels as the masked picture (the content's coverage is whole wherever the mask's is not
    /// zero), without the two pictures and their compositing.
    ///
    /// A mask of several such shapes (a Lottie layer's added masks, one shape layer each in its
    /// mask) over an opaque colour is recorded as one fill per shape, in order: with m₁, m₂ … the
    /// shapes' coverages, the mask's alpha is 1 − Π(1 − mᵢ) (its pictures composited source over),
    /// and the colour c drawn source over through each in turn leaves c·(1 − Π(1 − mᵢ)) +
    /// d·Π(1 − mᵢ) over d, the masked picture composited; the equality needs c opaque.
    ///
    /// False, recording nothing, for any other mask: the content is not one gradient or plain
    /// rectangle, a shape of the mask is not an opaque fill or stroke within the content's
    /// rectangle, or either is seen in perspective.
    func recordMaskedFill(_ effect: FrameEffect, at index: Int) -> Bool {
        guard let frame = recording.frame, effect.next == index + 2, effect.end >= index + 4 else { return false }
        let shapes = index + 3..<effect.end
        // Told by the ops' kinds first, before any content paint is made: most masks that are not
        // shapes have a layer's background among their ops.
        for op in shapes { guard case .shape = frame.ops[op] else { return false } }
        let paint: PathPaint, content: FramePlacement, rect: CGRect, clip: Int
        switch frame.ops[index + 1] {
        case .gradient(let gradient):
            let state = frame.states[gradient.state]
            // The gradient fills its rounded bounds (the step's innermost clip, the builder's).
            guard shapes.count == 1, gradient.placement.clip >= 0, let colors = state.colors,
                  let table = gradients.table(colors: colors, locations: state.locations, type: state.gradientType),
                  let made = PathPaint.layerGradient(table: table, startPoint: state.startPoint, endPoint: state.endPoint,
                                                     focus: state.radialFocus, bounds: state.bounds, toDevice: pathMap(gradient.placement.map))
            else { return false }
            guard state.cornerRadius <= 0 || state.maskedCorners.isEmpty else { return false }
            (paint, content, rect) = (made, gradient.placement, state.bounds)
            clip = rasterClip(frame.clips[gradient.placement.clip].parent)
        case .rect(let background) where background.hole.isNull && (background.radius <= 0 || background.corners.isEmpty):
            let color = PremultipliedColor.pack(background.color, alpha: background.alpha)
            guard shapes.count == 1 || color >> 24 == 255 else { return false }
            (paint, content, rect) = (.solid(color), background.placement, background.rect)
            clip = rasterClip(background.placement.clip)
        default:
            return false
        }
        let contentMap = pathMap(content.map)
        guard contentMap.isAffine, clip != Self.empty else { return false }
        for op in shapes {
            guard let (shape, state, path, map) = maskShape(frame.ops[op], of: frame) else { return false }
            let reach = shape.stroke ? StrokeOutlineCache.style(of: state).reach : 0
            guard reach.isFinite, Self.contains(rect, path.boundingBoxOfPath.insetBy(dx: -reach, dy: -reach), mapped: map,
                                                into: contentMap) else { return false }
        }
        for op in shapes {
            guard let (shape, state, path, map) = maskShape(frame.ops[op], of: frame) else { continue }
            recordMaskShape(shape, state: state, path: path, map: map, paint: paint, clip: clip)
        }
        return true
    }

    /// The mask's op `op` as a shape that can carry the content's paint: an opaque fill or stroke,
    /// unclipped, placed affinely; nil for any other op.
    private func maskShape(_ op: FrameOp, of frame: RenderFrame) -> (FrameShape, LayerState, CGPath, PathMap)? {
        guard case .shape(let shape) = op, shape.alpha >= 1, shape.placement.clip < 0 else { return nil }
        let state = frame.states[shape.state]
        guard let path = state.path, let color = shape.stroke ? state.strokeColor : state.fillColor,
              color.alpha >= 1 else { return nil }
        let map = pathMap(shape.placement.map)
        guard map.isAffine, map.isFinite else { return nil }
        return (shape, state, path, map)
    }

    /// One fill of the mask shape's path, or of its stroke's outline, with `paint`.
    private func recordMaskShape(_ shape: FrameShape, state: LayerState, path: CGPath, map: PathMap, paint: PathPaint,
                                 clip: Int) {
        guard shape.stroke else {
            appendPath(recording.edges.append(path, map: map, tolerance: Self.tolerance),
                       rule: state.fillRule == .evenOdd ? .evenOdd : .winding, paint: paint, clip: clip)
            return
        }
        guard let outline = strokeOutline(of: path, state: state, map: map) else { return }
        let edges = recording.edges
        edges.beginPath()
        outline.forEachPolygon { edges.addPolygon($0, map: map) }
        appendPath(edges.endPath(), rule: .winding, paint: paint, clip: clip)
    }

    /// Whether `box` of a space `map` maps onto the device lies within `rect` of the space
    /// `contentMap` maps (both affine): its corners taken to the content's space.
    static func contains(_ rect: CGRect, _ box: CGRect, mapped map: PathMap, into contentMap: PathMap) -> Bool {
        guard !box.isNull, let back = contentMap.inverted else { return false }
        let relative = map.concatenating(back)
        let slack = 1e-6 * max(1, Double(max(rect.width, rect.height)))
        for (x, y) in [(box.minX, box.minY), (box.maxX, box.minY), (box.minX, box.maxY), (box.maxX, box.maxY)] {
            let p = relative.apply(Double(x), Double(y))
            guard p.x >= Double(rect.minX) - slack, p.x <= Double(rect.maxX) + slack,
                  p.y >= Double(rect.minY) - slack, p.y <= Double(rect.maxY) + slack else { return false }
        }
        return true
    }
}
