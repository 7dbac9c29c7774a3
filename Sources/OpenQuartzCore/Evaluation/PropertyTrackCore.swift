/// What a property track holds and how it evaluates, as a value: the general ``PropertyTrack``
/// and each class compiled for one accessor type (`PropertyTrack+Specialized.swift`) hold one.
///
/// A value rather than a generic superclass: a class derived from a generic class is set up at run
/// time from its superclass's mangled name, and the runtime checks that name's generic requirements
/// by searching every protocol conformance record loaded, some 500,000 instructions for each
/// protocol the first time (1 M to 4 M instructions for the first point track a program made, about
/// a third of loading a small animated Lottie file). A class holding this struct of concrete types
/// has its layout fixed when compiled.
///
/// - Cumulative (CAAnimation.h: "the value of the property is the value at the end of the previous
///   repeat cycle, plus the value of the current repeat cycle"): each completed repeat adds the end
///   value once more.
/// - Additive: the value is added to the value beneath (the model with the earlier animations
///   applied); otherwise it replaces it.
/// - A spring's progress comes from its own equation at the time within the repeat, in seconds; the
///   animation's timing function does not apply to it (chosen here; Apple does not document it).
package struct PropertyTrackCore<Accessor: InterpolatingLayerValueAccessor>: Sendable {
    typealias Value = Accessor.Value

    let accessor: Accessor
    let trackTiming: TrackTiming
    let isAdditive: Bool
    let isCumulative: Bool
    // The source, unpacked into fields that a frame reads in place (switching over the enum would
    // copy its payload out first).
    /// The keyframes and the last keyframe value, for a keyframe animation.
    let keyframes: KeyframeSequence<Value>?
    let lastKeyframe: Value?
    /// The from, to and by values, for a basic or spring animation (none set for keyframes).
    let basicValues: BasicValues<Value>
    /// The end points of a basic or spring animation when they do not depend on the current value.
    let fixedEndpoints: (start: Value, end: Value)?
    /// The spring, for a spring animation.
    let spring: SpringSolver
    let isSpring: Bool

    /// The track of an animation of the value `accessor` reaches, with `source` unpacked.
    package init(accessor: Accessor, timing: TrackTiming, source: PropertyTrackSource<Accessor.Value>,
                 isAdditive: Bool, isCumulative: Bool) {
        self.accessor = accessor
        trackTiming = timing
        self.isAdditive = isAdditive
        self.isCumulative = isCumulative
        var keyframes: KeyframeSequence<Value>?, last: Value?
        var values = BasicValues<Value>(from: nil, to: nil, by: nil), spring: SpringSolver?
        switch source {
        case .basic(let basic): values = basic
        case .keyframes(let sequence, let end): (keyframes, last) = (sequence, end)
        case .spring(let solver, let basic): (spring, values) = (solver, basic)
        }
        self.keyframes = keyframes
        lastKeyframe = last
        basicValues = values
        fixedEndpoints = values.fixedEndpoints
        self.spring = spring ?? SpringSolver()
        isSpring = spring != nil
    }

    /// The animation's resolved timing.
    var timing: MediaTiming { trackTiming.timing }

    /// Applies the animation to `state` at `parentTime` (``LayerAnimationTrack/apply(to:model:parentTime:)``).
    @inline(__always)
    func apply(to state: inout LayerState, model: LayerState, parentTime: CFTimeInterval) {
        guard let (evaluation, eased) = trackTiming.evaluate(atParentTime: parentTime) else { return }
        var value: Value
        let end: Value
        if let keyframes, let lastKeyframe {
            value = keyframes.value(at: eased)
            end = lastKeyframe
        } else {
            let points = fixedEndpoints ?? basicValues.endpoints(current: accessor.read(model))
            let fraction = isSpring ? spring.value(at: evaluation.simpleTime) : eased
            value = points.start.interpolated(to: points.end, fraction: fraction)
            end = points.end
        }
        if isCumulative && evaluation.iteration > 0 {
            value = value.adding(end.scaled(by: Double(evaluation.iteration)))
        }
        if isAdditive {
            value = accessor.readInPlace(&state).adding(value)
        }
        accessor.write(value, to: &state)
    }

    /// The eased progress (the time within the repeat for a spring), or in discrete mode the keyframe
    /// shown; none past the first repeat of a cumulative animation.
    func effectKey(atParentTime parentTime: CFTimeInterval) -> UInt64? {
        guard let (evaluation, eased) = trackTiming.evaluate(atParentTime: parentTime) else { return EffectSignature.noEffect }
        if isCumulative && evaluation.iteration > 0 { return nil }
        if isSpring { return evaluation.simpleTime.isNaN ? nil : evaluation.simpleTime.bitPattern }
        if let keyframes, keyframes.timeline.isDiscrete {
            return UInt64(max(keyframes.timeline.locate(eased).segment, 0))
        }
        return eased.isNaN ? nil : eased.bitPattern
    }
}
