import _CCairo

/// Draws a layer during a CATransition: the layer as it was before the change giving way to the
/// layer as it is, by the transition's type and subtype, at a progress from 0 (all old) to 1 (all
/// new). The old and new pictures are the layer's whole drawing in its bounds space (background,
/// contents, sublayers), so a transition on a superlayer whose sublayers were swapped shows the old
/// subtree leaving and the new one arriving.
///
/// Directions are read as drawn (y grows downwards): `.fromTop` brings the new content in from the
/// top edge. A nil subtype reads as `.fromLeft`. The slides are not clipped to the bounds, as Core
/// Animation does not clip them (a layer with masksToBounds clips its own drawing only).
enum TransitionRenderer {
    static func draw(_ transition: TransitionTrack, progress: Double, layer: LayerSnapshot, state: LayerState,
                     parentTime: CFTimeInterval, in cr: OpaquePointer) {
        let p = min(max(progress, 0), 1)
        let drawOld = { (target: OpaquePointer) in
            guard let before = transition.before else { return }
            let old = before.presentation(atParentTime: parentTime)
            if !old.isHidden { LayerCompositor.drawLayer(before, state: old, parentTime: parentTime, in: target) }
        }
        let drawNew = { (target: OpaquePointer) in
            LayerCompositor.drawAppearance(layer, state: state, localTime: layer.localTime(fromParentTime: parentTime), in: target)
        }
        let bounds = state.bounds
        let direction = TransitionDirection(transition.subtype)
        switch transition.type {
        case .moveIn:
            drawOld(cr)
            translated(direction.offset(in: bounds, by: 1 - p), cr, drawNew)
        case .push:
            translated(direction.offset(in: bounds, by: -p), cr, drawOld)
            translated(direction.offset(in: bounds, by: 1 - p), cr, drawNew)
        case .reveal:
            drawNew(cr)
            translated(direction.offset(in: bounds, by: -p), cr, drawOld)
        case .cube, .flip:
            TransitionTurn.draw(cube: transition.type == .cube, direction: direction, progress: p, bounds: bounds,
                                extents: LayerExtents.drawing(of: layer, state: state), old: drawOld, new: drawNew, in: cr)
        default:
            CrossDissolve.draw(p, in: cr, old: drawOld, new: drawNew)
        }
    }

    /// Draws `body` moved by `offset`.
    static func translated(_ offset: CGSize, _ cr: OpaquePointer, _ body: (OpaquePointer) -> Void) {
        cairo_save(cr)
        cairo_translate(cr, Double(offset.width), Double(offset.height))
        body(cr)
        cairo_restore(cr)
    }
}

/// The edge a directional transition brings the new content in from.
struct TransitionDirection {
    /// The unit vector from the bounds towards the edge the new content enters from.
    let x: CGFloat, y: CGFloat

    init(_ subtype: CATransitionSubtype?) {
        switch subtype {
        case .fromRight: (x, y) = (1, 0)
        case .fromTop: (x, y) = (0, -1)
        case .fromBottom: (x, y) = (0, 1)
        default: (x, y) = (-1, 0)
        }
    }

    /// The offset of `fraction` of the bounds' extent towards the entry edge.
    func offset(in bounds: CGRect, by fraction: Double) -> CGSize {
        CGSize(width: x * bounds.width * fraction, height: y * bounds.height * fraction)
    }
}
