import Foundation

/// A value of a parsed Lottie document with its JSON path, so that every reading error names where
/// it is. The values are those `JSONSerialization` makes (dictionaries, arrays, numbers, strings).
struct LottieNode {
    let value: Any
    let path: String
    let file: String

    /// The document's root.
    init(root value: Any, file: String) {
        self.value = value
        self.path = "$"
        self.file = file
    }

    private init(value: Any, path: String, file: String) {
        self.value = value
        self.path = path
        self.file = file
    }

    /// An error located at this node.
    func error(_ message: String) -> LottieError {
        LottieError(file: file, jsonPath: path, message: message)
    }

    /// The member `key` of an object, or nil when absent, null, or this is not an object.
    subscript(key: String) -> LottieNode? {
        guard let object = value as? [String: Any], let member = object[key], !(member is NSNull) else { return nil }
        return LottieNode(value: member, path: "\(path).\(key)", file: file)
    }

    /// The member `key`, or an error naming it when it is missing.
    func required(_ key: String) throws(LottieError) -> LottieNode {
        guard isObject else { throw error("expected an object, found \(kind)") }
        guard let member = self[key] else { throw error("missing \"\(key)\"") }
        return member
    }

    var isObject: Bool { value is [String: Any] }
    var isArray: Bool { value is [Any] }
    var keys: [String] { (value as? [String: Any]).map { Array($0.keys) } ?? [] }

    /// The kind of JSON value, for messages.
    var kind: String {
        switch value {
        case is [String: Any]: "an object"
        case is [Any]: "an array"
        case is String: "a string"
        case is NSNumber: "a number"
        default: "null"
        }
    }

    /// The elements of an array; an error when this is not one.
    func elements() throws(LottieError) -> [LottieNode] {
        guard let array = value as? [Any] else { throw error("expected an array, found \(kind)") }
        return array.enumerated().map { LottieNode(value: $1, path: "\(path)[\($0)]", file: file) }
    }

    /// A finite number; an error otherwise.
    func number() throws(LottieError) -> Double {
        guard let number = value as? NSNumber, !(value is String) else { throw error("expected a number, found \(kind)") }
        let double = number.doubleValue
        guard double.isFinite else { throw error("expected a finite number") }
        return double
    }

    /// A number, or the first element of an array of numbers (Lottie writes scalars both ways).
    func scalar() throws(LottieError) -> Double {
        if isArray {
            let items = try elements()
            guard let first = items.first else { throw error("expected a number, found an empty array") }
            return try first.number()
        }
        return try number()
    }

    /// Numbers: an array of them, or one number as a one-element vector.
    func vector() throws(LottieError) -> [Double] {
        if isArray {
            var result: [Double] = []
            for item in try elements() { result.append(try item.number()) }
            return result
        }
        return [try number()]
    }

    /// An integer within `range`.
    func integer(in range: ClosedRange<Int>) throws(LottieError) -> Int {
        let double = try number()
        guard double >= Double(range.lowerBound), double <= Double(range.upperBound) else {
            throw error("expected a whole number from \(range.lowerBound) to \(range.upperBound), found \(double)")
        }
        return Int(double.rounded())
    }

    func string() throws(LottieError) -> String {
        guard let string = value as? String else { throw error("expected a string, found \(kind)") }
        return string
    }

    /// The member `key` as a number, or `fallback` when it is absent.
    func number(_ key: String, default fallback: Double) throws(LottieError) -> Double {
        guard let member = self[key] else { return fallback }
        return try member.number()
    }

    /// The member `key` as a string, when present.
    func string(_ key: String) throws(LottieError) -> String? {
        try self[key]?.string()
    }

    /// Whether the member `key` is true (`true` or a non-zero number).
    func flag(_ key: String) -> Bool {
        guard let member = self[key]?.value as? NSNumber else { return false }
        return member.doubleValue != 0
    }
}
