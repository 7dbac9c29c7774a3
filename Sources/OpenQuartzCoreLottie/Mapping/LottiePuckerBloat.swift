import Foundation
import OpenCoreGraphics

/// Pucker and bloat (`pb`), as lottie-web's modifier draws it: with the amount a (percent) and the
/// centre c the mean of the path's vertices, each vertex moves a fraction a/100 of the way toward
/// c, and each control point (a vertex plus its tangent) as far away from c. A positive amount bloats
/// (corners drawn in, sides bowed out), a negative one puckers.
enum LottiePuckerBloat {
    static func apply(_ path: LottieBezier, amount: Double) -> LottieBezier {
        let count = path.vertices.count
        guard count > 0, amount != 0 else { return path }
        var center = CGPoint.zero
        for vertex in path.vertices { center = PathMath.add(center, vertex) }
        center = PathMath.scale(center, 1 / Double(count))
        let a = amount / 100
        var result = path
        for index in 0..<count {
            let vertex = path.vertices[index]
            let moved = PathMath.lerp(vertex, center, a)
            let control = { (tangent: CGPoint) -> CGPoint in
                let point = PathMath.add(vertex, tangent)
                return PathMath.sub(PathMath.lerp(point, center, -a), moved)
            }
            result.vertices[index] = moved
            result.outTangents[index] = control(path.outTangents[index])
            result.inTangents[index] = control(path.inTangents[index])
        }
        return result
    }
}
