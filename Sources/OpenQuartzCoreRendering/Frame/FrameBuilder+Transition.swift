extension FrameBuilder {
    /// A layer during a CATransition: the layer as it was before the change giving way to the layer
    /// as it is, by the transition's type and subtype, at a progress from 0 (all old) to 1 (all new).
    /// The old and new pictures are the layer's whole drawing in its bounds space (background,
    /// contents, sublayers), so a transition on a superlayer whose sublayers were swapped shows the
    /// old subtree leaving and the new one arriving.
    ///
    /// Directions are read as drawn (y grows downwards): `.fromTop` brings the new content in from
    /// the top edge. A nil subtype reads as `.fromLeft`. The slides are not clipped to the bounds,
    /// as Core Animation does not clip them (a layer with masksToBounds clips its own drawing only).
    /// Slides and turns are motion, and go into the pictures' maps; fades (and any type the
    /// renderer does not know) dissolve one picture into the other.
    func transition(_ transition: TransitionState, node: RenderLayer, state: LayerState, parentTime: CFTimeInterval,
                    map: Int, clip: Int) {
        let p = min(max(transition.progress, 0), 1)
        let base = frame.maps[map]
        let drawOld = { (map: Int) in
            guard let before = transition.before else { return }
            let old = before.presentation(atParentTime: parentTime)
            if !old.isHidden { self.layer(before, state: old, parentTime: parentTime, map: map, clip: clip) }
        }
        let drawNew = { (map: Int) in
            self.appearance(node, state: state, localTime: node.localTime(fromParentTime: parentTime), map: map, clip: clip)
        }
        let moved = { (offset: CGSize) in self.frame.addMap(PlaneMap.translation(offset.width, offset.height).followed(by: base)) }
        let bounds = state.bounds
        let direction = TransitionDirection(transition.subtype)
        switch transition.type {
        case .moveIn, .push, .reveal:
            let start = frame.openEffect(.transition(dissolve: nil))
            switch transition.type {
            case .moveIn:
                drawOld(map)
                frame.nextPicture(start)
                drawNew(moved(direction.offset(in: bounds, by: 1 - p)))
            case .push:
                drawOld(moved(direction.offset(in: bounds, by: -p)))
                frame.nextPicture(start)
                drawNew(moved(direction.offset(in: bounds, by: 1 - p)))
            default:
                drawNew(map)
                frame.nextPicture(start)
                drawOld(moved(direction.offset(in: bounds, by: -p)))
            }
            frame.closeEffect(start)
        case .cube, .flip:
            let faces = TransitionTurn.faces(cube: transition.type == .cube, direction: direction, progress: p, bounds: bounds)
            let start = frame.openEffect(.transition(dissolve: nil))
            for (index, face) in faces.backToFront.enumerated() {
                if index == 1 { frame.nextPicture(start) }
                guard !DepthSorting.isBackFacing(face.transform) else { continue }
                let faceMap = LayerGeometry.planeMap(face.transform).followed(by: base)
                guard faceMap.isDrawable else { continue }
                if face.isNew { drawNew(frame.addMap(faceMap)) } else { drawOld(frame.addMap(faceMap)) }
            }
            frame.closeEffect(start)
        default:
            let start = frame.openEffect(.transition(dissolve: p))
            drawOld(map)
            frame.nextPicture(start)
            drawNew(map)
            frame.closeEffect(start)
        }
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
