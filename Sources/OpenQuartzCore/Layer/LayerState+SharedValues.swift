// The plain properties of a layer state that are not animatable or seldom animated, read from and
// written to its shared LayerStateShared box (copied first when another state shares it).

extension LayerState {
    // MARK: CALayer
    /// Whether sublayers' geometry is flipped vertically; false by default.
    package var isGeometryFlipped: Bool {
        get { shared.fields.isGeometryFlipped }
        set { uniqueShared().fields.isGeometryFlipped = newValue }
    }

    /// Pixels per point of the contents; 1 by default.
    package var contentsScale: CGFloat {
        get { shared.fields.contentsScale }
        set { uniqueShared().fields.contentsScale = newValue }
    }

    /// Which corners cornerRadius rounds; all by default.
    package var maskedCorners: CACornerMask {
        get { shared.fields.maskedCorners }
        set { uniqueShared().fields.maskedCorners = newValue }
    }

    /// Whether the layer promises to be opaque; false by default.
    package var isOpaque: Bool {
        get { shared.fields.isOpaque }
        set { uniqueShared().fields.isOpaque = newValue }
    }

    /// Whether opacity applies to the layer and sublayers as a group; true by default.
    package var allowsGroupOpacity: Bool {
        get { shared.fields.allowsGroupOpacity }
        set { uniqueShared().fields.allowsGroupOpacity = newValue }
    }

    /// Whether edges are antialiased; false by default.
    package var allowsEdgeAntialiasing: Bool {
        get { shared.fields.allowsEdgeAntialiasing }
        set { uniqueShared().fields.allowsEdgeAntialiasing = newValue }
    }

    /// Which edges are antialiased; all by default.
    package var edgeAntialiasingMask: CAEdgeAntialiasingMask {
        get { shared.fields.edgeAntialiasingMask }
        set { uniqueShared().fields.edgeAntialiasingMask = newValue }
    }

    /// Whether the layer is rendered as a bitmap first; false by default.
    package var shouldRasterize: Bool {
        get { shared.fields.shouldRasterize }
        set { uniqueShared().fields.shouldRasterize = newValue }
    }

    /// The scale of that bitmap; 1 by default.
    package var rasterizationScale: CGFloat {
        get { shared.fields.rasterizationScale }
        set { uniqueShared().fields.rasterizationScale = newValue }
    }

    /// Whether a bounds change asks for redisplay; false by default.
    package var needsDisplayOnBoundsChange: Bool {
        get { shared.fields.needsDisplayOnBoundsChange }
        set { uniqueShared().fields.needsDisplayOnBoundsChange = newValue }
    }

    /// Whether drawing is deferred to a background thread; false by default.
    package var drawsAsynchronously: Bool {
        get { shared.fields.drawsAsynchronously }
        set { uniqueShared().fields.drawsAsynchronously = newValue }
    }

    /// The bias of the trilinear minification filter; 0 by default.
    package var minificationFilterBias: Float {
        get { shared.fields.minificationFilterBias }
        set { uniqueShared().fields.minificationFilterBias = newValue }
    }

    /// Whether the mask shows the layer where its alpha is 0 (``CALayer/invertsMask``); false by default.
    package var invertsMask: Bool {
        get { shared.fields.invertsMask }
        set { uniqueShared().fields.invertsMask = newValue }
    }

    /// Whether the mask's luminance, not its alpha, covers the layer (``CALayer/masksByLuminance``);
    /// false by default.
    package var masksByLuminance: Bool {
        get { shared.fields.masksByLuminance }
        set { uniqueShared().fields.masksByLuminance = newValue }
    }

    /// The filters of the layer's picture (``CALayer/layerFilters``); none by default.
    package var layerFilters: LayerFilters {
        get { shared.fields.layerFilters }
        set { uniqueShared().fields.layerFilters = newValue }
    }

    /// The layer's CAMediaTiming properties; a layer's duration is infinite (conformance rules).
    package var timing: MediaTiming {
        get { shared.fields.timing }
        set { uniqueShared().fields.timing = newValue }
    }

    // MARK: CATextLayer
    /// Whether a text layer wraps its text; false by default.
    package var isWrapped: Bool {
        get { shared.fields.isWrapped }
        set { uniqueShared().fields.isWrapped = newValue }
    }

    /// Whether glyph positions are quantised; false by default.
    package var allowsFontSubpixelQuantization: Bool {
        get { shared.fields.allowsFontSubpixelQuantization }
        set { uniqueShared().fields.allowsFontSubpixelQuantization = newValue }
    }

    // MARK: CAReplicatorLayer
    /// How many copies a replicator draws; 1 by default.
    package var instanceCount: Int {
        get { shared.fields.instanceCount }
        set { uniqueShared().fields.instanceCount = newValue }
    }

    /// Whether a replicator keeps its copies in one 3D space; false by default.
    package var preservesDepth: Bool {
        get { shared.fields.preservesDepth }
        set { uniqueShared().fields.preservesDepth = newValue }
    }

    /// The time offset between copies' animations; 0 by default.
    package var instanceDelay: CFTimeInterval {
        get { shared.fields.instanceDelay }
        set { uniqueShared().fields.instanceDelay = newValue }
    }

    /// The transform from one copy to the next; identity by default.
    package var instanceTransform: CATransform3D {
        get { shared.fields.instanceTransform }
        set { uniqueShared().fields.instanceTransform = newValue }
    }

    /// The red added from one copy to the next; 0 by default.
    package var instanceRedOffset: Float {
        get { shared.fields.instanceRedOffset }
        set { uniqueShared().fields.instanceRedOffset = newValue }
    }

    /// The green added from one copy to the next; 0 by default.
    package var instanceGreenOffset: Float {
        get { shared.fields.instanceGreenOffset }
        set { uniqueShared().fields.instanceGreenOffset = newValue }
    }

    /// The blue added from one copy to the next; 0 by default.
    package var instanceBlueOffset: Float {
        get { shared.fields.instanceBlueOffset }
        set { uniqueShared().fields.instanceBlueOffset = newValue }
    }

    /// The alpha added from one copy to the next; 0 by default.
    package var instanceAlphaOffset: Float {
        get { shared.fields.instanceAlphaOffset }
        set { uniqueShared().fields.instanceAlphaOffset = newValue }
    }
}
