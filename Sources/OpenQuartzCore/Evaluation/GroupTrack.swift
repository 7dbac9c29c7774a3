/// An animation group: its own timing decides when its children run, and they run on its time.
///
/// The children's parent time is the group's time within its current repeat (eased by the group's
/// timing function, if any), so they start with the group and the group's duration clips them: once
/// the group ends they show only what the group's fill holds.
package final class GroupTrack: LayerAnimationTrackBase, LayerAnimationTrack, @unchecked Sendable {
    let trackTiming: TrackTiming
    let children: [any LayerAnimationTrack]

    init(timing: TrackTiming, children: [any LayerAnimationTrack]) {
        trackTiming = timing
        self.children = children
    }

    package var timing: MediaTiming { trackTiming.timing }

    package override func apply(to state: inout LayerState, model: LayerState, parentTime: CFTimeInterval) {
        guard let (evaluation, eased) = trackTiming.evaluate(atParentTime: parentTime) else { return }
        let simple = timing.simpleDuration
        let childTime = simple.isFinite ? eased * simple : evaluation.simpleTime
        for child in children {
            child.apply(to: &state, model: model, parentTime: childTime)
        }
    }

    /// The children's time: they run on it alone.
    package override func effectKey(atParentTime parentTime: CFTimeInterval) -> UInt64? {
        guard let (evaluation, eased) = trackTiming.evaluate(atParentTime: parentTime) else { return EffectSignature.noEffect }
        let simple = timing.simpleDuration
        let childTime = simple.isFinite ? eased * simple : evaluation.simpleTime
        return childTime.isNaN ? nil : childTime.bitPattern
    }
}
