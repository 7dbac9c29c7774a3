/// An animation added to a layer: the layer's own copy, and what becomes of it once committed.
package final class AnimationEntry {
    /// The key it was added under; nil for `add(_:forKey: nil)`.
    let key: String?
    /// The copy the layer holds (`add(_:forKey:)` copies the animation it is given).
    let animation: CAAnimation
    /// The duration of the transaction that added it, for an animation whose duration is 0.
    let transactionDuration: CFTimeInterval
    /// The layer it animates.
    weak var layer: CALayer?
    /// What the evaluator applies, built when the animation is committed.
    var track: (any LayerAnimationTrack)?
    /// The clock the animation was committed against.
    var clock: (any MediaClock)?
    /// Whether its delegate has heard `animationDidStart(_:)`.
    var hasStarted = false
    /// Whether it has finished or been removed.
    var hasEnded = false
    /// When it was removed (media time), for a removal not yet delivered.
    var removalTime: CFTimeInterval?
    /// The scheduler's sequence numbers of its commit and its removal: the order of events at the
    /// same media time.
    var commitSequence = 0
    var removalSequence = 0
    /// The wake-up of its manual clock, if it runs on one: a layer released mid-animation makes it
    /// due, so that the next advance delivers the animation's stop.
    var wake: ManualClockWake?
    /// When its active duration began, if it had begun when it was removed.
    var startTimeAtRemoval: CFTimeInterval?
    /// For a started animation, the media time of its end (infinity: it repeats forever) as the
    /// scheduler last worked it out, with the time spaces' generation (``RenderTreeCommit/timingGeneration``)
    /// and the timing it was worked out for. While neither has changed, an earlier media time has no
    /// event of this animation, and the scheduler skips it without evaluating its timing.
    var foreseenEnd: (generation: Int, timing: MediaTiming, time: CFTimeInterval)?

    init(key: String?, animation: CAAnimation, transactionDuration: CFTimeInterval, layer: CALayer) {
        self.key = key
        self.animation = animation
        self.transactionDuration = transactionDuration
        self.layer = layer
    }

    /// The resolved timing, once committed.
    var timing: MediaTiming? { track?.timing }
}
