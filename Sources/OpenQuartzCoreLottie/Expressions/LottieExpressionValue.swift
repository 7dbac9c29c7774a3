import Foundation

/// A value of an After Effects expression, as ``LottieExpressionInterpreter`` computes with it: the
/// JavaScript values an expression uses (numbers, strings, booleans, arrays, `undefined`, functions
/// and objects such as `Math` or `thisComp`).
///
/// Arrays are the vectors of After Effects' expression language: arithmetic on them is element-wise
/// (see ``LottieExpressionInterpreter``), as After Effects and lottie-web's `$bm_sum` family compute.
indirect enum LottieExpressionValue {
    case number(Double)
    case string(String)
    case bool(Bool)
    case array([LottieExpressionValue])
    case undefined
    case function(LottieExpressionFunction)
    case object(LottieExpressionObject)

    /// A vector of numbers.
    static func vector(_ values: [Double]) -> LottieExpressionValue { .array(values.map { .number($0) }) }

    /// A property value as expressions see it: a one-dimensional value is a number.
    static func property(_ values: [Double]) -> LottieExpressionValue {
        values.count == 1 ? .number(values[0]) : vector(values)
    }

    /// The value itself, or for an object that stands for a property (a layer's `transform.position`,
    /// an effect's parameter), the property's value: After Effects lets such objects be used as
    /// their values in arithmetic and function arguments.
    var resolved: LottieExpressionValue {
        if case .object(let object) = self, let value = object.indexed { return value }
        return self
    }

    /// JavaScript's `ToNumber`, with a one-element array read as its element; NaN where there is no
    /// number.
    var number: Double {
        switch resolved {
        case .number(let value): value
        case .bool(let value): value ? 1 : 0
        case .string(let text):
            text.trimmingCharacters(in: .whitespaces).isEmpty ? 0 : Double(text.trimmingCharacters(in: .whitespaces)) ?? .nan
        case .array(let items): items.count == 1 ? items[0].number : (items.isEmpty ? 0 : .nan)
        case .undefined, .function, .object: .nan
        }
    }

    /// JavaScript's truthiness.
    var isTruthy: Bool {
        switch self {
        case .number(let value): value != 0 && !value.isNaN
        case .bool(let value): value
        case .string(let text): !text.isEmpty
        case .array, .function, .object: true
        case .undefined: false
        }
    }

    /// The numbers of a vector (a number is a one-element vector), or nil when it holds anything
    /// else.
    var numbers: [Double]? {
        switch resolved {
        case .number(let value): return [value]
        case .bool(let value): return [value ? 1 : 0]
        case .array(let items):
            var result: [Double] = []
            result.reserveCapacity(items.count)
            for item in items {
                guard case .number(let value) = item.resolved else {
                    guard case .bool(let flag) = item.resolved else { return nil }
                    result.append(flag ? 1 : 0)
                    continue
                }
                result.append(value)
            }
            return result
        default: return nil
        }
    }

    /// The value as text (string concatenation, messages).
    var text: String {
        switch self {
        case .number(let value):
            if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
            return String(value)
        case .string(let text): return text
        case .bool(let value): return value ? "true" : "false"
        case .array(let items): return items.map(\.text).joined(separator: ",")
        case .undefined: return "undefined"
        case .function: return "function"
        case .object(let object): return object.indexed?.text ?? object.name
        }
    }

    /// The kind of value, for messages.
    var kind: String {
        switch self {
        case .number: "a number"
        case .string: "a string"
        case .bool: "a boolean"
        case .array: "an array"
        case .undefined: "undefined"
        case .function: "a function"
        case .object(let object): object.name
        }
    }
}

/// A callable value: a built-in function or one the expression declares.
final class LottieExpressionFunction {
    let name: String
    let body: ([LottieExpressionValue]) throws(LottieExpressionError) -> LottieExpressionValue

    init(_ name: String, _ body: @escaping ([LottieExpressionValue]) throws(LottieExpressionError) -> LottieExpressionValue) {
        self.name = name
        self.body = body
    }
}

/// An object of the expression language (`Math`, `thisComp`, a keyframe from `key(n)`): named
/// members, looked up when read; some can also be called (an effect, `effect("Slider")("Slider")`)
/// or indexed (a keyframe's value, `key(1)[0]`).
final class LottieExpressionObject {
    let name: String
    private var members: [String: LottieExpressionValue]
    private let lookup: ((String) throws(LottieExpressionError) -> LottieExpressionValue?)?
    let call: LottieExpressionFunction?
    /// What indexing the object reads (its value, for a keyframe).
    let indexed: LottieExpressionValue?
    /// The path the object is, for a path (`content("Path 1").path`, `createPath(...)`).
    let path: LottieBezier?

    init(_ name: String, members: [String: LottieExpressionValue] = [:],
         lookup: ((String) throws(LottieExpressionError) -> LottieExpressionValue?)? = nil,
         call: LottieExpressionFunction? = nil, indexed: LottieExpressionValue? = nil, path: LottieBezier? = nil) {
        self.name = name
        self.members = members
        self.lookup = lookup
        self.call = call
        self.indexed = indexed
        self.path = path
    }

    func member(_ key: String) throws(LottieExpressionError) -> LottieExpressionValue? {
        if let value = members[key] { return value }
        return try lookup?(key)
    }

    func set(_ key: String, _ value: LottieExpressionValue) { members[key] = value }
}

/// Why an expression could not be evaluated; the property then keeps its own keyframes or value,
/// and the report says why.
///
/// A `catch` block catches it unless it is a limit of the interpreter's (steps, nesting), which no
/// JavaScript engine would raise. `isThrown` marks a `throw` statement's (the interpreter keeps
/// the value thrown); `isMissingName` a name or function the expression asks for and does not
/// find, which in a file After Effects ran is more likely one of its names this interpreter lacks.
struct LottieExpressionError: Error {
    var message: String
    var isCatchable = true
    var isThrown = false
    var isMissingName = false
    init(_ message: String) { self.message = message }

    /// A name or function not found (see `isMissingName`).
    static func missing(_ message: String) -> LottieExpressionError {
        var error = LottieExpressionError(message)
        error.isMissingName = true
        return error
    }

    /// An error that ends the run whatever `try` blocks surround it.
    static func limit(_ message: String) -> LottieExpressionError {
        var error = LottieExpressionError(message)
        error.isCatchable = false
        return error
    }
}
