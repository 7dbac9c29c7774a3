import Foundation

/// The turning transitions, cube and flip, drawn in perspective.
///
/// The faces turn about the bounds' vertical centre line (horizontal directions) or horizontal one
/// (vertical directions), seen with a perspective of m34 = -1 / (2 x the turning side), a choice:
/// Apple does not document the depth of UIKit's transitions. Faces seen from behind are not drawn.
enum TransitionTurn {
    static func draw(cube: Bool, direction: TransitionDirection, progress p: Double, bounds: CGRect, extents: CGRect,
                     old: (OpaquePointer) -> Void, new: (OpaquePointer) -> Void, in cr: OpaquePointer) {
        let horizontal = direction.x != 0
        let side = horizontal ? bounds.width : bounds.height
        guard side > 0 else { return }
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
        let oldFace = face(oldAngle), newFace = face(newAngle)
        let centre = stateCentre(bounds)
        // Back to front by the depth of each face's centre.
        let newInFront = DepthSorting.depth(of: centre, transform: newFace) >= DepthSorting.depth(of: centre, transform: oldFace)
        let extentsOld = extents, extentsNew = extents
        func drawFace(_ transform: CATransform3D, _ extents: CGRect, _ body: (OpaquePointer) -> Void) {
            guard !DepthSorting.isBackFacing(transform) else { return }
            ProjectiveWarp.draw(map: LayerGeometry.planeMap(transform), extents: extents, in: cr, body: body)
        }
        if newInFront {
            drawFace(oldFace, extentsOld, old)
            drawFace(newFace, extentsNew, new)
        } else {
            drawFace(newFace, extentsNew, new)
            drawFace(oldFace, extentsOld, old)
        }
    }

    /// A state whose bounds are `bounds`, for depth measurements.
    static func stateCentre(_ bounds: CGRect) -> LayerState {
        var state = LayerState()
        state.bounds = bounds
        return state
    }
}
