/// Performs the custom drawing steps of a context (``CGCustomDrawing``) on a Cairo context: the
/// renderer's part of `CALayer.render(in:)` and of `CARenderer`.
package enum CustomDrawingDispatch {
    /// Draws `drawing` into `cr`'s current user space; drawing of a kind the renderer does not know
    /// draws nothing.
    package static func draw(_ drawing: any CGCustomDrawing, in cr: OpaquePointer) {
        guard let tree = drawing as? LayerTreeDrawing else { return }
        if tree.placed {
            LayerCompositor.drawPlaced(tree.root, parent: tree.superlayer, atParentTime: tree.parentTime, in: cr)
        } else {
            LayerCompositor.drawContent(tree.root, atParentTime: tree.parentTime, in: cr)
        }
    }
}
