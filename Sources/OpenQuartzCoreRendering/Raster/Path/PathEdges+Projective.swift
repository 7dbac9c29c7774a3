/// A point in homogeneous coordinates: the numerators and the denominator of a ``PathMap``'s image.
typealias Homogeneous = (x: Double, y: Double, w: Double)

/// The state of one plane of the homogeneous clipper: the first and the latest vertex it was given
/// in the current outline, and how many.
struct ClipStage: Sendable {
    /// The outline's first vertex at this stage, and its latest.
    var first: Homogeneous = (0, 0, 0), previous: Homogeneous = (0, 0, 0)
    /// How many vertices this stage has been given.
    var count = 0
}

/// Clipping of outlines under a projective map, before the division by the denominator.
///
/// A point behind the viewer (denominator w ≤ 0) has no image, and one just in front of the
/// viewer's plane an image far away; dividing first would turn an edge that crosses the plane
/// into nonsense. So the outline's vertices are clipped in homogeneous coordinates, Sutherland and
/// Hodgman's way (streamed, one stage per plane), against the four planes |x| ≤ L w and |y| ≤ L w
/// (L = ``PathEdges/worldLimit``): together they keep exactly the points with w > 0 whose image
/// lies within the world's limits. Homogeneous coordinates are linear along a side in the path's
/// space and a projective map takes lines to lines, so each clipped side is exact. The part of
/// the outline clipped away is replaced by sides along the planes, which leaves the winding of
/// every point inside unchanged.
extension PathEdges {
    /// How far `h` lies inside plane `stage` (negative outside).
    @inline(__always)
    static func inside(_ h: Homogeneous, stage: Int) -> Double {
        let lw = worldLimit * h.w
        switch stage {
        case 0: return lw - h.x
        case 1: return lw + h.x
        case 2: return lw - h.y
        default: return lw + h.y
        }
    }

    /// Where the side from `s` to `e` crosses the plane they lie on either side of (`ds`, `de`
    /// their distances from it).
    @inline(__always)
    static func crossing(_ s: Homogeneous, _ e: Homogeneous, _ ds: Double, _ de: Double) -> Homogeneous {
        let t = ds / (ds - de)
        return (s.x + (e.x - s.x) * t, s.y + (e.y - s.y) * t, s.w + (e.w - s.w) * t)
    }

    /// Stage `index` of the clipper.
    private func stage(_ index: Int) -> ClipStage {
        switch index {
        case 0: return cursor.stages.0
        case 1: return cursor.stages.1
        case 2: return cursor.stages.2
        default: return cursor.stages.3
        }
    }

    /// Replaces stage `index` of the clipper.
    private func setStage(_ index: Int, _ value: ClipStage) {
        switch index {
        case 0: cursor.stages.0 = value
        case 1: cursor.stages.1 = value
        case 2: cursor.stages.2 = value
        default: cursor.stages.3 = value
        }
    }

    /// Gives vertex `h` to clipper stage `stage`, which passes on what lies inside its plane to the
    /// next stage, the last stage to ``output(_:_:)`` divided.
    func clip(_ h: Homogeneous, stage index: Int) {
        if index == 4 {
            output(h.x / h.w, h.y / h.w)
            return
        }
        var state = stage(index)
        var passed: (Homogeneous?, Homogeneous?) = (nil, nil)
        if state.count > 0 {
            passed = Self.side(from: state.previous, to: h, stage: index)
        } else {
            state.first = h
        }
        state.previous = h
        state.count += 1
        setStage(index, state)
        if let p = passed.0 { clip(p, stage: index + 1) }
        if let p = passed.1 { clip(p, stage: index + 1) }
    }

    /// Closes the outline at stage `stage` and every stage after it.
    func finishClip(stage index: Int) {
        guard index < 4 else { return }
        let state = stage(index)
        setStage(index, ClipStage())
        if state.count > 1 {
            let passed = Self.side(from: state.previous, to: state.first, stage: index)
            if let p = passed.0 { clip(p, stage: index + 1) }
            if let p = passed.1 { clip(p, stage: index + 1) }
        }
        finishClip(stage: index + 1)
    }

    /// What the side from `s` to `e` passes on through plane `stage`: the crossing where it enters
    /// or leaves, and `e` when `e` is inside.
    @inline(__always)
    private static func side(from s: Homogeneous, to e: Homogeneous, stage: Int) -> (Homogeneous?, Homogeneous?) {
        let ds = inside(s, stage: stage), de = inside(e, stage: stage)
        if de >= 0 {
            return (ds < 0 ? crossing(s, e, ds, de) : nil, e)
        }
        return (ds >= 0 ? crossing(s, e, ds, de) : nil, nil)
    }
}
