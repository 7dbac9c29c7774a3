import Foundation
import OpenCoreGraphics

/// Zig zag (`zz`): the path turned into ridges `size` points to either side of it, `ridges` of
/// them evenly along each segment (by length along a straight one, by its cubic's parameter along
/// a curve, as ThorVG places them) between the ridges at its vertices,
/// alternating sides; sharp (`pt` 1) or smooth (`pt` 2: each ridge's handles along the path's
/// direction there, as long as the ridges are far apart divided by two), as After Effects and
/// ThorVG draw it. A ridge stands on the path's left normal (sign +) or right (−), the first on
/// the left; a vertex's direction is from the vertex before it to the one after it (an open path's
/// ends use their one neighbour).
struct LottieZigZag: Sendable {
    var size: LottieProperty<[Double]>
    var ridges: LottieProperty<[Double]>
    var smooth: Bool

    func apply(to path: LottieBezier, at frame: Double) -> LottieBezier {
        let amplitude = size.value(at: frame).first ?? 0
        let count = min(max(Int((ridges.value(at: frame).first ?? 0).rounded(.down)), 0), 1_000)
        return Self.zigzag(path, amplitude: amplitude, ridges: count, smooth: smooth)
    }

    private struct Ridge {
        var point: CGPoint, handleIn: CGPoint, handleOut: CGPoint
    }

    static func zigzag(_ path: LottieBezier, amplitude: Double, ridges frequency: Int, smooth: Bool) -> LottieBezier {
        var vertices = path.vertices, ins = path.inTangents, outs = path.outTangents
        if path.closed, vertices.count > 1, vertices[vertices.count - 1] == vertices[0] {
            ins[0] = ins[ins.count - 1]
            vertices.removeLast(); ins.removeLast(); outs.removeLast()
        }
        let n = vertices.count
        guard n > 1, amplitude != 0 || frequency > 0 else { return path }
        // At most a million ridges a path: a hostile file's count would not fit in memory.
        let frequency = min(frequency, max(1_000_000 / n - 1, 0))
        let spacing = Double(frequency + 1) * 2
        func ridge(_ point: CGPoint, direction: CGPoint, sign: Double, inLength: Double, outLength: Double) -> Ridge {
            let length = PathMath.length(direction)
            guard length > 1e-12 else { return Ridge(point: point, handleIn: point, handleOut: point) }
            let unit = PathMath.scale(direction, 1 / length)
            let at = PathMath.add(point, PathMath.scale(CGPoint(x: -unit.y, y: unit.x), sign * amplitude))
            return Ridge(point: at, handleIn: PathMath.sub(at, PathMath.scale(unit, inLength)),
                         handleOut: PathMath.add(at, PathMath.scale(unit, outLength)))
        }
        var result: [Ridge] = []
        result.reserveCapacity((n + 1) * (frequency + 1))
        func corner(_ index: Int, sign: Double) {
            let i = index % n
            let previous = path.closed ? (i + n - 1) % n : max(i - 1, 0)
            let next = path.closed ? (i + 1) % n : min(i + 1, n - 1)
            let direction = PathMath.sub(vertices[next], vertices[previous])
            let inLength = smooth ? PathMath.distance(vertices[previous], vertices[i]) / spacing : 0
            let outLength = smooth ? PathMath.distance(vertices[i], vertices[next]) / spacing : 0
            result.append(ridge(vertices[i], direction: direction, sign: sign, inLength: inLength, outLength: outLength))
        }
        var sign = 1.0
        corner(0, sign: sign)
        for index in 0..<(path.closed ? n : n - 1) {
            let next = (index + 1) % n
            let p0 = vertices[index], p1 = PathMath.add(p0, outs[index])
            let p3 = vertices[next], p2 = PathMath.add(p3, ins[next])
            let handle = smooth ? PathMath.distance(p0, p3) / spacing : 0
            sign = -sign
            let straight = outs[index] == .zero && ins[next] == .zero
            for k in 0..<frequency {
                let t = Double(k + 1) / Double(frequency + 1)
                let point = straight ? PathMath.lerp(p0, p3, t) : PathMath.cubic(p0, p1, p2, p3, t)
                let direction = straight ? PathMath.sub(p3, p0) : PathMath.cubicDerivative(p0, p1, p2, p3, t)
                result.append(ridge(point, direction: direction, sign: sign, inLength: handle, outLength: handle))
                sign = -sign
            }
            corner(index + 1, sign: sign)
        }
        if path.closed, result.count > 1, PathMath.distance(result[result.count - 1].point, result[0].point) < 1e-9 {
            // The ridge back at the first vertex is the first ridge: the closing segment ends there.
            result[0].handleIn = result[result.count - 1].handleIn
            result.removeLast()
        }
        return LottieBezier(closed: path.closed, vertices: result.map(\.point),
                            inTangents: result.map { PathMath.sub($0.handleIn, $0.point) },
                            outTangents: result.map { PathMath.sub($0.handleOut, $0.point) })
    }
}
