import Synchronization
/// An object that manages image-based content and animations: Core Animation's layer.
///
/// A layer has a model (its properties as set), and once committed by a transaction, a presentation:
/// the model with its animations applied at the current media time, returned by ``presentation()``.
/// Setting an animatable property asks the layer for an action (see ``action(forKey:)``), which by
/// default, for a layer on display, animates the change inside the current ``CATransaction``.
///
/// Differences from Apple's framework, all deliberate:
/// - Apple's presentation layers exist only for layers attached to a window or render context.
///   OpenQuartzCore has no window server, so every layer is live: ``presentation()`` returns the
///   animated state of any layer that has been committed (nil before its first commit). Implicit
///   animations, as on Apple, run only for layers in a displayed tree (see ``action(forKey:)``).
/// - ``init(layer:)`` is `required`: Swift can only create a presentation copy of a subclass through a
///   required initializer. A subclass that defines its own initializers implements it as
///   `required init(layer: Any)` (Apple's subclasses override it as `override init(layer: Any)`, and
///   crash at run time when they do not).
/// - ``value(forKey:)`` returns Swift values (`CGPoint`, `CGFloat`...) where Apple's returns
///   `NSValue` and `NSNumber` boxes; casting the result to the Swift type works on both.
open class CALayer: NSObject, CAMediaTiming {
    /// The layer's model: every property, as set. (Each initializer sets it: a default value here
    /// would be written, then overwritten, for every layer and every presentation copy.)
    package var state: LayerState
    /// The sublayers, in back-to-front order.
    package var sublayerList: [CALayer] = []
    /// The layer this one is a sublayer (or mask) of.
    package weak var parent: CALayer?
    /// The mask layer.
    package var maskLayer: CALayer?
    /// The animations added to the layer, in the order they were added.
    package var animationEntries: [AnimationEntry] = []
    /// The model layer of a presentation copy; nil for a model layer.
    package var modelLayerReference: CALayer?
    /// The presentation copies of the model's sublayers, built when first asked for.
    package var presentationSublayers: [CALayer]?
    /// The layer's node in the render tree as of the last commit (its committed state and
    /// animations, and its committed sublayers' nodes). Written only by ``RenderTreeCommit``.
    package var renderNode: RenderLayer?
    /// The layer this one was a sublayer (or mask) of when that layer's node was last made: the
    /// committed tree's parent, which the model's may have left since.
    package weak var committedParent: CALayer?
    /// ``committedTimeSpace`` and the commit it was made for.
    package var timeSpaceCache: (generation: Int, space: TimeSpace)?
    /// Set by ``setNeedsDisplay()``, cleared by ``displayIfNeeded()``.
    package var needsDisplayFlag = false
    /// Set by ``setNeedsLayout()``, cleared by ``layoutIfNeeded()``.
    package var needsLayoutFlag = false
    /// The value an implicit animation for the property being set starts from.
    package var implicitActionFromValue: Any?
    /// For a presentation copy, the media time it presents.
    package var presentationMediaTime: CFTimeInterval = 0
    /// How many display hosts (renderers, windows) show the tree rooted at this layer; see
    /// ``beginDisplaying()`` (CALayer+DisplayedTree.swift). Atomic: a host may take its root on
    /// another thread than the one that changes the layer (a `CARenderer` made on a drawing thread).
    package let displayHosts = Atomic<Int>(0)

    /// The layer classes whose properties this class has (an OpenQuartzCore detail).
    package class var layerKinds: LayerKinds { .base }

    /// The object that provides the layer's actions, drawing and layout; not retained.
    open weak var delegate: (any CALayerDelegate)?

    /// Actions for keys, looked up after the delegate's by ``action(forKey:)``; nil by default.
    open var actions: [String: any CAAction]?

    /// Default values for properties that are not set, and under the key `"actions"`, actions.
    /// A nested dictionary under the key `"style"` is searched next.
    open var style: [AnyHashable: Any]?

    /// Creates a layer with every property at its default: the class's ``defaultValue(forKey:)``.
    public override init() {
        state = Self.initialState(for: Self.self)
        super.init()
    }

    /// Creates a copy of `layer` (a CALayer), as Core Animation does for presentation layers.
    ///
    /// The layer's properties and the values of its custom keys are copied; sublayers, animations and
    /// the delegate are not. Subclasses copy their own stored properties here.
    public required init(layer: Any) {
        state = (layer as? CALayer)?.state ?? LayerState()
        super.init()
    }

    /// Archiving layers (NSSecureCoding) is not implemented yet (see RemainingInterface.md); this
    /// initializer exists so that subclasses written for Apple's framework compile, and fails.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// A layer released mid-animation takes its animations with it (they count as removed): the
    /// next advance of their manual clock wakes the scheduler to deliver their stop.
    deinit {
        for entry in animationEntries where !entry.hasEnded { entry.wake?.makeDue() }
    }

    /// A copy of the layer with its animations applied at the current media time
    /// (``CACurrentMediaTime()``), in the layer's own time space.
    ///
    /// Reading a presentation never changes the model. A presentation shows committed state: changes
    /// not yet committed by a transaction do not appear in it. Returns nil for a layer that has never
    /// been committed; a presentation layer returns itself.
    open func presentation() -> Self? {
        if modelLayerReference != nil { return self }
        return presentation(atMediaTime: CACurrentMediaTime())
    }

    /// The model layer: the layer itself, or for a presentation copy the layer it presents.
    open func model() -> Self {
        (modelLayerReference as? Self) ?? self
    }

    /// Whether this is a presentation copy.
    package var isPresentationLayer: Bool { modelLayerReference != nil }

    // MARK: - Geometry

    /// The layer's bounds rectangle in its own coordinate space. Default `.zero`. Animatable.
    ///
    /// A rectangle with a negative width or height is standardised when set: (0, 0, -100, -50) reads
    /// back as (-100, -50, 100, 50) (Apple's framework, measured).
    open var bounds: CGRect {
        get { state.bounds }
        set { setProperty(\.bounds, newValue.standardized, key: "bounds") }
    }

    /// The position of the layer's anchor point in its superlayer's coordinate space. Default `.zero`.
    /// Animatable.
    open var position: CGPoint {
        get { state.position }
        set { setProperty(\.position, newValue, key: "position") }
    }

    /// The layer's position on the z axis. Default 0. Animatable. Sublayers are drawn in order of
    /// zPosition, then of their order in `sublayers`.
    open var zPosition: CGFloat {
        get { state.zPosition }
        set { setProperty(\.zPosition, newValue, key: "zPosition") }
    }

    /// The point of the bounds, in unit coordinates, that `position` places and transforms pivot
    /// about. Default (0.5, 0.5), the centre. Animatable.
    open var anchorPoint: CGPoint {
        get { state.anchorPoint }
        set { setProperty(\.anchorPoint, newValue, key: "anchorPoint") }
    }

    /// The anchor point's z coordinate. Default 0. Animatable.
    open var anchorPointZ: CGFloat {
        get { state.anchorPointZ }
        set { setProperty(\.anchorPointZ, newValue, key: "anchorPointZ") }
    }

    /// The transform applied to the layer about its anchor point. Default identity. Animatable.
    open var transform: CATransform3D {
        get { state.transform }
        set { setProperty(\.transform, newValue, key: "transform") }
    }

    /// The transform applied to the sublayers, about the layer's anchor point. Default identity.
    /// Animatable.
    open var sublayerTransform: CATransform3D {
        get { state.sublayerTransform }
        set { setProperty(\.sublayerTransform, newValue, key: "sublayerTransform") }
    }

    /// Whether the layer's geometry is flipped vertically for its sublayers. Default false.
    open var isGeometryFlipped: Bool {
        get { state.isGeometryFlipped }
        set { setProperty(\.isGeometryFlipped, newValue, key: "geometryFlipped") }
    }

    /// The scale of the layer's content relative to its bounds (2 for a double-resolution image).
    /// Default 1.
    open var contentsScale: CGFloat {
        get { state.contentsScale }
        set { setProperty(\.contentsScale, newValue, key: "contentsScale") }
    }

    /// The layer's frame in its superlayer's coordinate space, derived from `bounds`, `anchorPoint`,
    /// `position` and `transform`.
    ///
    /// Reading gives the smallest rectangle containing the bounds as placed and transformed (using
    /// the transform's affine part, as Apple documents the frame for affine transforms only).
    /// Setting changes `position` and the size of `bounds`, taking the transform back out: under a
    /// translation of (10, 20), a frame of (10, 20, 100, 50) gives bounds (0, 0, 100, 50) and position
    /// (50, 25); under a scale of (2, 4), bounds (0, 0, 50, 12.5) and position (60, 45) (measured on
    /// Apple: GNUstep libs-quartzcore `CALayer/geometry.m`, PR #18). Under a rotation other than a
    /// quarter turn, or a shear, Apple calls the frame undefined; LayerGeometry+Frame.swift gives the
    /// rule followed then.
    open var frame: CGRect {
        get { LayerGeometry.frame(of: state) }
        set {
            let placement = LayerGeometry.placement(forFrame: newValue, of: state)
            var newBounds = state.bounds
            newBounds.size = placement.size
            bounds = newBounds
            position = placement.position
        }
    }

    /// The layer's transform as an affine transform; the identity when the transform is not affine
    /// (Apple's framework, measured).
    open func affineTransform() -> CGAffineTransform {
        CATransform3DIsAffine(state.transform) ? CATransform3DGetAffineTransform(state.transform) : .identity
    }

    /// Sets the layer's transform to an affine transform.
    open func setAffineTransform(_ m: CGAffineTransform) {
        transform = CATransform3DMakeAffineTransform(m)
    }

    // MARK: - Appearance

    /// The colour filling the layer's bounds, behind its contents. Default nil (nothing). Animatable.
    open var backgroundColor: CGColor? {
        get { state.backgroundColor }
        set { setProperty(\.backgroundColor, newValue, key: "backgroundColor") }
    }

    /// The layer's opacity, from 0 (transparent) to 1 (opaque), applied to the layer and its sublayers
    /// as a group. Default 1. Animatable.
    open var opacity: Float {
        get { state.opacity }
        set { setProperty(\.opacity, newValue, key: "opacity") }
    }

    /// Whether the layer and its sublayers are hidden. Default false. Animatable (discretely).
    open var isHidden: Bool {
        get { state.isHidden }
        set { setProperty(\.isHidden, newValue, key: "hidden") }
    }

    /// The radius of the rounded corners of the background and border. Default 0. Animatable.
    open var cornerRadius: CGFloat {
        get { state.cornerRadius }
        set { setProperty(\.cornerRadius, newValue, key: "cornerRadius") }
    }

    /// Which corners `cornerRadius` rounds. Default all four.
    open var maskedCorners: CACornerMask {
        get { state.maskedCorners }
        set { setProperty(\.maskedCorners, newValue, key: "maskedCorners") }
    }

    /// The curve of the rounded corners. Default `.circular`.
    open var cornerCurve: CALayerCornerCurve {
        get { state.cornerCurve }
        set { setProperty(\.cornerCurve, newValue, key: "cornerCurve") }
    }

    /// The width of the border drawn inside the bounds. Default 0. Animatable.
    open var borderWidth: CGFloat {
        get { state.borderWidth }
        set { setProperty(\.borderWidth, newValue, key: "borderWidth") }
    }

    /// The colour of the border. Default opaque black. Animatable.
    open var borderColor: CGColor? {
        get { state.borderColor }
        set { setProperty(\.borderColor, newValue, key: "borderColor") }
    }

    /// Whether sublayers are clipped to the layer's bounds (with its corner radius). Default false.
    /// Animatable.
    open var masksToBounds: Bool {
        get { state.masksToBounds }
        set { setProperty(\.masksToBounds, newValue, key: "masksToBounds") }
    }

    /// Whether the layer is drawn when it faces away from the viewer. Default true. Animatable.
    open var isDoubleSided: Bool {
        get { state.isDoubleSided }
        set { setProperty(\.isDoubleSided, newValue, key: "doubleSided") }
    }

    /// Whether the layer's content is fully opaque, a hint for drawing. Default false.
    open var isOpaque: Bool {
        get { state.isOpaque }
        set { setProperty(\.isOpaque, newValue, key: "opaque") }
    }

    /// Whether sublayers are composited together before the layer's opacity applies. Default true.
    open var allowsGroupOpacity: Bool {
        get { state.allowsGroupOpacity }
        set { setProperty(\.allowsGroupOpacity, newValue, key: "allowsGroupOpacity") }
    }

    /// Whether the edges named by `edgeAntialiasingMask` are anti-aliased. Default false.
    open var allowsEdgeAntialiasing: Bool {
        get { state.allowsEdgeAntialiasing }
        set { setProperty(\.allowsEdgeAntialiasing, newValue, key: "allowsEdgeAntialiasing") }
    }

    /// Which edges are anti-aliased. Default all four.
    open var edgeAntialiasingMask: CAEdgeAntialiasingMask {
        get { state.edgeAntialiasingMask }
        set { setProperty(\.edgeAntialiasingMask, newValue, key: "edgeAntialiasingMask") }
    }

    /// Whether the layer is rendered into a bitmap before compositing. Default false.
    open var shouldRasterize: Bool {
        get { state.shouldRasterize }
        set { setProperty(\.shouldRasterize, newValue, key: "shouldRasterize") }
    }

    /// The scale at which a rasterized layer is rendered. Default 1.
    open var rasterizationScale: CGFloat {
        get { state.rasterizationScale }
        set { setProperty(\.rasterizationScale, newValue, key: "rasterizationScale") }
    }

    /// Whether changing the bounds marks the layer as needing display. Default false.
    open var needsDisplayOnBoundsChange: Bool {
        get { state.needsDisplayOnBoundsChange }
        set { setProperty(\.needsDisplayOnBoundsChange, newValue, key: "needsDisplayOnBoundsChange") }
    }

    /// Whether drawing may be deferred to a background thread. Default false.
    open var drawsAsynchronously: Bool {
        get { state.drawsAsynchronously }
        set { setProperty(\.drawsAsynchronously, newValue, key: "drawsAsynchronously") }
    }

    /// The layer's name, for finding and debugging it. Default nil.
    open var name: String? {
        get { state.name }
        set { setProperty(\.name, newValue, key: "name") }
    }

    /// The colour of the layer's shadow. Default opaque black. Animatable.
    open var shadowColor: CGColor? {
        get { state.shadowColor }
        set { setProperty(\.shadowColor, newValue, key: "shadowColor") }
    }

    /// The opacity of the shadow, from 0 to 1. Default 0 (no shadow). Animatable.
    open var shadowOpacity: Float {
        get { state.shadowOpacity }
        set { setProperty(\.shadowOpacity, newValue, key: "shadowOpacity") }
    }

    /// The offset of the shadow. Default (0, -3). Animatable.
    open var shadowOffset: CGSize {
        get { state.shadowOffset }
        set { setProperty(\.shadowOffset, newValue, key: "shadowOffset") }
    }

    /// The blur radius of the shadow. Default 3. Animatable.
    open var shadowRadius: CGFloat {
        get { state.shadowRadius }
        set { setProperty(\.shadowRadius, newValue, key: "shadowRadius") }
    }

    /// The shape of the shadow; nil casts it from the layer's content. Default nil. Animatable.
    open var shadowPath: CGPath? {
        get { state.shadowPath }
        set { setProperty(\.shadowPath, newValue, key: "shadowPath") }
    }

    /// How the contents image is placed in the bounds. Default `.resize`.
    open var contentsGravity: CALayerContentsGravity {
        get { state.contentsGravity }
        set { setProperty(\.contentsGravity, newValue, key: "contentsGravity") }
    }

    /// The part of the contents image shown, in unit coordinates. Default (0, 0, 1, 1). Animatable.
    open var contentsRect: CGRect {
        get { state.contentsRect }
        set { setProperty(\.contentsRect, newValue, key: "contentsRect") }
    }

    /// The stretchable centre of the contents image, in unit coordinates. Default (0, 0, 1, 1).
    /// Animatable.
    open var contentsCenter: CGRect {
        get { state.contentsCenter }
        set { setProperty(\.contentsCenter, newValue, key: "contentsCenter") }
    }

    /// The filter used to shrink the contents. Default `.linear`.
    open var minificationFilter: CALayerContentsFilter {
        get { state.minificationFilter }
        set { setProperty(\.minificationFilter, newValue, key: "minificationFilter") }
    }

    /// The filter used to enlarge the contents. Default `.linear`.
    open var magnificationFilter: CALayerContentsFilter {
        get { state.magnificationFilter }
        set { setProperty(\.magnificationFilter, newValue, key: "magnificationFilter") }
    }

    /// The bias of the minification filter's level of detail. Default 0.
    open var minificationFilterBias: Float {
        get { state.minificationFilterBias }
        set { setProperty(\.minificationFilterBias, newValue, key: "minificationFilterBias") }
    }

    /// The filter that composites the layer with the content behind it. Default nil (source-over).
    ///
    /// On Apple a Core Image filter; Core Image is not on this platform, so the filter is given, as
    /// lottie-ios and others give it on Apple, by its name: the blend modes `"multiplyBlendMode"`,
    /// `"screenBlendMode"`, `"overlayBlendMode"`, `"darkenBlendMode"`, `"lightenBlendMode"`,
    /// `"colorDodgeBlendMode"`, `"colorBurnBlendMode"`, `"softLightBlendMode"`,
    /// `"hardLightBlendMode"`, `"differenceBlendMode"`, `"exclusionBlendMode"`, `"hueBlendMode"`,
    /// `"saturationBlendMode"`, `"colorBlendMode"`, `"luminosityBlendMode"` and
    /// `"additionCompositing"` (each also with Core Image's `CI` prefix, as `CIFilter(name:)` takes
    /// it). The layer, with its sublayers, mask and opacity, is drawn as a group and blended with
    /// what was drawn behind it by the W3C Compositing and Blending formulas, which Core Image's
    /// blend modes follow. Any other value is kept and returned, and the layer composited normally.
    open var compositingFilter: Any? {
        get { state.compositingFilter?.value }
        set {
            let newValue = newValue.flatMap { isNilValue($0) ? nil : LayerValue($0) }
            setProperty(\.compositingFilter, newValue, key: "compositingFilter")
        }
    }

    /// The layer's content: usually a `CGImage`. Default nil. Animatable: its default action is a
    /// fade transition (`CATransition`), as Apple documents for implicit transitions.
    ///
    /// Any value may be stored; the renderer draws `CGImage` contents.
    open var contents: Any? {
        get { state.contents?.value }
        set {
            let newValue = newValue.flatMap { isNilValue($0) ? nil : LayerValue($0) }
            setProperty(\.contents, newValue, key: "contents")
        }
    }

    // MARK: - Timing (CAMediaTiming)

    /// See ``CAMediaTiming/beginTime``. Default 0.
    open var beginTime: CFTimeInterval {
        get { state.timing.beginTime }
        set { setProperty(\.timing.beginTime, newValue, key: "beginTime") }
    }

    /// See ``CAMediaTiming/duration``. A layer's default duration is infinite (Apple's framework, measured).
    open var duration: CFTimeInterval {
        get { state.timing.duration }
        set { setProperty(\.timing.duration, newValue, key: "duration") }
    }

    /// See ``CAMediaTiming/speed``. Default 1; 0 pauses the layer's subtree (QA1673).
    open var speed: Float {
        get { state.timing.speed }
        set { setProperty(\.timing.speed, newValue, key: "speed") }
    }

    /// See ``CAMediaTiming/timeOffset``. Default 0.
    open var timeOffset: CFTimeInterval {
        get { state.timing.timeOffset }
        set { setProperty(\.timing.timeOffset, newValue, key: "timeOffset") }
    }

    /// See ``CAMediaTiming/repeatCount``. Default 0.
    open var repeatCount: Float {
        get { state.timing.repeatCount }
        set { setProperty(\.timing.repeatCount, newValue, key: "repeatCount") }
    }

    /// See ``CAMediaTiming/repeatDuration``. Default 0.
    open var repeatDuration: CFTimeInterval {
        get { state.timing.repeatDuration }
        set { setProperty(\.timing.repeatDuration, newValue, key: "repeatDuration") }
    }

    /// See ``CAMediaTiming/autoreverses``. Default false.
    open var autoreverses: Bool {
        get { state.timing.autoreverses }
        set { setProperty(\.timing.autoreverses, newValue, key: "autoreverses") }
    }

    /// See ``CAMediaTiming/fillMode``. Default `.removed`.
    open var fillMode: CAMediaTimingFillMode {
        get { state.timing.fillMode }
        set { setProperty(\.timing.fillMode, newValue, key: "fillMode") }
    }

    // MARK: - Layer tree (implemented in CALayer+Hierarchy.swift)

    /// The layer's sublayers, back to front; nil when it has none (never an empty array: setting `[]`
    /// makes it nil, as does removing the last one). Setting it replaces every sublayer.
    open var sublayers: [CALayer]? {
        get { currentSublayers.isEmpty ? nil : currentSublayers }
        set { replaceAllSublayers(with: newValue ?? []) }
    }

    /// The layer this layer is a sublayer of, or nil.
    open var superlayer: CALayer? { currentSuperlayer }

    /// A layer whose alpha channel masks this layer's content. Default nil.
    open var mask: CALayer? {
        get { maskLayer }
        set { setMask(newValue) }
    }

    /// Appends `layer` to the sublayers, removing it from its current superlayer first.
    open func addSublayer(_ layer: CALayer) {
        insertSublayerAtIndex(layer, sublayerList.count)
    }

    /// Inserts `layer` into the sublayers at `idx` (clamped to the number of sublayers).
    open func insertSublayer(_ layer: CALayer, at idx: UInt32) {
        insertSublayerAtIndex(layer, Int(idx))
    }

    /// Inserts `layer` just below `sibling` (at the back when `sibling` is nil or not a sublayer).
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        insertSublayerAtIndex(layer, sibling.flatMap(indexOfSublayer) ?? 0)
    }

    /// Inserts `layer` just above `sibling` (at the front when `sibling` is nil or not a sublayer).
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        insertSublayerAtIndex(layer, sibling.flatMap(indexOfSublayer).map { $0 + 1 } ?? sublayerList.count)
    }

    /// Replaces the sublayer `oldLayer` with `newLayer`; nothing happens when `oldLayer` is not a
    /// sublayer.
    open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        replaceSublayerImplementation(oldLayer, newLayer)
    }

    /// Removes the layer from its superlayer (or from the layer it masks).
    open func removeFromSuperlayer() {
        detachFromParent(runningActions: true)
    }

    // MARK: - Coordinates and hit testing (implemented in CALayer+Conversion.swift)

    /// Converts `p` from the coordinate space of `l` (absolute coordinates when nil) to this layer's.
    open func convert(_ p: CGPoint, from l: CALayer?) -> CGPoint {
        convertPoint(p, from: l)
    }

    /// Converts `p` from this layer's coordinate space to that of `l` (absolute coordinates when nil).
    open func convert(_ p: CGPoint, to l: CALayer?) -> CGPoint {
        convertPoint(p, to: l)
    }

    /// Converts `r` from the coordinate space of `l` to this layer's: the bounding box of its corners.
    open func convert(_ r: CGRect, from l: CALayer?) -> CGRect {
        convertRect(r, from: l)
    }

    /// Converts `r` from this layer's coordinate space to that of `l`: the bounding box of its corners.
    open func convert(_ r: CGRect, to l: CALayer?) -> CGRect {
        convertRect(r, to: l)
    }

    /// Converts the time `t` from the time space of `l` (absolute media time when nil) to this layer's.
    open func convertTime(_ t: CFTimeInterval, from l: CALayer?) -> CFTimeInterval {
        convertLocalTime(t, from: l)
    }

    /// Converts the time `t` from this layer's time space to that of `l` (absolute media time when nil).
    open func convertTime(_ t: CFTimeInterval, to l: CALayer?) -> CFTimeInterval {
        convertLocalTime(t, to: l)
    }

    /// The furthest descendant (or the layer itself) that contains `p`, a point in the superlayer's
    /// coordinate space; nil when none does (see CALayer+Conversion.swift for the rules).
    open func hitTest(_ p: CGPoint) -> CALayer? {
        hitTestImplementation(p)
    }

    /// Whether `p`, in the layer's own coordinate space, lies within its bounds.
    open func contains(_ p: CGPoint) -> Bool {
        state.bounds.contains(p)
    }

    // MARK: - Actions (implemented in CALayer+Actions.swift)

    /// The action for `event`: the delegate's `action(for:forKey:)`, then the `actions` dictionary,
    /// then the `style` dictionary's actions, then ``defaultAction(forKey:)``, and finally the
    /// implicit action of an animatable property. The first non-nil wins; `NSNull` stops the search
    /// and gives nil.
    ///
    /// The implicit action exists only for a layer in a displayed tree (the layer of a `CARenderer`,
    /// or a descendant of it): a standalone layer answers nil when none of the other steps gives an
    /// action, so changing its properties animates nothing (Apple's framework, measured: GNUstep
    /// libs-quartzcore PR #36 and `Tests/quartzcore/CALayer/implicit.m`).
    open func action(forKey event: String) -> (any CAAction)? {
        lookUpAction(forKey: event)
    }

    /// The default action of the class for `event`; nil for CALayer (its implicit animations come
    /// after this step of ``action(forKey:)``).
    open class func defaultAction(forKey event: String) -> (any CAAction)? {
        nil
    }

    // MARK: - Animations (implemented in CALayer+Animations.swift)

    /// Adds a copy of `anim` to the layer under `key` (nil is allowed), replacing an animation under
    /// the same key, whose delegate hears `animationDidStop(_:finished: false)`. A `CATransition` is
    /// always stored under `kCATransition`. The animation begins when the transaction commits.
    open func add(_ anim: CAAnimation, forKey key: String?) {
        addAnimation(anim, forKey: key)
    }

    /// The animation added under `key`, or nil.
    open func animation(forKey key: String) -> CAAnimation? {
        animationEntries.last { $0.key == key }?.animation
    }

    /// The keys of the layer's animations in the order they were added; nil when it has none with a key.
    open func animationKeys() -> [String]? {
        let keys = animationEntries.compactMap(\.key)
        return keys.isEmpty ? nil : keys
    }

    /// Removes the animation under `key`; the presentation shows the model value again at once.
    open func removeAnimation(forKey key: String) {
        removeAnimations { $0.key == key }
    }

    /// Removes every animation of the layer.
    open func removeAllAnimations() {
        removeAnimations { _ in true }
    }

    // MARK: - Key-value coding (implemented in CALayer+KeyValueCoding.swift)

    /// The value of a property or of a custom key; nil for a custom key never set.
    open func value(forKey key: String) -> Any? {
        kvcValue(forKeyPath: key)
    }

    /// Sets a property (converting numbers and boxes to its type) or stores a value under a custom key.
    open func setValue(_ value: Any?, forKey key: String) {
        setKVCValue(value, forKeyPath: key)
    }

    /// The value at a key path: a property, one of its components (`position.x`, `bounds.size.width`,
    /// `transform.rotation.z`, `transform.scale`...), or a custom key.
    open func value(forKeyPath keyPath: String) -> Any? {
        kvcValue(forKeyPath: keyPath)
    }

    /// Sets the value at a key path (see ``value(forKeyPath:)``); setting a component keeps the rest of
    /// the property, and runs the property's action.
    open func setValue(_ value: Any?, forKeyPath keyPath: String) {
        setKVCValue(value, forKeyPath: keyPath)
    }

    /// The default value of `key` for the class: a property's default, nil for other keys.
    ///
    /// Nil for `bounds`, `position` and `frame` (and their components), as on Apple (measured:
    /// GNUstep libs-quartzcore `Tests/quartzcore/CALayer/geometry.m`, PR #18); a new layer still
    /// starts with zero bounds and position. A subclass that answers a value for them gives its
    /// layers that value.
    open class func defaultValue(forKey key: String) -> Any? {
        propertyDefault(forKey: key)
    }

    /// Whether changing `key` marks the layer as needing display; false for every key of CALayer.
    /// Subclasses return true for the custom keys their drawing depends on.
    open class func needsDisplay(forKey key: String) -> Bool {
        false
    }

    /// Whether the value of `key` is archived; true.
    open func shouldArchiveValue(forKey key: String) -> Bool {
        true
    }

    // MARK: - Display and layout (implemented in CALayer+Display.swift)

    /// Updates the layer's content. Core Animation calls it when a transaction commits a layer marked
    /// by ``setNeedsDisplay()``; call it directly only to update the content at once.
    ///
    /// The default asks the delegate's `display(_:)`; without a delegate (or when the delegate does
    /// not replace `display(_:)`), it draws the layer into a new backing store through
    /// ``draw(in:)`` and sets the store as `contents`, as Apple's framework does. The backing store is
    /// resolution-independent: it keeps what was drawn, and the renderer plays it back at the scale
    /// of each frame.
    open func display() {
        if let delegate { delegate.display(self) } else { displayIntoBackingStore() }
    }

    /// Draws the layer's content into `ctx`. The default calls the delegate's `draw(_:in:)`;
    /// subclasses override it to draw. The context's user space is the layer's bounds coordinate
    /// space, y growing downwards as in iOS's layers.
    open func draw(in ctx: CGContext) {
        delegate?.draw(self, in: ctx)
    }

    /// Renders the layer and its sublayers into `ctx`, in the layer's bounds coordinate space: the
    /// layer's own position and transform are not applied; its opacity, mask, shadow and everything
    /// within it are.
    ///
    /// A model layer renders its model as it is, with no animation (Apple: "ignoring any animations
    /// added to the render tree"); a presentation layer renders the presentation of its subtree at
    /// the time it was made. The drawing itself is done by OpenQuartzCoreRendering: contexts are made
    /// there (a context that only records, such as the one `draw(in:)` receives, keeps the step and
    /// plays it back when it is drawn).
    open func render(in ctx: CGContext) {
        renderTree(in: ctx)
    }

    /// Marks the layer as needing display: the next commit of a transaction calls ``display()``.
    open func setNeedsDisplay() {
        guard !isPresentationLayer else { return }
        needsDisplayFlag = true
        layerNeedsCommit()
    }

    /// Marks the layer as needing display; the rectangle is accepted and the whole layer redisplayed.
    open func setNeedsDisplay(_ r: CGRect) {
        setNeedsDisplay()
    }

    /// Whether the layer needs display.
    open func needsDisplay() -> Bool {
        needsDisplayFlag
    }

    /// Calls ``display()`` if the layer needs display.
    open func displayIfNeeded() {
        guard needsDisplayFlag else { return }
        needsDisplayFlag = false
        display()
    }

    /// Marks the layer as needing layout.
    open func setNeedsLayout() {
        needsLayoutFlag = true
    }

    /// Whether the layer needs layout.
    open func needsLayout() -> Bool {
        needsLayoutFlag
    }

    /// Lays out the layer (and its ancestors first) if it needs layout.
    open func layoutIfNeeded() {
        superlayer?.layoutIfNeeded()
        guard needsLayoutFlag else { return }
        needsLayoutFlag = false
        layoutSublayers()
    }

    /// Lays out the sublayers: asks the delegate's `layoutSublayers(of:)`. Subclasses override it.
    open func layoutSublayers() {
        delegate?.layoutSublayers(of: self)
    }

    /// The layer's preferred size in its superlayer's coordinates: its bounds size.
    open func preferredFrameSize() -> CGSize {
        state.bounds.size
    }
}
