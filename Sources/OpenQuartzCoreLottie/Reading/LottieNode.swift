import Foundation

/// A value of a parsed Lottie document (a ``LottieJSON`` and an index into it), whose JSON path
/// every reading error names. Reading a member costs a lookup, no allocation: the path is made
/// only when an error (or the model's `jsonPath` of a layer or shape item) asks for it.
struct LottieNode {
    let json: LottieJSON
    let index: Int
    /// The layer whose properties this value belongs to, for their expressions; its members
    /// inherit it.
    var scope: LottieExpressionScope?

    /// The document's root.
    init(root json: LottieJSON) {
        self.json = json
        self.index = 0
    }

    /// The node at entry `index` of `json`.
    init(json: LottieJSON, index: Int, scope: LottieExpressionScope? = nil) {
        self.json = json
        self.index = index
        self.scope = scope
    }

    /// The file's name, for errors.
    var file: String { json.file }
    /// The JSON path of this value (`$.layers[0].ks`).
    var path: String { json.path(of: index) }
    /// Where this value is, its path spelled only when asked for.
    var location: LottieJSONLocation { LottieJSONLocation(json: json, index: index) }
    private var entry: LottieJSON.Entry { json.entries[index] }

    /// Whether the value at entry `descendant` lies inside this one (an object's member, an
    /// array's element, or deeper).
    func contains(_ descendant: Int) -> Bool { descendant > index && descendant < Int(entry.end) }

    /// An error located at this node.
    func error(_ message: String) -> LottieError {
        LottieError(file: file, jsonPath: path, message: message)
    }

    /// The member `key` of an object, or nil when absent, null, or this is not an object.
    subscript(key: String) -> LottieNode? {
        guard entry.kind == .object, let member = json.member(key, of: index), json.entries[member].kind != .null else { return nil }
        return LottieNode(json: json, index: member, scope: scope)
    }

    /// The member `key`, or an error naming it when it is missing.
    func required(_ key: String) throws(LottieError) -> LottieNode {
        guard isObject else { throw error("expected an object, found \(kind)") }
        guard let member = self[key] else { throw error("missing \"\(key)\"") }
        return member
    }

    /// The keys of an object's members, in order (empty for other values).
    var keys: [String] {
        guard entry.kind == .object else { return [] }
        var result: [String] = []
        var child = index + 1
        for _ in 0..<count {
            result.append(json.decodeString(child))
            child = Int(json.entries[child + 1].end)
        }
        return result
    }

    var isObject: Bool { entry.kind == .object }
    var isArray: Bool { entry.kind == .array }
    /// The number of elements of an array (or members of an object).
    var count: Int { Int(entry.count) }

    /// The kind of JSON value, for messages (booleans are numbers, as Foundation reads them).
    var kind: String {
        switch entry.kind {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number, .bool: "a number"
        case .null: "null"
        }
    }

    /// The elements of an array; an error when this is not one.
    func elements() throws(LottieError) -> [LottieNode] {
        guard isArray else { throw error("expected an array, found \(kind)") }
        return json.elements(of: index).map { LottieNode(json: json, index: $0, scope: scope) }
    }

    /// A finite number; an error otherwise.
    func number() throws(LottieError) -> Double {
        let entry = self.entry
        guard entry.kind == .number || entry.kind == .bool else { throw error("expected a number, found \(kind)") }
        let double = entry.number
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
        guard isArray else { return [try number()] }
        var result: [Double] = []
        result.reserveCapacity(count)
        var child = index + 1
        for _ in 0..<count {
            let element = json.entries[child]
            if (element.kind == .number || element.kind == .bool) && element.number.isFinite {
                result.append(element.number)
            } else {
                result.append(try LottieNode(json: json, index: child).number())  // throws, located
            }
            child = Int(element.end)
        }
        return result
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
        guard entry.kind == .string else { throw error("expected a string, found \(kind)") }
        return json.decodeString(index)
    }

    /// Whether the member `key` is the string `text` (compared without decoding it where it can be).
    func member(_ key: String, is text: String) -> Bool {
        guard let member = self[key] else { return false }
        return json.string(at: member.index, equals: text)
    }

    /// Whether this is a string.
    var isString: Bool { entry.kind == .string }

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
        guard let member = self[key]?.entry, member.kind == .number || member.kind == .bool else { return false }
        return member.number != 0
    }
}
