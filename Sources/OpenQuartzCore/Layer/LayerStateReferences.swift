/// The reference-counted properties of a ``LayerState``, in one box that copies of the state share.
///
/// A state reads these through properties of the same names and, before writing one, makes its box
/// unique: a box referenced by more than one state is copied first (copy on write). The defaults
/// are Apple's, as for the inline properties.
///
/// Sendable because a box is never mutated while shared: a state mutates its box only when
/// `isKnownUniquelyReferenced` says no other state (and no other thread) holds it, and the shared
/// ``defaults`` box is referenced by a static and so is never unique.
package final class LayerStateReferences: @unchecked Sendable {
    // MARK: CALayer
    var backgroundColor: CGColor?
    var cornerCurve = CALayerCornerCurve.circular
    var borderColor: CGColor? = LayerState.opaqueBlack
    var shadowColor: CGColor? = LayerState.opaqueBlack
    var shadowPath: CGPath?
    var contents: LayerValue?
    var contentsGravity = CALayerContentsGravity.resize
    var minificationFilter = CALayerContentsFilter.linear
    var magnificationFilter = CALayerContentsFilter.linear
    var name: String?

    // MARK: CAShapeLayer
    var path: CGPath?
    var fillColor: CGColor? = LayerState.opaqueBlack
    var fillRule = CAShapeLayerFillRule.nonZero
    var strokeColor: CGColor?
    var lineCap = CAShapeLayerLineCap.butt
    var lineJoin = CAShapeLayerLineJoin.miter
    var lineDashPattern: [CGFloat]?

    // MARK: CAGradientLayer
    var colors: [CGColor]?
    var locations: [CGFloat]?
    var gradientType = CAGradientLayerType.axial

    // MARK: CATextLayer
    var string: LayerValue?
    var font: LayerValue?
    var foregroundColor: CGColor? = LayerState.opaqueWhite
    var truncationMode = CATextLayerTruncationMode.none
    var alignmentMode = CATextLayerAlignmentMode.natural

    // MARK: CAReplicatorLayer
    var instanceColor: CGColor? = LayerState.opaqueWhite

    // MARK: Custom keys
    var custom: [String: LayerValue] = [:]

    /// A box with every property at Apple's default.
    private init() {}

    /// The box every new state starts with, never written (a state copies it before writing).
    package static let defaults = LayerStateReferences()

    /// A new box holding the same values (retaining them), for a state about to write to a shared box.
    package func copy() -> LayerStateReferences {
        let copy = LayerStateReferences()
        copy.backgroundColor = backgroundColor
        copy.cornerCurve = cornerCurve
        copy.borderColor = borderColor
        copy.shadowColor = shadowColor
        copy.shadowPath = shadowPath
        copy.contents = contents
        copy.contentsGravity = contentsGravity
        copy.minificationFilter = minificationFilter
        copy.magnificationFilter = magnificationFilter
        copy.name = name
        copy.path = path
        copy.fillColor = fillColor
        copy.fillRule = fillRule
        copy.strokeColor = strokeColor
        copy.lineCap = lineCap
        copy.lineJoin = lineJoin
        copy.lineDashPattern = lineDashPattern
        copy.colors = colors
        copy.locations = locations
        copy.gradientType = gradientType
        copy.string = string
        copy.font = font
        copy.foregroundColor = foregroundColor
        copy.truncationMode = truncationMode
        copy.alignmentMode = alignmentMode
        copy.instanceColor = instanceColor
        copy.custom = custom
        return copy
    }
}
