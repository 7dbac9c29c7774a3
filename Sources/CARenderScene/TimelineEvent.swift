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
    /// The seeds' pause (Technical Q&A QA1673): `timeOffset` = the layer's local time now, `speed` 0.
    case pause(layer: String)
    /// The seeds' resume: `speed` 1, `timeOffset` 0, and `beginTime` the time spent paused.
    case resume(layer: String)
    /// A drag's move of a paused layer's `timeOffset` (only in a drag's `moved`).
    case scrub(Scrub)
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
    /// `input` is the pointer that runs a handler (nil for a timeline event).
    func apply(names: NameBox, input: InputContext? = nil) {
        CATransaction.begin()
        if let duration { CATransaction.setAnimationDuration(duration) }
        if let disableActions { CATransaction.setDisableActions(disableActions) }
        if let timingFunction { CATransaction.setAnimationTimingFunction(timingFunction) }
        if let completion {
            CATransaction.setCompletionBlock { completion.apply(names: names, input: input) }
        }
        for action in actions { names.apply(action, input: input) }
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

/// Input a timeline replays: an event as the window gives it, or a tap on a named layer (a pointer
/// down and up at the centre of the layer as shown at the event's time).
enum TimelineInput {
    case event(SceneInputEvent)
    case tap(layer: String)
}

/// A timeline event: changes made at a scene time, and input given then (after the changes).
struct TimelineEvent {
    /// The scene time, in seconds.
    let time: CFTimeInterval
    /// The changes and their transaction.
    let body: TimelineBody
    /// Input delivered to the scene's handlers, in order.
    var input: [TimelineInput] = []
}

/// The runtime's layers by name, shared by the events and their completion blocks, and the
/// handlers of its layers.
final class NameBox {
    var layers: [String: CALayer] = [:]
    /// The handlers of each layer that has some, by the layer's identity (held weakly).
    private var handlers: [ObjectIdentifier: (layer: Weak, handlers: LayerHandlers)] = [:]

    struct Weak {
        weak var layer: CALayer?
    }

    func setHandlers(_ handlers: LayerHandlers, for layer: CALayer) {
        self.handlers[ObjectIdentifier(layer)] = (Weak(layer: layer), handlers)
    }

    /// The handlers of `layer`, if it has some.
    func handlers(of layer: CALayer) -> LayerHandlers? {
        guard let entry = handlers[ObjectIdentifier(layer)], entry.layer.layer === layer else { return nil }
        return entry.handlers
    }

    /// Every layer with handlers that is still alive, with them.
    var allHandlers: [(CALayer, LayerHandlers)] {
        handlers.values.compactMap { entry in entry.layer.layer.map { ($0, entry.handlers) } }
    }

    func source(_ source: LayerSource) -> CALayer? {
        switch source {
        case .existing(let name): return layers[name]
        case .new(let spec): return spec.build(into: self)
        }
    }

    func apply(_ action: TimelineAction, input: InputContext? = nil) {
        switch action {
        case let .set(name, keyPath, value):
            if case .pointerLocation = value {
                if let input { layers[name]?.setValue(input.location, forKeyPath: keyPath) }
            } else {
                layers[name]?.setValue(value.kvcValue, forKeyPath: keyPath)
            }
        case let .add(name, key, animation):
            guard let layer = layers[name] else { return }
            layer.add(animation.make(on: layer), forKey: key)
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
        case let .pause(name):
            guard let layer = layers[name], layer.speed != 0 else { return }
            let pausedTime = layer.convertTime(CACurrentMediaTime(), from: nil)
            layer.speed = 0
            layer.timeOffset = pausedTime
        case let .resume(name):
            guard let layer = layers[name], layer.speed == 0 else { return }
            let pausedTime = layer.timeOffset
            layer.speed = 1
            layer.timeOffset = 0
            layer.beginTime = 0
            layer.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) - pausedTime
        case let .scrub(scrub):
            guard let layer = layers[scrub.layer], let input else { return }
            let moved = Double(scrub.axis == .x ? input.translation.x : input.translation.y)
            layer.timeOffset = min(scrub.maximum, max(scrub.minimum, layer.timeOffset + moved / scrub.distance))
        }
    }
}
