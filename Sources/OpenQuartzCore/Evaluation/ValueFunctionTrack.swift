/// An animation of a transform through a value function (`valueFunction` of a property animation):
/// the animation's values are numbers (or arrays of three numbers), interpolated as numbers and turned
/// into a transform by the function, which replaces the transform (or, when additive, is applied in
/// its local space).
///
/// Where from/to/by leave the current value to use, it is the function's identity arguments (0 for
/// rotations and translations, 1 for scales): a transform cannot be read back as a function's
/// arguments in general (chosen here; Apple does not document it).
/// Where a value function's arguments come from.
package enum ValueFunctionSource: Sendable {
    /// A basic animation's from, to and by.
    case basic(BasicValues<[Double]>)
    /// A keyframe animation's values.
    case keyframes(KeyframeSequence<[Double]>)
}

package final class ValueFunctionTrack<Accessor: InterpolatingLayerValueAccessor>: LayerAnimationTrackBase, LayerAnimationTrack, @unchecked Sendable where Accessor.Value == CATransform3D {
    typealias Source = ValueFunctionSource

    let accessor: Accessor
    let trackTiming: TrackTiming
    let function: CAValueFunctionName
    let source: Source
    let isAdditive: Bool

    init(accessor: Accessor, timing: TrackTiming, function: CAValueFunctionName, source: Source, isAdditive: Bool) {
        self.accessor = accessor
        trackTiming = timing
        self.function = function
        self.source = source
        self.isAdditive = isAdditive
    }

    package var timing: MediaTiming { trackTiming.timing }

    package override func apply(to state: inout LayerState, model: LayerState, parentTime: CFTimeInterval) {
        guard let (_, eased) = trackTiming.evaluate(atParentTime: parentTime) else { return }
        let arguments: [Double]
        switch source {
        case .basic(let values):
            let points = values.endpoints(current: CAValueFunction.identityArguments(of: function))
            arguments = points.start.interpolated(to: points.end, fraction: eased)
        case .keyframes(let sequence):
            arguments = sequence.value(at: eased)
        }
        let transform = CAValueFunction.transform(function, arguments: arguments)
        accessor.write(isAdditive ? accessor.readInPlace(&state).adding(transform) : transform, to: &state)
    }

    /// The eased progress.
    package override func effectKey(atParentTime parentTime: CFTimeInterval) -> UInt64? {
        trackTiming.progressKey(atParentTime: parentTime)
    }
}
