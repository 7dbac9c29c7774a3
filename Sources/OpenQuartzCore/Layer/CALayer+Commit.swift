/// A layer as of its last commit: what presentations and snapshots are made from.
///
/// Immutable and shared (a class, so that reading it from a layer retains one object rather than
/// copying its fields): a commit, or a change to the committed animations, replaces it.
package final class CommittedLayer {
    /// The model as committed.
    package let state: LayerState
    /// The committed animations, in the order they were added.
    package let tracks: [any LayerAnimationTrack]
    /// The sublayers as committed.
    package let sublayers: [CALayer]
    /// The mask as committed.
    package let mask: CALayer?
    /// The same tracks, unretained (``tracks`` keeps them alive), for evaluating without reference
    /// counting each one every frame.
    package let unretainedTracks: [Unmanaged<LayerAnimationTrackBase>]

    /// The committed layer with these parts.
    package init(state: LayerState, tracks: [any LayerAnimationTrack], sublayers: [CALayer], mask: CALayer?) {
        self.state = state
        self.tracks = tracks
        self.sublayers = sublayers
        self.mask = mask
        unretainedTracks = tracks.map { Unmanaged.passUnretained($0) }
    }

    /// The same committed layer with other animations.
    package func replacingTracks(_ tracks: [any LayerAnimationTrack]) -> CommittedLayer {
        CommittedLayer(state: state, tracks: tracks, sublayers: sublayers, mask: mask)
    }
}

extension CALayer {
    /// Commits the layer: its model becomes its committed state, and the animations added since the
    /// last commit are resolved (a beginTime of 0 becomes the layer's local time now; a duration of 0
    /// the adding transaction's duration) and handed to the scheduler.
    func commit(atMediaTime now: CFTimeInterval, clock: any MediaClock, scheduler: AnimationScheduler) {
        let layerTime = localTime(fromAbsolute: now)
        for entry in animationEntries where entry.track == nil {
            entry.clock = clock
            entry.track = entry.animation.makeTrack(for: self, layerTime: layerTime, transactionDuration: entry.transactionDuration)
                ?? InertTrack(timing: entry.animation.resolvedTiming(layerTime: layerTime, transactionDuration: entry.transactionDuration))
            scheduler.track(entry)
        }
        committed = CommittedLayer(state: state, tracks: animationEntries.compactMap(\.track),
                                   sublayers: sublayerList, mask: maskLayer)
        invalidateSnapshots()
    }

    /// The layer's local time at a media time, through the committed timing of it and its ancestors.
    package func committedLocalTime(atMediaTime t: CFTimeInterval) -> CFTimeInterval {
        let parentTime = parent?.committedLocalTime(atMediaTime: t) ?? t
        return (committed?.state.timing ?? state.timing).localTime(fromParentTime: parentTime)
    }

    /// The media time at which the layer's local time is `t`; nil when a speed of 0 on the way makes
    /// it never or always so.
    package func committedMediaTime(fromLocalTime t: CFTimeInterval) -> CFTimeInterval? {
        let timing = committed?.state.timing ?? state.timing
        guard timing.speed != 0 else { return nil }
        let parentTime = timing.parentTime(fromLocalTime: t)
        guard let parent else { return parentTime }
        return parent.committedMediaTime(fromLocalTime: parentTime)
    }

    /// The committed state with the committed animations applied at media time `t`; nil for a layer
    /// never committed.
    package func presentationState(atMediaTime t: CFTimeInterval) -> LayerState? {
        guard let committed else { return nil }
        return LayerEvaluator.presentation(of: committed.state, tracks: committed.tracks,
                                           layerTime: committedLocalTime(atMediaTime: t))
    }

    /// Drops cached snapshots of this layer and its ancestors (rebuilt on demand).
    package func invalidateSnapshots() {
        var layer: CALayer? = self
        while let current = layer, current.snapshotCache != nil {
            current.snapshotCache = nil
            layer = current.parent
        }
    }
}
