import Foundation

/// `thisProperty` and the functions of a property's keyframes, as After Effects' expression
/// reference describes them.
///
/// - `loopOut(type, n)` repeats the keyframes after the last one, from keyframe `numKeys - n` (all
///   when n is 0): `"cycle"` from the start again, `"pingpong"` back and forth, `"offset"` from
///   the start, each repetition moved by the span's change, `"continue"` on from the last value at
///   its final velocity. `loopIn` does the same before the first keyframe, up to keyframe n + 1.
///   The `Duration` forms take the span in seconds from the end (or start); 0 means all.
/// - `key(i)` (from 1) has `time`, `value` and `index`, and reads as its value when indexed.
/// - `velocity` and `speed` are per second (``LottieExpressionScope/velocity(atFrame:of:)``).
extension LottieExpressionProperty {
    func thisProperty() -> LottieExpressionObject {
        typealias Library = LottieExpressionLibrary
        let keyframes: [LottieKeyframe<[Double]>]
        if case .animated(let list) = property { keyframes = list } else { keyframes = [] }
        let frameNow = currentFrame
        return LottieExpressionObject("thisProperty", lookup: { [unowned self] (name) throws(LottieExpressionError) -> Value? in
            switch name {
            case "value": return self.ownValue(atFrame: frameNow)
            case "numKeys": return .number(Double(keyframes.count))
            case "propertyIndex":
                let node = LottieNode(json: self.scope.layerNode.json, index: self.seed)
                return (try? node["ix"]?.number()).map(Value.number) ?? .undefined
            case "propertyGroup":
                return Library.function(name) { (arguments) throws(LottieExpressionError) in
                    try self.scope.propertyGroup(Library.argument(arguments, 0), ofPropertyAt: self.seed, atTime: self.scope.time(atFrame: frameNow))
                }
            case "valueAtTime":
                return Library.function(name) { .property(self.property.value(at: self.scope.frame(atTime: Library.argument($0, 0).number))) }
            case "velocityAtTime":
                return Library.function(name) { self.velocity(atFrame: self.scope.frame(atTime: Library.argument($0, 0).number)) }
            case "speedAtTime":
                return Library.function(name) { .number(Library.norm(self.velocity(atFrame: self.scope.frame(atTime: Library.argument($0, 0).number)))) }
            case "velocity": return self.velocity(atFrame: frameNow)
            case "speed": return .number(Library.norm(self.velocity(atFrame: frameNow)))
            case "key":
                return Library.function(name) { (arguments) throws(LottieExpressionError) in
                    let position = Library.argument(arguments, 0).number
                    guard position >= 1, position <= Double(keyframes.count), position == position.rounded() else {
                        throw LottieExpressionError("key(\(Library.argument(arguments, 0).text)) is not a keyframe of the property")
                    }
                    return self.key(keyframes[Int(position) - 1], index: Int(position))
                }
            case "nearestKey":
                return Library.function(name) { (arguments) throws(LottieExpressionError) in
                    let frame = self.scope.frame(atTime: Library.argument(arguments, 0).number)
                    guard let nearest = keyframes.indices.min(by: { abs(keyframes[$0].frame - frame) < abs(keyframes[$1].frame - frame) }) else {
                        throw LottieExpressionError("nearestKey: the property has no keyframes")
                    }
                    return self.key(keyframes[nearest], index: nearest + 1)
                }
            case "loopOut", "loopIn", "loopOutDuration", "loopInDuration":
                return Library.function(name) { arguments in
                    let type = arguments.isEmpty ? "cycle" : Library.argument(arguments, 0).text
                    let amount = Library.argument(arguments, 1).number
                    return .property(self.loop(keyframes, type: type, after: name.hasPrefix("loopOut"),
                                               keys: name.hasSuffix("Duration") ? nil : amount,
                                               seconds: name.hasSuffix("Duration") ? amount : nil, atFrame: frameNow))
                }
            case "wiggle":
                return Library.function(name) { arguments in
                    let frequency = Library.argument(arguments, 0).number, amplitude = Library.argument(arguments, 1).number
                    let octaves = arguments.count > 2 ? Int(min(max(arguments[2].number, 1), 10)) : 1
                    let multiplier = arguments.count > 3 ? arguments[3].number : 0.5
                    let t = arguments.count > 4 ? arguments[4].number : self.scope.time(atFrame: frameNow)
                    let own = self.property.value(at: self.scope.frame(atTime: t))
                    return .property(own.enumerated().map { dimension, base in
                        var sum = 0.0, scale = 1.0, rate = frequency
                        for _ in 0..<octaves {
                            sum += self.smoothNoise(t * rate, dimension: dimension) * scale
                            scale *= multiplier
                            rate *= 2
                        }
                        return base + amplitude * sum
                    })
                }
            default:
                // A path property's own methods (`thisProperty.points()`).
                guard let path = self.path, case .object(let object) = LottieExpressionScope.pathObject(path.value(at: frameNow)) else {
                    return nil
                }
                return try object.member(name)
            }
        })
    }

    private func key(_ keyframe: LottieKeyframe<[Double]>, index: Int) -> Value {
        let value = Value.property(keyframe.value)
        return .object(LottieExpressionObject("key", members: [
            "time": .number(scope.time(atFrame: keyframe.frame)), "value": value, "index": .number(Double(index)),
        ], indexed: value))
    }

    private func velocity(atFrame frame: Double) -> Value {
        .property(scope.velocity(atFrame: frame) { property.value(at: $0) })
    }

    /// The property's value at `frame` looped as `type` past its last keyframe (`after`) or before
    /// its first, over the last (first) `keys` keyframes or `seconds`.
    private func loop(_ keyframes: [LottieKeyframe<[Double]>], type: String, after: Bool, keys: Double?, seconds: Double?,
                      atFrame frame: Double) -> [Double] {
        guard keyframes.count > 1, let firstKey = keyframes.first, let lastKey = keyframes.last else { return property.value(at: frame) }
        let span: (start: Double, end: Double)
        let count = keyframes.count
        if let seconds, seconds > 0 {
            let frames = seconds * scope.composition.frameRate
            span = after ? (max(lastKey.frame - frames, firstKey.frame), lastKey.frame) : (firstKey.frame, min(firstKey.frame + frames, lastKey.frame))
        } else {
            let n = Int(min(max((keys ?? 0).isNaN ? 0 : keys ?? 0, 0), Double(count - 1)))
            span = after ? (keyframes[n == 0 ? 0 : count - 1 - n].frame, lastKey.frame)
                         : (firstKey.frame, keyframes[n == 0 ? count - 1 : n].frame)
        }
        let length = span.end - span.start
        guard length > 0 else { return property.value(at: frame) }
        if after ? frame <= span.end : frame >= span.start { return property.value(at: frame) }
        let distance = after ? frame - span.end : span.start - frame
        let cycles = (distance / length).rounded(.down)
        let rest = distance - cycles * length
        let start = property.value(at: span.start), end = property.value(at: span.end)
        switch type {
        case "pingpong":
            let forward = Int(cycles) % 2 == (after ? 1 : 0)
            return property.value(at: forward ? span.start + rest : span.end - rest)
        case "offset":
            let change = zip(end, start).map { $0 - $1 }
            if after {
                let base = property.value(at: span.start + rest)
                return zip(base, change).map { $0 + (cycles + 1) * $1 }
            }
            let base = property.value(at: span.end - rest)
            return zip(base, change).map { $0 - (cycles + 1) * $1 }
        case "continue":
            let step = 0.05
            if after {
                let before = property.value(at: span.end - step)
                return zip(end, before).map { $0 + ($0 - $1) / step * distance }
            }
            let next = property.value(at: span.start + step)
            return zip(start, next).map { $0 - ($1 - $0) / step * distance }
        default:  // "cycle", and After Effects' default for unknown names
            return property.value(at: after ? span.start + rest : span.end - rest)
        }
    }
}
