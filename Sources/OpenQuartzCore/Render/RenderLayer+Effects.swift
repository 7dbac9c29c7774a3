/// A transition of a layer as evaluated at one moment: what a renderer draws in place of the layer,
/// the picture of the tree before the change giving way to the layer as it is.
package struct TransitionState: Sendable {
    /// The kind of transition.
    package let type: CATransitionType
    /// The edge a directional transition starts from.
    package let subtype: CATransitionSubtype?
    /// How far along it is, from 0 (all old) to 1 (all new), after its timing function and its
    /// start and end progress.
    package let progress: Double
    /// The layer's subtree as committed before the change; nil for a layer never committed before.
    package let before: RenderLayer?
}

/// Two values of a property kept as a whole (`contents`) cross-fading at one moment.
package struct CrossfadeState: Sendable {
    /// The contents the animation is leaving.
    package let from: LayerValue?
    /// The contents it is going to.
    package let to: LayerValue?
    /// The share of `to`, from 0 to 1.
    package let fraction: Double
}

extension RenderLayer {
    /// The last transition added to the layer that shows at its local time `localTime`, evaluated;
    /// nil when none does. (A transition changes no property: its effect is this.)
    package func transition(atLocalTime localTime: CFTimeInterval) -> TransitionState? {
        guard hasTransition else { return nil }
        for track in tracks.reversed() {
            if let transition = track as? TransitionTrack, let progress = transition.progress(atParentTime: localTime) {
                return TransitionState(type: transition.type, subtype: transition.subtype, progress: progress,
                                       before: transition.before)
            }
        }
        return nil
    }

    /// The cross-fade of `contents` that shows at local time `localTime`: the last animation that
    /// moves `contents` between two different values, then (Core Animation cross-fades contents
    /// rather than switching them; the presentation reports the nearer of the two). Nil when none runs.
    package func contentsCrossfade(atLocalTime localTime: CFTimeInterval) -> CrossfadeState? {
        guard mayCrossfade else { return nil }
        for track in tracks.reversed() {
            guard let crossfading = track.crossfading,
                  let (from, to, fraction) = crossfading.crossfade(atParentTime: localTime, model: state),
                  !Self.sameContents(from.contents, to.contents) else { continue }
            return CrossfadeState(from: from.contents, to: to.contents, fraction: fraction)
        }
        return nil
    }

    /// Whether two contents values are the same object (or both absent).
    static func sameContents(_ a: LayerValue?, _ b: LayerValue?) -> Bool {
        switch (a?.value, b?.value) {
        case (nil, nil): true
        case let (x?, y?): (x as AnyObject) === (y as AnyObject)
        default: false
        }
    }
}
