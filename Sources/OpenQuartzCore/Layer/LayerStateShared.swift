/// The part of a ``LayerState`` kept out of line, in one box that copies of the state share: the
/// reference-counted values (colours, paths, contents, strings, arrays, custom keys) and the plain
/// values that are not animatable or seldom animated (flags, the layer's own timing, a replicator's
/// properties).
///
/// A state reads these through properties of the same names and, before writing one, makes its box
/// unique: a box referenced by more than one state is copied first (copy on write). So copying a
/// state copies its inline values and retains one object, and animating only inline values never
/// allocates; animating a value kept here copies the box once per frame. The defaults are Apple's,
/// as for the inline properties.
///
/// Sendable because a box is never mutated while shared: a state mutates its box only when
/// `isKnownUniquelyReferenced` says no other state (and no other thread) holds it, and the shared
/// ``defaults`` box is referenced by a static and so is never unique.
package final class LayerStateShared: @unchecked Sendable {
    /// The values, with Apple's defaults.
    struct Fields {
        // MARK: CALayer
        var backgroundColor: CGColor?
        var cornerCurve: CALayerCornerCurve = .circular
        var borderColor: CGColor? = LayerState.opaqueBlack
        var shadowColor: CGColor? = LayerState.opaqueBlack
        var shadowPath: CGPath?
        var contents: LayerValue?
        var compositingFilter: LayerValue?
        var contentsGravity: CALayerContentsGravity = .resize
        var minificationFilter: CALayerContentsFilter = .linear
        var magnificationFilter: CALayerContentsFilter = .linear
        var name: String?

        // MARK: CAShapeLayer
        var path: CGPath?
        var fillColor: CGColor? = LayerState.opaqueBlack
        var fillRule: CAShapeLayerFillRule = .nonZero
        var strokeColor: CGColor?
        var lineCap: CAShapeLayerLineCap = .butt
        var lineJoin: CAShapeLayerLineJoin = .miter
        var lineDashPattern: [CGFloat]?

        // MARK: CAGradientLayer
        var colors: [CGColor]?
        var locations: [CGFloat]?
        var gradientType: CAGradientLayerType = .axial
        var radialFocus: CGPoint = .zero

        // MARK: CATextLayer
        var string: LayerValue?
        var font: LayerValue?
        var foregroundColor: CGColor? = LayerState.opaqueWhite
        var truncationMode: CATextLayerTruncationMode = .none
        var alignmentMode: CATextLayerAlignmentMode = .natural

        // MARK: CAReplicatorLayer
        var instanceColor: CGColor? = LayerState.opaqueWhite

        // MARK: Custom keys
        var custom: [String: LayerValue] = [:]

        // MARK: CALayer, plain values
        var isGeometryFlipped: Bool = false
        var contentsScale: CGFloat = 1
        var maskedCorners: CACornerMask = .allCorners
        var isOpaque: Bool = false
        var allowsGroupOpacity: Bool = true
        var allowsEdgeAntialiasing: Bool = false
        var edgeAntialiasingMask: CAEdgeAntialiasingMask = .allEdges
        var shouldRasterize: Bool = false
        var rasterizationScale: CGFloat = 1
        var needsDisplayOnBoundsChange: Bool = false
        var drawsAsynchronously: Bool = false
        var minificationFilterBias: Float = 0
        var invertsMask = false
        var masksByLuminance = false
        var layerFilters = LayerFilters()
        var timing: MediaTiming = MediaTiming(duration: .infinity)

        // MARK: CATextLayer, plain values
        var isWrapped: Bool = false
        var allowsFontSubpixelQuantization: Bool = false

        // MARK: CAReplicatorLayer, plain values
        var instanceCount: Int = 1
        var preservesDepth: Bool = false
        var instanceDelay: CFTimeInterval = 0
        var instanceTransform: CATransform3D = CATransform3DIdentity
        var instanceRedOffset: Float = 0
        var instanceGreenOffset: Float = 0
        var instanceBlueOffset: Float = 0
        var instanceAlphaOffset: Float = 0
    }

    /// The values. Not checked for exclusive access at run time (such a check costs more than
    /// reading a value, on every read): copy on write already ensures that a box is written only by
    /// the one state that holds it.
    @exclusivity(unchecked) var fields: Fields

    private init(_ fields: Fields) {
        self.fields = fields
    }

    /// The box every new state starts with, never written (a state copies it before writing).
    package static let defaults = LayerStateShared(Fields())

    /// A new box holding the same values (retaining them), for a state about to write to a shared box.
    package func copy() -> LayerStateShared {
        LayerStateShared(fields)
    }
}
