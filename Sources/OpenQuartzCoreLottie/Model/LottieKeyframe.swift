import Foundation

/// One keyframe of a Lottie property: its frame, its value, and how the segment that leaves it
/// runs to the next keyframe.
///
/// In bodymovin files the easing of the segment from keyframe k to k + 1 is stored on keyframe k:
/// `o` is the cubic Bézier's first control point and `i` its second, in the unit square, as in a
/// `CAMediaTimingFunction` (lottie-ios's Core Animation engine maps them the same way). Where `x`
/// and `y` are arrays (one easing per dimension), the first is used: Core Animation times a
/// keyframe segment with one function. `h: 1` holds the value until the next keyframe. `to` and
/// `ti` are the spatial tangents of a position's motion path, relative to this keyframe's value and
/// the next one's.
struct LottieKeyframe<Value: Sendable>: Sendable {
    var frame: Double
    var value: Value
    /// The value holds until the next keyframe (`h: 1`).
    var hold: Bool
    /// The easing of the segment to the next keyframe; nil for linear (no `i`/`o` given).
    var timing: CAMediaTimingFunction?
    /// The motion path's tangents (`to`, `ti`), when given and not both zero.
    var spatialOut: [Double]?
    var spatialIn: [Double]?
}

/// A Lottie property: a constant, or keyframes sorted by frame (at least two).
enum LottieProperty<Value: Sendable>: Sendable {
    case constant(Value)
    case animated([LottieKeyframe<Value>])

    /// The value at the first keyframe, or the constant.
    var initialValue: Value {
        switch self {
        case .constant(let value): value
        case .animated(let keyframes): keyframes[0].value
        }
    }

    var isAnimated: Bool {
        if case .animated = self { return true }
        return false
    }

    /// The keyframes' frames (empty for a constant).
    var keyframeFrames: [Double] {
        if case .animated(let keyframes) = self { return keyframes.map(\.frame) }
        return []
    }

    /// The same property with each value transformed.
    func map<Other: Sendable>(_ transform: (Value) -> Other) -> LottieProperty<Other> {
        switch self {
        case .constant(let value): .constant(transform(value))
        case .animated(let keyframes):
            .animated(keyframes.map {
                LottieKeyframe(frame: $0.frame, value: transform($0.value), hold: $0.hold, timing: $0.timing,
                               spatialOut: $0.spatialOut, spatialIn: $0.spatialIn)
            })
        }
    }
}

extension LottieProperty where Value == [Double] {
    /// A colour with its red, green and blue in 0...1: divided by 255 when the file writes any of
    /// them past 1 in any keyframe (old files write 0...255). The reader puts every colour so, once,
    /// from the values written: between keyframes an easing that overshoots carries white past 1,
    /// which is no sign of 0...255.
    var unitColor: Self { unitColor(components: [0, 1, 2]) }

    /// A gradient's stops (`count` of offset, red, green, blue, then offset and opacity pairs) with
    /// their colours in 0...1, as ``unitColor`` puts a colour.
    func unitGradient(colorCount count: Int) -> Self {
        var components: [Int] = []
        for stop in 0..<count { components += [4 * stop + 1, 4 * stop + 2, 4 * stop + 3] }
        return unitColor(components: components)
    }

    /// The property with the values at `components` divided by 255 when any of them passes 1.
    private func unitColor(components: [Int]) -> Self {
        func written(_ vector: [Double]) -> Bool { components.contains { $0 < vector.count && vector[$0] > 1 } }
        let scaled: Bool
        switch self {
        case .constant(let value): scaled = written(value)
        case .animated(let keyframes): scaled = keyframes.contains { written($0.value) }
        }
        guard scaled else { return self }
        return map { vector in
            var unit = vector
            for index in components where index < unit.count { unit[index] /= 255 }
            return unit
        }
    }
}

/// Values a Lottie property blends between keyframes.
protocol LottieInterpolable: Sendable, Equatable {
    /// The value `fraction` of the way to `other` (fractions outside [0, 1] extrapolate).
    func blended(to other: Self, fraction: Double) -> Self
}

extension Array: LottieInterpolable where Element == Double {
    /// Component by component; a missing component of either side keeps the other's.
    func blended(to other: [Double], fraction: Double) -> [Double] {
        (0..<Swift.max(count, other.count)).map { index in
            let a = index < count ? self[index] : other[index]
            let b = index < other.count ? other[index] : a
            return a + (b - a) * fraction
        }
    }
}

extension LottieProperty where Value: LottieInterpolable {
    /// The value at `frame`, as Lottie players evaluate it: the first value before the first
    /// keyframe, the last after the last, held segments constant, eased segments through their
    /// timing function, and positions with tangents along their cubic Bézier by arc length.
    func value(at frame: Double) -> Value {
        guard case .animated(let keyframes) = self else { return initialValue }
        if frame <= keyframes[0].frame { return keyframes[0].value }
        guard let last = keyframes.last, frame < last.frame else { return keyframes[keyframes.count - 1].value }
        var index = 0
        while index + 1 < keyframes.count && keyframes[index + 1].frame <= frame { index += 1 }
        let from = keyframes[index], to = keyframes[index + 1]
        if from.hold { return from.value }
        let span = to.frame - from.frame
        var progress = span > 0 ? (frame - from.frame) / span : 1
        if let timing = from.timing { progress = timing.evaluate(progress) }
        if from.spatialOut != nil || from.spatialIn != nil,
           let start = from.value as? [Double], let end = to.value as? [Double],
           let point = Self.bezierPoint(start, from.spatialOut ?? [], from.spatialIn ?? [], end, progress) as? Value {
            return point
        }
        return from.value.blended(to: to.value, fraction: progress)
    }

    /// The point `fraction` of the way along the cubic from `start` to `end` (tangents relative to
    /// them), by arc length as Lottie players move along motion paths.
    private static func bezierPoint(_ start: [Double], _ out: [Double], _ inTangent: [Double], _ end: [Double],
                                    _ fraction: Double) -> [Double] {
        let dimensions = Swift.min(start.count, end.count)
        guard dimensions >= 2 else { return start.blended(to: end, fraction: fraction) }
        func component(_ vector: [Double], _ d: Int) -> Double { d < vector.count ? vector[d] : 0 }
        let from = CGPoint(x: start[0], y: start[1]), to = CGPoint(x: end[0], y: end[1])
        let segment = PathSegment(start: from, shape: .curve(
            control1: CGPoint(x: from.x + component(out, 0), y: from.y + component(out, 1)),
            control2: CGPoint(x: to.x + component(inTangent, 0), y: to.y + component(inTangent, 1)), end: to))
        // The path measure the renderer trims strokes with: arc length, and the point at a distance.
        let measure = MotionPathMeasures.measure(of: segment)
        let point = measure.point(atDistance: CGFloat(fraction) * measure.length)
        // Coordinates past x and y (a 3D position's z) move straight.
        var result: [Double] = [Double(point.x), Double(point.y)]
        for d in 2..<dimensions { result.append(start[d] + (end[d] - start[d]) * fraction) }
        return result
    }
}
