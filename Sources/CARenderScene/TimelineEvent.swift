import Foundation

/// A layer a timeline change puts into the tree: one declared in the change, or an existing named
/// layer (moved from where it is).
enum LayerSource {
    case existing(String)
    case new(LayerSpec)
}

/// Where `insertSublayer` puts a layer.
enum InsertPosition {
    case index(UInt32)
    case below(String)
    case above(String)
}

/// One change of a timeline event, applied inside the event's transaction.
enum TimelineAction {
    /// `setValue(_:forKeyPath:)` on a named layer (a custom key with `setValue(_:forKey:)`).
    case set(layer: String, keyPath: String, value: SceneValue)
    /// `add(_:forKey:)` on a named layer.
    case add(layer: String, key: String?, animation: AnimationSpec)
    /// `removeAnimation(forKey:)`, or `removeAllAnimations()` without a key.
    case remove(layer: String, key: String?)
    case addSublayer(parent: String, layer: LayerSource)
    case insertSublayer(parent: String, layer: LayerSource, position: InsertPosition)
    case removeFromSuperlayer(layer: String)
    /// `replaceSublayer(_:with:)` on the old layer's superlayer.
    case replaceSublayer(old: String, new: LayerSource)
    /// A transition added under the key `transition` (`kCATransition`), as the seeds do with the
    /// layer changes of the same transaction.
    case transition(layer: String, animation: AnimationSpec)
}

/// The changes of an event and the settings of the transaction they are made in.
final class TimelineBody {
    /// `CATransaction.setAnimationDuration(_:)`, when given.
    var duration: CFTimeInterval?
    /// `CATransaction.setDisableActions(_:)`, when given.
    var disableActions: Bool?
    /// `CATransaction.setAnimationTimingFunction(_:)`, when given.
    var timingFunction: CAMediaTimingFunction?
    /// The changes, in file order.
    var actions: [TimelineAction] = []
    /// Changes made in the transaction's completion block, in a transaction of their own.
    var completion: TimelineBody?

    /// Applies the changes in a transaction of their own, with this body's settings, and commits.
    /// `names` maps layer names to the runtime's layers; a name not (or no longer) known is skipped.
    func apply(names: NameBox) {
        CATransaction.begin()
        if let duration { CATransaction.setAnimationDuration(duration) }
        if let disableActions { CATransaction.setDisableActions(disableActions) }
        if let timingFunction { CATransaction.setAnimationTimingFunction(timingFunction) }
        if let completion {
            CATransaction.setCompletionBlock { completion.apply(names: names) }
        }
        for action in actions { names.apply(action) }
        CATransaction.commit()
    }

    /// The number of animations added by the body and its completion.
    var animationCount: Int {
        actions.reduce(0) { count, action in
            switch action {
            case .add(_, _, let animation), .transition(_, let animation): count + animation.count
            default: count
            }
        } + (completion?.animationCount ?? 0)
    }
}

/// A timeline event: changes made at a scene time.
struct TimelineEvent {
    /// The scene time, in seconds.
    let time: CFTimeInterval
    /// The changes and their transaction.
    let body: TimelineBody
}

/// The runtime's layers by name, shared by the events and their completion blocks.
final class NameBox {
    var layers: [String: CALayer] = [:]

    func source(_ source: LayerSource) -> CALayer? {
        switch source {
        case .existing(let name): return layers[name]
        case .new(let spec): return spec.build(names: &layers)
        }
    }

    func apply(_ action: TimelineAction) {
        switch action {
        case let .set(name, keyPath, value):
            layers[name]?.setValue(value.kvcValue, forKeyPath: keyPath)
        case let .add(name, key, animation):
            layers[name]?.add(animation.make(), forKey: key)
        case let .remove(name, key):
            if let key { layers[name]?.removeAnimation(forKey: key) } else { layers[name]?.removeAllAnimations() }
        case let .addSublayer(parent, source):
            if let parent = layers[parent], let layer = self.source(source) { parent.addSublayer(layer) }
        case let .insertSublayer(parent, source, position):
            guard let parent = layers[parent], let layer = self.source(source) else { return }
            switch position {
            case .index(let index): parent.insertSublayer(layer, at: min(index, UInt32(parent.sublayers?.count ?? 0)))
            case .below(let sibling): parent.insertSublayer(layer, below: layers[sibling])
            case .above(let sibling): parent.insertSublayer(layer, above: layers[sibling])
            }
        case let .removeFromSuperlayer(name):
            layers[name]?.removeFromSuperlayer()
        case let .replaceSublayer(old, source):
            guard let oldLayer = layers[old], let parent = oldLayer.superlayer, let layer = self.source(source) else { return }
            parent.replaceSublayer(oldLayer, with: layer)
        case let .transition(name, animation):
            layers[name]?.add(animation.make(), forKey: "transition")
        }
    }
}
