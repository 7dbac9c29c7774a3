import Foundation

/// The functions of After Effects' expression language that depend on no layer or property: vector
/// math (`add`, `sub`, `mul`, `div`, `clamp`, `length`, `normalize`, `dot`, `cross`, and bodymovin's
/// `$bm_sum` family), angle units, interpolation (`linear`, `ease`, `easeIn`, `easeOut`), colour
/// conversion (`hslToRgb`, `rgbToHsl`), JavaScript's `Math`, `parseInt`, `parseFloat` and `isNaN`.
/// Behaviour follows After Effects' expression reference as lottie-web implements it.
enum LottieExpressionLibrary {
    typealias Value = LottieExpressionValue

    /// The library's value for `name`, or nil. `random` is `Math.random`.
    static func global(_ name: String, random: @escaping () -> Double) -> Value? {
        switch name {
        case "add", "sum", "$bm_sum": return binary(name, "+")
        case "sub", "$bm_sub": return binary(name, "-")
        case "mul", "$bm_mul": return binary(name, "*")
        case "div", "$bm_div": return binary(name, "/")
        case "mod", "$bm_mod": return binary(name, "%")
        case "$bm_neg": return function(name) { LottieExpressionArithmetic.negate($0.first ?? .undefined) }
        case "clamp":
            return function(name) { arguments in
                let value = argument(arguments, 0), low = argument(arguments, 1), high = argument(arguments, 2)
                return elementwise(value) { index, x in
                    Swift.min(Swift.max(x, component(low, index)), component(high, index))
                }
            }
        case "length":
            return function(name) { (arguments) throws(LottieExpressionError) in
                var vector = argument(arguments, 0)
                if arguments.count > 1 { vector = try LottieExpressionArithmetic.apply("-", vector, arguments[1]) }
                return .number(norm(vector))
            }
        case "normalize":
            return function(name) { arguments in
                let vector = argument(arguments, 0), size = norm(vector)
                return elementwise(vector) { _, x in size == 0 ? 0 : x / size }
            }
        case "dot":
            return function(name) { arguments in
                let a = argument(arguments, 0).numbers ?? [], b = argument(arguments, 1).numbers ?? []
                return .number(zip(a, b).reduce(0) { $0 + $1.0 * $1.1 })
            }
        case "cross":
            return function(name) { arguments in
                func at(_ v: [Double], _ i: Int) -> Double { i < v.count ? v[i] : 0 }
                let a = argument(arguments, 0).numbers ?? [], b = argument(arguments, 1).numbers ?? []
                return .vector([at(a, 1) * at(b, 2) - at(a, 2) * at(b, 1), at(a, 2) * at(b, 0) - at(a, 0) * at(b, 2),
                                at(a, 0) * at(b, 1) - at(a, 1) * at(b, 0)])
            }
        case "degreesToRadians": return function(name) { elementwise(argument($0, 0)) { $1 * .pi / 180 } }
        case "radiansToDegrees": return function(name) { elementwise(argument($0, 0)) { $1 * 180 / .pi } }
        case "linear": return interpolation(name, nil)
        case "ease": return interpolation(name, CAMediaTimingFunction(controlPoints: 0.33, 0, 0.667, 1))
        case "easeIn": return interpolation(name, CAMediaTimingFunction(controlPoints: 0.33, 0, 1, 1))
        case "easeOut": return interpolation(name, CAMediaTimingFunction(controlPoints: 0, 0, 0.667, 1))
        case "hslToRgb": return function(name) { .vector(hslToRgb(argument($0, 0).numbers ?? [])) }
        case "rgbToHsl": return function(name) { .vector(rgbToHsl(argument($0, 0).numbers ?? [])) }
        case "parseFloat":
            return function(name) { arguments in
                let text = argument(arguments, 0).text.trimmingCharacters(in: .whitespaces)
                let prefix = text.prefix { "0123456789.eE+-".contains($0) }
                return .number(Double(prefix) ?? .nan)
            }
        case "parseInt":
            return function(name) { arguments in
                let text = argument(arguments, 0).text.trimmingCharacters(in: .whitespaces)
                let sign = text.hasPrefix("-") ? -1.0 : 1
                let digits = text.drop { $0 == "-" || $0 == "+" }.prefix { $0.isASCII && $0.isNumber }
                return .number(Double(digits).map { $0 * sign } ?? .nan)
            }
        case "isNaN": return function(name) { .bool(argument($0, 0).number.isNaN) }
        case "Math": return .object(math(random: random))
        default: return nil
        }
    }

    // MARK: Helpers

    static func function(_ name: String, _ body: @escaping ([Value]) throws(LottieExpressionError) -> Value) -> Value {
        .function(LottieExpressionFunction(name, body))
    }

    /// Argument `index` (a property object as its value), or undefined.
    static func argument(_ arguments: [Value], _ index: Int) -> Value {
        index < arguments.count ? arguments[index].resolved : .undefined
    }

    /// Element `index` of a vector, or the number itself.
    static func component(_ value: Value, _ index: Int) -> Double {
        if case .array(let items) = value.resolved { return index < items.count ? items[index].number : 0 }
        return value.number
    }

    /// `operation(index, element)` over a vector's elements, or on a number.
    static func elementwise(_ value: Value, _ operation: (Int, Double) -> Double) -> Value {
        if case .array(let items) = value.resolved { return .array(items.enumerated().map { .number(operation($0, $1.number)) }) }
        return .number(operation(0, value.number))
    }

    static func norm(_ value: Value) -> Double {
        sqrt((value.numbers ?? [value.number]).reduce(0) { $0 + $1 * $1 })
    }

    private static func binary(_ name: String, _ op: String) -> Value {
        function(name) { (arguments) throws(LottieExpressionError) in try LottieExpressionArithmetic.apply(op, argument(arguments, 0), argument(arguments, 1)) }
    }

    /// `linear(t, tMin, tMax, value1, value2)` and `linear(t, value1, value2)` (t from 0 to 1), and
    /// the eased forms: value1 up to tMin, value2 from tMax, between them blended by `timing`'s curve.
    private static func interpolation(_ name: String, _ timing: CAMediaTimingFunction?) -> Value {
        function(name) { (arguments) throws(LottieExpressionError) in
            let t = argument(arguments, 0).number
            var low = argument(arguments, 1).number, high = argument(arguments, 2).number
            var from = argument(arguments, 3), to = argument(arguments, 4)
            if arguments.count <= 3 {
                (from, to, low, high) = (argument(arguments, 1), argument(arguments, 2), 0, 1)
            }
            if high < low { swap(&low, &high) }
            if t <= low { return from }
            if t >= high { return to }
            var fraction = high == low ? 0 : (t - low) / (high - low)
            if let timing { fraction = timing.evaluate(fraction) }
            let difference = try LottieExpressionArithmetic.apply("-", to, from)
            if case .array(let a) = from, case .array(let d) = difference {
                return .array((0..<Swift.max(a.count, d.count)).map { index in
                    .number((index < a.count ? a[index].number : 0) + (index < d.count ? d[index].number : 0) * fraction)
                })
            }
            return .number(from.number + difference.number * fraction)
        }
    }

    private static func math(random: @escaping () -> Double) -> LottieExpressionObject {
        func unary(_ name: String, _ f: @escaping (Double) -> Double) -> Value { function(name) { .number(f(argument($0, 0).number)) } }
        let members: [String: Value] = [
            "PI": .number(.pi), "E": .number(M_E), "LN2": .number(M_LN2), "LN10": .number(M_LN10),
            "LOG2E": .number(M_LOG2E), "LOG10E": .number(M_LOG10E), "SQRT2": .number(2.0.squareRoot()),
            "SQRT1_2": .number(0.5.squareRoot()),
            "abs": unary("abs", abs), "acos": unary("acos", acos), "asin": unary("asin", asin), "atan": unary("atan", atan),
            "ceil": unary("ceil", { $0.rounded(.up) }), "cos": unary("cos", cos), "exp": unary("exp", exp),
            "floor": unary("floor", { $0.rounded(.down) }), "log": unary("log", log), "log10": unary("log10", log10),
            "log2": unary("log2", log2), "round": unary("round", { ($0 + 0.5).rounded(.down) }), "sin": unary("sin", sin),
            "sqrt": unary("sqrt", sqrt), "tan": unary("tan", tan), "trunc": unary("trunc", { $0.rounded(.towardZero) }),
            "sign": unary("sign", { $0 > 0 ? 1 : $0 < 0 ? -1 : $0 }), "cbrt": unary("cbrt", cbrt),
            "sinh": unary("sinh", sinh), "cosh": unary("cosh", cosh), "tanh": unary("tanh", tanh),
            "atan2": function("atan2") { .number(atan2(argument($0, 0).number, argument($0, 1).number)) },
            "pow": function("pow") { .number(pow(argument($0, 0).number, argument($0, 1).number)) },
            "hypot": function("hypot") { .number(sqrt($0.reduce(0) { $0 + $1.number * $1.number })) },
            "max": function("max") { .number($0.isEmpty ? -.infinity : $0.map(\.number).reduce(-.infinity) { $0.isNaN || $1.isNaN ? .nan : Swift.max($0, $1) }) },
            "min": function("min") { .number($0.isEmpty ? .infinity : $0.map(\.number).reduce(.infinity) { $0.isNaN || $1.isNaN ? .nan : Swift.min($0, $1) }) },
            "random": function("random") { _ in .number(random()) },
        ]
        return LottieExpressionObject("Math", members: members)
    }

    /// HSL (each 0...1, alpha kept) to RGB.
    static func hslToRgb(_ hsla: [Double]) -> [Double] {
        func at(_ i: Int) -> Double { i < hsla.count ? hsla[i] : 0 }
        let h = at(0), s = at(1), l = at(2), alpha = hsla.count > 3 ? hsla[3] : 1
        guard s != 0 else { return [l, l, l, alpha] }
        let q = l < 0.5 ? l * (1 + s) : l + s - l * s, p = 2 * l - q
        func channel(_ t0: Double) -> Double {
            var t = t0
            if t < 0 { t += 1 }
            if t > 1 { t -= 1 }
            if t < 1.0 / 6 { return p + (q - p) * 6 * t }
            if t < 0.5 { return q }
            if t < 2.0 / 3 { return p + (q - p) * (2.0 / 3 - t) * 6 }
            return p
        }
        return [channel(h + 1.0 / 3), channel(h), channel(h - 1.0 / 3), alpha]
    }

    /// RGB (each 0...1, alpha kept) to HSL.
    static func rgbToHsl(_ rgba: [Double]) -> [Double] {
        func at(_ i: Int) -> Double { i < rgba.count ? rgba[i] : 0 }
        let r = at(0), g = at(1), b = at(2), alpha = rgba.count > 3 ? rgba[3] : 1
        let high = Swift.max(r, g, b), low = Swift.min(r, g, b), l = (high + low) / 2
        guard high != low else { return [0, 0, l, alpha] }
        let d = high - low
        let s = l > 0.5 ? d / (2 - high - low) : d / (high + low)
        var h: Double
        if high == r { h = (g - b) / d + (g < b ? 6 : 0) } else if high == g { h = (b - r) / d + 2 } else { h = (r - g) / d + 4 }
        h /= 6
        return [h, s, l, alpha]
    }
}
