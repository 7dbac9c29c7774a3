/// Everything a layer of any kind stores, as one value: the model of a layer, and of a presentation
/// at one moment once its animations are applied.
///
/// CALayer and its subclasses keep their properties here, so that a commit copies a layer's model
/// into a Sendable snapshot in one assignment, and the evaluator applies animations to a copy. The
/// defaults are Apple's, from the CALayer, CAShapeLayer, CAGradientLayer, CATextLayer and
/// CAReplicatorLayer documentation.
///
/// The animatable plain values (geometry, opacity, corners, shadow, contents rectangles, a shape's
/// stroke, a gradient's points) are stored inline. The others, the reference-counted ones (colours,
/// paths, contents, strings, arrays, custom keys) and the plain ones that are not animatable or
/// seldom animated (flags, the layer's timing, a replicator's properties), live together in one
/// shared ``LayerStateShared`` box, read and written through properties of the same names
/// (`LayerState+SharedReferences.swift`, `LayerState+SharedValues.swift`) and copied on the first
/// write to a shared box. So copying a state, as evaluating a presentation does for every layer each
/// frame, copies a few hundred bytes and retains one object, and animating inline values never
/// allocates.
package struct LayerState: Sendable {
    // MARK: Geometry
    package var bounds = CGRect.zero
    package var position = CGPoint.zero
    package var zPosition: CGFloat = 0
    package var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    package var anchorPointZ: CGFloat = 0
    package var transform = CATransform3DIdentity
    package var sublayerTransform = CATransform3DIdentity

    // MARK: Appearance
    package var opacity: Float = 1
    package var isHidden = false
    package var cornerRadius: CGFloat = 0
    package var borderWidth: CGFloat = 0
    package var masksToBounds = false
    package var isDoubleSided = true

    // MARK: Shadow
    package var shadowOpacity: Float = 0
    package var shadowOffset = CGSize(width: 0, height: -3)
    package var shadowRadius: CGFloat = 3

    // MARK: Contents
    package var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    package var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)

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

    // MARK: Out of line
    /// The box holding the other properties, shared between copies until one writes.
    package var shared = LayerStateShared.defaults

    /// The state of a new layer: every property at Apple's default.
    package init() {}

    /// Opaque black, the default of borderColor, shadowColor and fillColor.
    package static let opaqueBlack = CGColor(srgbRed: 0, green: 0, blue: 0, alpha: 1)
    /// Opaque white, the default of a text layer's foregroundColor and a replicator's instanceColor.
    package static let opaqueWhite = CGColor(srgbRed: 1, green: 1, blue: 1, alpha: 1)
}
