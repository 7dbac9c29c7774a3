import Foundation
import OpenCoreGraphics

/// Merge paths (`mm`): the paths before the item, in its list and in the groups before it, made
/// one path, which the fills and strokes after it paint.
///
/// As Skottie builds them (its `MergePaths` and the shape builder's first pass, written to After
/// Effects' behaviour): every path before the item is an operand, a group's paths under the group's
/// transform; fills and strokes before the item, in its list and in those groups, paint nothing;
/// modifiers after the item act on the merged path. Mode 1 puts the paths side by side; modes 2 to
/// 5 fold them with `CGPath`'s set operations, each operand filled by the non-zero rule
/// (``LottieMergeMode``): curves that come through whole are kept, the parts of cut ones are lines
/// (`CGPath.union(_:using:)` says how fine). lottie-web, rlottie and ThorVG ignore merge paths and draw the paths as they are;
/// lottie-android and Skottie combine them as here.
enum LottieMergePaths {
    /// Operands with more vertices than this in all are put side by side, as mode 1 puts them,
    /// rather than combined: a bound on the work a hostile file can ask for at each frame.
    static let vertexLimit = 5_000

    /// `operands` (each one or more subpaths) combined by `mode`.
    static func merge(_ operands: [[LottieBezier]], mode: LottieMergeMode) -> [LottieBezier] {
        guard mode != .merge, operands.count > 1,
              operands.reduce(0, { $0 + $1.reduce(0) { $0 + $1.vertices.count } }) <= vertexLimit else {
            return operands.flatMap { $0 }
        }
        return LottieMergeCache.shared.result(of: operands, mode: mode) {
            var result = operands[0]
            for operand in operands.dropFirst() {
                result = shortcut(result, operand, mode) ?? beziers(of: combined(path(result), path(operand), mode))
            }
            return result
        }
    }

    /// `a` and `b` combined by `mode` with `CGPath`'s set operations (side by side for mode 1).
    static func combined(_ a: CGPath, _ b: CGPath, _ mode: LottieMergeMode) -> CGPath {
        switch mode {
        case .merge:
            let both = CGMutablePath()
            both.addPath(a)
            both.addPath(b)
            return both
        case .add: return a.union(b)
        case .subtract: return a.subtracting(b)
        case .intersect: return a.intersection(b)
        case .excludeIntersections: return a.symmetricDifference(b)
        }
    }

    /// The result without the set operation where the operands' boxes settle it: boxes apart
    /// (nothing in common), or one operand an upright rectangle holding the other's box (the
    /// common case of a path clipped by an Illustrator clipping group, brought into After Effects
    /// as merge paths over a group of rectangles). Boxes are of the control points, which hold the
    /// curves. A path kept so is kept as it is, not normalized: the same fill.
    static func shortcut(_ a: [LottieBezier], _ b: [LottieBezier], _ mode: LottieMergeMode) -> [LottieBezier]? {
        guard let boxA = box(a), let boxB = box(b) else {
            // An operand without points fills nothing.
            switch mode {
            case .intersect: return []
            case .subtract: return a
            default: return a + b
            }
        }
        if !boxA.intersects(boxB) || boxA.intersection(boxB).isEmpty {
            switch mode {
            case .intersect: return []
            case .subtract: return a
            default: return a + b
            }
        }
        if let rectangle = uprightRectangle(b), rectangle.contains(boxA) {
            switch mode {
            case .intersect: return a
            case .subtract: return []
            case .add, .merge: return b
            case .excludeIntersections: return nil
            }
        }
        if let rectangle = uprightRectangle(a), rectangle.contains(boxB) {
            switch mode {
            case .intersect: return b
            case .add, .merge: return a
            case .subtract, .excludeIntersections: return nil
            }
        }
        return nil
    }

    /// The box of the paths' vertices and control points (which holds the curves), nil without a
    /// vertex.
    private static func box(_ beziers: [LottieBezier]) -> CGRect? {
        let box = path(beziers).boundingBox
        return box.isNull ? nil : box
    }

    /// The rectangle a single path of four straight sides, each upright or level, draws.
    private static func uprightRectangle(_ beziers: [LottieBezier]) -> CGRect? {
        guard beziers.count == 1, case let v = beziers[0].vertices, v.count == 4,
              !beziers[0].inTangents.contains(where: { $0 != .zero }), !beziers[0].outTangents.contains(where: { $0 != .zero }) else { return nil }
        for index in 0..<4 {
            let p = v[index], q = v[(index + 1) % 4]
            guard (p.x == q.x) != (p.y == q.y) else { return nil }
        }
        let xs = v.map(\.x), ys = v.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    /// A path's subpaths as Lottie paths (tangents from the curves' control points; every subpath
    /// of a set operation's result is closed).
    static func beziers(of path: CGPath) -> [LottieBezier] {
        var result: [LottieBezier] = []
        var current = LottieBezier(closed: false, vertices: [], inTangents: [], outTangents: [])
        func finish() {
            if !current.vertices.isEmpty { result.append(current) }
            current = LottieBezier(closed: false, vertices: [], inTangents: [], outTangents: [])
        }
        func add(_ point: CGPoint, inTangent: CGPoint) {
            current.vertices.append(point)
            current.inTangents.append(inTangent)
            current.outTangents.append(.zero)
        }
        for element in path.elements {
            switch element {
            case .move(let p):
                finish()
                add(p, inTangent: .zero)
            case .line(let p):
                add(p, inTangent: .zero)
            case let .quadCurve(c, e):
                guard let last = current.vertices.last else { continue }
                current.outTangents[current.outTangents.count - 1] = PathMath.sub(PathMath.lerp(last, c, 2.0 / 3.0), last)
                add(e, inTangent: PathMath.sub(PathMath.lerp(e, c, 2.0 / 3.0), e))
            case let .curve(c1, c2, e):
                guard let last = current.vertices.last else { continue }
                current.outTangents[current.outTangents.count - 1] = PathMath.sub(c1, last)
                add(e, inTangent: PathMath.sub(c2, e))
            case .close:
                current.closed = true
                // A last vertex back on the first is the first: its incoming tangent moves there.
                if current.vertices.count > 1, current.vertices.last == current.vertices.first {
                    current.inTangents[0] = current.inTangents.removeLast()
                    current.vertices.removeLast()
                    current.outTangents.removeLast()
                }
                finish()
            }
        }
        finish()
        return result
    }

    private static func path(_ beziers: [LottieBezier]) -> CGPath {
        LottieShapeBuilder.cgPath(beziers, doubled: false)
    }
}
