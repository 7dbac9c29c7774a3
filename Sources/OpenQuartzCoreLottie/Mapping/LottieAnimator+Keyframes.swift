import Foundation

extension LottieAnimator {
    /// The linear timing function, made once (a timing function is immutable; making one works out
    /// its curve's tables).
    static let linear = CAMediaTimingFunction(name: .linear)

    /// A keyframe animation through `value` at `frames` (of the Core Animation layer's timeline).
    ///
    /// `repeats(i)`, when given, tells that sample `i` is exactly sample `i - 1` (asked for `i` from 1
    /// on, after every value is made). The samples inside a run of equal ones are then left out
    /// (``keptSamples(count:discrete:repeats:)``): a glyph that an animator's range reaches for a
    /// second of a long text animation keeps a few keys instead of one per frame. The animation is
    /// the same at every time, and none is made when every sample is the first.
    func applySampled(to layer: CALayer, keyPath: String, frames: [Double], discrete: Bool = false,
                      repeats: ((Int) -> Bool)? = nil, _ value: (Double) -> Any) {
        guard let first = frames.first, let last = frames.last else { return }
        let values = frames.map(value)
        layer.setValue(values[0], forKeyPath: keyPath)
        guard last > first else { return }
        let kept = repeats.map { Self.keptSamples(count: values.count, discrete: discrete, repeats: $0) }
        // Only the ends kept, and the last equal to the one before it: every sample is the first.
        if let kept, let repeats, kept.count == 2, repeats(values.count - 1) { return }
        let animation = CAKeyframeAnimation(keyPath: keyPath)
        let ahead = discrete ? Self.switchAhead : 0
        func keyTime(_ frame: Double) -> NSNumber { NSNumber(value: max((frame - first - ahead) / (last - first), 0)) }
        if let kept, kept.count < values.count {
            animation.values = kept.map { values[$0] }
            animation.keyTimes = kept.map { keyTime(frames[$0]) }
        } else {
            animation.values = values
            animation.keyTimes = frames.map(keyTime)
        }
        if discrete { animation.calculationMode = .discrete }
        finish(animation, from: first, to: last)
        layer.add(animation, forKey: keyPath)
    }

    /// The samples of `count` that a keyframe animation needs, given which repeat the one before
    /// them (`repeats(i)`: sample `i` equals sample `i - 1`): the first and the last, and every other
    /// one except those inside a run of equal samples. A discrete animation holds a key's value until
    /// the next, so it needs only the first of each run; a linear one needs both ends of each run,
    /// between which it interpolates two equal values to that value exactly (`a + (a - a) × t`, and
    /// transforms, colours and paths check equality or go component by component as numbers do).
    static func keptSamples(count: Int, discrete: Bool, repeats: (Int) -> Bool) -> [Int] {
        guard count > 2 else { return Array(0..<count) }
        var kept = [0]
        kept.reserveCapacity(count)
        var previousRepeats = repeats(1)
        for index in 1..<(count - 1) {
            let nextRepeats = repeats(index + 1)
            let inside = discrete ? previousRepeats : previousRepeats && nextRepeats
            if !inside { kept.append(index) }
            previousRepeats = nextRepeats
        }
        kept.append(count - 1)
        return kept
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
