/// A node of the render tree: a layer as a transaction committed it, with its resolved animations,
/// its sublayers' nodes and its mask's.
///
/// Commits make these (``RenderTreeCommit``); nothing else does. A node is immutable and `Sendable`
/// and refers to no live `CALayer`: a renderer on any thread evaluates the tree of a commit at any
/// time while the model changes on its own thread. A commit rebuilds the nodes of the layers it
/// changes and of their ancestors and shares every other node with the tree before it, as a
/// persistent tree does (Chromium's compositor keeps such a committed tree apart from the main
/// thread's, for the same reason).
package final class RenderLayer: Sendable {
    /// The layer's committed model.
    package let state: LayerState
    /// Its committed animations, in the order they were added.
    package let tracks: [any LayerAnimationTrack]
    /// Its sublayers' nodes, back to front.
    package let sublayers: [RenderLayer]
    /// Its mask layer's node.
    package let mask: RenderLayer?
    /// Which layer classes' properties it has (which kind of layer it is).
    package let kinds: LayerKinds
    /// Whether an animation of the layer may cross-fade between two values of a property kept as a
    /// whole (`contents`, for one): found once here, so that evaluation does not look for it each frame.
    package let mayCrossfade: Bool
    /// Whether one of the animations is a transition.
    package let hasTransition: Bool
    /// The same tracks, unretained (``tracks`` keeps them alive), for evaluating without reference
    /// counting each one every frame.
    let unretainedTracks: [Unmanaged<LayerAnimationTrackBase>]
    /// The sublayers, unretained (``sublayers`` keeps them alive), for walking the tree without
    /// reference counting each one.
    let unretainedSublayers: [Unmanaged<RenderLayer>]

    package init(state: LayerState, tracks: [any LayerAnimationTrack], sublayers: [RenderLayer],
                 mask: RenderLayer?, kinds: LayerKinds) {
        self.state = state
        self.tracks = tracks
        self.sublayers = sublayers
        self.mask = mask
        self.kinds = kinds
        mayCrossfade = tracks.contains { $0.crossfading != nil }
        hasTransition = tracks.contains { $0 is TransitionTrack }
        unretainedTracks = tracks.map { Unmanaged.passUnretained($0) }
        unretainedSublayers = sublayers.map { Unmanaged.passUnretained($0) }
    }

    /// The same node with other animations.
    package func replacingTracks(_ tracks: [any LayerAnimationTrack]) -> RenderLayer {
        RenderLayer(state: state, tracks: tracks, sublayers: sublayers, mask: mask, kinds: kinds)
    }

    /// The same node with `new` in place of the sublayer or mask `old` (compared by identity); nil
    /// when `old` is neither.
    package func replacingChild(_ old: RenderLayer, with new: RenderLayer) -> RenderLayer? {
        if mask === old {
            return RenderLayer(state: state, tracks: tracks, sublayers: sublayers, mask: new, kinds: kinds)
        }
        guard let index = sublayers.firstIndex(where: { $0 === old }) else { return nil }
        var replaced = sublayers
        replaced[index] = new
        return RenderLayer(state: state, tracks: tracks, sublayers: replaced, mask: mask, kinds: kinds)
    }

    /// The layer's local time for a time of its superlayer (absolute media time for a root).
    @inline(__always)
    package func localTime(fromParentTime parentTime: CFTimeInterval) -> CFTimeInterval {
        state.timing.localTime(fromParentTime: parentTime)
    }

    /// The layer's presentation at a time of its superlayer: the committed model with the committed
    /// animations applied in order at the layer's local time. `presentation()`, the renderers and
    /// the benchmarks all evaluate layers through this one function.
    package func presentation(atParentTime parentTime: CFTimeInterval) -> LayerState {
        presentation(atLocalTime: localTime(fromParentTime: parentTime))
    }

    /// The layer's presentation at one of its own local times.
    package func presentation(atLocalTime layerTime: CFTimeInterval) -> LayerState {
        var presented = state
        LayerEvaluator.apply(unretained: unretainedTracks, to: &presented, model: state, layerTime: layerTime)
        return presented
    }

    /// Calls `body` with each sublayer, without retaining it (the node keeps its sublayers alive).
    @inline(__always)
    package func forEachSublayer(_ body: (RenderLayer) -> Void) {
        for sublayer in unretainedSublayers {
            sublayer._withUnsafeGuaranteedRef(body)
        }
    }
}
