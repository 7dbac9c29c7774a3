/// A layer that draws its sublayers several times, each copy transformed, delayed in time and
/// tinted a step further than the one before; the renderer draws the copies.
open class CAReplicatorLayer: CALayer {
    package override class var layerKinds: LayerKinds { [.base, .replicator] }

    /// How many copies of the sublayers are drawn, the original included. Default 1.
    open var instanceCount: Int {
        get { state.instanceCount }
        set { setProperty(\.instanceCount, newValue, key: "instanceCount") }
    }

    /// Whether the copies keep their depth, as a transform layer's sublayers do. Default false.
    open var preservesDepth: Bool {
        get { state.preservesDepth }
        set { setProperty(\.preservesDepth, newValue, key: "preservesDepth") }
    }

    /// The delay, in seconds, of each copy's animations after the previous copy's. Default 0.
    open var instanceDelay: CFTimeInterval {
        get { state.instanceDelay }
        set { setProperty(\.instanceDelay, newValue, key: "instanceDelay") }
    }

    /// The transform of each copy relative to the previous one. Default identity. Animatable.
    open var instanceTransform: CATransform3D {
        get { state.instanceTransform }
        set { setProperty(\.instanceTransform, newValue, key: "instanceTransform") }
    }

    /// The colour the first copy is multiplied by. Default opaque white. Animatable.
    open var instanceColor: CGColor? {
        get { state.instanceColor }
        set { setProperty(\.instanceColor, newValue, key: "instanceColor") }
    }

    /// The red added to the colour of each copy after the first. Default 0. Animatable.
    open var instanceRedOffset: Float {
        get { state.instanceRedOffset }
        set { setProperty(\.instanceRedOffset, newValue, key: "instanceRedOffset") }
    }

    /// The green added to the colour of each copy after the first. Default 0. Animatable.
    open var instanceGreenOffset: Float {
        get { state.instanceGreenOffset }
        set { setProperty(\.instanceGreenOffset, newValue, key: "instanceGreenOffset") }
    }

    /// The blue added to the colour of each copy after the first. Default 0. Animatable.
    open var instanceBlueOffset: Float {
        get { state.instanceBlueOffset }
        set { setProperty(\.instanceBlueOffset, newValue, key: "instanceBlueOffset") }
    }

    /// The alpha added to each copy after the first. Default 0. Animatable.
    open var instanceAlphaOffset: Float {
        get { state.instanceAlphaOffset }
        set { setProperty(\.instanceAlphaOffset, newValue, key: "instanceAlphaOffset") }
    }
}
