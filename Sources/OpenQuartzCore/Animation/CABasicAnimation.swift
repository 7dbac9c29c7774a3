/// An animation of a layer property from one value to another.
///
/// Of `fromValue`, `toValue` and `byValue`, at most two should be set. CABasicAnimation.h gives the
/// start and end, where "current" is the layer's model value for the key path:
///
/// | set | start | end |
/// |---|---|---|
/// | from, to | from | to |
/// | from, by | from | from + by |
/// | by, to | to - by | to |
/// | from | from | current |
/// | to | current | to |
/// | by | current | current + by |
/// | none | current | current |
///
/// With all three set, from and to win (the header calls it undefined). The values are untyped, as
/// Apple's: a number, an `NSValue`, a colour...; they are converted to the property's type when the
/// animation is committed, and a value that cannot be one leaves the animation without effect.
open class CABasicAnimation: CAPropertyAnimation {
    /// The value the animation starts from.
    open var fromValue: Any?
    /// The value the animation ends at.
    open var toValue: Any?
    /// The value the animation adds to its start value.
    open var byValue: Any?

    /// When none of the three values is set: the value the key path showed in the layer's
    /// presentation before the commit that adds the animation, where it starts (CABasicAnimation.h:
    /// "Interpolates between the previous value of keyPath in the target layer's presentation layer
    /// and the current value"). Set on the layer's copy when it is committed.
    private var previousValue: Any?

    package override func copyAttributes(to copy: CAAnimation) {
        super.copyAttributes(to: copy)
        guard let copy = copy as? CABasicAnimation else { return }
        copy.fromValue = fromValue
        copy.toValue = toValue
        copy.byValue = byValue
    }

    package override func propertyValue(forKey key: String) -> Any?? {
        switch key {
        case "fromValue": .some(fromValue)
        case "toValue": .some(toValue)
        case "byValue": .some(byValue)
        default: super.propertyValue(forKey: key)
        }
    }

    package override func setPropertyValue(_ value: Any?, forKey key: String) -> Bool {
        switch key {
        case "fromValue": fromValue = value
        case "toValue": toValue = value
        case "byValue": byValue = value
        default: return super.setPropertyValue(value, forKey: key)
        }
        return true
    }

    package override func makeTrack(for layer: CALayer, layerTime: CFTimeInterval,
                                    transactionDuration: CFTimeInterval) -> (any LayerAnimationTrack)? {
        let timing = TrackTiming(self, timing: resolvedTiming(layerTime: layerTime, transactionDuration: transactionDuration))
        guard let resolved = resolveAccessor(on: layer, samples: [fromValue, toValue, byValue].compactMap { $0 }) else { return nil }
        // Called while the layer commits: its presentation is still the previous commit's.
        if fromValue == nil, toValue == nil, byValue == nil, let shown = layer.presentationState(atMediaTime: CACurrentMediaTime()) {
            previousValue = resolved.accessor.readKVC(shown)
        }
        return makeBasicTrack(resolved, timing: timing)
    }

    /// The track for a resolved accessor; CASpringAnimation overrides the source.
    func makeBasicTrack(_ resolved: ResolvedAccessor, timing: TrackTiming) -> (any LayerAnimationTrack)? {
        guard let interpolating = resolved.interpolating else { return makeDiscreteTrack(resolved.accessor, timing: timing) }
        if let function = valueFunction?.name {
            return makeValueFunctionTrack(interpolating, function: function, timing: timing)
        }
        return makeInterpolatingTrack(interpolating, timing: timing)
    }

    /// The typed from, to and by values, or nil when one cannot be converted.
    func basicValues<Value: Interpolatable>(_ type: Value.Type) -> BasicValues<Value>? {
        guard let from = convertAnimationValue(fromValue, to: Value.self),
              let to = convertAnimationValue(toValue, to: Value.self),
              let by = convertAnimationValue(byValue, to: Value.self) else { return nil }
        let previous = previousValue.flatMap { Value(animationValue: $0) }
        return BasicValues(from: from, to: to, by: by, previous: previous)
    }

    package func makeInterpolatingTrack<A: InterpolatingLayerValueAccessor>(_ accessor: A, timing: TrackTiming) -> (any LayerAnimationTrack)? {
        guard let values = basicValues(A.Value.self) else { return nil }
        return PropertyTrack.make(accessor: accessor, timing: timing, source: .basic(values),
                                  isAdditive: isAdditive, isCumulative: isCumulative)
    }

    private func makeDiscreteTrack<A: LayerValueAccessor>(_ accessor: A, timing: TrackTiming) -> (any LayerAnimationTrack)? {
        let from = fromValue.flatMap { A.Value.fromKVC($0) }, to = toValue.flatMap { A.Value.fromKVC($0) }
        return DiscreteTrack(accessor: accessor, timing: timing, source: .basic(from: from, to: to))
    }

    private func makeValueFunctionTrack<A: InterpolatingLayerValueAccessor>(_ accessor: A, function: CAValueFunctionName,
                                                                            timing: TrackTiming) -> (any LayerAnimationTrack)? {
        func arguments(_ value: Any?) -> [Double]?? {
            guard let value else { return .some(nil) }
            return CAValueFunction.arguments(from: value).map { .some($0) }
        }
        guard let transform = accessor as? any InterpolatingLayerValueAccessor<CATransform3D>,
              let from = arguments(fromValue), let to = arguments(toValue), let by = arguments(byValue) else { return nil }
        let values = BasicValues(from: from, to: to, by: by)
        return makeTypedValueFunctionTrack(transform, function: function, source: .basic(values), timing: timing)
    }

    func makeTypedValueFunctionTrack(_ accessor: some InterpolatingLayerValueAccessor<CATransform3D>, function: CAValueFunctionName,
                                     source: ValueFunctionSource, timing: TrackTiming) -> (any LayerAnimationTrack)? {
        ValueFunctionTrack(accessor: accessor, timing: timing, function: function, source: source, isAdditive: isAdditive)
    }
}
