import Foundation
import OpenCoreGraphics

/// A Lottie path (`{"c": closed, "v": vertices, "i": in tangents, "o": out tangents}`), the tangents
/// relative to their vertex: the segment from vertex k to k + 1 is the cubic
/// `v[k], v[k] + o[k], v[k+1] + i[k+1], v[k+1]`, and a closed path has one more from the last
/// vertex back to the first.
struct LottieBezier: Sendable, Equatable {
    var closed: Bool
    var vertices: [CGPoint]
    var inTangents: [CGPoint]
    var outTangents: [CGPoint]

    /// The path appended to `path` as one subpath, transformed by `transform`: a segment whose
    /// control points lie on its ends as a line, any other as a cubic curve. `curved`, when given,
    /// names segments (by the index of the vertex they leave) drawn as curves even where straight,
    /// so that every keyframe of an animated path gives the same elements
    /// (``LottieProperty/curvedSegments``).
    func append(to path: CGMutablePath, transform: CGAffineTransform = .identity, curved: [Bool]? = nil) {
        guard let first = vertices.first else { return }
        path.move(to: first, transform: transform)
        let count = vertices.count
        let segments = closed ? count : count - 1
        guard segments > 0 else { return }
        for index in 0..<segments {
            let segment = segment(index)
            let forced = curved.map { index < $0.count && $0[index] } ?? false
            if forced || segment.isCurve {
                path.addCurve(to: segment.to, control1: segment.control1, control2: segment.control2, transform: transform)
            } else {
                path.addLine(to: segment.to, transform: transform)
            }
        }
        if closed { path.closeSubpath() }
    }

    /// The path under `matrix`: vertices moved by it, tangents (offsets from their vertices)
    /// turned and scaled by its linear part.
    func applying(_ matrix: CGAffineTransform) -> LottieBezier {
        func linear(_ v: CGPoint) -> CGPoint { CGPoint(x: matrix.a * v.x + matrix.c * v.y, y: matrix.b * v.x + matrix.d * v.y) }
        return LottieBezier(closed: closed, vertices: vertices.map { $0.applying(matrix) },
                            inTangents: inTangents.map(linear), outTangents: outTangents.map(linear))
    }

    /// The same path drawn the other way (Lottie's direction 3 on shapes that are not paths).
    var reversed: LottieBezier {
        guard vertices.count > 1 else { return self }
        if closed {
            // Keep the first vertex first: v0, v(n-1), ..., v1.
            let order = [0] + Array((1..<vertices.count).reversed())
            return LottieBezier(closed: true, vertices: order.map { vertices[$0] },
                                inTangents: order.map { outTangents[$0] }, outTangents: order.map { inTangents[$0] })
        }
        return LottieBezier(closed: false, vertices: vertices.reversed(), inTangents: outTangents.reversed(),
                            outTangents: inTangents.reversed())
    }
}

extension LottieBezier: LottieInterpolable {
    /// Vertex by vertex when both paths have as many vertices; otherwise this path until the next
    /// keyframe (players cannot blend paths of different lengths either).
    func blended(to other: LottieBezier, fraction: Double) -> LottieBezier {
        guard other.vertices.count == vertices.count else { return fraction < 1 ? self : other }
        func mix(_ a: [CGPoint], _ b: [CGPoint]) -> [CGPoint] {
            zip(a, b).map { CGPoint(x: $0.x + ($1.x - $0.x) * fraction, y: $0.y + ($1.y - $0.y) * fraction) }
        }
        return LottieBezier(closed: closed, vertices: mix(vertices, other.vertices),
                            inTangents: mix(inTangents, other.inTangents), outTangents: mix(outTangents, other.outTangents))
    }
}

extension LottieNode {
    /// A path value: the object itself, or (as keyframes write it) an array holding one.
    func bezier() throws(LottieError) -> LottieBezier {
        if isArray {
            guard let first = try elements().first else { throw error("expected a path, found an empty array") }
            return try first.bezier()
        }
        let vertices = try required("v").points()
        let count = vertices.count
        let inTangents = try self["i"]?.points() ?? Array(repeating: .zero, count: count)
        let outTangents = try self["o"]?.points() ?? Array(repeating: .zero, count: count)
        guard inTangents.count == count, outTangents.count == count else {
            throw error("a path needs as many in and out tangents as vertices (\(count)), found \(inTangents.count) and \(outTangents.count)")
        }
        guard count <= 1_000_000 else { throw error("a path of \(count) vertices is too long") }
        return LottieBezier(closed: flag("c"), vertices: vertices, inTangents: inTangents, outTangents: outTangents)
    }

    /// An array of `[x, y]` points.
    func points() throws(LottieError) -> [CGPoint] {
        var result: [CGPoint] = []
        for item in try elements() {
            let vector = try item.vector()
            guard vector.count >= 2 else { throw item.error("expected a point [x, y], found \(vector.count) number(s)") }
            result.append(CGPoint(x: vector[0], y: vector[1]))
        }
        return result
    }
}
