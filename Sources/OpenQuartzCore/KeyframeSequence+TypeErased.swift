/// A keyframe sequence that is not tied to one value type: what the type-erased
/// ``AnyKeyframeSequence`` holds.
package protocol KeyframeValueSource: Sendable {
    /// The value at `progress`, as `Any`.
    func anyValue(at progress: Double) -> Any
}

extension KeyframeSequence: KeyframeValueSource {
    /// ``value(at:)``, as `Any`.
    package func anyValue(at progress: Double) -> Any { value(at: progress) }
}

/// A keyframe sequence over values held as `Any`, as `CAKeyframeAnimation.values` holds them, for a
/// key path whose type is not known in advance (an OpenQuartzCore convenience; where the property's
/// type is known, convert the values once and use ``KeyframeSequence`` directly).
///
/// The value type is found as ``Interpolation`` finds it for two values: the first value, unboxed
/// (``Interpolation/unboxed(_:)``), names the type, and every value must convert to it with
/// ``Interpolatable/init(animationValue:)``; a first value of an integer type meets values of other
/// types in `Double`. Results are that type's native values (a `Double`, not an `NSNumber`).
///
/// When the values cannot be interpolated (a type that is not ``Interpolatable``, or values that do
/// not convert to the first one's type) the sequence still runs on its timeline: discrete mode shows
/// each value in turn, and every other mode switches from a segment's first value to its second at
/// half way, the fallback of the seeds' "Automating the Process" listing. The paced modes then
/// space the values evenly, having no distances.
///
/// Sendable on the understanding that the values are not mutated after they are handed over:
/// animations copy their `values` array and treat its elements as immutable, as Apple's do.
package struct AnyKeyframeSequence: @unchecked Sendable {
    /// The typed sequence, when the values are interpolatable.
    private let typed: (any KeyframeValueSource)?
    /// The values, for the fallback.
    private let values: [Any]
    /// The timeline of the fallback (the typed sequence has its own).
    private let fallbackTimeline: KeyframeTimeline?

    /// Whether the values are interpolated (false: the fallback described above).
    package var isInterpolated: Bool { typed != nil }

    /// The sequence of `values` with the animation's timing and cubic properties (see
    /// ``KeyframeSequence/init(values:keyTimes:calculationMode:timingFunctions:tensionValues:continuityValues:biasValues:)``).
    /// Nil when `values` is empty.
    package init?(values: [Any], keyTimes: [Double]?, calculationMode: CAAnimationCalculationMode,
                  timingFunctions: [CubicTimingCurve]?, tensionValues: [Double]? = nil,
                  continuityValues: [Double]? = nil, biasValues: [Double]? = nil) {
        guard let first = values.first else { return nil }
        self.values = values
        var typed: (any KeyframeValueSource)?
        if var sample = Interpolation.unboxed(first) as? any Interpolatable {
            if sample is any FixedWidthInteger,
               values.contains(where: { type(of: Interpolation.unboxed($0)) != type(of: sample) }),
               let number = animationNumber(sample) {
                sample = number
            }
            typed = Self.sequence(like: sample, values: values, keyTimes: keyTimes, calculationMode: calculationMode,
                                  timingFunctions: timingFunctions, tension: tensionValues, continuity: continuityValues,
                                  bias: biasValues)
        }
        self.typed = typed
        fallbackTimeline = typed != nil ? nil
            : KeyframeTimeline(keyframeCount: values.count, keyTimes: keyTimes, calculationMode: calculationMode,
                               timingFunctions: timingFunctions, segmentLengths: nil)
    }

    /// The value at `progress` (see ``KeyframeSequence/value(at:)`` and, for values that cannot be
    /// interpolated, the type's discussion).
    package func value(at progress: Double) -> Any {
        if let typed { return typed.anyValue(at: progress) }
        guard let timeline = fallbackTimeline, values.count > 1 else { return values[0] }
        let (segment, fraction) = timeline.locate(progress)
        if timeline.isDiscrete { return values[min(segment, values.count - 1)] }
        return fraction < 0.5 ? values[segment] : values[segment + 1]
    }

    /// The typed sequence of `values` converted to `sample`'s type, or nil when one does not convert.
    private static func sequence<T: Interpolatable>(
        like sample: T, values: [Any], keyTimes: [Double]?, calculationMode: CAAnimationCalculationMode,
        timingFunctions: [CubicTimingCurve]?, tension: [Double]?, continuity: [Double]?, bias: [Double]?
    ) -> (any KeyframeValueSource)? {
        var converted: [T] = []
        converted.reserveCapacity(values.count)
        for value in values {
            guard let element = T(animationValue: Interpolation.unboxed(value)) else { return nil }
            converted.append(element)
        }
        return KeyframeSequence(values: converted, keyTimes: keyTimes, calculationMode: calculationMode,
                                timingFunctions: timingFunctions, tensionValues: tension, continuityValues: continuity,
                                biasValues: bias)
    }
}
