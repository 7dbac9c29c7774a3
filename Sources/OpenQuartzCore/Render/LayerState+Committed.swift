extension LayerState {
    /// The state as a commit hands it to the render tree: a `CGMutablePath` set as `path` or
    /// `shadowPath` is replaced by an immutable copy of what it holds now.
    ///
    /// Core Animation copies a layer's properties into its render tree when a transaction commits,
    /// so a path changed after the commit shows only after the next one (its render server never
    /// reads the application's objects). The copy also keeps the tree immutable for renderers on
    /// other threads, and spares them copying the path's elements out of the mutable path's lock on
    /// every frame. Nothing is copied for a state without mutable paths.
    package func committed() -> LayerState {
        guard path is CGMutablePath || shadowPath is CGMutablePath else { return self }
        var copy = self
        if let path = path as? CGMutablePath { copy.path = CGPath(elements: path.elements) }
        if let shadowPath = shadowPath as? CGMutablePath { copy.shadowPath = CGPath(elements: shadowPath.elements) }
        return copy
    }
}
