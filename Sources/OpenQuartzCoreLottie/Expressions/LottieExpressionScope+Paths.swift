import Foundation

/// Paths as expressions see them: a path property's value (`content("Path 1").path`, `value` in a
/// path's own expression) and `createPath(points, inTangents, outTangents, isClosed)`, with After
/// Effects' path methods `points()`, `inTangents()`, `outTangents()` (relative to their points, as
/// Lottie writes them), `isClosed()`, `pointOnPath(percentage)` and `tangentOnPath(percentage)`
/// (at that fraction, 0 to 1, of the path's arc length; one half by default).
///
/// A path property with an expression is the paths it gives at every frame of the layer's span,
/// as numeric properties are (``LottieExpressionScope``): the rigs that link one shape's path to
/// another's (`$bm_rt = thisComp.layer("Hand").content("Shape 1").content("Path 1").path`).
extension LottieExpressionScope {
    /// `bezier` as an object with the path methods.
    static func pathObject(_ bezier: LottieBezier) -> LottieExpressionValue {
        func points(_ list: [CGPoint]) -> LottieExpressionValue {
            .array(list.map { .array([.number($0.x), .number($0.y)]) })
        }
        func fraction(_ arguments: [LottieExpressionValue]) -> Double {
            if case .undefined = LottieExpressionLibrary.argument(arguments, 0) { return 0.5 }
            return min(max(LottieExpressionLibrary.argument(arguments, 0).number, 0), 1)
        }
        let members: [String: LottieExpressionValue] = [
            "points": LottieExpressionLibrary.function("points") { _ in points(bezier.vertices) },
            "inTangents": LottieExpressionLibrary.function("inTangents") { _ in points(bezier.inTangents) },
            "outTangents": LottieExpressionLibrary.function("outTangents") { _ in points(bezier.outTangents) },
            "isClosed": LottieExpressionLibrary.function("isClosed") { _ in .bool(bezier.closed) },
            "pointOnPath": LottieExpressionLibrary.function("pointOnPath") { arguments in
                let measure = Self.measure(bezier)
                let point = measure.point(atDistance: fraction(arguments) * measure.length)
                return .array([.number(point.x), .number(point.y)])
            },
            "tangentOnPath": LottieExpressionLibrary.function("tangentOnPath") { arguments in
                let measure = Self.measure(bezier)
                let tangent = measure.tangent(atDistance: fraction(arguments) * measure.length)
                let length = (tangent.dx * tangent.dx + tangent.dy * tangent.dy).squareRoot()
                return .array([.number(length > 0 ? tangent.dx / length : 0), .number(length > 0 ? tangent.dy / length : 0)])
            },
        ]
        return .object(LottieExpressionObject("path", members: members, path: bezier))
    }

    /// The arc length of `bezier` (Core Graphics' ``PathMeasure``, this project's).
    private static func measure(_ bezier: LottieBezier) -> PathMeasure {
        PathMeasure(LottieShapeBuilder.cgPath([bezier], doubled: false))
    }

    /// `createPath(points, inTangents, outTangents, isClosed)`: missing tangents are zero, and a
    /// path is closed unless told otherwise.
    static func createPath(_ arguments: [LottieExpressionValue]) throws(LottieExpressionError) -> LottieExpressionValue {
        func points(_ value: LottieExpressionValue) throws(LottieExpressionError) -> [CGPoint] {
            guard case .array(let items) = value.resolved else { return [] }
            guard items.count <= 100_000 else { throw LottieExpressionError("createPath: more than 100,000 points") }
            return items.map { item in
                let numbers = item.numbers ?? []
                return CGPoint(x: numbers.first ?? 0, y: numbers.count > 1 ? numbers[1] : 0)
            }
        }
        let vertices = try points(LottieExpressionLibrary.argument(arguments, 0))
        func tangents(_ index: Int) throws(LottieExpressionError) -> [CGPoint] {
            let given = try points(LottieExpressionLibrary.argument(arguments, index))
            return vertices.indices.map { $0 < given.count ? given[$0] : .zero }
        }
        let closedArgument = LottieExpressionLibrary.argument(arguments, 3)
        let closed: Bool
        if case .undefined = closedArgument { closed = true } else { closed = closedArgument.isTruthy }
        return pathObject(LottieBezier(closed: closed, vertices: vertices, inTangents: try tangents(1), outTangents: try tangents(2)))
    }

    /// The path at `frame` of the path property at `node`, its expression run (its value without
    /// the expression when read from that expression).
    func pathValue(ofPropertyAt node: LottieNode, atFrame frame: Double) throws(LottieExpressionError) -> LottieBezier {
        try current(at: node, atFrame: frame, reentrant: false, baked: \.bakedPaths, own: ownPath(at:), bake: bakedPath)
    }

    /// `property` with the path expression `source` applied, or the property itself, reported, when
    /// the expression cannot be read or run.
    func applyPath(_ source: String, to property: LottieProperty<LottieBezier>, at node: LottieNode) -> LottieProperty<LottieBezier> {
        applying(to: property, at: node, "path") { () throws(LottieExpressionError) in try bakedPath(source, property, at: node) }
    }

    private func bakedPath(_ source: String, _ property: LottieProperty<LottieBezier>, at node: LottieNode) throws(LottieExpressionError) -> LottieProperty<LottieBezier> {
        if let done = composition.shared.bakedPaths[node.index] { return done }
        let result = try running(source, at: node) { (program) throws(LottieExpressionError) in
            let context = LottieExpressionProperty(scope: self, property: .constant([0]), seed: node.index, path: property)
            return try bake(at: node) { (frame, interpreter) throws(LottieExpressionError) in
                try context.path(of: program, atFrame: frame, interpreter: interpreter)
            }
        }
        composition.shared.bakedPaths[node.index] = result
        return result
    }

    /// The path property at `node` as the file writes it, read once.
    private func ownPath(at node: LottieNode) throws(LottieExpressionError) -> LottieProperty<LottieBezier> {
        try own(at: node, cache: \.ownPaths, "a path") { (value) throws(LottieError) in try value.bezier() }
    }
}
