/// Performs the custom drawing steps of a context (``CGCustomDrawing``) on a Cairo context: the
/// renderer's part of `CALayer.render(in:)` and of `CARenderer`.
package enum CustomDrawingDispatch {
    /// Draws `drawing` into `cr`'s current user space; drawing of a kind the renderer does not know
    /// draws nothing.
    package static func draw(_ drawing: any CGCustomDrawing, in cr: OpaquePointer) {
        guard let tree = drawing as? LayerTreeDrawing else { return }
        let builder = FrameBuilder()
        builder.build(tree.root, parentTime: tree.parentTime, placed: tree.placed, superlayer: tree.superlayer)
        FramePainter.paint(builder.frame, in: cr)
    }
}
