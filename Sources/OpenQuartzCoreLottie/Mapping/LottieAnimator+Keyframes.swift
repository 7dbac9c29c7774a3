import Foundation

extension LottieAnimator {
    /// The linear timing function, made once (a timing function is immutable; making one works out
    /// its curve's tables).
    static let linear = CAMediaTimingFunction(name: .linear)

    /// A keyframe animation through `value` at `frames` (of the Core Animation layer's timeline).
    func applySampled(to layer: CALayer, keyPath: String, frames: [Double], discrete: Bool = false,
                      _ value: (Double) -> Any) {
        guard let first = frames.first, let last = frames.last else { return }
        let values = frames.map(value)
        layer.setValue(values[0], forKeyPath: keyPath)
        guard last > first else { return }
        let animation = CAKeyframeAnimation(keyPath: keyPath)
        animation.values = values
        let ahead = discrete ? Self.switchAhead : 0
        animation.keyTimes = frames.map { NSNumber(value: max(($0 - first - ahead) / (last - first), 0)) }
        if discrete { animation.calculationMode = .discrete }
        finish(animation, from: first, to: last)
        layer.add(animation, forKey: keyPath)
    }

    /// A keyframe animation of `keyPath` through `keyframes` (values converted by `convert`): see
    /// ``LottieAnimator`` for the mapping.
    func keyframeAnimation<Value>(_ keyframes: [LottieKeyframe<Value>], keyPath: String,
                                  _ convert: (Value) -> Any) -> CAKeyframeAnimation {
        let animation = CAKeyframeAnimation(keyPath: keyPath)
        let first = keyframes[0].frame, last = keyframes[keyframes.count - 1].frame
        let span = max(last - first, 1e-9)
        let linear = Self.linear
        if keyframes.dropLast().allSatisfy(\.hold) {
            animation.calculationMode = .discrete
            animation.values = keyframes.map { convert($0.value) }
            animation.keyTimes = keyframes.map { NSNumber(value: max(($0.frame - first - Self.switchAhead) / span, 0)) }
        } else {
            var values: [Any] = [], times: [NSNumber] = [], functions: [CAMediaTimingFunction] = []
            for (index, keyframe) in keyframes.enumerated() {
                values.append(convert(keyframe.value))
                times.append(NSNumber(value: (keyframe.frame - first) / span))
                guard index + 1 < keyframes.count else { break }
                if keyframe.hold {
                    // Hold: stay until just before the next key, then step.
                    values.append(convert(keyframe.value))
                    times.append(NSNumber(value: max((keyframes[index + 1].frame - first - Self.switchAhead) / span,
                                                     times[times.count - 1].doubleValue)))
                    functions += [linear, linear]
                } else {
                    functions.append(keyframe.timing ?? linear)
                }
            }
            animation.values = values
            animation.keyTimes = times
            animation.timingFunctions = functions
        }
        finish(animation, from: first, to: last)
        return animation
    }

    /// Places an animation from `first` to `last` (frames) and keeps its values outside that span.
    func finish(_ animation: CAKeyframeAnimation, from first: Double, to last: Double) {
        let begin = timeline.seconds(first)
        animation.beginTime = begin == 0 ? Self.startOfTime : begin
        animation.duration = max(timeline.seconds(last - first), 1e-9)
        animation.fillMode = .both
        animation.isRemovedOnCompletion = false
    }
}
