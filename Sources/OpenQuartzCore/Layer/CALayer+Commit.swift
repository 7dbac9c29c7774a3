import Foundation

extension CALayer {
    /// The first step of committing the layer: the animations added since the last commit are
    /// resolved (a beginTime of 0 becomes the layer's local time now; a duration of 0 the adding
    /// transaction's duration) and handed to the scheduler. ``RenderTreeCommit`` then makes the
    /// layer's render-tree node.
    func resolveAnimations(atMediaTime now: CFTimeInterval, clock: any MediaClock, scheduler: AnimationScheduler) {
        guard animationEntries.contains(where: { $0.track == nil }) else { return }
        let layerTime = modelTimeSpace.localTime(fromMediaTime: now)
        for entry in animationEntries where entry.track == nil {
            entry.clock = clock
            entry.track = entry.animation.makeTrack(for: self, layerTime: layerTime, transactionDuration: entry.transactionDuration)
                ?? InertTrack(timing: entry.animation.resolvedTiming(layerTime: layerTime, transactionDuration: entry.transactionDuration))
            scheduler.track(entry)
        }
    }

    /// The committed timing of the layer and of its committed ancestors, as one time space. Made
    /// once per commit (commits change it) and kept.
    package var committedTimeSpace: TimeSpace {
        let generation = RenderTreeCommit.timingGeneration
        if let cached = timeSpaceCache, cached.generation == generation { return cached.space }
        var timings: [MediaTiming] = []
        var layer: CALayer? = self
        while let current = layer {
            timings.append(current.renderNode?.state.timing ?? current.state.timing)
            layer = current.committedParent
        }
        let space = TimeSpace(timings: timings.reversed())
        timeSpaceCache = (generation, space)
        return space
    }

    /// The model's timing of the layer and of its superlayers (presentation layers: of theirs), as
    /// one time space: what `convertTime(_:from:)` converts through.
    package var modelTimeSpace: TimeSpace {
        var timings: [MediaTiming] = []
        var layer: CALayer? = self
        while let current = layer {
            timings.append(current.state.timing)
            layer = current.currentSuperlayer
        }
        return TimeSpace(timings: timings.reversed())
    }

    /// The layer's local time at a media time, through the committed timing of it and its ancestors.
    package func committedLocalTime(atMediaTime t: CFTimeInterval) -> CFTimeInterval {
        committedTimeSpace.localTime(fromMediaTime: t)
    }

    /// The media time at which the layer's local time is `t`; nil when a speed of 0 on the way makes
    /// it never or always so.
    package func committedMediaTime(fromLocalTime t: CFTimeInterval) -> CFTimeInterval? {
        committedTimeSpace.mediaTime(fromLocalTime: t)
    }

    /// The committed state with the committed animations applied at media time `t`; nil for a layer
    /// never committed.
    package func presentationState(atMediaTime t: CFTimeInterval) -> LayerState? {
        renderNode?.presentation(atLocalTime: committedLocalTime(atMediaTime: t))
    }

    /// The render tree under this layer as last committed, read safely from any thread: what a
    /// renderer takes at the start of a frame. Nil for a layer never committed.
    package var committedRenderTree: RenderLayer? {
        RenderTreeCommit.read { renderNode }
    }
}
