/// A committed animation as the evaluator sees it: immutable, Sendable, and applied to a layer's
/// state at a time.
///
/// Tracks are built once, when the transaction that adds the animation commits, from the layer's copy
/// of the animation: the key path is resolved to a typed accessor and the animation's values are
/// converted to the property's type, so that evaluating a frame reads and writes values without
/// boxing or allocating. Tracks are objects, so that a layer's list of them is a list of references
/// the evaluator calls through without copying.
package protocol LayerAnimationTrack: LayerAnimationTrackBase, Sendable {
    /// The animation's resolved timing (beginTime and duration as committed).
    var timing: MediaTiming { get }

    /// Applies the animation to `state` (the presentation so far: the model with the animations added
    /// before this one applied) at `parentTime`, the layer's local time. `model` is the committed
    /// model, the "current value" of from/to/by rules.
    func apply(to state: inout LayerState, model: LayerState, parentTime: CFTimeInterval)
}

/// The class every track derives from: the evaluator of a snapshot calls tracks through unretained
/// references to it (``RenderLayer`` keeps its tracks alive), which spares a retain and a release,
/// two atomic operations, per track per frame.
///
/// Sendable on the understanding that tracks are immutable: every subclass has only `let`
/// properties of Sendable types (each restates the conformance, as Swift requires).
package class LayerAnimationTrackBase: @unchecked Sendable {
    /// Applies nothing; every track overrides it (see ``LayerAnimationTrack/apply(to:model:parentTime:)``).
    package func apply(to state: inout LayerState, model: LayerState, parentTime: CFTimeInterval) {}

    /// A number equal at two parent times only if the track's effect is the same at both
    /// (``EffectSignature``), ``EffectSignature/noEffect`` when it has none; nil when the track cannot
    /// tell cheaply, as here, where no track says otherwise.
    package func effectKey(atParentTime parentTime: CFTimeInterval) -> UInt64? { nil }

    /// The track as one that cross-fades `contents`, nil for a track of another kind: a track
    /// says so itself, where a cast to the protocol would search the program's conformances the
    /// first time for each track type.
    package var crossfading: (any CrossfadingTrack)? { nil }
}

/// The timing part common to every track: when the animation has an effect, and its eased progress.
package struct TrackTiming: Sendable {
    /// The resolved timing.
    package let timing: MediaTiming
    /// The animation's timing function; nil is linear.
    package let curve: CubicTimingCurve?
    /// Whether the animation is removed when it ends, so that it shows nothing after.
    package let isRemovedOnCompletion: Bool
    /// The timing's durations, worked out once.
    @usableFromInline let durations: (simple: CFTimeInterval, cycle: CFTimeInterval, active: CFTimeInterval)

    package init(timing: MediaTiming, curve: CubicTimingCurve?, isRemovedOnCompletion: Bool) {
        self.timing = timing
        self.curve = curve
        self.isRemovedOnCompletion = isRemovedOnCompletion
        durations = timing.durations
    }

    package init(_ animation: CAAnimation, timing: MediaTiming) {
        self.init(timing: timing, curve: animation.timingFunction?.curve, isRemovedOnCompletion: animation.isRemovedOnCompletion)
    }

    /// The evaluation at `parentTime` and the progress after the timing function, or nil when the
    /// animation has no effect then (outside its active duration without a fill, or ended and removed).
    @inlinable @inline(__always)
    package func evaluate(atParentTime parentTime: CFTimeInterval) -> (state: MediaTiming.Evaluation, eased: Double)? {
        let state = timing.evaluate(atParentTime: parentTime, durations: durations)
        guard state.hasEffect, !(state.phase == .after && isRemovedOnCompletion) else { return nil }
        return (state, curve.map { $0.value(at: state.progress) } ?? state.progress)
    }
}

/// An animation with nothing to apply (CAAnimation itself, no key path, or values the property cannot
/// take): it changes nothing but keeps its timing, so that its delegate hears it start and stop and
/// completion blocks wait for it, as for any animation (conformance README, "Implicit animations and
/// transactions").
package final class InertTrack: LayerAnimationTrackBase, LayerAnimationTrack, @unchecked Sendable {
    package let timing: MediaTiming

    /// The track of an animation with this timing and nothing to apply.
    package init(timing: MediaTiming) {
        self.timing = timing
    }

    /// Never an effect.
    package override func effectKey(atParentTime parentTime: CFTimeInterval) -> UInt64? { EffectSignature.noEffect }
}

/// Applies a layer's committed animations to its committed model.
package enum LayerEvaluator {
    /// The presentation of a layer: `model` with each track applied in order at the layer's local time.
    @inline(__always)
    package static func presentation(of model: LayerState, tracks: [any LayerAnimationTrack],
                                     layerTime: CFTimeInterval) -> LayerState {
        var state = model
        apply(tracks, to: &state, model: model, layerTime: layerTime)
        return state
    }

    /// Applies `tracks` in order to `state` at the layer's local time, as
    /// ``apply(_:to:model:layerTime:)`` does; the caller keeps the tracks alive, so that calling them
    /// needs no reference counting.
    package static func apply(unretained tracks: [Unmanaged<LayerAnimationTrackBase>], to state: inout LayerState,
                              model: LayerState, layerTime: CFTimeInterval) {
        for track in tracks {
            track._withUnsafeGuaranteedRef { $0.apply(to: &state, model: model, parentTime: layerTime) }
        }
    }

    /// Applies `tracks` in order to `state` at the layer's local time: `state` starts as `model`
    /// and ends as the presentation.
    package static func apply(_ tracks: [any LayerAnimationTrack], to state: inout LayerState, model: LayerState,
                              layerTime: CFTimeInterval) {
        // Through the buffer: its elements are used in place, where a for-in loop over the array
        // would copy (retain and release) each.
        tracks.withUnsafeBufferPointer { buffer in
            for index in buffer.indices {
                buffer[index].apply(to: &state, model: model, parentTime: layerTime)
            }
        }
    }
}
