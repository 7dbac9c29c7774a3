/// An animation that runs several animations together, on its own timing.
///
/// The children run in the group's time: a child's beginTime is relative to the group's start, and
/// the group's duration clips them. A child whose duration is 0 runs for the whole group (chosen
/// here, as Core Animation is reported to do; Apple's documentation is silent). The children's
/// `delegate` and `isRemovedOnCompletion` are ignored, as Apple documents: the group's delegate hears
/// the events, and a child's fill holds while the group runs. Copying a group shares its child
/// animations (Apple's framework, measured).
open class CAAnimationGroup: CAAnimation {
    /// The animations of the group.
    open var animations: [CAAnimation]?

    package override func copyAttributes(to copy: CAAnimation) {
        super.copyAttributes(to: copy)
        (copy as? CAAnimationGroup)?.animations = animations
    }

    package override func propertyValue(forKey key: String) -> Any?? {
        key == "animations" ? .some(animations) : super.propertyValue(forKey: key)
    }

    package override func setPropertyValue(_ value: Any?, forKey key: String) -> Bool {
        guard key == "animations" else { return super.setPropertyValue(value, forKey: key) }
        animations = value as? [CAAnimation]
        return true
    }

    package override func makeTrack(for layer: CALayer, layerTime: CFTimeInterval,
                                    transactionDuration: CFTimeInterval) -> (any LayerAnimationTrack)? {
        let timing = resolvedTiming(layerTime: layerTime, transactionDuration: transactionDuration)
        let children = (animations ?? []).compactMap { child -> (any LayerAnimationTrack)? in
            // Children keep their own beginTime, relative to the group: copy them so that resolving
            // does not write the group's time into the caller's animations. A child's
            // isRemovedOnCompletion is ignored (CAAnimationGroup documentation): only the group is on
            // the layer, so a child's fill holds until the group ends.
            let copy = child.copy(with: nil) as! CAAnimation
            copy.isRemovedOnCompletion = false
            return copy.makeTrack(for: layer, layerTime: copy.beginTime, transactionDuration: timing.simpleDuration)
        }
        return GroupTrack(timing: TrackTiming(self, timing: timing), children: children)
    }
}
