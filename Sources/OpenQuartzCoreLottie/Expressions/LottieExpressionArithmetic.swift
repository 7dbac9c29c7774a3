import Foundation

/// The operators of expressions on numbers and vectors.
///
/// Vectors follow lottie-web's `$bm_sum`, `$bm_sub`, `$bm_mul`, `$bm_div` and `$bm_mod`, the
/// functions bodymovin rewrites an expression's operators into so that they compute as After
/// Effects does: arrays add and subtract element by element (a missing element counts as 0); a
/// number added to or subtracted from an array changes only its first element; `*` scales every
/// element by a number; `/` and `%` divide every element by a number (or a number by every element).
/// Between two arrays, `*`, `/` and `%` work element by element (lottie-web gives 0; After Effects
/// refuses; element-wise is this project's choice). A string on either side of `+` concatenates
/// (up to ``maximumStringLength``).
enum LottieExpressionArithmetic {
    static func apply(_ op: String, _ a: LottieExpressionValue, _ b: LottieExpressionValue) throws(LottieExpressionError) -> LottieExpressionValue {
        let a = a.resolved, b = b.resolved
        switch op {
        case "+":
            if case .string = a { return try concatenate(a.text, b.text) }
            if case .string = b { return try concatenate(a.text, b.text) }
            return combine(a, b, first: true) { $0 + $1 }
        case "-": return combine(a, b, first: true) { $0 - $1 }
        case "*": return combine(a, b, first: false) { $0 * $1 }
        case "/": return combine(a, b, first: false) { $0 / $1 }
        case "%": return combine(a, b, first: false) { $0.truncatingRemainder(dividingBy: $1) }
        case "**": return .number(pow(a.number, b.number))
        case "<", ">", "<=", ">=":
            if case .string(let x) = a, case .string(let y) = b {
                return .bool(op == "<" ? x < y : op == ">" ? x > y : op == "<=" ? x <= y : x >= y)
            }
            let x = a.number, y = b.number
            return .bool(op == "<" ? x < y : op == ">" ? x > y : op == "<=" ? x <= y : x >= y)
        case "==", "===": return .bool(equal(a, b, strict: op == "==="))
        case "!=", "!==": return .bool(!equal(a, b, strict: op == "!=="))
        case "&": return .number(Double(LottieExpressionInterpreter.int32(a.number) & LottieExpressionInterpreter.int32(b.number)))
        case "|": return .number(Double(LottieExpressionInterpreter.int32(a.number) | LottieExpressionInterpreter.int32(b.number)))
        case "^": return .number(Double(LottieExpressionInterpreter.int32(a.number) ^ LottieExpressionInterpreter.int32(b.number)))
        default: throw LottieExpressionError("the operator \(op) is not supported")
        }
    }

    /// `-value`: every element of an array negated.
    static func negate(_ value: LottieExpressionValue) -> LottieExpressionValue {
        if case .array(let items) = value.resolved { return .array(items.map { negate($0) }) }
        return .number(-value.number)
    }

    /// `operation` between numbers, element-wise between arrays; with a number and an array, on the
    /// first element only when `first` (sums and differences), on every element otherwise.
    private static func combine(_ a: LottieExpressionValue, _ b: LottieExpressionValue, first: Bool,
                                _ operation: (Double, Double) -> Double) -> LottieExpressionValue {
        switch (a, b) {
        case (.array(let x), .array(let y)):
            return .array((0..<max(x.count, y.count)).map { index in
                .number(operation(index < x.count ? x[index].number : 0, index < y.count ? y[index].number : 0))
            })
        case (.array(let x), _):
            let scalar = b.number
            return .array(x.enumerated().map { index, item in
                first && index > 0 ? item : .number(operation(item.number, scalar))
            })
        case (_, .array(let y)):
            let scalar = a.number
            return .array(y.enumerated().map { index, item in
                first && index > 0 ? item : .number(operation(scalar, item.number))
            })
        default:
            return .number(operation(a.number, b.number))
        }
    }

    /// The longest string an expression may build: a string doubled in a loop would otherwise
    /// take the memory of the process within the step budget.
    static let maximumStringLength = 1 << 20

    private static func concatenate(_ x: String, _ y: String) throws(LottieExpressionError) -> LottieExpressionValue {
        guard x.utf8.count + y.utf8.count <= maximumStringLength else {
            throw LottieExpressionError.limit("the expression builds a string longer than \(maximumStringLength) bytes")
        }
        return .string(x + y)
    }

    /// JavaScript's `===` (`strict`) or `==` between two values.
    static func equal(_ a: LottieExpressionValue, _ b: LottieExpressionValue, strict: Bool) -> Bool {
        switch (a, b) {
        case (.number(let x), .number(let y)): return x == y
        case (.string(let x), .string(let y)): return x == y
        case (.bool(let x), .bool(let y)): return x == y
        case (.undefined, .undefined): return true
        case (.array(let x), .array(let y)): return x.count == y.count && zip(x, y).allSatisfy { equal($0, $1, strict: strict) }
        case (.object(let x), .object(let y)): return x === y
        case (.function(let x), .function(let y)): return x === y
        case (.undefined, _), (_, .undefined), (.array, _), (_, .array), (.object, _), (_, .object), (.function, _), (_, .function):
            return false
        default:
            return !strict && a.number == b.number
        }
    }
}
