import Foundation

/// Timing functions and named options.
extension ValueParser {
    /// A timing function by name (`easeIn`, `kCAMediaTimingFunctionEaseIn`...) or by its control
    /// points `[c1x, c1y, c2x, c2y]` (also `"cubic-bezier(0.25, 0.1, 0.25, 1)"` or `"0.25, 0.1, 0.25, 1"`).
    /// The x coordinates must lie in 0...1, as Apple's documentation requires of a timing curve.
    func timingFunction(_ node: SceneNode) -> CAMediaTimingFunction? {
        if var text = node.scalar, !node.isNull, node.elements == nil {
            if let raw = NameTable.timingFunction.rawValue(text) {
                return CAMediaTimingFunction(name: CAMediaTimingFunctionName(rawValue: raw))
            }
            if text.hasPrefix("cubic-bezier("), text.hasSuffix(")") {
                text = String(text.dropFirst("cubic-bezier(".count).dropLast())
            }
            guard text.contains(",") else { return fail(node, NameTable.timingFunction.unknownMessage(text) + ", or control points [c1x, c1y, c2x, c2y]") }
            let parts = text.split(separator: ",").compactMap { Self.number(fromText: String($0)) }
            guard parts.count == 4, text.split(separator: ",").count == 4 else {
                return fail(node, "malformed timing function \(node.summary): expected 4 control point numbers")
            }
            return controlPoints(parts, node)
        }
        guard node.elements != nil, let points = numbers(node, count: 4, what: "control point numbers (c1x, c1y, c2x, c2y)") else {
            return node.elements == nil ? expected("a timing function name or control points [c1x, c1y, c2x, c2y]", node) : nil
        }
        return controlPoints(points, node)
    }

    private func controlPoints(_ p: [Double], _ node: SceneNode) -> CAMediaTimingFunction? {
        guard (0...1).contains(p[0]), (0...1).contains(p[2]) else {
            return fail(node, "the control points' x coordinates (c1x, c2x) must lie in 0...1")
        }
        return CAMediaTimingFunction(controlPoints: Float(p[0]), Float(p[1]), Float(p[2]), Float(p[3]))
    }

    /// A list of timing functions.
    func timingFunctions(_ node: SceneNode) -> [CAMediaTimingFunction]? {
        guard let elements = node.elements else { return expected("a list of timing functions", node) }
        let functions = elements.map { timingFunction($0) }
        return functions.contains { $0 == nil } ? nil : functions.map { $0! }
    }

    /// One of the names of `table`, as its raw value.
    func name(_ node: SceneNode, _ table: NameTable) -> String? {
        guard let text = node.scalar, !node.isNull else { return expected(table.what, node) }
        guard let raw = table.rawValue(text.trimmingCharacters(in: .whitespaces)) else { return fail(node, table.unknownMessage(text)) }
        return raw
    }
}
