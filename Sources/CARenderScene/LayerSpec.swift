import Foundation

/// A layer class a scene can declare: Apple's name, its short names, and how to make one.
struct LayerClass: @unchecked Sendable {
    /// Apple's class name (`CAShapeLayer`).
    let name: String
    /// The class, for its key paths.
    let type: CALayer.Type
    /// Makes an instance.
    let make: () -> CALayer

    /// The classes by every accepted name: Apple's and the short ones (`shape`, `gradient`...).
    static let byName: [String: LayerClass] = {
        let classes = [
            LayerClass(name: "CALayer", type: CALayer.self, make: { CALayer() }),
            LayerClass(name: "CAShapeLayer", type: CAShapeLayer.self, make: { CAShapeLayer() }),
            LayerClass(name: "CAGradientLayer", type: CAGradientLayer.self, make: { CAGradientLayer() }),
            LayerClass(name: "CATextLayer", type: CATextLayer.self, make: { CATextLayer() }),
            LayerClass(name: "CAReplicatorLayer", type: CAReplicatorLayer.self, make: { CAReplicatorLayer() }),
            LayerClass(name: "CATransformLayer", type: CATransformLayer.self, make: { CATransformLayer() }),
        ]
        var table: [String: LayerClass] = [:]
        let short = ["CALayer": ["layer"], "CAShapeLayer": ["shape"], "CAGradientLayer": ["gradient"], "CATextLayer": ["text"],
                     "CAReplicatorLayer": ["replicator"], "CATransformLayer": ["transformLayer", "transform"]]
        for layerClass in classes {
            table[layerClass.name] = layerClass
            for alias in short[layerClass.name] ?? [] { table[alias] = layerClass }
        }
        return table
    }()

    /// CALayer.
    static let plain = byName["CALayer"]!
}

/// A layer as the scene declares it, with every value already read and checked: building one
/// cannot fail, and building it twice gives two equal trees.
final class LayerSpec {
    /// The class.
    let layerClass: LayerClass
    /// The layer's name, by which the timeline addresses it.
    var name: String?
    /// Key paths and values, set in file order with `setValue(_:forKeyPath:)`.
    var properties: [(keyPath: String, value: SceneValue)] = []
    /// The custom keys and their values, set with `setValue(_:forKey:)`.
    var custom: [(key: String, value: SceneValue)] = []
    /// The sublayers, back to front.
    var sublayers: [LayerSpec] = []
    /// The mask layer.
    var mask: LayerSpec?
    /// The animations, added in file order under their keys.
    var animations: [(key: String, animation: AnimationSpec)] = []
    /// The layer's `on:` handlers (a layer with handlers has a name).
    var handlers: LayerHandlers?

    init(layerClass: LayerClass) {
        self.layerClass = layerClass
    }

    /// The number of layers in this tree (itself, its sublayers and masks).
    var layerCount: Int {
        1 + sublayers.reduce(0) { $0 + $1.layerCount } + (mask?.layerCount ?? 0)
    }

    /// Every spec in the tree, this one first.
    var allSpecs: [LayerSpec] {
        [self] + sublayers.flatMap(\.allSpecs) + (mask?.allSpecs ?? [])
    }

    /// Builds the layer tree (on the calling thread, inside the caller's transaction), recording
    /// each named layer and each layer's handlers in `names`.
    func build(into names: NameBox) -> CALayer {
        let layer = layerClass.make()
        for (keyPath, value) in properties { layer.setValue(value.kvcValue, forKeyPath: keyPath) }
        for (key, value) in custom { layer.setValue(value.kvcValue, forKey: key) }
        if let name { names.layers[name] = layer }
        if let handlers { names.setHandlers(handlers, for: layer) }
        for sublayer in sublayers { layer.addSublayer(sublayer.build(into: names)) }
        if let mask { layer.mask = mask.build(into: names) }
        for (key, animation) in animations { layer.add(animation.make(), forKey: key) }
        return layer
    }
}

/// An animation as the scene declares it: a prototype, copied for each runtime, so that runtimes
/// never share animation objects.
final class AnimationSpec {
    /// The animation with every property set.
    let prototype: CAAnimation

    /// Whether `fromValue` is `$presentation`: the value the layer shows when the animation is
    /// added, as the seeds' fixed changeColor listing reads it from `presentation()`.
    var fromPresentation = false

    init(prototype: CAAnimation) {
        self.prototype = prototype
    }

    /// A fresh copy (a group's animations copied too).
    func make() -> CAAnimation { Self.deepCopy(prototype) }

    /// A fresh copy for `layer`, its `fromValue` read from the layer's presentation where the scene
    /// asks for it (the model value when the layer has no presentation yet).
    func make(on layer: CALayer) -> CAAnimation {
        let animation = make()
        if fromPresentation, let basic = animation as? CABasicAnimation, let keyPath = basic.keyPath {
            basic.fromValue = (layer.presentation() ?? layer).value(forKeyPath: keyPath)
        }
        return animation
    }

    private static func deepCopy(_ animation: CAAnimation) -> CAAnimation {
        let copy = animation.copy() as! CAAnimation
        if let group = copy as? CAAnimationGroup { group.animations = group.animations?.map(deepCopy) }
        return copy
    }

    /// The number of animations, counting a group and each animation in it.
    var count: Int {
        1 + ((prototype as? CAAnimationGroup)?.animations?.count ?? 0)
    }

    /// When the animation's active duration ends, if added at scene time `addedAt` in a transaction
    /// of duration `transactionDuration`: from its begin time (`beginTime`, or the time it is added
    /// when 0), its duration (the transaction's when 0, as Core Animation does), repeats, autoreverse
    /// and speed. An animation that repeats forever counts one cycle.
    func end(addedAt: CFTimeInterval, transactionDuration: CFTimeInterval = 0.25) -> CFTimeInterval {
        let a = prototype
        let begin = a.beginTime != 0 ? a.beginTime : addedAt
        let duration = a.duration > 0 ? a.duration : transactionDuration
        var cycles = Double(a.repeatCount) > 0 ? Double(a.repeatCount) : 1
        if !cycles.isFinite { cycles = 1 }
        var active = a.repeatDuration > 0 && a.repeatDuration.isFinite ? a.repeatDuration : duration * cycles
        if a.autoreverses && !(a.repeatDuration > 0) { active *= 2 }
        let speed = abs(Double(a.speed))
        return begin + (speed > 0 ? active / speed : active)
    }
}
