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

    package init(state: LayerState, tracks: [any LayerAnimationTrack], sublayers: [LayerSnapshot],
                 mask: LayerSnapshot?, kinds: LayerKinds) {
        self.state = state
        self.tracks = tracks
        self.sublayers = sublayers
        self.mask = mask
        self.kinds = kinds
    }

    /// The layer's local time for a time of its superlayer (absolute media time for a root).
    package func localTime(fromParentTime parentTime: CFTimeInterval) -> CFTimeInterval {
        state.timing.localTime(fromParentTime: parentTime)
    }

    /// The layer's presentation at a time of its superlayer.
    package func presentation(atParentTime parentTime: CFTimeInterval) -> LayerState {
        LayerEvaluator.presentation(of: state, tracks: tracks, layerTime: localTime(fromParentTime: parentTime))
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
