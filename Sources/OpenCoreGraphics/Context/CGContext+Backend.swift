extension CGContext {
    /// What the context draws into, for renderers that write a bitmap's pixels themselves.
    package var backendObject: any CGContextBackend { backend }

    /// The graphics state a painting call would draw with now (CTM, clip, alpha, blend mode, shadow).
    package var currentDrawingState: DrawingState { resolvedState }
}
