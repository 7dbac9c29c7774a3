/// Everything a layer of any kind stores, as one value: the model of a layer, and of a presentation
/// at one moment once its animations are applied.
///
/// CALayer and its subclasses keep their properties here, so that a commit copies a layer's model
/// into a Sendable snapshot in one assignment, and the evaluator applies animations to a copy. The
/// defaults are Apple's, from the CALayer, CAShapeLayer, CAGradientLayer, CATextLayer and
/// CAReplicatorLayer documentation.
///
/// The plain values (geometry, numbers, flags, timing) are stored inline. The reference-counted ones
/// (colours, paths, contents, names, strings, arrays, custom keys) live together in one shared
/// ``LayerStateReferences`` box, read and written through properties of the same names
/// (`LayerState+ReferenceProperties.swift`), copied on the first write to a shared box. So copying a
/// state, as evaluating a presentation does for every layer each frame, copies plain memory and
/// retains one object instead of a few dozen, and animating only inline values never allocates.
package struct LayerState: Sendable {
    // MARK: Geometry
    package var bounds = CGRect.zero
    package var position = CGPoint.zero
    package var zPosition: CGFloat = 0
    package var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    package var anchorPointZ: CGFloat = 0
    package var transform = CATransform3DIdentity
    package var sublayerTransform = CATransform3DIdentity
    package var isGeometryFlipped = false
    package var contentsScale: CGFloat = 1

    // MARK: Appearance
    package var opacity: Float = 1
    package var isHidden = false
    package var cornerRadius: CGFloat = 0
    package var maskedCorners = CACornerMask.allCorners
    package var borderWidth: CGFloat = 0
    package var masksToBounds = false
    package var isDoubleSided = true
    package var isOpaque = false
    package var allowsGroupOpacity = true
    package var allowsEdgeAntialiasing = false
    package var edgeAntialiasingMask = CAEdgeAntialiasingMask.allEdges
    package var shouldRasterize = false
    package var rasterizationScale: CGFloat = 1
    package var needsDisplayOnBoundsChange = false
    package var drawsAsynchronously = false

    // MARK: Shadow
    package var shadowOpacity: Float = 0
    package var shadowOffset = CGSize(width: 0, height: -3)
    package var shadowRadius: CGFloat = 3

    // MARK: Contents
    package var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    package var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)
    package var minificationFilterBias: Float = 0

    // MARK: Identity and time
    /// The layer's CAMediaTiming properties; a layer's duration is infinite (conformance rules).
    package var timing = MediaTiming(duration: .infinity)

    // MARK: CAShapeLayer
    package var strokeStart: CGFloat = 0
    package var strokeEnd: CGFloat = 1
    package var lineWidth: CGFloat = 1
    package var miterLimit: CGFloat = 10
    package var lineDashPhase: CGFloat = 0

    // MARK: CAGradientLayer
    package var startPoint = CGPoint(x: 0.5, y: 0)
    package var endPoint = CGPoint(x: 0.5, y: 1)

    // MARK: CATextLayer
    package var fontSize: CGFloat = 36
    package var isWrapped = false
    package var allowsFontSubpixelQuantization = false

    // MARK: CAReplicatorLayer
    package var instanceCount = 1
    package var preservesDepth = false
    package var instanceDelay: CFTimeInterval = 0
    package var instanceTransform = CATransform3DIdentity
    package var instanceRedOffset: Float = 0
    package var instanceGreenOffset: Float = 0
    package var instanceBlueOffset: Float = 0
    package var instanceAlphaOffset: Float = 0

    // MARK: Reference-counted values
    /// The box holding the reference-counted properties, shared between copies until one writes.
    package var references = LayerStateReferences.defaults

    /// The state of a new layer: every property at Apple's default.
    package init() {}

    /// Opaque black, the default of borderColor, shadowColor and fillColor.
    package static let opaqueBlack = CGColor(srgbRed: 0, green: 0, blue: 0, alpha: 1)
    /// Opaque white, the default of a text layer's foregroundColor and a replicator's instanceColor.
    package static let opaqueWhite = CGColor(srgbRed: 1, green: 1, blue: 1, alpha: 1)
}
