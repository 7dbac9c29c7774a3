/// The abstract base of Core Animation's animations: timing, pacing, a delegate, and storage for
/// arbitrary keys.
///
/// An animation is a value to configure and add to a layer; `CALayer.add(_:forKey:)` stores a copy,
/// so changing the animation afterwards does not change the one running. Animations are actions: as a
/// layer's action, one adds itself to the layer under the property's key.
///
/// The delegate is retained (Apple: "an exception to the memory management rules"). Animations
/// adopt `NSSecureCoding` (CAAnimation+SecureCoding.swift says what an archive holds).
open class CAAnimation: NSObject, CAMediaTiming, CAAction, NSCopying, NSSecureCoding {
    /// The pacing of the animation; nil (the default) is linear.
    open var timingFunction: CAMediaTimingFunction?

    /// The object told when the animation starts and stops; retained.
    open var delegate: (any CAAnimationDelegate)?

    /// Whether the animation is removed from its layer when it ends. Default true: a forwards fill
    /// shows only when this is false.
    open var isRemovedOnCompletion = true

    /// See ``CAMediaTiming/beginTime``. 0 means the layer's time when the animation is committed.
    open var beginTime: CFTimeInterval = 0
    /// See ``CAMediaTiming/duration``. 0 means the adding transaction's duration, or 0.25 s.
    open var duration: CFTimeInterval = 0
    /// See ``CAMediaTiming/speed``.
    open var speed: Float = 1
    /// See ``CAMediaTiming/timeOffset``.
    open var timeOffset: CFTimeInterval = 0
    /// See ``CAMediaTiming/repeatCount``.
    open var repeatCount: Float = 0
    /// See ``CAMediaTiming/repeatDuration``.
    open var repeatDuration: CFTimeInterval = 0
    /// See ``CAMediaTiming/autoreverses``.
    open var autoreverses = false
    /// See ``CAMediaTiming/fillMode``.
    open var fillMode = CAMediaTimingFillMode.removed

    /// Values stored under keys that are not properties.
    package var customValues: [String: Any] = [:]

    /// Creates an animation with every property at its default.
    public required override init() {
        super.init()
    }

    /// True: animations decode under secure coding (Apple's CAAnimation adopts `NSSecureCoding`).
    open class var supportsSecureCoding: Bool { true }

    /// Creates an animation from a keyed archive written by ``encode(with:)``: the properties and
    /// custom values archived, the rest at their defaults (CAAnimation+SecureCoding.swift).
    public required init?(coder: NSCoder) {
        super.init()
        decodeArchivedValues(from: coder)
    }

    /// Archives the animation's properties and custom values under their key-value coding keys;
    /// values that cannot be archived and the delegate are left out (CAAnimation+SecureCoding.swift).
    open func encode(with coder: NSCoder) {
        encodeArchivedValues(with: coder)
    }

    /// A copy of the animation with the same properties and custom values. The delegate is shared
    /// (and retained by the copy).
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copyAttributes(to: copy)
        return copy
    }

    /// Copies this class's properties into `copy`; subclasses add theirs.
    package func copyAttributes(to copy: CAAnimation) {
        copy.timingFunction = timingFunction
        copy.delegate = delegate
        copy.isRemovedOnCompletion = isRemovedOnCompletion
        copy.beginTime = beginTime
        copy.duration = duration
        copy.speed = speed
        copy.timeOffset = timeOffset
        copy.repeatCount = repeatCount
        copy.repeatDuration = repeatDuration
        copy.autoreverses = autoreverses
        copy.fillMode = fillMode
        copy.customValues = customValues
    }

    /// Adds the animation to `anObject` (a layer) under `event`: what happens when an animation is a
    /// layer's action.
    open func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        (anObject as? CALayer)?.add(self, forKey: event)
    }

    /// The value of a property or of a custom key (as the seeds tag animations:
    /// `animation.setValue(handView, forKey: "handView")`).
    open func value(forKey key: String) -> Any? {
        if let property = propertyValue(forKey: key) { return property }
        return customValues[key]
    }

    /// Sets a property, or stores a value under a custom key.
    open func setValue(_ value: Any?, forKey key: String) {
        if setPropertyValue(value, forKey: key) { return }
        customValues[key] = value
    }

    /// The default value of `key` for the class: a property's default, nil for other keys.
    open class func defaultValue(forKey key: String) -> Any? {
        self.init().propertyValue(forKey: key) ?? nil
    }

    /// Whether the value of `key` is archived; true.
    open func shouldArchiveValue(forKey key: String) -> Bool {
        true
    }

    /// The value of the property named `key`, `.some(nil)` for a property that is nil, or nil when
    /// `key` is not a property.
    package func propertyValue(forKey key: String) -> Any?? {
        switch key {
        case "timingFunction": return .some(timingFunction)
        case "delegate": return .some(delegate)
        case "removedOnCompletion": return isRemovedOnCompletion
        case "beginTime": return beginTime
        case "duration": return duration
        case "speed": return speed
        case "timeOffset": return timeOffset
        case "repeatCount": return repeatCount
        case "repeatDuration": return repeatDuration
        case "autoreverses": return autoreverses
        case "fillMode": return fillMode
        default: return nil
        }
    }

    /// Sets the property named `key` and returns true, or returns false when `key` is not a property.
    package func setPropertyValue(_ value: Any?, forKey key: String) -> Bool {
        switch key {
        case "timingFunction": timingFunction = value as? CAMediaTimingFunction
        case "delegate": delegate = value as? any CAAnimationDelegate
        case "removedOnCompletion": isRemovedOnCompletion = Bool.fromKVC(value) ?? isRemovedOnCompletion
        case "beginTime": beginTime = value.flatMap(animationNumber) ?? beginTime
        case "duration": duration = value.flatMap(animationNumber) ?? duration
        case "speed": speed = value.flatMap(animationNumber).map(Float.init) ?? speed
        case "timeOffset": timeOffset = value.flatMap(animationNumber) ?? timeOffset
        case "repeatCount": repeatCount = value.flatMap(animationNumber).map(Float.init) ?? repeatCount
        case "repeatDuration": repeatDuration = value.flatMap(animationNumber) ?? repeatDuration
        case "autoreverses": autoreverses = Bool.fromKVC(value) ?? autoreverses
        case "fillMode": fillMode = CAMediaTimingFillMode.fromKVC(value) ?? fillMode
        default: return false
        }
        return true
    }

    /// What the evaluator applies for the animation on `layer`; nil for an animation with no effect
    /// (CAAnimation itself).
    package func makeTrack(for layer: CALayer, layerTime: CFTimeInterval,
                           transactionDuration: CFTimeInterval) -> (any LayerAnimationTrack)? {
        nil
    }

    /// The animation's timing as committed: a beginTime of 0 becomes `layerTime` (and is written back,
    /// as Apple's framework shows it on the layer's copy), a duration of 0 the transaction's.
    package func resolvedTiming(layerTime: CFTimeInterval, transactionDuration: CFTimeInterval) -> MediaTiming {
        if beginTime == 0 { beginTime = layerTime }
        return MediaTiming(self, defaultDuration: transactionDuration)
    }
}
