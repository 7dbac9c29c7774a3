import Foundation

/// A layer's space as expressions convert points into and out of it: `toComp`, `fromComp`,
/// `toWorld`, `fromWorld`, `fromCompToSurface` (After Effects' layer space transform methods; the
/// last is `fromComp` for a flat layer), and `parent`.
///
/// A point of the layer's space is carried to the composition by the layer's transform and then
/// each parent's, as ``LottieTransform/matrix(at:)`` composes a transform (anchor, scale, skew,
/// rotation, position), each property read at the asking expression's time (the optional second
/// argument) with its own expression run. The layers are flat here, as a 2D composition is: a
/// third coordinate passes through unchanged, and the turns of 3D layers (`rx`, `ry`, `or`) are
/// not part of the conversion. World and composition space are the same for a layer of the
/// composition, as After Effects defines them without a camera.
extension LottieExpressionScope {
    /// The layer's members for its space: the conversions, and `parent` (undefined without one).
    func spaceMember(_ key: String, atTime time: Double) throws(LottieExpressionError) -> LottieExpressionValue? {
        switch key {
        case "toComp", "toWorld", "fromComp", "fromWorld", "fromCompToSurface":
            let inverse = key.hasPrefix("from")
            return LottieExpressionLibrary.function(key) { [unowned self] (arguments) throws(LottieExpressionError) in
                let point = LottieExpressionLibrary.argument(arguments, 0)
                let at = arguments.count > 1 ? LottieExpressionLibrary.argument(arguments, 1).number : time
                var matrix = try self.compositionMatrix(atTime: at)
                if inverse {
                    guard matrix.determinant != 0, matrix.determinant.isFinite else {
                        throw LottieExpressionError("\(key): the layer's transform cannot be undone (scale 0)")
                    }
                    matrix = matrix.inverted()
                }
                return Self.apply(matrix, to: point)
            }
        case "parent":
            guard let index = try? layerNode["parent"]?.number() else { return .undefined }
            return .object(try layer(.number(index)).layerObject(atTime: time))
        default:
            return nil
        }
    }

    /// The matrix from the layer's space to the composition's at `time`: its transform, then its
    /// parents'.
    func compositionMatrix(atTime time: Double) throws(LottieExpressionError) -> CGAffineTransform {
        var matrix = try ownMatrix(atTime: time)
        var scope = self
        for _ in 0..<100 {
            guard let index = try? scope.layerNode["parent"]?.number() else { return matrix }
            scope = try scope.layer(.number(index))
            matrix = matrix.concatenating(try scope.ownMatrix(atTime: time))
        }
        throw LottieExpressionError("the layer's parents nest deeper than 100")
    }

    /// The layer's own transform at `time`, its properties' expressions run (a property whose
    /// expression is running gives its value without it: ``value(ofPropertyAt:fallback:atFrame:reentrant:)``).
    private func ownMatrix(atTime time: Double) throws(LottieExpressionError) -> CGAffineTransform {
        let frame = frame(atTime: time)
        let ks = layerNode["ks"]
        func read(_ node: LottieNode?, _ fallback: [Double]) throws(LottieExpressionError) -> LottieProperty<[Double]> {
            .constant(try value(ofPropertyAt: node, fallback: fallback, atFrame: frame, reentrant: true))
        }
        var transform = LottieTransform.identity
        transform.anchor = try read(ks?["a"], [0, 0])
        if let p = ks?["p"], p.flag("s") {
            transform.position = nil
            transform.positionX = try read(p["x"], [0])
            transform.positionY = try read(p["y"], [0])
        } else {
            transform.position = try read(ks?["p"], [0, 0])
        }
        transform.scale = try read(ks?["s"], [100, 100])
        transform.rotation = try read(ks?["r"] ?? ks?["rz"], [0])
        transform.skew = try read(ks?["sk"], [0])
        transform.skewAxis = try read(ks?["sa"], [0])
        return transform.matrix(at: 0)
    }

    /// `point` (2 or 3 numbers) carried by `matrix`; a third coordinate is kept.
    private static func apply(_ matrix: CGAffineTransform, to point: LottieExpressionValue) -> LottieExpressionValue {
        let numbers = point.numbers ?? []
        let x = numbers.first ?? 0, y = numbers.count > 1 ? numbers[1] : 0
        let moved = CGPoint(x: x, y: y).applying(matrix)
        return .array([.number(moved.x), .number(moved.y)] + numbers.dropFirst(2).map { .number($0) })
    }
}

private extension CGAffineTransform {
    var determinant: Double { a * d - b * c }
}
