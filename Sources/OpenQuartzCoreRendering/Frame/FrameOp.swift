/// One step of a ``RenderFrame``: something drawn, or the start, middle or end of an effect that
/// composites what is drawn inside it.
///
/// Every drawing step is in the space of the layer it comes from, placed in the frame by a map
/// (``RenderFrame/maps``: the layer's 3D transforms flattened as Core Animation composites them)
/// and clipped by a chain of clips (``RenderFrame/clips``). Steps are in drawing order, back to
/// front; effects nest like parentheses.
enum FrameOp {
    /// A rounded rectangle in a colour, less a hole: a layer's background or border.
    case rect(FrameRect)
    /// An image, or a rectangle of one, drawn into a rectangle: a layer's `contents`.
    case image(FrameImage)
    /// A shape layer's path, filled or stroked.
    case shape(FrameShape)
    /// A gradient layer's gradient filling its bounds.
    case gradient(FrameContent)
    /// A text layer's string.
    case text(FrameContent)
    /// What a layer drew into its backing store (`display()`), played back.
    case displayList(FrameDisplayList)
    /// The start of an effect; what follows up to its ``next`` or ``end`` is drawn into it.
    case begin(FrameEffect)
    /// The start of the second picture of a two-part effect (a mask's mask, a transition's new picture).
    case next
    /// The end of the innermost effect.
    case end
}

/// Where a step lands: its map and its innermost clip, by index into the frame's tables.
struct FramePlacement: Sendable, Equatable {
    /// The map from the step's layer space to the frame's space (``RenderFrame/maps``).
    var map: Int
    /// The innermost clip (``RenderFrame/clips``), or -1 for none.
    var clip: Int
}

/// A rounded rectangle filled with a colour, less an optional hole.
struct FrameRect {
    var rect: CGRect
    var radius: CGFloat
    var corners: CACornerMask
    /// The colour, in any colour space (the backends convert it to theirs).
    var color: CGColor
    /// A factor on the colour's alpha: a layer's opacity folded into its only step.
    var alpha: Double
    /// A rounded rectangle taken out (a border's inside), `.null` for none, with its radius.
    var hole: CGRect
    var holeRadius: CGFloat
    var placement: FramePlacement
}

/// An image, or part of one, drawn into a rectangle of the layer.
struct FrameImage {
    var image: CGImage
    /// The part of the image drawn, in pixels (row 0 at the top); beyond the image its edge pixels
    /// extend (Apple's `contentsRect`).
    var source: CGRect
    /// Where it lands in the layer's space.
    var destination: CGRect
    var filter: CALayerContentsFilter
    /// A factor on the image's alpha.
    var alpha: Double
    var placement: FramePlacement
}

/// A shape layer's path, filled or stroked, with the layer's presented properties
/// (``RenderFrame/states``).
struct FrameShape {
    /// The shape layer's presentation, by index.
    var state: Int
    /// Whether this step strokes the path (else it fills it).
    var stroke: Bool
    /// A factor on the colour's alpha.
    var alpha: Double
    var placement: FramePlacement
}

/// Content drawn from a layer's presented properties (``RenderFrame/states``): a gradient or text.
struct FrameContent {
    var state: Int
    /// The layer's node: what a backend keys what it keeps from frame to frame by (a node is the
    /// same object as long as the layer's commit is).
    var key: RenderLayer
    var placement: FramePlacement
}

/// A backing store played back into a rectangle of the layer, clipped to it.
struct FrameDisplayList {
    var store: LayerBackingStore
    /// Where the store's bounds land in the layer's space (by `contentsGravity`).
    var frame: CGRect
    var placement: FramePlacement
}
