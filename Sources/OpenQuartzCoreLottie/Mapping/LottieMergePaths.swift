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
        var result = path(operands[0])
        for operand in operands.dropFirst() {
            let next = path(operand)
            switch mode {
            case .merge: break
            case .add: result = result.union(next)
            case .subtract: result = result.subtracting(next)
            case .intersect: result = result.intersection(next)
            case .excludeIntersections: result = result.symmetricDifference(next)
            }
        }
        return beziers(of: result)
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
        let path = CGMutablePath()
        for bezier in beziers { bezier.append(to: path) }
        return path
    }
}
