/// An immutable, Sendable copy of a committed layer tree with its animations: what a commit hands to
/// the renderer, which can compute the presentation of any layer at any time on any thread.
package final class LayerSnapshot: Sendable {
    /// The layer's committed model.
    package let state: LayerState
    /// Its committed animations, in order.
    package let tracks: [any LayerAnimationTrack]
    /// Its sublayers, back to front.
    package let sublayers: [LayerSnapshot]
    /// Its mask layer.
    package let mask: LayerSnapshot?
    /// Which layer classes' properties it has (which kind of layer it is).
    package let kinds: LayerKinds
    /// The same tracks, unretained (``tracks`` keeps them alive), for evaluating without reference
    /// counting each one every frame.
    private let unretainedTracks: [Unmanaged<LayerAnimationTrackBase>]
    /// The sublayers, unretained (``sublayers`` keeps them alive), for walking the tree without
    /// reference counting each one.
    private let unretainedSublayers: [Unmanaged<LayerSnapshot>]

    package init(state: LayerState, tracks: [any LayerAnimationTrack], sublayers: [LayerSnapshot],
                 mask: LayerSnapshot?, kinds: LayerKinds) {
        self.state = state
        self.tracks = tracks
        self.sublayers = sublayers
        self.mask = mask
        self.kinds = kinds
        unretainedTracks = tracks.map { Unmanaged.passUnretained($0) }
        unretainedSublayers = sublayers.map { Unmanaged.passUnretained($0) }
    }

    /// The layer's local time for a time of its superlayer (absolute media time for a root).
    package func localTime(fromParentTime parentTime: CFTimeInterval) -> CFTimeInterval {
        state.timing.localTime(fromParentTime: parentTime)
    }

    /// The layer's presentation at a time of its superlayer.
    package func presentation(atParentTime parentTime: CFTimeInterval) -> LayerState {
        var presented = state
        let layerTime = localTime(fromParentTime: parentTime)
        LayerEvaluator.apply(unretained: unretainedTracks, to: &presented, model: state, layerTime: layerTime)
        return presented
    }
}

extension CALayer {
    /// The snapshot of the layer's committed subtree, cached until a commit or removal changes it.
    /// A sublayer never committed contributes its model with no animations.
    package func snapshot() -> LayerSnapshot {
        if let cached = snapshotCache { return cached }
        let base = committed ?? CommittedLayer(state: state, tracks: [], sublayers: sublayerList, mask: maskLayer)
        let made = LayerSnapshot(state: base.state, tracks: base.tracks, sublayers: base.sublayers.map { $0.snapshot() },
                                 mask: base.mask?.snapshot(), kinds: type(of: self).layerKinds)
        snapshotCache = made
        return made
    }
}

/// Evaluating a committed layer tree the way a renderer does, exposed for the benchmark package
/// (which sees only public symbols) as SPI: `@_spi(Benchmarking) import OpenQuartzCore`. Not part of
/// Apple's API or of OpenQuartzCore's public interface.
@_spi(Benchmarking)
extension CALayer {
    /// Evaluates the presentation of every layer of the layer's committed subtree (sublayers and
    /// masks) at media time `t`, as a renderer does: from the commit's ``snapshot()``, each layer's
    /// committed animations applied to its committed model at its local time, without making
    /// presentation layer objects (``presentation()`` makes one per call, as Apple's does).
    ///
    /// The layer is taken as a root: its parent time is `t`. A layer never committed contributes its
    /// model. Returns the sum over the layers of the presented `position.x` and `opacity`, so that
    /// the evaluation is observable and cannot be optimised away; the snapshot is built on the first
    /// call after a commit, and later calls reuse it.
    public func _evaluatePresentationTree(atMediaTime t: CFTimeInterval) -> Double {
        snapshot().presentationChecksum(atParentTime: t)
    }
}

extension LayerSnapshot {
    /// The sum of `position.x` and `opacity` over the presentations of this layer and its subtree
    /// at `parentTime`.
    func presentationChecksum(atParentTime parentTime: CFTimeInterval) -> Double {
        let state = presentation(atParentTime: parentTime)
        var sum = Double(state.position.x) + Double(state.opacity)
        let local = localTime(fromParentTime: parentTime)
        for sublayer in unretainedSublayers {
            sum += sublayer._withUnsafeGuaranteedRef { $0.presentationChecksum(atParentTime: local) }
        }
        if let mask {
            sum += mask.presentationChecksum(atParentTime: local)
        }
        return sum
    }
}
