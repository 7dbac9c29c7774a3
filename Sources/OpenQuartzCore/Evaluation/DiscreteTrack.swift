/// An animation of a value that cannot be interpolated (`hidden`, `contents`, an untyped custom key):
/// it shows the start value for the first half and the end value for the second, the fallback of the
/// seeds' "Automating the Process"; keyframes show each value until half way to the next, or, in
/// discrete mode, until the next key time.
package final class DiscreteTrack<Accessor: LayerValueAccessor>: LayerAnimationTrackBase, LayerAnimationTrack, @unchecked Sendable {
    enum Source: Sendable {
        case basic(from: Accessor.Value?, to: Accessor.Value?)
        case keyframes([Accessor.Value], KeyframeTimeline)
    }

    let accessor: Accessor
    let trackTiming: TrackTiming
    let source: Source
    /// The timeline of keyframes in discrete mode, kept apart from the generic source for
    /// ``effectKey(atParentTime:)``.
    let discreteTimeline: KeyframeTimeline?

    init(accessor: Accessor, timing: TrackTiming, source: Source) {
        self.accessor = accessor
        trackTiming = timing
        self.source = source
        if case let .keyframes(values, timeline) = source, timeline.isDiscrete, !values.isEmpty {
            discreteTimeline = timeline
        } else {
            discreteTimeline = nil
        }
    }

    package var timing: MediaTiming { trackTiming.timing }

    package override func apply(to state: inout LayerState, model: LayerState, parentTime: CFTimeInterval) {
        guard let (_, eased) = trackTiming.evaluate(atParentTime: parentTime) else { return }
        switch source {
        case let .basic(from, to):
            let current = accessor.read(model)
            accessor.write(eased < 0.5 ? from ?? current : to ?? current, to: &state)
        case let .keyframes(values, timeline):
            guard !values.isEmpty else { return }
            let (segment, fraction) = timeline.locate(eased)
            let index = timeline.isDiscrete || fraction < 0.5 ? segment : segment + 1
            accessor.write(values[min(max(index, 0), values.count - 1)], to: &state)
        }
    }

    /// In discrete mode, the keyframe shown (which also decides a cross-fade of `contents`: from that
    /// keyframe to the next at fraction 0); otherwise the eased progress, which a cross-fade follows.
    package override var crossfading: (any CrossfadingTrack)? { self }

    package override func effectKey(atParentTime parentTime: CFTimeInterval) -> UInt64? {
        guard let discreteTimeline else { return trackTiming.progressKey(atParentTime: parentTime) }
        guard let (_, eased) = trackTiming.evaluate(atParentTime: parentTime) else { return EffectSignature.noEffect }
        return UInt64(max(discreteTimeline.locate(eased).segment, 0))
    }
}

/// A track that passes between two values it cannot interpolate, which the renderer can cross-fade
/// (Core Animation cross-dissolves an animation of `contents` instead of switching half way).
package protocol CrossfadingTrack: LayerAnimationTrack {
    /// The layer with the value the animation is leaving, with the value it is going to, and the
    /// fraction of the way between them, at `parentTime`; nil when the animation has no effect then.
    func crossfade(atParentTime parentTime: CFTimeInterval, model: LayerState) -> (from: LayerState, to: LayerState, fraction: Double)?
}

extension DiscreteTrack: CrossfadingTrack {
    package func crossfade(atParentTime parentTime: CFTimeInterval, model: LayerState) -> (from: LayerState, to: LayerState, fraction: Double)? {
        guard let (_, eased) = trackTiming.evaluate(atParentTime: parentTime) else { return nil }
        var from = model, to = model
        switch source {
        case let .basic(start, end):
            let current = accessor.read(model)
            accessor.write(start ?? current, to: &from)
            accessor.write(end ?? current, to: &to)
            return (from, to, eased)
        case let .keyframes(values, timeline):
            guard !values.isEmpty else { return nil }
            let (segment, fraction) = timeline.locate(eased)
            let last = values.count - 1
            accessor.write(values[min(max(segment, 0), last)], to: &from)
            accessor.write(values[min(max(segment + 1, 0), last)], to: &to)
            return (from, to, timeline.isDiscrete ? 0 : fraction)
        }
    }
}
