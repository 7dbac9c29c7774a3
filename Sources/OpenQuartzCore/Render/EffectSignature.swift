/// What the animations of a committed tree do at one time, as a list of numbers, one per track in
/// the order of a walk of the tree: at two times where the same tree has equal signatures, every
/// layer has the same presentation, so a renderer draws the same frame. `CARenderer` compares the
/// signature of a frame with that of the frame it drew last and skips evaluating a frame that shows
/// nothing new, which is most frames of an animation that holds still for a while (a Lottie file's
/// layers are shown and hidden by discrete `hidden` animations that run for the whole file).
///
/// Each track gives its key (``LayerAnimationTrackBase/effectKey(atParentTime:)``): equal keys at
/// two times mean the same effect. A track that cannot tell cheaply gives none, and then the tree has
/// no signature and every frame is evaluated. Walked as the frame builder walks the tree: each layer
/// at its local time, sublayers and mask at the layer's local time, and a replicator's sublayers at
/// each instance's delayed time (a replicator with animations of its own has no signature, since
/// they may change its instances). Allocates nothing once its buffer has grown to the tree's tracks.
package struct EffectSignature {
    /// The key of a track that has no effect at that time.
    package static let noEffect = UInt64.max
    /// The most replicator instances walked one by one; a tree with more has no signature.
    static let instanceLimit = 256

    private var keys: [UInt64] = []
    /// The tree the keys were recorded for, held so that its identity cannot be reused.
    private var tree: RenderLayer?

    package init() {}

    /// Records the signature of `root`'s tree at `parentTime` (media time for a root) and returns
    /// whether it has one.
    @discardableResult
    package mutating func record(_ root: RenderLayer, atParentTime parentTime: CFTimeInterval) -> Bool {
        keys.removeAll(keepingCapacity: true)
        tree = visit(root, parentTime: parentTime) ? root : nil
        return tree != nil
    }

    /// Forgets the recorded signature.
    package mutating func reset() {
        keys.removeAll(keepingCapacity: true)
        tree = nil
    }

    /// Whether both signatures were recorded, for the same tree, and are equal: the tree then looks
    /// the same at both times.
    package func matches(_ other: EffectSignature) -> Bool {
        guard let tree, tree === other.tree else { return false }
        return keys == other.keys
    }

    private mutating func visit(_ layer: RenderLayer, parentTime: CFTimeInterval) -> Bool {
        let local = layer.localTime(fromParentTime: parentTime)
        for track in layer.unretainedTracks {
            guard let key = track._withUnsafeGuaranteedRef({ $0.effectKey(atParentTime: local) }) else { return false }
            keys.append(key)
        }
        var times = 1, delay: CFTimeInterval = 0
        if layer.kinds.contains(.replicator) {
            guard layer.tracks.isEmpty else { return false }
            if layer.state.instanceDelay != 0 {
                times = max(layer.state.instanceCount, 1)
                delay = layer.state.instanceDelay
                guard times <= Self.instanceLimit else { return false }
            }
        }
        for instance in 0..<times {
            let time = local - Double(instance) * delay
            for sublayer in layer.unretainedSublayers {
                guard sublayer._withUnsafeGuaranteedRef({ visit($0, parentTime: time) }) else { return false }
            }
        }
        if let mask = layer.mask { return visit(mask, parentTime: local) }
        return true
    }
}

extension TrackTiming {
    /// The key of a track whose effect depends on its eased progress alone: the progress's bits, or
    /// ``EffectSignature/noEffect`` when the track has none. Nil when the effect also depends on
    /// the repeat (`cumulative` and past the first) or the progress is NaN.
    @inline(__always)
    func progressKey(atParentTime parentTime: CFTimeInterval, cumulative: Bool = false) -> UInt64? {
        guard let (evaluation, eased) = evaluate(atParentTime: parentTime) else { return EffectSignature.noEffect }
        guard !eased.isNaN, !(cumulative && evaluation.iteration > 0) else { return nil }
        return eased.bitPattern
    }
}
