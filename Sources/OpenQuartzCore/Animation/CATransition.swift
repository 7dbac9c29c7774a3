/// An animation that replaces a layer's appearance with its new appearance by a transition: a fade,
/// or the new content moving in, pushing the old out, or the old revealing the new.
///
/// Add a transition to a layer, then change the layer (its contents, its properties, its sublayers)
/// in the same transaction: the renderer draws the layer as it was when the transition was added
/// giving way to the layer as it is. A transition is always stored under `kCATransition`, whatever
/// key it is added with, so a layer runs one at a time.
open class CATransition: CAAnimation {
    /// The kind of transition. Default `.fade`.
    open var type = CATransitionType.fade
    /// The edge a moveIn, push or reveal starts from; nil for the default, from the left.
    open var subtype: CATransitionSubtype?
    /// The fraction of the transition shown at its start. Default 0.
    open var startProgress: Float = 0
    /// The fraction of the transition shown at its end. Default 1.
    open var endProgress: Float = 1
    /// A filter object (Core Image's on macOS); stored, not used.
    open var filter: Any?

    /// The layer's committed subtree when the transition was added.
    package var beforeSnapshot: RenderLayer?

    package override func copyAttributes(to copy: CAAnimation) {
        super.copyAttributes(to: copy)
        guard let copy = copy as? CATransition else { return }
        copy.type = type
        copy.subtype = subtype
        copy.startProgress = startProgress
        copy.endProgress = endProgress
        copy.filter = filter
        copy.beforeSnapshot = beforeSnapshot
    }

    package override func propertyValue(forKey key: String) -> Any?? {
        switch key {
        case "type": type
        case "subtype": .some(subtype)
        case "startProgress": startProgress
        case "endProgress": endProgress
        case "filter": .some(filter)
        default: super.propertyValue(forKey: key)
        }
    }

    package override func setPropertyValue(_ value: Any?, forKey key: String) -> Bool {
        switch key {
        case "type": type = CATransitionType(rawValue: (value as? CATransitionType)?.rawValue ?? (value as? String) ?? type.rawValue)
        case "subtype": subtype = (value as? CATransitionSubtype) ?? (value as? String).map(CATransitionSubtype.init(rawValue:))
        case "startProgress": startProgress = value.flatMap(animationNumber).map(Float.init) ?? startProgress
        case "endProgress": endProgress = value.flatMap(animationNumber).map(Float.init) ?? endProgress
        case "filter": filter = value
        default: return super.setPropertyValue(value, forKey: key)
        }
        return true
    }

    /// Records the layer's committed subtree, the appearance the transition starts from.
    func recordStateBefore(_ layer: CALayer) {
        beforeSnapshot = layer.renderNode
    }

    package override func makeTrack(for layer: CALayer, layerTime: CFTimeInterval,
                                    transactionDuration: CFTimeInterval) -> (any LayerAnimationTrack)? {
        let timing = TrackTiming(self, timing: resolvedTiming(layerTime: layerTime, transactionDuration: transactionDuration))
        return TransitionTrack(timing: timing, transition: self)
    }
}
