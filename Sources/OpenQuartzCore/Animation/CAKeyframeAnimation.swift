/// An animation of a layer property through a sequence of values, or along a path.
///
/// The values are keyframes; `keyTimes` places them in time, `timingFunctions` paces each segment
/// (after the animation's own `timingFunction`), and `calculationMode` chooses how the values between
/// keyframes are computed (see ``CAAnimationCalculationMode``). A `path` overrides `values` for a
/// point property: each of its elements but moves is a segment between keyframes, and `rotationMode`
/// can turn the layer along it. The keyframe engine (`KeyframeTimeline`, `KeyframeSequence`,
/// `KeyframePath`) documents each rule and its source.
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// The keyframe values.
    open var values: [Any]?
    /// A path for a point property to follow; overrides `values`.
    open var path: CGPath?
    /// The time of each keyframe, as fractions of the duration from 0 to 1.
    open var keyTimes: [NSNumber]?
    /// The timing function of each segment between keyframes.
    open var timingFunctions: [CAMediaTimingFunction]?
    /// How values between keyframes are computed. Default `.linear`.
    open var calculationMode = CAAnimationCalculationMode.linear
    /// The tension of the cubic spline at each keyframe, from -1 (loose) to 1 (tight).
    open var tensionValues: [NSNumber]?
    /// The continuity of the cubic spline at each keyframe, from -1 to 1.
    open var continuityValues: [NSNumber]?
    /// The bias of the cubic spline at each keyframe, from -1 to 1.
    open var biasValues: [NSNumber]?
    /// Whether a layer following `path` turns to its direction. Default nil (it does not).
    open var rotationMode: CAAnimationRotationMode?

    package override func copyAttributes(to copy: CAAnimation) {
        super.copyAttributes(to: copy)
        guard let copy = copy as? CAKeyframeAnimation else { return }
        copy.values = values
        copy.path = path?.copy()
        copy.keyTimes = keyTimes
        copy.timingFunctions = timingFunctions
        copy.calculationMode = calculationMode
        copy.tensionValues = tensionValues
        copy.continuityValues = continuityValues
        copy.biasValues = biasValues
        copy.rotationMode = rotationMode
    }

    package override func propertyValue(forKey key: String) -> Any?? {
        switch key {
        case "values": .some(values)
        case "path": .some(path)
        case "keyTimes": .some(keyTimes)
        case "timingFunctions": .some(timingFunctions)
        case "calculationMode": calculationMode
        case "tensionValues": .some(tensionValues)
        case "continuityValues": .some(continuityValues)
        case "biasValues": .some(biasValues)
        case "rotationMode": .some(rotationMode)
        default: super.propertyValue(forKey: key)
        }
    }

    package override func setPropertyValue(_ value: Any?, forKey key: String) -> Bool {
        switch key {
        case "values": values = value as? [Any]
        case "path": path = value as? CGPath
        case "keyTimes": keyTimes = value as? [NSNumber]
        case "timingFunctions": timingFunctions = value as? [CAMediaTimingFunction]
        case "calculationMode": calculationMode = CAAnimationCalculationMode.fromKVC(value) ?? calculationMode
        case "tensionValues": tensionValues = value as? [NSNumber]
        case "continuityValues": continuityValues = value as? [NSNumber]
        case "biasValues": biasValues = value as? [NSNumber]
        case "rotationMode": rotationMode = CAAnimationRotationMode.fromKVC(value)
        default: return super.setPropertyValue(value, forKey: key)
        }
        return true
    }

    package override func makeTrack(for layer: CALayer, layerTime: CFTimeInterval,
                                    transactionDuration: CFTimeInterval) -> (any LayerAnimationTrack)? {
        let timing = TrackTiming(self, timing: resolvedTiming(layerTime: layerTime, transactionDuration: transactionDuration))
        let samples: [Any] = path != nil ? [CGPoint.zero] : Array((values ?? []).prefix(1))
        guard let resolved = resolveAccessor(on: layer, samples: samples) else { return nil }
        guard let interpolating = resolved.interpolating else { return makeDiscreteTrack(resolved.accessor, timing: timing) }
        if let path, let points = interpolating as? any InterpolatingLayerValueAccessor<CGPoint>,
           let track = makePathTrack(points, path: path, timing: timing) {
            return track
        }
        if let function = valueFunction?.name, let transform = interpolating as? any InterpolatingLayerValueAccessor<CATransform3D> {
            return makeValueFunctionTrack(transform, function: function, timing: timing)
        }
        return makeInterpolatingTrack(interpolating, timing: timing)
    }
}
