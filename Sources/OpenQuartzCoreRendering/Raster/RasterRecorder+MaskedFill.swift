extension RasterRecorder {
    /// A mask effect of the common kind lottie-ios's Core Animation engine and Core Animation users
    /// build for a shape filled or stroked with a gradient or a colour (a gradient layer, or a layer
    /// with a background, whose `mask` is a shape layer filling or stroking a path opaque), recorded
    /// as one fill of the mask's path (or of its stroke's outline) with the content's paint: the same
    /// pixels as the masked picture (the content's coverage is whole wherever the mask's is not
    /// zero), without the two pictures and their compositing. False, recording nothing, for any
    /// other mask: the content is not one gradient or plain rectangle, the mask is not one opaque
    /// fill or stroke within the content's rectangle, or either is seen in perspective.
    func recordMaskedFill(_ effect: FrameEffect, at index: Int) -> Bool {
        guard let frame = recording.frame, effect.next == index + 2, effect.end == index + 4,
              case .shape(let mask) = frame.ops[index + 3], mask.alpha >= 1, mask.placement.clip < 0 else {
            return false
        }
        let maskState = frame.states[mask.state]
        guard let path = maskState.path, let color = mask.stroke ? maskState.strokeColor : maskState.fillColor,
              color.alpha >= 1 else { return false }
        let maskMap = pathMap(mask.placement.map)
        guard maskMap.isAffine, maskMap.isFinite else { return false }
        let paint: PathPaint, content: FramePlacement, rect: CGRect, clip: Int
        switch frame.ops[index + 1] {
        case .gradient(let gradient):
            let state = frame.states[gradient.state]
            // The gradient fills its rounded bounds (the step's innermost clip, the builder's).
            guard gradient.placement.clip >= 0, let colors = state.colors,
                  let table = gradients.table(colors: colors, locations: state.locations, type: state.gradientType),
                  let made = PathPaint.layerGradient(table: table, startPoint: state.startPoint, endPoint: state.endPoint,
                                                     bounds: state.bounds, toDevice: pathMap(gradient.placement.map))
            else { return false }
            guard state.cornerRadius <= 0 || state.maskedCorners.isEmpty else { return false }
            (paint, content, rect) = (made, gradient.placement, state.bounds)
            clip = rasterClip(frame.clips[gradient.placement.clip].parent)
        case .rect(let background) where background.hole.isNull && (background.radius <= 0 || background.corners.isEmpty):
            let color = PremultipliedColor.pack(background.color, alpha: background.alpha)
            (paint, content, rect) = (.solid(color), background.placement, background.rect)
            clip = rasterClip(background.placement.clip)
        default:
            return false
        }
        let contentMap = pathMap(content.map)
        var reach: CGFloat = 0
        if mask.stroke {
            // Half the line width, times the miter limit for miter joins' spikes, or √2 for square caps.
            reach = maskState.lineWidth / 2 * max(2.0.squareRoot(), maskState.lineJoin == .miter ? maskState.miterLimit : 1)
        }
        guard contentMap.isAffine, clip != Self.empty, reach.isFinite,
              Self.contains(rect, path.boundingBoxOfPath.insetBy(dx: -reach, dy: -reach), mapped: maskMap, into: contentMap)
        else { return false }
        guard mask.stroke else {
            appendPath(recording.edges.append(path, map: maskMap, tolerance: Self.tolerance),
                       rule: maskState.fillRule == .evenOdd ? .evenOdd : .winding, paint: paint, clip: clip)
            return true
        }
        guard let range = FrameBuilder.strokeRange(maskState) else { return true }
        let scale = Self.largestStretch(of: maskMap, over: LayerExtents.shape(maskState))
        guard scale > 0, scale.isFinite else { return true }
        let outline = strokes.outline(of: path, state: maskState, start: range.start, end: range.end,
                                      tolerance: Self.tolerance / scale)
        let edges = recording.edges
        edges.beginPath()
        outline.forEachPolygon { edges.addPolygon($0, map: maskMap) }
        appendPath(edges.endPath(), rule: .winding, paint: paint, clip: clip)
        return true
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
