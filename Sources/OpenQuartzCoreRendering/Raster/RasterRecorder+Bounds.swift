import _CCairo

extension RasterRecorder {
    /// The device pixels the frame steps `range` can change, within the frame.
    func bounds(of range: Range<Int>) -> PixelRect {
        guard let frame = recording.frame else { return .empty }
        var rect = PixelRect.empty
        var index = range.lowerBound
        while index < range.upperBound {
            let op = frame.ops[index]
            index += 1
            switch op {
            case .begin(let effect):
                switch effect.kind {
                case .shadow(let shadow):
                    rect = rect.union(grown(bounds(of: index..<effect.end), by: frame.shadows[shadow]))
                    index = effect.end + 1
                case .filter(let filters, let map, let extents):
                    rect = rect.union(grown(bounds(of: index..<effect.end), by: filters, map: map, extents: extents))
                    index = effect.end + 1
                default:
                    continue
                }
            case .next, .end:
                continue
            case .rect(let step): rect = rect.union(bounds(step.rect, step.placement))
            case .image(let step): rect = rect.union(bounds(step.destination, step.placement))
            case .shape(let step): rect = rect.union(bounds(LayerExtents.shape(frame.states[step.state]), step.placement))
            case .gradient(let step): rect = rect.union(bounds(frame.states[step.state].bounds, step.placement))
            case .displayList(let step): rect = rect.union(bounds(step.frame, step.placement))
            case .text(let step): rect = rect.union(deviceBounds(ofClip: step.placement.clip))
            }
        }
        return rect.intersection(recording.rect)
    }

    /// The pixels `extents` of a step's layer space can reach, within its clips.
    private func bounds(_ extents: CGRect, _ placement: FramePlacement) -> PixelRect {
        guard let frame = recording.frame else { return .empty }
        let map = frame.maps[placement.map].followed(by: PlaneMap(recording.toDevice))
        let box = LayerExtents.projectedBox(extents, through: map).map(PixelRect.covering) ?? recording.rect
        return box.intersection(deviceBounds(ofClip: placement.clip))
    }

    /// The pixels inside frame clip `index` and its ancestors (the frame's for none).
    func deviceBounds(ofClip index: Int) -> PixelRect {
        guard index >= 0, let frame = recording.frame else { return recording.rect }
        if let known = clipBounds[index] { return known }
        let clip = frame.clips[index]
        let map = frame.maps[clip.map].followed(by: PlaneMap(recording.toDevice))
        let box = LayerExtents.projectedBox(clip.rect, through: map).map(PixelRect.covering) ?? recording.rect
        let result = box.intersection(deviceBounds(ofClip: clip.parent))
        clipBounds[index] = result
        return result
    }

    /// `rect` grown by the reach of the filters' blurs (``FilterRenderer/reach(of:scale:)``, and a
    /// pixel more).
    private func grown(_ rect: PixelRect, by filters: [LayerFilter], map: Int, extents: CGRect) -> PixelRect {
        guard !rect.isEmpty, let frame = recording.frame else { return rect }
        let toDevice = frame.maps[map].followed(by: PlaneMap(recording.toDevice))
        let reach = FilterRenderer.reach(of: filters, scale: FilterRenderer.deviceScale(toDevice, extents: extents))
        guard reach > 0 else { return rect }
        guard reach.isFinite, reach < 1e7 else { return recording.rect }
        let margin = Int(reach) + 1
        return PixelRect(x0: rect.x0 - margin, y0: rect.y0 - margin, x1: rect.x1 + margin, y1: rect.y1 + margin)
            .intersection(recording.rect)
    }

    /// `rect` grown by where a shadow cast from it can land: offset, and blurred by three standard
    /// deviations and a pixel (and what a blur drawn at reduced resolution adds).
    private func grown(_ rect: PixelRect, by shadow: FrameShadow) -> PixelRect {
        guard !rect.isEmpty, let frame = recording.frame else { return rect }
        let map = frame.maps[shadow.placement.map].followed(by: PlaneMap(recording.toDevice))
        let linear = map.linearization(at: CGPoint(x: shadow.extents.midX, y: shadow.extents.midY))
        let sigma = Double(shadow.radius) / 2 * linear.maximumScale
        let blur = (3 * sigma).rounded(.up)
        let dx = Double(shadow.offset.width) * linear.xx + Double(shadow.offset.height) * linear.xy
        let dy = Double(shadow.offset.width) * linear.yx + Double(shadow.offset.height) * linear.yy
        // Beyond ten million pixels (or not a number) the shadow may land anywhere in the frame.
        guard blur.isFinite, blur < 1e7, dx.isFinite, dy.isFinite, abs(dx) < 1e7, abs(dy) < 1e7 else {
            return recording.rect.intersection(deviceBounds(ofClip: shadow.placement.clip))
        }
        let margin = Int(max(blur, 0)) + 2 + ShadowBlur.reducedReach(sigma: sigma)
        let moved = PixelRect(x0: rect.x0 + Int(dx.rounded(.down)), y0: rect.y0 + Int(dy.rounded(.down)),
                              x1: rect.x1 + Int(dx.rounded(.up)), y1: rect.y1 + Int(dy.rounded(.up)))
        let both = rect.union(moved)
        return PixelRect(x0: both.x0 - margin, y0: both.y0 - margin, x1: both.x1 + margin, y1: both.y1 + margin)
            .intersection(deviceBounds(ofClip: shadow.placement.clip))
    }
}

extension PlaneMap {
    /// The plane map of an affine transform.
    init(_ t: CGAffineTransform) {
        self.init(m11: t.a, m12: t.b, m14: 0, m21: t.c, m22: t.d, m24: 0, m41: t.tx, m42: t.ty, m44: 1)
    }
}
