import Foundation

/// Turns Lottie properties into a layer's model values and Core Animation animations.
///
/// A keyframed property becomes one `CAKeyframeAnimation` (lottie-ios's Core Animation engine
/// does the same): a value per keyframe, `keyTimes` from the keyframes' frames, one
/// `CAMediaTimingFunction` per segment from its `o`/`i` handles (linear where none is given), and
/// `calculationMode` `discrete` when every segment holds. A hold among eased segments keeps its
/// value until just before the next keyframe (one extra key). The animation runs from the first
/// keyframe to the last (`beginTime`, `duration`), filling both ways, never removed, so the layer
/// shows the first value before and the last after, as Lottie players do. Values computed from
/// several properties (a rectangle's path from its size and roundness, a trim with an offset) are
/// sampled at every frame between the first and last keyframe of any of them.
struct LottieAnimator {
    var timeline: LottieTimeline

    /// The smallest positive `beginTime`: an animation that starts at frame 0 must not have a
    /// `beginTime` of 0, which Core Animation replaces by the time it is added.
    static let startOfTime = Double.leastNormalMagnitude

    /// How many frames before its frame a discrete change (a hold's end, an in or out point) takes
    /// effect: a frame's time divided back into a key time can round to just below the key time, which
    /// would show the value before the change on the very frame of the change.
    static let switchAhead = 1e-4

    /// Sets `keyPath` of `layer` to `property`'s value (converted by `convert`), animated when the
    /// property is.
    func apply<Value>(_ property: LottieProperty<Value>, to layer: CALayer, keyPath: String,
                      _ convert: (Value) -> Any) where Value: LottieInterpolable {
        if let sampling = timeline.sampling {
            guard property.isAnimated else {
                layer.setValue(convert(property.initialValue), forKeyPath: keyPath)
                return
            }
            // A frame whose value is the frame before's shares its converted value (a path is
            // made once while the property holds still).
            var last: (value: Value, converted: Any)?
            var repeated: [Bool] = []
            repeated.reserveCapacity(sampling.frames.count)
            applySampled(to: layer, keyPath: keyPath, frames: sampling.frames, repeats: { repeated[$0] }) { frame in
                let value = property.value(at: sampling.map(frame))
                if let last, last.value == value {
                    repeated.append(true)
                    return last.converted
                }
                let converted = convert(value)
                last = (value, converted)
                repeated.append(false)
                return converted
            }
            return
        }
        layer.setValue(convert(property.initialValue), forKeyPath: keyPath)
        guard case .animated(let keyframes) = property else { return }
        layer.add(keyframeAnimation(keyframes, keyPath: keyPath, convert), forKey: keyPath)
    }

    /// `apply(_:to:keyPath:_:)` for a property with a typed setter: a constant value is set with
    /// `set` (the same model value and change as key-value coding's, for a fraction of the cost of
    /// its conversions), an animated one as `apply` does.
    func apply<Value, Layer: CALayer, Converted>(_ property: LottieProperty<Value>, to layer: Layer, keyPath: String,
                                                set: (Layer, Converted) -> Void,
                                                _ convert: (Value) -> Converted) where Value: LottieInterpolable {
        guard property.isAnimated else {
            set(layer, convert(property.initialValue))
            return
        }
        apply(property, to: layer, keyPath: keyPath) { convert($0) as Any }
    }

    /// Sets `keyPath` to `value(frame)`, sampled at every frame over the keyframes of `sources`
    /// (the properties it depends on), or constant when none of them is animated.
    func applyDerived(to layer: CALayer, keyPath: String, sources: [[Double]], discrete: Bool = false,
                      _ value: (Double) -> Any) {
        let times = sources.flatMap { $0 }
        if let sampling = timeline.sampling {
            guard !times.isEmpty else {
                layer.setValue(value(sampling.map(sampling.frames.first ?? 0)), forKeyPath: keyPath)
                return
            }
            applySampled(to: layer, keyPath: keyPath, frames: sampling.frames, discrete: discrete) { value(sampling.map($0)) }
            return
        }
        guard let first = times.min(), let last = times.max(), last > first else {
            layer.setValue(value(times.first ?? 0), forKeyPath: keyPath)
            return
        }
        let frames = Self.frames(from: first, to: last, including: times)
        applySampled(to: layer, keyPath: keyPath, frames: frames, discrete: discrete, value)
    }

    /// Shows `layer` from frame `inFrame` until `outFrame` (hidden before and from then on): a
    /// discrete `hidden` animation over a hidden model value.
    func applyVisibility(from inFrame: Double, to outFrame: Double, to layer: CALayer) {
        if let sampling = timeline.sampling {
            let values = sampling.frames.map { frame -> Bool in
                let local = sampling.map(frame)
                return !(local >= inFrame && local < outFrame)
            }
            guard values.contains(false) else { layer.isHidden = true; return }
            guard values.contains(true) else { return }
            applySampled(to: layer, keyPath: "hidden", frames: sampling.frames, discrete: true,
                         repeats: { values[$0] == values[$0 - 1] }) { frame in
                let local = sampling.map(frame)
                return !(local >= inFrame && local < outFrame)
            }
            return
        }
        layer.isHidden = true
        guard outFrame > inFrame else { return }
        // Hidden from a frame before the in point, so that the animation starts before any frame
        // it shows (an animation is not yet running at its own beginTime's left edge).
        let animation = CAKeyframeAnimation(keyPath: "hidden")
        let span = outFrame - inFrame + 1
        animation.values = [true, false, true]
        animation.keyTimes = [0, NSNumber(value: (1 - Self.switchAhead) / span), NSNumber(value: (span - Self.switchAhead) / span)]
        animation.calculationMode = .discrete
        finish(animation, from: inFrame - 1, to: outFrame)
        layer.add(animation, forKey: "hidden")
    }

    /// Frames from `first` to `last` one apart, with every keyframe frame in `times` added.
    static func frames(from first: Double, to last: Double, including times: [Double]) -> [Double] {
        var result = Set<Double>(times)
        let start = first.rounded(.down)
        let count = min(Int((last - start).rounded(.up)), 100_000)
        for step in 0...max(count, 0) { result.insert(start + Double(step)) }
        return result.filter { $0 >= first && $0 <= last }.sorted()
    }
}
