extension CALayer {
    /// Commits the layer with the current transaction (a change of its model, its sublayers or its
    /// need for display).
    func layerNeedsCommit() {
        TransactionContext.current.layerDidChange(self)
    }

    /// Draws the layer into a new backing store and makes it the contents: the default of
    /// ``display()``. The delegate hears `layerWillDraw(_:)` first; the context's user space is the
    /// bounds coordinate space.
    package func displayIntoBackingStore() {
        delegate?.layerWillDraw(self)
        let context = CGContext(recordingIn: bounds)
        draw(in: context)
        contents = LayerBackingStore(displayList: context.displayList, bounds: bounds)
    }

    /// Records the drawing of the layer's subtree into `ctx` (see ``render(in:)``).
    func renderTree(in ctx: CGContext) {
        if let model = modelLayerReference {
            guard let tree = model.committedRenderTree else { return }
            let time = presentationMediaTime
            let parentTime = model.committedParent?.committedLocalTime(atMediaTime: time) ?? time
            ctx.drawCustom(LayerTreeDrawing(root: tree, parentTime: parentTime))
        } else {
            ctx.drawCustom(LayerTreeDrawing(root: modelRenderTree(), parentTime: 0))
        }
    }

    /// A render tree of the layer's model subtree as it is now, with no animations: what a model
    /// layer's `render(in:)` draws.
    package func modelRenderTree() -> RenderLayer {
        RenderLayer(state: state, tracks: [], sublayers: sublayerList.map { $0.modelRenderTree() },
                    mask: maskLayer?.modelRenderTree(), kinds: type(of: self).layerKinds)
    }
}

/// The content a layer drew into its backing store (`display()` through `draw(in:)`): what its
/// `contents` holds afterwards, as Apple's `contents` holds a backing store object of its own.
///
/// It keeps the drawing itself, in the layer's bounds coordinates at the time of drawing, so the
/// renderer plays it back sharp at any scale; contentsGravity places it like an image of the bounds'
/// size in points.
package final class LayerBackingStore: Sendable {
    /// What was drawn.
    package let displayList: CGDisplayList
    /// The bounds the drawing was made for.
    package let bounds: CGRect

    package init(displayList: CGDisplayList, bounds: CGRect) {
        self.displayList = displayList
        self.bounds = bounds
    }
}

/// The drawing of a layer tree at a moment, as a context records it: `render(in:)`'s step, and
/// CARenderer's frames.
package struct LayerTreeDrawing: CGCustomDrawing {
    /// The committed tree (or a model's render tree).
    package let root: RenderLayer
    /// The time of the root's superlayer at which to draw it (media time for a root).
    package let parentTime: CFTimeInterval
    /// Whether the root is placed by its position and transform in the superlayer's space given by
    /// `superlayer` (CARenderer), rather than drawn in its own bounds space (`render(in:)`).
    package let placed: Bool
    /// The superlayer's presentation, when placing the root in its superlayer's space.
    package let superlayer: LayerState?

    package init(root: RenderLayer, parentTime: CFTimeInterval, placed: Bool = false, superlayer: LayerState? = nil) {
        self.root = root
        self.parentTime = parentTime
        self.placed = placed
        self.superlayer = superlayer
    }
}
