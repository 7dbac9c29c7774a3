import _CCairo

/// Draws a committed layer tree (a ``LayerSnapshot``) as it is at a moment, into a Cairo context:
/// the renderer of `CARenderer` and `CALayer.render(in:)`.
///
/// Everything is computed from the snapshot and the time it is given, never from the clock, so a
/// tree and a time give the same pixels on any thread; snapshots are immutable, so several frames of
/// one tree can be drawn at once on different threads (each into its own context).
///
/// Coordinates follow iOS: y grows downwards, a layer's bounds origin is its top-left corner, and a
/// context's user space is taken as the root's superlayer space (``drawPlaced``) or the layer's own
/// bounds space (``drawContent``). Each layer is flattened into its superlayer's plane, as Core
/// Animation does, except under a `CATransformLayer` (see ``LayerCompositor/drawTransformLayer``).
package enum LayerCompositor {
    /// Draws `root` placed by its position, bounds, anchor point and transform in the context's user
    /// space, at `parentTime` (the time of its superlayer; media time for a root).
    package static func drawPlaced(_ root: LayerSnapshot, parent: LayerState? = nil,
                                   atParentTime parentTime: CFTimeInterval, in cr: OpaquePointer) {
        drawSublayer(root, parent: parent, parentTime: parentTime, in: cr)
    }

    /// Draws `layer` in its own bounds space (no position or transform of its own), as `render(in:)`
    /// does: its background, contents, sublayers and border, with its opacity, mask and shadow.
    package static func drawContent(_ layer: LayerSnapshot, atParentTime parentTime: CFTimeInterval,
                                    in cr: OpaquePointer) {
        let state = layer.presentation(atParentTime: parentTime)
        guard !state.isHidden else { return }
        drawLayer(layer, state: state, parentTime: parentTime, in: cr)
    }

    /// Draws a sublayer of a layer presented as `parent`, whose plane `cr`'s matrix maps to the device.
    static func drawSublayer(_ layer: LayerSnapshot, parent: LayerState?, parentTime: CFTimeInterval,
                             in cr: OpaquePointer) {
        let state = layer.presentation(atParentTime: parentTime)
        guard !state.isHidden else { return }
        let transform = LayerGeometry.transformToSuperlayer(state, superlayer: parent)
        draw(layer, state: state, parentTime: parentTime, transform: transform, in: cr)
    }

    /// Draws a layer whose coordinates `transform` takes to the plane `cr` draws in.
    static func draw(_ layer: LayerSnapshot, state: LayerState, parentTime: CFTimeInterval,
                     transform: CATransform3D, in cr: OpaquePointer) {
        if layer.kinds.contains(.transform) {
            drawTransformLayer(layer, state: state, parentTime: parentTime, transform: transform, in: cr)
            return
        }
        if !state.isDoubleSided && DepthSorting.isBackFacing(transform) { return }
        let map = LayerGeometry.planeMap(transform)
        if var affine = map.affineMatrix {
            // A layer flattened to a line or a point, or placed at infinity, shows nothing (and
            // Cairo would refuse the matrix, stopping all drawing into `cr`).
            let determinant = affine.xx * affine.yy - affine.xy * affine.yx
            guard determinant != 0, determinant.isFinite, affine.x0.isFinite, affine.y0.isFinite else { return }
            cairo_save(cr)
            cairo_transform(cr, &affine)
            drawLayer(layer, state: state, parentTime: parentTime, in: cr)
            cairo_restore(cr)
        } else {
            ProjectiveWarp.draw(map: map, extents: LayerExtents.drawing(of: layer, state: state), in: cr) { target in
                drawLayer(layer, state: state, parentTime: parentTime, in: target)
            }
        }
    }

    /// Draws a layer in its bounds space: a running transition, or its appearance.
    static func drawLayer(_ layer: LayerSnapshot, state: LayerState, parentTime: CFTimeInterval,
                          in cr: OpaquePointer) {
        let localTime = layer.localTime(fromParentTime: parentTime)
        if let (transition, progress) = activeTransition(of: layer, localTime: localTime) {
            TransitionRenderer.draw(transition, progress: progress, layer: layer, state: state,
                                    parentTime: parentTime, in: cr)
            return
        }
        drawAppearance(layer, state: state, localTime: localTime, in: cr)
    }

    /// The last transition added to the layer that shows at `localTime`, with its progress.
    static func activeTransition(of layer: LayerSnapshot, localTime: CFTimeInterval) -> (TransitionTrack, Double)? {
        for track in layer.tracks.reversed() {
            if let transition = track as? TransitionTrack, let progress = transition.progress(atParentTime: localTime) {
                return (transition, progress)
            }
        }
        return nil
    }
}
