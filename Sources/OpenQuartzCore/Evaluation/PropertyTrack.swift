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
/// custom key.
///
/// - Cumulative (CAAnimation.h: "the value of the property is the value at the end of the previous
///   repeat cycle, plus the value of the current repeat cycle"): each completed repeat adds the end
///   value once more.
/// - Additive: the value is added to the value beneath (the model with the earlier animations
///   applied); otherwise it replaces it.
/// - A spring's progress comes from its own equation at the time within the repeat, in seconds; the
///   animation's timing function does not apply to it (chosen here; Apple does not document it).
package final class PropertyTrack<Accessor: InterpolatingLayerValueAccessor>: LayerAnimationTrack {
    let accessor: Accessor
    let trackTiming: TrackTiming
    let source: PropertyTrackSource<Accessor.Value>
    let isAdditive: Bool
    let isCumulative: Bool

    package init(accessor: Accessor, timing: TrackTiming, source: PropertyTrackSource<Accessor.Value>,
                 isAdditive: Bool, isCumulative: Bool) {
        self.accessor = accessor
        trackTiming = timing
        self.source = source
        self.isAdditive = isAdditive
        self.isCumulative = isCumulative
    }

    package var timing: MediaTiming { trackTiming.timing }

    package func apply(to state: inout LayerState, model: LayerState, parentTime: CFTimeInterval) {
        guard let (evaluation, eased) = trackTiming.evaluate(atParentTime: parentTime) else { return }
        var value: Accessor.Value
        let end: Accessor.Value
        switch source {
        case .basic(let values):
            let points = values.endpoints(current: accessor.read(model))
            value = points.start.interpolated(to: points.end, fraction: eased)
            end = points.end
        case .keyframes(let sequence, let last):
            value = sequence.value(at: eased)
            end = last
        case .spring(let spring, let values):
            let points = values.endpoints(current: accessor.read(model))
            value = points.start.interpolated(to: points.end, fraction: spring.value(at: evaluation.simpleTime))
            end = points.end
        }
        if isCumulative && evaluation.iteration > 0 {
            value = value.adding(end.scaled(by: Double(evaluation.iteration)))
        }
        if isAdditive {
            value = accessor.read(state).adding(value)
        }
        accessor.write(value, to: &state)
    }
}
