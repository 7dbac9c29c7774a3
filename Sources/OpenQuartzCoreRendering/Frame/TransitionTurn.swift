/// The turning transitions, cube and flip, seen in perspective.
///
/// The faces turn about the bounds' vertical centre line (horizontal directions) or horizontal one
/// (vertical directions), seen with a perspective of m34 = -1 / (2 x the turning side), a choice:
/// Apple does not document the depth of UIKit's transitions. Faces seen from behind are not drawn.
enum TransitionTurn {
    /// One face: its transform in the layer's space, and whether it shows the new picture.
    struct Face {
        let transform: CATransform3D
        let isNew: Bool
    }

    /// The faces of one moment of a turn.
    struct Faces {
        /// The faces, the farther first.
        let backToFront: [Face]
    }

    /// The old and the new face at progress `p`, back to front by the depth of each face's centre;
    /// empty for bounds with no extent along the turn.
    static func faces(cube: Bool, direction: TransitionDirection, progress p: Double, bounds: CGRect) -> Faces {
        let horizontal = direction.x != 0
        let side = horizontal ? bounds.width : bounds.height
        guard side > 0 else { return Faces(backToFront: []) }
        // The sign makes the new face arrive from the entry edge.
        let sign: CGFloat = horizontal ? (direction.x > 0 ? 1 : -1) : (direction.y < 0 ? 1 : -1)
        let quarter = CGFloat.pi / 2
        let turn = cube ? quarter : 2 * quarter
        let oldAngle = -sign * turn * CGFloat(p), newAngle = sign * turn * CGFloat(1 - p)
        let depth = cube ? side / 2 : 0
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / (2 * side)
        let center = CATransform3DMakeTranslation(-bounds.midX, -bounds.midY, 0)
        let uncenter = CATransform3DMakeTranslation(bounds.midX, bounds.midY, 0)
        func face(_ angle: CGFloat) -> CATransform3D {
            let rotation = horizontal ? CATransform3DMakeRotation(angle, 0, 1, 0) : CATransform3DMakeRotation(angle, 1, 0, 0)
            var m = CATransform3DConcat(center, CATransform3DMakeTranslation(0, 0, depth))
            m = CATransform3DConcat(m, rotation)
            m = CATransform3DConcat(m, CATransform3DMakeTranslation(0, 0, -depth))
            return CATransform3DConcat(CATransform3DConcat(m, perspective), uncenter)
        }
        let old = Face(transform: face(oldAngle), isNew: false), new = Face(transform: face(newAngle), isNew: true)
        let newInFront = DepthSorting.depth(of: bounds, transform: new.transform)
            >= DepthSorting.depth(of: bounds, transform: old.transform)
        return Faces(backToFront: newInFront ? [old, new] : [new, old])
    }
}
