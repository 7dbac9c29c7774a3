import Foundation

/// A value read from the scene: a value of the key path's type, or null (no colour, no path...).
enum SceneValue {
    case null
    case value(Any)
    /// `$location`: where the pointer that runs a handler is, in the handler layer's coordinates.
    case pointerLocation

    /// The value as key-value coding takes it: nil for null.
    var kvcValue: Any? {
        if case .value(let value) = self { return value }
        return nil
    }
}

/// Reading a value for the type a key path needs.
extension ValueParser {
    static let corners: [String: CACornerMask] = [
        "layerMinXMinYCorner": .layerMinXMinYCorner, "layerMaxXMinYCorner": .layerMaxXMinYCorner,
        "layerMinXMaxYCorner": .layerMinXMaxYCorner, "layerMaxXMaxYCorner": .layerMaxXMaxYCorner,
        "minXMinY": .layerMinXMinYCorner, "maxXMinY": .layerMaxXMinYCorner,
        "minXMaxY": .layerMinXMaxYCorner, "maxXMaxY": .layerMaxXMaxYCorner,
    ]
    static let edges: [String: CAEdgeAntialiasingMask] = [
        "layerLeftEdge": .layerLeftEdge, "layerRightEdge": .layerRightEdge, "layerBottomEdge": .layerBottomEdge,
        "layerTopEdge": .layerTopEdge, "left": .layerLeftEdge, "right": .layerRightEdge, "bottom": .layerBottomEdge, "top": .layerTopEdge,
    ]

    /// The value of `node` for a key path of the given kind, or nil after reporting a problem.
    func value(_ node: SceneNode, kind: ValueKind) -> SceneValue? {
        if node.isNull {
            switch kind {
            case .color(optional: true), .path, .string, .image, .numbers, .colors, .custom: return .null
            default: return expected(kind.summary, node)
            }
        }
        func wrap(_ value: Any?) -> SceneValue? { value.map(SceneValue.value) }
        switch kind {
        case .cgFloat: return wrap(number(node).map { CGFloat($0) })
        case .float: return wrap(number(node).map { Float($0) })
        case .double: return wrap(number(node))
        case .int: return wrap(integer(node))
        case .bool: return wrap(bool(node))
        case .point: return wrap(point(node))
        case .size: return wrap(size(node))
        case .rect: return wrap(rect(node))
        case .transform: return wrap(transform(node))
        case .color: return wrap(color(node))
        case .path: return wrap(path(node))
        case .string: return wrap(string(node))
        case .image: return wrap(image(node))
        case .name(let table): return wrap(name(node, table))
        case .cornerMask: return wrap(optionSet(node, Self.corners, what: "corners"))
        case .edgeMask: return wrap(optionSet(node, Self.edges, what: "edges"))
        case .numbers: return wrap(numbers(node).map { $0.map { CGFloat($0) } })
        case .colors:
            guard let elements = node.elements else { return expected("a list of colours", node) }
            let colors = elements.map { color($0) }
            return colors.contains { $0 == nil } ? nil : .value(colors.map { $0! })
        case .functionArguments:
            if node.elements != nil { return wrap(numbers(node)) }
            return wrap(number(node))
        case .custom: return customValue(node)
        }
    }

    /// An option set written as a list of names (`[layerMinXMinYCorner, maxXMaxY]`) or its bits.
    private func optionSet<T: OptionSet>(_ node: SceneNode, _ names: [String: T], what: String) -> T? where T.RawValue: FixedWidthInteger, T.Element == T {
        if let text = node.scalar, let bits = T.RawValue(text) { return T(rawValue: bits) }
        guard let elements = node.elements else { return expected("a list of \(what) such as [\(names.keys.sorted().first!)]", node) }
        var result: T = []
        for element in elements {
            guard let text = element.scalar, let option = names[text] else {
                return fail(element, "unknown \(what.dropLast()) \(element.summary); expected one of \(names.keys.sorted().joined(separator: ", "))")
            }
            result.insert(option)
        }
        return result
    }

    /// A custom key's value, typed by its form: true/false, a number, a colour written with '#', a
    /// list of numbers, else a string.
    private func customValue(_ node: SceneNode) -> SceneValue? {
        if let elements = node.elements {
            if elements.allSatisfy({ $0.scalar.flatMap { Self.number(fromText: $0) } != nil }) {
                return numbers(node).map { .value($0.map { CGFloat($0) }) }
            }
            return expected("a number, a string, true or false, a colour or a list of numbers", node)
        }
        guard let text = node.scalar else { return expected("a number, a string, true or false, a colour or a list of numbers", node) }
        if !node.isQuoted, text == "true" || text == "false" { return .value(text == "true") }
        if !node.isQuoted, let number = Self.number(fromText: text) { return .value(CGFloat(number)) }
        if text.hasPrefix("#") { return color(node).map(SceneValue.value) }
        return .value(text)
    }
}
