// How a keyframe animation becomes a track: along a path, through a value function, interpolated,
// or discrete, by the keyframe engine (KeyframeTimeline, KeyframeSequence, KeyframePath).

extension CAKeyframeAnimation {
    var keyTimeValues: [Double]? { keyTimes?.map(\.doubleValue) }
    var segmentCurves: [CubicTimingCurve]? { timingFunctions?.map(\.curve) }

    func makePathTrack<A: InterpolatingLayerValueAccessor>(_ accessor: A, path: CGPath, timing: TrackTiming)
        -> (any LayerAnimationTrack)? where A.Value == CGPoint {
        guard let keyframes = KeyframePath(path: path, keyTimes: keyTimeValues, calculationMode: calculationMode,
                                           timingFunctions: segmentCurves) else { return nil }
        return PathTrack(accessor: accessor, timing: timing, path: keyframes, rotationMode: rotationMode,
                         isAdditive: isAdditive, isCumulative: isCumulative)
    }

    func sequence<Value: Interpolatable>(_ type: Value.Type,
                                                 convert: (Any) -> Value? = Value.init(animationValue:)) -> KeyframeSequence<Value>? {
        guard let values else { return nil }
        var typed: [Value] = []
        for value in values {
            guard let converted = convert(value) else { return nil }
            typed.append(converted)
        }
        return KeyframeSequence(values: typed, keyTimes: keyTimeValues, calculationMode: calculationMode,
                                timingFunctions: segmentCurves, tensionValues: tensionValues?.map(\.doubleValue),
                                continuityValues: continuityValues?.map(\.doubleValue), biasValues: biasValues?.map(\.doubleValue))
    }

    func makeInterpolatingTrack<A: InterpolatingLayerValueAccessor>(_ accessor: A, timing: TrackTiming) -> (any LayerAnimationTrack)? {
        guard let keyframes = sequence(A.Value.self), let last = values?.last.flatMap({ A.Value(animationValue: $0) }) else { return nil }
        return PropertyTrack.make(accessor: accessor, timing: timing, source: .keyframes(keyframes, last: last),
                                  isAdditive: isAdditive, isCumulative: isCumulative)
    }

    func makeDiscreteTrack<A: LayerValueAccessor>(_ accessor: A, timing: TrackTiming) -> (any LayerAnimationTrack)? {
        guard let values, !values.isEmpty else { return nil }
        let typed = values.compactMap { A.Value.fromKVC($0) }
        guard typed.count == values.count else { return nil }
        let timeline = KeyframeTimeline(keyframeCount: typed.count, keyTimes: keyTimeValues, calculationMode: calculationMode,
                                        timingFunctions: segmentCurves, segmentLengths: nil)
        return DiscreteTrack(accessor: accessor, timing: timing, source: .keyframes(typed, timeline))
    }

    func makeValueFunctionTrack<A: InterpolatingLayerValueAccessor>(_ accessor: A, function: CAValueFunctionName,
                                                                            timing: TrackTiming) -> (any LayerAnimationTrack)? where A.Value == CATransform3D {
        guard let keyframes = sequence([Double].self, convert: CAValueFunction.arguments(from:)) else { return nil }
        return ValueFunctionTrack(accessor: accessor, timing: timing, function: function, source: .keyframes(keyframes),
                                  isAdditive: isAdditive)
    }
}
