import Foundation

/// Transforms: `identity`, 16 numbers (m11 m12 ... m44, row by row as `CATransform3D` stores them),
/// or a list of operations applied in order as Apple's functions apply them to the transform so far
/// (`CATransform3DRotate(t, ...)`, `CATransform3DScale(t, ...)`, `CATransform3DTranslate(t, ...)`):
///
/// - `{rotate: 45deg}` (about z), `{rotateX: a}`, `{rotateY: a}`, `{rotateZ: a}`, or
///   `{rotate: [angle, x, y, z]}` about an axis;
/// - `{scale: 2}`, `{scale: [sx, sy]}`, `{scale: [sx, sy, sz]}`;
/// - `{translate: [tx, ty]}` or `{translate: [tx, ty, tz]}`;
/// - `{perspective: d}`: `m34 = -1/d`, the idiom of Apple's samples (`t.m34 = -1.0 / 500`);
/// - `{matrix: [16 numbers]}`.
///
/// So `[{perspective: 500}, {rotateY: 30deg}]` is `t.m34 = -1/500; t = CATransform3DRotate(t, ...)`.
extension ValueParser {
    /// A transform, or nil after reporting the operation that is wrong.
    func transform(_ node: SceneNode) -> CATransform3D? {
        if node.scalar == "identity" { return CATransform3DIdentity }
        guard let elements = node.elements else {
            return expected("a transform (a list of operations such as [{rotate: 45deg}, {scale: 2}], 16 numbers, or identity)", node)
        }
        if elements.count == 16, elements.allSatisfy({ $0.scalar != nil }) {
            guard let m = numbers(node, count: 16, what: "numbers of a matrix") else { return nil }
            return Self.matrix(m)
        }
        var result = CATransform3DIdentity
        var failed = false
        for element in elements {
            guard let entries = element.entries, entries.count == 1, let (op, _, value) = entries.first else {
                diagnostics.report(element, "expected a transform operation, a map of one key such as {rotate: 45deg}, found \(element.summary)")
                failed = true
                continue
            }
            if let next = apply(op, value, to: result, at: element) { result = next } else { failed = true }
        }
        return failed ? nil : result
    }

    /// The names of the operations, for messages.
    static let transformOperations = ["rotate", "rotateX", "rotateY", "rotateZ", "scale", "translate", "perspective", "matrix"]

    private func apply(_ op: String, _ value: SceneNode, to t: CATransform3D, at element: SceneNode) -> CATransform3D? {
        switch op {
        case "rotate", "rotateZ", "rotateX", "rotateY":
            if op == "rotate", value.elements != nil {
                guard let v = numbers(value, count: 4, what: "numbers for a rotation (angle, x, y, z)") else { return nil }
                return CATransform3DRotate(t, v[0], v[1], v[2], v[3])
            }
            guard let angle = number(value) else { return nil }
            let axis: (CGFloat, CGFloat, CGFloat) = op == "rotateX" ? (1, 0, 0) : op == "rotateY" ? (0, 1, 0) : (0, 0, 1)
            return CATransform3DRotate(t, angle, axis.0, axis.1, axis.2)
        case "scale":
            if value.elements == nil, value.scalar.flatMap({ Self.number(fromText: $0) }) != nil {
                guard let s = number(value) else { return nil }
                return CATransform3DScale(t, s, s, 1)
            }
            guard let v = numbers(value, what: "scale factors"), v.count == 2 || v.count == 3 else {
                return fail(value, "expected a scale as s, [sx, sy] or [sx, sy, sz], found \(value.summary)")
            }
            return CATransform3DScale(t, v[0], v[1], v.count == 3 ? v[2] : 1)
        case "translate":
            guard let v = numbers(value, what: "offsets"), v.count == 2 || v.count == 3 else {
                return fail(value, "expected a translation as [tx, ty] or [tx, ty, tz], found \(value.summary)")
            }
            return CATransform3DTranslate(t, v[0], v[1], v.count == 3 ? v[2] : 0)
        case "perspective":
            guard let d = number(value) else { return nil }
            guard d > 0 else { return fail(value, "the perspective distance must be greater than 0, found \(value.summary)") }
            var p = CATransform3DIdentity
            p.m34 = -1 / d
            return CATransform3DConcat(p, t)
        case "matrix":
            guard let m = numbers(value, count: 16, what: "numbers of a matrix") else { return nil }
            return CATransform3DConcat(Self.matrix(m), t)
        default:
            var message = "unknown transform operation \"\(op)\"; expected one of \(Self.transformOperations.joined(separator: ", "))"
            if let near = SceneDiagnostics.nearest(to: op, in: Self.transformOperations) { message += "; did you mean \"\(near)\"?" }
            return fail(element, message)
        }
    }

    static func matrix(_ m: [Double]) -> CATransform3D {
        CATransform3D(m11: m[0], m12: m[1], m13: m[2], m14: m[3], m21: m[4], m22: m[5], m23: m[6], m24: m[7],
                      m31: m[8], m32: m[9], m33: m[10], m34: m[11], m41: m[12], m42: m[13], m43: m[14], m44: m[15])
    }
}
