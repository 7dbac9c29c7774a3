import Foundation

/// The names an expression on one property sees, at one frame: the property's own value and
/// keyframes (`value`, `valueAtTime`, `velocity`, `key`, `numKeys`, `nearestKey`, `loopOut`,
/// `loopIn` and their `Duration` forms, `wiggle`), the layer's and composition's (`time`, `index`,
/// `inPoint`, `outPoint`, `startTime`, `thisLayer`, `thisComp` and its `layer(...)`, `effect`,
/// `transform` and its members), randomness (`random`,
/// `gaussRandom`, `seedRandom`, `noise`, `Math.random`), `posterizeTime`, `framesToTime` and
/// `timeToFrames`, and the library's (``LottieExpressionLibrary``).
///
/// `value` and the other functions of the property read its keyframes without the expression, as
/// After Effects' do inside the property's own expression.
///
/// Randomness cannot match After Effects', whose generator is not published: it is a fixed
/// generator seeded by the property (and `seedRandom`) and, unless timeless, the frame, so a
/// render is the same every time. `wiggle` adds to the value, per dimension, smooth noise (values
/// drawn at whole multiples of 1/`freq` seconds, joined by a smoothstep) of up to `amp`, with each
/// further octave `freq` doubled and its amplitude scaled by `amp_mult`.
final class LottieExpressionProperty {
    typealias Value = LottieExpressionValue

    let scope: LottieExpressionScope
    let property: LottieProperty<[Double]>
    let seed: Int
    private var frame = 0.0
    private var randomSeed = 0
    private var timeless = false
    private var randomCount: UInt64 = 0
    private var posterizedFrame: Double?
    private var globals: [String: Value] = [:]

    /// The text a text layer's source text shows at a frame, for an expression on it (whose
    /// `value` and `text.sourceText` are that text); nil for numeric properties.
    let sourceText: ((Double) -> String)?
    /// The path property an expression on a path runs over (whose `value` is its path); nil for
    /// the others.
    let path: LottieProperty<LottieBezier>?

    init(scope: LottieExpressionScope, property: LottieProperty<[Double]>, seed: Int, sourceText: ((Double) -> String)? = nil,
         path: LottieProperty<LottieBezier>? = nil) {
        self.scope = scope
        self.property = property
        self.seed = seed
        self.sourceText = sourceText
        self.path = path
        randomSeed = seed
    }

    /// Runs `program` at the layer's frame `frame` (again at the posterized frame when it calls
    /// `posterizeTime`); its result.
    private func run(_ program: [LottieExpressionStatement], atFrame frame: Double,
                     interpreter: LottieExpressionInterpreter) throws(LottieExpressionError) -> LottieExpressionValue {
        self.frame = frame
        randomSeed = seed
        timeless = false
        randomCount = 0
        posterizedFrame = nil
        let result = try interpreter.run(program) { [unowned self] (name) throws(LottieExpressionError) in try self.global(name) }
        guard let posterized = posterizedFrame, posterized != frame else { return result }
        self.frame = posterized
        randomCount = 0
        return try interpreter.run(program) { [unowned self] (name) throws(LottieExpressionError) in try self.global(name) }
    }

    /// The result at `frame` as a path: it must be one (a path property's value, `createPath`).
    func path(of program: [LottieExpressionStatement], atFrame frame: Double,
              interpreter: LottieExpressionInterpreter) throws(LottieExpressionError) -> LottieBezier {
        let result = try run(program, atFrame: frame, interpreter: interpreter)
        guard case .object(let object) = result, let path = object.path else {
            throw LottieExpressionError("its result is \(result.kind), not a path")
        }
        return path
    }

    /// The result at `frame` as text (numbers written as JavaScript writes them).
    func text(of program: [LottieExpressionStatement], atFrame frame: Double,
              interpreter: LottieExpressionInterpreter) throws(LottieExpressionError) -> String {
        try run(program, atFrame: frame, interpreter: interpreter).resolved.text
    }

    /// The result at `frame` as numbers of the property's dimension (a number fills every
    /// dimension; missing dimensions keep the property's own).
    func value(of program: [LottieExpressionStatement], atFrame frame: Double,
               interpreter: LottieExpressionInterpreter) throws(LottieExpressionError) -> [Double] {
        let result = try run(program, atFrame: frame, interpreter: interpreter)
        let own = property.value(at: self.frame)
        guard var numbers = result.numbers else {
            throw LottieExpressionError("its result is \(result.kind), not a number or an array of numbers")
        }
        if numbers.count == 1 && own.count > 1 { numbers = Array(repeating: numbers[0], count: own.count) }
        if numbers.count > own.count && !own.isEmpty { numbers.removeLast(numbers.count - own.count) }
        while numbers.count < own.count { numbers.append(own[numbers.count]) }
        for index in numbers.indices where !numbers[index].isFinite { numbers[index] = own[index] }
        return numbers
    }

    private var time: Double { scope.time(atFrame: frame) }
    /// The layer frame the expression is being run at.
    var currentFrame: Double { frame }
    /// The property's own value at `frame`: its path, for an expression on a path.
    func ownValue(atFrame frame: Double) -> Value {
        if let path { return LottieExpressionScope.pathObject(path.value(at: frame)) }
        return .property(property.value(at: frame))
    }

    // MARK: Names

    /// Names whose values depend on the frame (or capture it): looked up afresh each time.
    private static let perFrame: Set<String> = [
        "time", "value", "text", "thisProperty", "valueAtTime", "velocityAtTime", "speedAtTime", "velocity", "speed", "numKeys", "key",
        "nearestKey", "loopOut", "loopIn", "loopOutDuration", "loopInDuration", "wiggle", "thisLayer", "transform", "position",
        "anchorPoint", "scale", "rotation", "opacity", "content", "toComp", "fromComp", "toWorld", "fromWorld",
        "fromCompToSurface", "parent",
    ]

    /// The value of an undeclared name: the frame's, or one made once per property (the library's
    /// functions, `Math`, `thisComp`, which read the frame when called).
    private func global(_ name: String) throws(LottieExpressionError) -> Value? {
        if let cached = globals[name] { return cached }
        let value = try lookup(name)
        if let value, !Self.perFrame.contains(name) { globals[name] = value }
        return value
    }

    private func lookup(_ name: String) throws(LottieExpressionError) -> Value? {
        switch name {
        case "time": return .number(time)
        case "value": return sourceText.map { .string($0(frame)) } ?? ownValue(atFrame: frame)
        case "createPath":
            return LottieExpressionLibrary.function(name) { (arguments) throws(LottieExpressionError) in try LottieExpressionScope.createPath(arguments) }
        case "text":
            guard let sourceText else { return nil }
            return .object(LottieExpressionObject("text", members: ["sourceText": .string(sourceText(frame))]))
        case "thisProperty": return .object(thisProperty())
        case "valueAtTime", "velocityAtTime", "speedAtTime", "velocity", "speed", "numKeys", "key", "nearestKey",
             "loopOut", "loopIn", "loopOutDuration", "loopInDuration", "wiggle":
            return try thisProperty().member(name)
        case "index": return scope.layer.index.map { .number(Double($0)) } ?? .undefined
        case "inPoint": return .number(scope.time(atFrame: scope.layer.inFrame))
        case "outPoint": return .number(scope.time(atFrame: scope.layer.outFrame))
        case "startTime": return .number(scope.layer.startFrame / scope.composition.frameRate)
        case "hasParent": return .bool(scope.layer.hasParent)
        case "width": return .number(scope.layer.width)
        case "height": return .number(scope.layer.height)
        case "thisLayer": return .object(scope.layerObject(atTime: time))
        case "transform", "position", "anchorPoint", "scale", "rotation", "opacity", "toComp", "fromComp", "toWorld", "fromWorld",
             "fromCompToSurface", "parent":
            return try scope.layerObject(atTime: time).member(name)
        case "thisComp": return .object(thisComp())
        case "comp":
            return LottieExpressionLibrary.function(name) { [unowned self] (arguments) throws(LottieExpressionError) in
                let composition = try self.scope.composition(named: LottieExpressionLibrary.argument(arguments, 0))
                return .object(self.scope.compositionObject(composition, named: "comp") { [unowned self] in self.time })
            }
        case "content": return try scope.contentsObject(scope.layerNode["shapes"], atTime: time).member("content")
        case "effect":
            return LottieExpressionLibrary.function(name) { [unowned self] (arguments) throws(LottieExpressionError) in
                try self.scope.effect(LottieExpressionLibrary.argument(arguments, 0), atTime: self.time)
            }
        case "random": return LottieExpressionLibrary.function(name) { [unowned self] in self.random($0) }
        case "gaussRandom":
            return LottieExpressionLibrary.function(name) { [unowned self] arguments in
                // Box-Muller from two uniform draws, scaled as random's range.
                let u = max(self.uniform(), 1e-12), v = self.uniform()
                let g = min(max(0.5 + sqrt(-2 * log(u)) * cos(2 * .pi * v) / 6, 0), 1)
                return self.scaled(g, arguments)
            }
        case "seedRandom":
            return LottieExpressionLibrary.function(name) { [unowned self] arguments in
                self.randomSeed = self.seed &+ Int(LottieExpressionInterpreter.int32(LottieExpressionLibrary.argument(arguments, 0).number))
                self.timeless = LottieExpressionLibrary.argument(arguments, 1).isTruthy
                self.randomCount = 0
                return .undefined
            }
        case "noise":
            return LottieExpressionLibrary.function(name) { [unowned self] arguments in
                let point = LottieExpressionLibrary.argument(arguments, 0).numbers ?? [0]
                return .number(self.smoothNoise(point.enumerated().reduce(0) { $0 + $1.element * Double($1.offset * 7 + 1) }, dimension: 0))
            }
        case "posterizeTime":
            return LottieExpressionLibrary.function(name) { [unowned self] arguments in
                let rate = LottieExpressionLibrary.argument(arguments, 0).number
                if self.posterizedFrame == nil, rate > 0, rate.isFinite {
                    self.posterizedFrame = self.scope.frame(atTime: (self.time * rate + 1e-9).rounded(.down) / rate)
                }
                return .undefined
            }
        case "framesToTime":
            return LottieExpressionLibrary.function(name) { [unowned self] arguments in
                let rate = arguments.count > 1 ? arguments[1].number : self.scope.composition.frameRate
                return .number(LottieExpressionLibrary.argument(arguments, 0).number / rate)
            }
        case "timeToFrames":
            return LottieExpressionLibrary.function(name) { [unowned self] arguments in
                let t = arguments.isEmpty ? self.time : arguments[0].number
                let rate = arguments.count > 1 ? arguments[1].number : self.scope.composition.frameRate
                return .number((t * rate + 1e-9).rounded(.down))
            }
        default:
            return LottieExpressionLibrary.global(name) { [unowned self] in self.uniform() }
        }
    }

    private func thisComp() -> LottieExpressionObject {
        scope.compositionObject(scope.composition, named: "thisComp") { [unowned self] in self.time }
    }

    // MARK: Randomness

    /// A uniform number in [0, 1) from the generator's state: SplitMix64 of the seed, the frame
    /// (unless timeless) and the draw's count.
    private func uniform() -> Double {
        randomCount += 1
        let frameKey = timeless ? 0 : UInt64(bitPattern: Int64(frame.rounded(.down)))
        return Self.hash(UInt64(bitPattern: Int64(randomSeed)) &* 0x9E37_79B9_7F4A_7C15 ^ frameKey &* 0xD1B5_4A32_D192_ED03 ^ randomCount)
    }

    static func hash(_ input: UInt64) -> Double {
        var z = input &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return Double(z >> 11) / Double(1 << 53)
    }

    /// `random()` in [0, 1), `random(max)` in [0, max), `random(min, max)`; element-wise for arrays.
    private func random(_ arguments: [Value]) -> Value { scaled(uniform(), arguments) }

    private func scaled(_ unit: Double, _ arguments: [Value]) -> Value {
        switch arguments.count {
        case 0: return .number(unit)
        case 1: return LottieExpressionLibrary.elementwise(arguments[0]) { _, high in unit * high }
        default:
            let low = arguments[0], high = arguments[1]
            return LottieExpressionLibrary.elementwise(high) { index, h in
                let l = LottieExpressionLibrary.component(low, index)
                return l + (h - l) * unit
            }
        }
    }

    /// Smooth value noise in [-1, 1]: values at whole `x` from the property's seed, joined by a
    /// smoothstep.
    func smoothNoise(_ x: Double, dimension: Int) -> Double {
        let cell = x.rounded(.down), f = x - cell
        func at(_ i: Double) -> Double {
            let key = UInt64(bitPattern: Int64(i)) &* 0x9E37_79B9_7F4A_7C15 ^ UInt64(bitPattern: Int64(seed)) &* 0xC2B2_AE3D_27D4_EB4F
            return Self.hash(key ^ UInt64(dimension) &* 0x1656_67B1_9E37_79F9) * 2 - 1
        }
        let s = f * f * (3 - 2 * f)
        let a = at(cell), b = at(cell + 1)
        return a + (b - a) * s
    }
}
