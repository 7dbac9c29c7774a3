import Foundation

/// Reads the values of a scene file in their short readable forms, reporting what cannot be read.
///
/// Each reader returns nil after reporting a problem at the value, so a caller simply skips what
/// failed and goes on validating the rest. The readers are split by topic into extensions:
/// scalars, colours, geometry, paths, transforms, timing and images.
struct ValueParser {
    /// Where problems go.
    let diagnostics: SceneDiagnostics
    /// The folder that relative image paths are resolved against (the scene file's folder).
    let baseURL: URL

    /// Reports `message` at `node` and returns nil, for `return fail(...)` in readers.
    func fail<T>(_ node: SceneNode, _ message: String) -> T? {
        diagnostics.report(node, message)
        return nil
    }

    /// "expected X, found Y", with a hint for YAML's comment character when the value is null.
    func expected<T>(_ what: String, _ node: SceneNode) -> T? {
        var message = "expected \(what), found \(node.summary)"
        if node.isNull { message += " (in YAML, quote values that start with '#': an unquoted '#' starts a comment)" }
        return fail(node, message)
    }

    /// Reports "expected X, found Y" at `node`, for callers that go on without a value.
    func reportExpected(_ what: String, _ node: SceneNode) {
        let _: Void? = expected(what, node)
    }
}

extension ValueParser {
    /// A number written plainly (`12`, `-0.5`, `1e3`) or with a unit: angles in `deg`, `rad` or `turn`
    /// (converted to radians) and durations in `s` or `ms` (converted to seconds). Infinity is
    /// written `inf`, `infinity` or `.inf`, and accepted only where `allowInfinity` is set.
    static func number(fromText raw: String, allowInfinity: Bool = false) -> Double? {
        let text = raw.trimmingCharacters(in: .whitespaces)
        let lowered = text.lowercased()
        if ["inf", "infinity", ".inf", "+inf", "+.inf"].contains(lowered) { return allowInfinity ? .infinity : nil }
        let units: [(String, Double)] = [("deg", .pi / 180), ("turn", 2 * .pi), ("rad", 1), ("ms", 0.001), ("s", 1)]
        for (unit, factor) in units where lowered.hasSuffix(unit) {
            let digits = String(text.dropLast(unit.count)).trimmingCharacters(in: .whitespaces)
            guard let value = Double(digits), value.isFinite else { return nil }
            return value * factor
        }
        guard let value = Double(text), value.isFinite else { return nil }
        return value
    }

    /// A number (see ``number(fromText:allowInfinity:)``).
    func number(_ node: SceneNode, allowInfinity: Bool = false) -> Double? {
        guard let text = node.scalar, !node.isNull, let value = Self.number(fromText: text, allowInfinity: allowInfinity) else {
            return expected(allowInfinity ? "a number or \"infinity\"" : "a number (units deg, rad, turn, s and ms allowed)", node)
        }
        return value
    }

    /// A number that is not negative.
    func nonNegative(_ node: SceneNode, allowInfinity: Bool = false) -> Double? {
        guard let value = number(node, allowInfinity: allowInfinity) else { return nil }
        guard value >= 0 else { return fail(node, "expected a number of 0 or more, found \(node.summary)") }
        return value
    }

    /// A whole number.
    func integer(_ node: SceneNode) -> Int? {
        guard let text = node.scalar, !node.isNull, let value = Int(text.trimmingCharacters(in: .whitespaces)) else {
            return expected("a whole number", node)
        }
        return value
    }

    /// `true` or `false` (YAML's `yes`/`no` too).
    func bool(_ node: SceneNode) -> Bool? {
        switch node.isQuoted ? nil : node.scalar {
        case "true", "True", "TRUE", "yes", "Yes", "on": return true
        case "false", "False", "FALSE", "no", "No", "off": return false
        default: return expected("true or false", node)
        }
    }

    /// Any scalar as text (numbers too: a layer may be named `1`).
    func string(_ node: SceneNode) -> String? {
        guard let text = node.scalar, !node.isNull else { return expected("a string", node) }
        return text
    }

    /// Numbers given as a list (`[1, 2]`) or as one string with commas or spaces (`"1, 2"`), exactly
    /// `count` of them when `count` is given.
    func numbers(_ node: SceneNode, count: Int? = nil, what: String = "numbers") -> [Double]? {
        let parts: [(String, SceneNode)]
        if let elements = node.elements {
            var values: [Double] = []
            for element in elements {
                guard let value = number(element) else { return nil }
                values.append(value)
            }
            return checkCount(values, count, node, what)
        } else if let text = node.scalar, !node.isNull {
            parts = text.split(whereSeparator: { $0 == "," || $0 == " " }).map { (String($0), node) }
        } else {
            return expected(count.map { "\($0) \(what)" } ?? "a list of \(what)", node)
        }
        var values: [Double] = []
        for (text, _) in parts {
            guard let value = Self.number(fromText: text) else { return expected(count.map { "\($0) \(what)" } ?? "a list of \(what)", node) }
            values.append(value)
        }
        return checkCount(values, count, node, what)
    }

    private func checkCount(_ values: [Double], _ count: Int?, _ node: SceneNode, _ what: String) -> [Double]? {
        guard let count, values.count != count else { return values }
        return fail(node, "expected \(count) \(what), found \(values.count)")
    }
}
