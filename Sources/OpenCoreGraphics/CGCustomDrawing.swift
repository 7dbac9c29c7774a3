/// Drawing that a `CGContext` cannot express with its own operations, recorded or performed as one
/// step with the context's state at the time (transform, clip, alpha, blend mode, shadow).
///
/// OpenQuartzCore uses it for `CALayer.render(in:)`: the layer tree is drawn by the renderer, which
/// composites in 3D, into whatever the context is, a bitmap or a recording. An OpenCoreGraphics
/// detail, not Apple API.
package protocol CGCustomDrawing: Sendable {}
