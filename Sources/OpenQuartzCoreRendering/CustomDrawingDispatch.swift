/// Performs the custom drawing steps of a context (``CGCustomDrawing``) on a Cairo context: the
/// renderer's part of `CALayer.render(in:)`.
package enum CustomDrawingDispatch {
    /// Draws `drawing` into `cr`'s current user space; drawing of a kind the renderer does not know
    /// draws nothing.
    package static func draw(_ drawing: any CGCustomDrawing, in cr: OpaquePointer) {
    }
}
