/// Where a property track's value at a progress comes from.
package enum PropertyTrackSource<Value: Interpolatable>: Sendable {
    /// A basic animation's from, to and by.
    case basic(BasicValues<Value>)
    /// A keyframe animation's values.
    case keyframes(KeyframeSequence<Value>, last: Value)
    /// A spring between a basic animation's end points, on the spring's own clock.
    case spring(SpringSolver, BasicValues<Value>)
}

/// An animation of one interpolatable value of a layer: a property, a component of one, or a typed
/// custom key, evaluated by its ``PropertyTrackCore`` (which says how cumulative, additive and
/// spring animations combine).
///
/// Build one with ``make(accessor:timing:source:isAdditive:isCumulative:)``, which picks a class
/// compiled for the accessor's concrete type where there is one (`PropertyTrack+Specialized.swift`).
/// Sendable as a final class would be: its one stored property is an immutable Sendable value.
package final class PropertyTrack<Accessor: InterpolatingLayerValueAccessor>: LayerAnimationTrackBase, LayerAnimationTrack, @unchecked Sendable {
    let core: PropertyTrackCore<Accessor>

    /// The track of an animation of the value `accessor` reaches, with `source` unpacked; see
    /// ``make(accessor:timing:source:isAdditive:isCumulative:)`` for the fastest class to build.
    package init(accessor: Accessor, timing: TrackTiming, source: PropertyTrackSource<Accessor.Value>,
                 isAdditive: Bool, isCumulative: Bool) {
        core = PropertyTrackCore(accessor: accessor, timing: timing, source: source, isAdditive: isAdditive,
                                 isCumulative: isCumulative)
    }

    package var timing: MediaTiming { core.timing }

    package override func apply(to state: inout LayerState, model: LayerState, parentTime: CFTimeInterval) {
        core.apply(to: &state, model: model, parentTime: parentTime)
    }

    package override func effectKey(atParentTime parentTime: CFTimeInterval) -> UInt64? {
        core.effectKey(atParentTime: parentTime)
    }
}
