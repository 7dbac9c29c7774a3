// The reference-counted properties of a layer state, read from and written to its shared
// LayerStateShared box (copied first when another state shares it).

extension LayerState {
    // MARK: CALayer
    /// The background colour; nil (none) by default.
    package var backgroundColor: CGColor? {
        get { shared.fields.backgroundColor }
        set { uniqueShared().fields.backgroundColor = newValue }
    }

    /// The curve of rounded corners; circular by default.
    package var cornerCurve: CALayerCornerCurve {
        get { shared.fields.cornerCurve }
        set { uniqueShared().fields.cornerCurve = newValue }
    }

    /// The border colour; opaque black by default.
    package var borderColor: CGColor? {
        get { shared.fields.borderColor }
        set { uniqueShared().fields.borderColor = newValue }
    }

    /// The shadow colour; opaque black by default.
    package var shadowColor: CGColor? {
        get { shared.fields.shadowColor }
        set { uniqueShared().fields.shadowColor = newValue }
    }

    /// The shadow's shape; nil (the layer's alpha) by default.
    package var shadowPath: CGPath? {
        get { shared.fields.shadowPath }
        set { uniqueShared().fields.shadowPath = newValue }
    }

    /// The layer's contents (an image); nil by default.
    package var contents: LayerValue? {
        get { shared.fields.contents }
        set { uniqueShared().fields.contents = newValue }
    }

    /// The filter compositing the layer with what is behind it (a blend mode's name); nil by default.
    package var compositingFilter: LayerValue? {
        get { shared.fields.compositingFilter }
        set { uniqueShared().fields.compositingFilter = newValue }
    }

    /// How the contents fit the bounds; resize by default.
    package var contentsGravity: CALayerContentsGravity {
        get { shared.fields.contentsGravity }
        set { uniqueShared().fields.contentsGravity = newValue }
    }

    /// The filter for shrinking contents; linear by default.
    package var minificationFilter: CALayerContentsFilter {
        get { shared.fields.minificationFilter }
        set { uniqueShared().fields.minificationFilter = newValue }
    }

    /// The filter for enlarging contents; linear by default.
    package var magnificationFilter: CALayerContentsFilter {
        get { shared.fields.magnificationFilter }
        set { uniqueShared().fields.magnificationFilter = newValue }
    }

    /// The layer's name; nil by default.
    package var name: String? {
        get { shared.fields.name }
        set { uniqueShared().fields.name = newValue }
    }

    // MARK: CAShapeLayer
    /// A shape layer's path; nil by default.
    package var path: CGPath? {
        get { shared.fields.path }
        set { uniqueShared().fields.path = newValue }
    }

    /// A shape layer's fill colour; opaque black by default.
    package var fillColor: CGColor? {
        get { shared.fields.fillColor }
        set { uniqueShared().fields.fillColor = newValue }
    }

    /// A shape layer's fill rule; non-zero by default.
    package var fillRule: CAShapeLayerFillRule {
        get { shared.fields.fillRule }
        set { uniqueShared().fields.fillRule = newValue }
    }

    /// A shape layer's stroke colour; nil (no stroke) by default.
    package var strokeColor: CGColor? {
        get { shared.fields.strokeColor }
        set { uniqueShared().fields.strokeColor = newValue }
    }

    /// A shape layer's line cap; butt by default.
    package var lineCap: CAShapeLayerLineCap {
        get { shared.fields.lineCap }
        set { uniqueShared().fields.lineCap = newValue }
    }

    /// A shape layer's line join; miter by default.
    package var lineJoin: CAShapeLayerLineJoin {
        get { shared.fields.lineJoin }
        set { uniqueShared().fields.lineJoin = newValue }
    }

    /// A shape layer's dash lengths; nil (solid) by default.
    package var lineDashPattern: [CGFloat]? {
        get { shared.fields.lineDashPattern }
        _modify { yield &uniqueShared().fields.lineDashPattern }
    }

    // MARK: CAGradientLayer
    /// A gradient layer's colours; nil by default.
    package var colors: [CGColor]? {
        get { shared.fields.colors }
        _modify { yield &uniqueShared().fields.colors }
    }

    /// A gradient layer's stop locations; nil (evenly spaced) by default.
    package var locations: [CGFloat]? {
        get { shared.fields.locations }
        _modify { yield &uniqueShared().fields.locations }
    }

    /// A gradient layer's kind; axial by default.
    package var gradientType: CAGradientLayerType {
        get { shared.fields.gradientType }
        set { uniqueShared().fields.gradientType = newValue }
    }

    /// A radial gradient's focal point, as a fraction of its radii from its centre
    /// (``CAGradientLayer/radialFocus``); the centre, (0, 0), by default.
    package var radialFocus: CGPoint {
        get { shared.fields.radialFocus }
        set { uniqueShared().fields.radialFocus = newValue }
    }

    // MARK: CATextLayer
    /// A text layer's text; nil by default.
    package var string: LayerValue? {
        get { shared.fields.string }
        set { uniqueShared().fields.string = newValue }
    }

    /// A text layer's font; nil (Helvetica) by default.
    package var font: LayerValue? {
        get { shared.fields.font }
        set { uniqueShared().fields.font = newValue }
    }

    /// A text layer's text colour; opaque white by default.
    package var foregroundColor: CGColor? {
        get { shared.fields.foregroundColor }
        set { uniqueShared().fields.foregroundColor = newValue }
    }

    /// A text layer's truncation; none by default.
    package var truncationMode: CATextLayerTruncationMode {
        get { shared.fields.truncationMode }
        set { uniqueShared().fields.truncationMode = newValue }
    }

    /// A text layer's alignment; natural by default.
    package var alignmentMode: CATextLayerAlignmentMode {
        get { shared.fields.alignmentMode }
        set { uniqueShared().fields.alignmentMode = newValue }
    }

    // MARK: CAReplicatorLayer
    /// A replicator's colour for its first instance; opaque white by default.
    package var instanceColor: CGColor? {
        get { shared.fields.instanceColor }
        set { uniqueShared().fields.instanceColor = newValue }
    }

    // MARK: Custom keys
    /// Values stored under keys that are not properties (key-value coding of arbitrary keys).
    package var custom: [String: LayerValue] {
        get { shared.fields.custom }
        _modify { yield &uniqueShared().fields.custom }
    }

    /// The box, copied first if another state shares it, ready to be written.
    mutating func uniqueShared() -> LayerStateShared {
        if !isKnownUniquelyReferenced(&shared) { shared = shared.copy() }
        return shared
    }
}
