/// The timing of an object in Core Animation's hierarchy of time spaces: layers and animations.
///
/// Every timed object has a local time derived from its parent's (a layer's superlayer, an
/// animation's layer or group): `t = (parentTime - beginTime) * speed + timeOffset` (Apple's
/// CAMediaTiming.h). Within its local time an object is active for its active duration, repeating
/// its simple `duration` as `repeatCount`, `repeatDuration` and `autoreverses` say, and `fillMode`
/// decides what it shows outside that window. ``MediaTiming`` evaluates these rules as a value.
///
/// Like Apple's, the protocol is class-bound: layers and animations are reference types.
public protocol CAMediaTiming: AnyObject {
    /// When the object begins, in its parent's time space. Default 0.
    ///
    /// For an animation added to a layer, 0 means "now": the layer's local time when the
    /// transaction that adds it commits. To start later, add a delay to the layer's current local
    /// time (`layer.convertTime(CACurrentMediaTime(), from: nil) + delay`).
    var beginTime: CFTimeInterval { get set }

    /// The simple duration of one pass, in the object's local time. Default 0.
    ///
    /// An animation whose duration is 0 or less runs for the duration of the transaction that adds
    /// it, or 0.25 seconds when the transaction sets none.
    var duration: CFTimeInterval { get set }

    /// How fast local time passes relative to the parent's. Default 1.
    ///
    /// Speeds multiply down the hierarchy: an animation with speed 2 on a layer with speed 2 runs four
    /// times as fast. Speed 0 stops local time at `timeOffset` (pausing a layer, QA1673).
    var speed: Float { get set }

    /// An offset added to local time after `speed` is applied, in local seconds. Default 0.
    ///
    /// It moves where in its cycle an object starts, not when it is active.
    var timeOffset: CFTimeInterval { get set }

    /// How many times the simple duration repeats; it may be fractional. Default 0, one pass.
    ///
    /// `.infinity` repeats forever. Setting both `repeatCount` and `repeatDuration` is undefined.
    var repeatCount: Float { get set }

    /// For how long, in local seconds, the object repeats. Default 0, one pass.
    var repeatDuration: CFTimeInterval { get set }

    /// Whether each repeat plays forward and then backward. Default false.
    ///
    /// With autoreverse one repeat lasts twice the duration: a forward pass and its mirror image in
    /// time.
    var autoreverses: Bool { get set }

    /// What the object shows outside its active duration. Default ``CAMediaTimingFillMode/removed``.
    var fillMode: CAMediaTimingFillMode { get set }
}
