/// An effect of a ``RenderFrame``: a picture (the steps inside it) composited in some way other
/// than drawing each step over what is there.
struct FrameEffect {
    enum Kind: Equatable {
        /// The picture composited with an alpha (a layer's opacity, Core Animation's group opacity)
        /// and, when a tint is given, each premultiplied component multiplied by the tint's (a
        /// replicator instance's colour).
        case group(alpha: Double, tint: FrameTint?)
        /// The picture multiplied by the alpha of a second picture (a mask layer), which follows
        /// ``FrameOp/next``; by its luminance instead with `luminance` (``CALayer/masksByLuminance``),
        /// and by one minus either when `inverted` (``CALayer/invertsMask``).
        case mask(inverted: Bool, luminance: Bool)
        /// The picture with a shadow cast under it (``RenderFrame/shadows``, by index).
        case shadow(Int)
        /// Two pictures, the old before ``FrameOp/next`` and the new after it: a transition or a
        /// cross-fade of contents. With a fraction they dissolve (old x (1 - f) + new x f, per pixel,
        /// premultiplied); without one the new is drawn over the old (slides and turns, whose motion
        /// is already in the steps' maps).
        case transition(dissolve: Double?)
        /// The picture blended with what is under it by a blend mode (a layer's `compositingFilter`).
        case blend(FrameBlendMode)
        /// The picture filtered (``CALayer/layerFilters``) before it is drawn over what is under it;
        /// `map` is the layer's, whose scale sizes a blur; `extents` where its drawing can land, in
        /// its space.
        case filter([LayerFilter], map: Int, extents: CGRect)
    }

    var kind: Kind
    /// The index of the effect's ``FrameOp/next``, or -1.
    var next: Int
    /// The index of its ``FrameOp/end``.
    var end: Int
}

/// A colour the components of a picture are multiplied by, in the renderer's working space.
struct FrameTint: Equatable {
    var red, green, blue, alpha: Double
}

/// A layer's shadow (`shadowColor`, `shadowOpacity`, `shadowOffset`, `shadowRadius`, `shadowPath`)
/// in the layer's space: see the backends for how it is cast.
struct FrameShadow {
    var color: CGColor
    /// `shadowOpacity`, clamped to [0, 1].
    var opacity: Double
    var offset: CGSize
    var radius: CGFloat
    var path: CGPath?
    /// Where the layer's drawing can land, in its space (the offscreen picture must cover it).
    var extents: CGRect
    /// The layer's map, and the clip of shadow and layer together (the layer's bounds when it masks
    /// to them, else its superlayer's clip).
    var placement: FramePlacement
}

/// A clip: a rounded rectangle of some layer's space, within its parent clip.
struct FrameClip {
    var rect: CGRect
    var radius: CGFloat
    var corners: CACornerMask
    /// The map of the layer whose space `rect` is in (``RenderFrame/maps``).
    var map: Int
    /// The enclosing clip, or -1.
    var parent: Int
}
