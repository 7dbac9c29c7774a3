/// A layer that draws a cubic Bezier path: filled, stroked, dashed, and partially stroked
/// (`strokeStart` to `strokeEnd`, the fractions of the path's length to draw).
///
/// The shape is drawn in the layer's coordinate space, below its sublayers; the renderer draws it.
open class CAShapeLayer: CALayer {
    package override class var layerKinds: LayerKinds { [.base, .shape] }

    /// The path to draw. Default nil. Animatable: paths with the same elements animate point by point.
    open var path: CGPath? {
        get { state.path }
        set { setProperty(\.path, newValue, key: "path") }
    }

    /// The colour the path is filled with. Default opaque black; nil fills nothing. Animatable.
    open var fillColor: CGColor? {
        get { state.fillColor }
        set { setProperty(\.fillColor, newValue, key: "fillColor") }
    }

    /// The rule that decides what the fill covers. Default `.nonZero`.
    open var fillRule: CAShapeLayerFillRule {
        get { state.fillRule }
        set { setProperty(\.fillRule, newValue, key: "fillRule") }
    }

    /// The colour the path is stroked with. Default nil (no stroke). Animatable.
    open var strokeColor: CGColor? {
        get { state.strokeColor }
        set { setProperty(\.strokeColor, newValue, key: "strokeColor") }
    }

    /// Where the stroke starts, as a fraction of the path's length from 0 to 1. Default 0. Animatable.
    open var strokeStart: CGFloat {
        get { state.strokeStart }
        set { setProperty(\.strokeStart, newValue, key: "strokeStart") }
    }

    /// Where the stroke ends, as a fraction of the path's length from 0 to 1. Default 1. Animatable.
    open var strokeEnd: CGFloat {
        get { state.strokeEnd }
        set { setProperty(\.strokeEnd, newValue, key: "strokeEnd") }
    }

    /// The width of the stroke. Default 1. Animatable.
    open var lineWidth: CGFloat {
        get { state.lineWidth }
        set { setProperty(\.lineWidth, newValue, key: "lineWidth") }
    }

    /// The limit beyond which mitered joins are bevelled. Default 10. Animatable.
    open var miterLimit: CGFloat {
        get { state.miterLimit }
        set { setProperty(\.miterLimit, newValue, key: "miterLimit") }
    }

    /// The shape of the stroke's ends. Default `.butt`.
    open var lineCap: CAShapeLayerLineCap {
        get { state.lineCap }
        set { setProperty(\.lineCap, newValue, key: "lineCap") }
    }

    /// The shape of the stroke's corners. Default `.miter`.
    open var lineJoin: CAShapeLayerLineJoin {
        get { state.lineJoin }
        set { setProperty(\.lineJoin, newValue, key: "lineJoin") }
    }

    /// How far into the dash pattern the stroke starts. Default 0. Animatable.
    open var lineDashPhase: CGFloat {
        get { state.lineDashPhase }
        set { setProperty(\.lineDashPhase, newValue, key: "lineDashPhase") }
    }

    /// The lengths of the dashes and gaps of the stroke, alternately; nil (the default) draws a solid
    /// line. Animatable.
    open var lineDashPattern: [NSNumber]? {
        get { state.lineDashPattern?.map { NSNumber(value: Double($0)) } }
        set { setProperty(\.lineDashPattern, newValue?.map { CGFloat($0.doubleValue) }, key: "lineDashPattern") }
    }
}
