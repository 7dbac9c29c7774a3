extension CALayer {
    /// The presentation copy of this model layer at media time `t`: a copy of the layer (made by
    /// ``init(layer:)``, so that subclasses copy their own properties) whose state is the committed
    /// render-tree node evaluated at the layer's local time, through the one evaluation renderers
    /// use (``RenderLayer/presentation(atLocalTime:)``). Nil for a layer never committed.
    ///
    /// Every layer reached from a presentation copy (its sublayers, its superlayer) is presented at
    /// the same time `t`, so one call of `presentation()` shows the whole tree at one moment.
    func presentation(atMediaTime t: CFTimeInterval) -> Self? {
        guard let node = renderNode else { return nil }
        let copy = type(of: self).init(layer: self)
        copy.state = node.presentation(atLocalTime: committedLocalTime(atMediaTime: t))
        copy.modelLayerReference = self
        copy.presentationMediaTime = t
        return copy
    }
}
