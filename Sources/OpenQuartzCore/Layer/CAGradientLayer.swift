/// A layer that fills its bounds with a colour gradient: axial (linear), radial or conic.
///
/// The colours are spread between `startPoint` and `endPoint`, in unit coordinates of the bounds, at
/// `locations` (evenly when nil); the renderer draws it.
open class CAGradientLayer: CALayer {
    package override class var layerKinds: LayerKinds { [.base, .gradient] }

    /// Where the gradient starts, in unit coordinates of the bounds. Default (0.5, 0). Animatable.
    open var startPoint: CGPoint {
        get { state.startPoint }
        set { setProperty(\.startPoint, newValue, key: "startPoint") }
    }

    /// Where the gradient ends, in unit coordinates of the bounds. Default (0.5, 1). Animatable.
    open var endPoint: CGPoint {
        get { state.endPoint }
        set { setProperty(\.endPoint, newValue, key: "endPoint") }
    }

    /// The kind of gradient. Default `.axial`.
    open var type: CAGradientLayerType {
        get { state.gradientType }
        set { setProperty(\.gradientType, newValue, key: "type") }
    }

    /// Not Apple API, and not public: the focal point of a `.radial` gradient, where location 0
    /// lies, as a fraction of the ellipse's radii from its centre (`startPoint`); (0, 0), the
    /// default, is the centre. Location t lies on the ellipse centred at (1 − t) times the focus,
    /// t times the size of the ellipse at location 1: the two-point conical gradient of Core
    /// Graphics' `drawRadialGradient` with a start radius of 0, and of SVG's `fx` and `fy`. The
    /// renderer shortens a focus longer than 0.99 to 0.99, inside the ellipse, as Lottie players
    /// limit a gradient's highlight (lottie-web, rlottie). Lottie's radial highlight (`h`, `a`).
    /// Other types ignore it. Animatable.
    package var radialFocus: CGPoint {
        get { state.radialFocus }
        set { setProperty(\.radialFocus, newValue, key: "radialFocus") }
    }

    /// The gradient's colours (`CGColor`s), in order. Default nil. Animatable, colour by colour.
    ///
    /// - Precondition: every element is a `CGColor`.
    open var colors: [Any]? {
        get { state.colors }
        set {
            let colors = newValue.map { array in
                array.map { element -> CGColor in
                    guard let color = element as? CGColor else {
                        preconditionFailure("CAGradientLayer.colors: \(Swift.type(of: element)) is not a CGColor")
                    }
                    return color
                }
            }
            setProperty(\.colors, colors, key: "colors")
        }
    }

    /// The location of each colour, from 0 to 1; nil (the default) spreads them evenly. Animatable.
    open var locations: [NSNumber]? {
        get { state.locations?.map { NSNumber(value: Double($0)) } }
        set { setProperty(\.locations, newValue?.map { CGFloat($0.doubleValue) }, key: "locations") }
    }
}
