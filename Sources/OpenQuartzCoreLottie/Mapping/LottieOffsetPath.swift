import Foundation
import OpenCoreGraphics

/// Offset paths (`op`), After Effects' Offset Paths: every path before the modifier moved `amount`
/// points along its normals, outward (the shape grows) for a positive amount whichever way the path
/// runs, inward for a negative one.
///
/// Each side is offset on its own: a straight side by moving it, a curved one by cutting it into
/// pieces that turn at most 11.25 degrees and moving each piece's control polygon (Tiller and
/// Hanson's construction, the one ThorVG uses; a circle of radius 20 offset by 6 stays within 0.01
/// of radius 26). Where two sides meet at a corner, the offset sides either leave a gap, filled by the
/// join (`lj`: 1 miter, cut to a bevel past `ml` times the amount; 2 round, a circular arc about the
/// corner; 3 bevel), or cross, and are cut where they cross (a crossing outside both sides, where
/// the amount exceeds the sides, joins them straight). The offset path is not freed of the loops
/// that large amounts make on tight curves, as After Effects frees it; lottie-web and ThorVG keep
/// them too.
struct LottieOffsetPath: Sendable {
    enum Join: Sendable {
        case miter, round, bevel
    }

    var amount: LottieProperty<[Double]>
    var join: Join
    var miterLimit: LottieProperty<[Double]>

    /// `path` offset by this modifier's values at `frame`.
    func offset(_ path: LottieBezier, at frame: Double) -> LottieBezier {
        Self.offset(path, amount: amount.value(at: frame).first ?? 0, join: join,
                    miterLimit: miterLimit.value(at: frame).first ?? 4)
    }

    /// `path` offset by `amount` points.
    static func offset(_ path: LottieBezier, amount: Double, join: Join, miterLimit: Double) -> LottieBezier {
        let count = path.vertices.count
        guard amount != 0, amount.isFinite, count > 1 else { return path }
        // Clockwise on screen (y down) has a positive shoelace sum, and its outward normal of a
        // direction (dx, dy) is (dy, -dx).
        var area = 0.0
        for index in 0..<count {
            let a = path.vertices[index], b = path.vertices[(index + 1) % count]
            area += PathMath.cross(a, b)
        }
        let distance = area >= 0 ? amount : -amount
        var sides: [Side] = []
        for index in 0..<(path.closed ? count : count - 1) {
            let next = (index + 1) % count
            let a = path.vertices[index], b = path.vertices[next]
            let cubic = OffsetCubic(a, PathMath.add(a, path.outTangents[index]), PathMath.add(b, path.inTangents[next]), b)
            let pieces = cubic.offsetPieces(by: distance)
            if !pieces.isEmpty { sides.append(Side(corner: b, pieces: pieces)) }
        }
        guard !sides.isEmpty else { return path }
        // The joins, each after the side it follows: the last one only when the path is closed.
        var joins = [[OffsetCubic]](repeating: [], count: sides.count)
        for index in 0..<(path.closed ? sides.count : sides.count - 1) {
            let next = (index + 1) % sides.count
            guard let last = sides[index].pieces.last, let first = sides[next].pieces.first else { continue }
            let corner = joinAt(sides[index].corner, arriving: last, leaving: first, distance: distance, join: join,
                                miterLimit: miterLimit)
            sides[index].pieces[sides[index].pieces.count - 1] = corner.arriving
            sides[next].pieces[0] = corner.leaving
            joins[index] = corner.join
        }
        let cubics = zip(sides, joins).flatMap { $0.pieces + $1 }
        return bezier(of: cubics, closed: path.closed)
    }

    /// A side of the path: where it ends, and its offset pieces.
    struct Side {
        var corner: CGPoint
        var pieces: [OffsetCubic]
    }

    /// The path through `cubics`, each starting where the one before ends.
    static func bezier(of cubics: [OffsetCubic], closed: Bool) -> LottieBezier {
        var vertices: [CGPoint] = [], inTangents: [CGPoint] = [], outTangents: [CGPoint] = []
        vertices.reserveCapacity(cubics.count + 1)
        for cubic in cubics {
            vertices.append(cubic.p0)
            outTangents.append(PathMath.sub(cubic.p1, cubic.p0))
            inTangents.append(.zero)
        }
        if closed {
            for (index, cubic) in cubics.enumerated() { inTangents[(index + 1) % cubics.count] = PathMath.sub(cubic.p2, cubic.p3) }
        } else if let last = cubics.last {
            for (index, cubic) in cubics.enumerated().dropLast() { inTangents[index + 1] = PathMath.sub(cubic.p2, cubic.p3) }
            vertices.append(last.p3)
            inTangents.append(PathMath.sub(last.p2, last.p3))
            outTangents.append(.zero)
        }
        return LottieBezier(closed: closed, vertices: vertices, inTangents: inTangents, outTangents: outTangents)
    }
}
