import Foundation

/// Points, sizes and rectangles: `"10, 20"` or `[10, 20]` or `{x: 10, y: 20}`; sizes also as
/// `"320x240"` or `{width:, height:}`; rectangles as `"x, y, w, h"`, a list of four, or
/// `{x:, y:, width:, height:}`.
extension ValueParser {
    /// A point.
    func point(_ node: SceneNode) -> CGPoint? {
        if node.isMapping {
            guard let values = fields(node, ["x", "y"], what: "a point") else { return nil }
            return CGPoint(x: values[0], y: values[1])
        }
        guard let values = numbers(node, count: 2, what: "numbers for a point (x, y)") else { return nil }
        return CGPoint(x: values[0], y: values[1])
    }

    /// A size (width and height may be negative here; callers with limits check them).
    func size(_ node: SceneNode) -> CGSize? {
        if node.isMapping {
            guard let values = fields(node, ["width", "height"], what: "a size") else { return nil }
            return CGSize(width: values[0], height: values[1])
        }
        if let text = node.scalar, text.contains("x") {
            let parts = text.split(separator: "x", omittingEmptySubsequences: false).map { Self.number(fromText: String($0)) }
            guard parts.count == 2, let width = parts[0], let height = parts[1] else {
                return fail(node, "malformed size \(node.summary): expected \"WIDTHxHEIGHT\" such as \"320x240\"")
            }
            return CGSize(width: width, height: height)
        }
        guard let values = numbers(node, count: 2, what: "numbers for a size (width, height)") else { return nil }
        return CGSize(width: values[0], height: values[1])
    }

    /// A rectangle.
    func rect(_ node: SceneNode) -> CGRect? {
        if node.isMapping {
            guard let values = fields(node, ["x", "y", "width", "height"], what: "a rectangle") else { return nil }
            return CGRect(x: values[0], y: values[1], width: values[2], height: values[3])
        }
        guard let values = numbers(node, count: 4, what: "numbers for a rectangle (x, y, width, height)") else { return nil }
        return CGRect(x: values[0], y: values[1], width: values[2], height: values[3])
    }

    /// The numbers under `keys` of a map, each required, no other key allowed.
    private func fields(_ node: SceneNode, _ keys: [String], what: String) -> [Double]? {
        diagnostics.checkKeys(node, allowed: Set(keys), what: what)
        var values: [Double] = []
        var failed = false
        for key in keys {
            guard let child = node[key] else {
                diagnostics.report(node, "\(what) needs \"\(key)\"")
                failed = true
                continue
            }
            if let value = number(child) { values.append(value) } else { failed = true }
        }
        return failed ? nil : values
    }
}
