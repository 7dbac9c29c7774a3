/// A transition: the renderer draws the layer as it was before the change (``before``) giving way to
/// the layer as it is, by the transition's type and subtype. It changes no property, so applying it
/// to the state does nothing; ``progress(atParentTime:)`` tells the renderer how far along it is.
package final class TransitionTrack: LayerAnimationTrackBase, LayerAnimationTrack, @unchecked Sendable {
    let trackTiming: TrackTiming
    /// The kind of transition.
    package let type: CATransitionType
    /// The edge a directional transition starts from.
    package let subtype: CATransitionSubtype?
    /// The fraction of the transition shown at its start.
    package let startProgress: Double
    /// The fraction of the transition shown at its end.
    package let endProgress: Double
    /// The layer's subtree as committed before the change, or nil for a layer never committed.
    package let before: RenderLayer?

    init(timing: TrackTiming, transition: CATransition) {
        trackTiming = timing
        type = transition.type
        subtype = transition.subtype
        startProgress = Double(transition.startProgress)
        endProgress = Double(transition.endProgress)
        before = transition.beforeSnapshot
    }

    package var timing: MediaTiming { trackTiming.timing }

    package override func apply(to state: inout LayerState, model: LayerState, parentTime: CFTimeInterval) {}

    /// The transition's progress at `parentTime`, from `startProgress` to `endProgress` by its timing
    /// function; nil when it shows nothing (before it begins without a fill, or after it ends).
    package func progress(atParentTime parentTime: CFTimeInterval) -> Double? {
        guard let (_, eased) = trackTiming.evaluate(atParentTime: parentTime) else { return nil }
        return startProgress + (endProgress - startProgress) * eased
    }

    /// No effect when it shows nothing; none while it shows (its before-tree is not walked).
    package override func effectKey(atParentTime parentTime: CFTimeInterval) -> UInt64? {
        progress(atParentTime: parentTime) == nil ? EffectSignature.noEffect : nil
    }
}
