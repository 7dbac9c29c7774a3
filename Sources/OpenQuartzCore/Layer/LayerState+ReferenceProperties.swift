// The reference-counted properties of a layer state, read from and written to its shared
// LayerStateReferences box (copied first when another state shares it).

extension LayerState {
    // MARK: CALayer
    /// The background colour; nil (none) by default.
    package var backgroundColor: CGColor? {
        get { references.backgroundColor }
        set { uniqueReferences().backgroundColor = newValue }
    }

    /// The curve of rounded corners; circular by default.
    package var cornerCurve: CALayerCornerCurve {
        get { references.cornerCurve }
        set { uniqueReferences().cornerCurve = newValue }
    }

    /// The border colour; opaque black by default.
    package var borderColor: CGColor? {
        get { references.borderColor }
        set { uniqueReferences().borderColor = newValue }
    }

    /// The shadow colour; opaque black by default.
    package var shadowColor: CGColor? {
        get { references.shadowColor }
        set { uniqueReferences().shadowColor = newValue }
    }

    /// The shadow's shape; nil (the layer's alpha) by default.
    package var shadowPath: CGPath? {
        get { references.shadowPath }
        set { uniqueReferences().shadowPath = newValue }
    }

    /// The layer's contents (an image); nil by default.
    package var contents: LayerValue? {
        get { references.contents }
        set { uniqueReferences().contents = newValue }
    }

    /// How the contents fit the bounds; resize by default.
    package var contentsGravity: CALayerContentsGravity {
        get { references.contentsGravity }
        set { uniqueReferences().contentsGravity = newValue }
    }

    /// The filter for shrinking contents; linear by default.
    package var minificationFilter: CALayerContentsFilter {
        get { references.minificationFilter }
        set { uniqueReferences().minificationFilter = newValue }
    }

    /// The filter for enlarging contents; linear by default.
    package var magnificationFilter: CALayerContentsFilter {
        get { references.magnificationFilter }
        set { uniqueReferences().magnificationFilter = newValue }
    }

    /// The layer's name; nil by default.
    package var name: String? {
        get { references.name }
        set { uniqueReferences().name = newValue }
    }

    // MARK: CAShapeLayer
    /// A shape layer's path; nil by default.
    package var path: CGPath? {
        get { references.path }
        set { uniqueReferences().path = newValue }
    }

    /// A shape layer's fill colour; opaque black by default.
    package var fillColor: CGColor? {
        get { references.fillColor }
        set { uniqueReferences().fillColor = newValue }
    }

    /// A shape layer's fill rule; non-zero by default.
    package var fillRule: CAShapeLayerFillRule {
        get { references.fillRule }
        set { uniqueReferences().fillRule = newValue }
    }

    /// A shape layer's stroke colour; nil (no stroke) by default.
    package var strokeColor: CGColor? {
        get { references.strokeColor }
        set { uniqueReferences().strokeColor = newValue }
    }

    /// A shape layer's line cap; butt by default.
    package var lineCap: CAShapeLayerLineCap {
        get { references.lineCap }
        set { uniqueReferences().lineCap = newValue }
    }

    /// A shape layer's line join; miter by default.
    package var lineJoin: CAShapeLayerLineJoin {
        get { references.lineJoin }
        set { uniqueReferences().lineJoin = newValue }
    }

    /// A shape layer's dash lengths; nil (solid) by default.
    package var lineDashPattern: [CGFloat]? {
        get { references.lineDashPattern }
        _modify { yield &uniqueReferences().lineDashPattern }
    }

    // MARK: CAGradientLayer
    /// A gradient layer's colours; nil by default.
    package var colors: [CGColor]? {
        get { references.colors }
        _modify { yield &uniqueReferences().colors }
    }

    /// A gradient layer's stop locations; nil (evenly spaced) by default.
    package var locations: [CGFloat]? {
        get { references.locations }
        _modify { yield &uniqueReferences().locations }
    }

    /// A gradient layer's kind; axial by default.
    package var gradientType: CAGradientLayerType {
        get { references.gradientType }
        set { uniqueReferences().gradientType = newValue }
    }

    // MARK: CATextLayer
    /// A text layer's text; nil by default.
    package var string: LayerValue? {
        get { references.string }
        set { uniqueReferences().string = newValue }
    }

    /// A text layer's font; nil (Helvetica) by default.
    package var font: LayerValue? {
        get { references.font }
        set { uniqueReferences().font = newValue }
    }

    /// A text layer's text colour; opaque white by default.
    package var foregroundColor: CGColor? {
        get { references.foregroundColor }
        set { uniqueReferences().foregroundColor = newValue }
    }

    /// A text layer's truncation; none by default.
    package var truncationMode: CATextLayerTruncationMode {
        get { references.truncationMode }
        set { uniqueReferences().truncationMode = newValue }
    }

    /// A text layer's alignment; natural by default.
    package var alignmentMode: CATextLayerAlignmentMode {
        get { references.alignmentMode }
        set { uniqueReferences().alignmentMode = newValue }
    }

    // MARK: CAReplicatorLayer
    /// A replicator's colour for its first instance; opaque white by default.
    package var instanceColor: CGColor? {
        get { references.instanceColor }
        set { uniqueReferences().instanceColor = newValue }
    }

    // MARK: Custom keys
    /// Values stored under keys that are not properties (key-value coding of arbitrary keys).
    package var custom: [String: LayerValue] {
        get { references.custom }
        _modify { yield &uniqueReferences().custom }
    }

    /// The box, copied first if another state shares it, ready to be written.
    private mutating func uniqueReferences() -> LayerStateReferences {
        if !isKnownUniquelyReferenced(&references) { references = references.copy() }
        return references
    }
}
