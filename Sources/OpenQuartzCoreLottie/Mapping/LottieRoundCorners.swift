import Foundation

/// Round corners (`rd`), as lottie-web's round-corners modifier draws them: every sharp vertex of a
/// path (both its tangents zero; an open path's two ends excepted) becomes two vertices, one on
/// each of its sides at `min(radius, half the side)` from it, joined by a cubic whose handles reach
/// 0.5519150244935105 of the way back to the corner (a quarter circle where the sides meet at a
/// right angle). Curved vertices are left as they are.
enum LottieRoundCorners {
    static func rounded(_ path: LottieBezier, radius: Double) -> LottieBezier {
        let count = path.vertices.count
        guard radius > 0, count > 1 else { return path }
        var vertices: [CGPoint] = [], inTangents: [CGPoint] = [], outTangents: [CGPoint] = []
        vertices.reserveCapacity(count * 2)
        for index in 0..<count {
            let corner = path.vertices[index]
            let isEnd = !path.closed && (index == 0 || index == count - 1)
            guard !isEnd, path.inTangents[index] == .zero, path.outTangents[index] == .zero else {
                vertices.append(corner)
                inTangents.append(path.inTangents[index])
                outTangents.append(path.outTangents[index])
                continue
            }
            let previous = path.vertices[(index + count - 1) % count], next = path.vertices[(index + 1) % count]
            let before = point(from: corner, toward: previous, radius: radius)
            let after = point(from: corner, toward: next, radius: radius)
            let k = LottieGeometry.kappa
            vertices.append(before)
            inTangents.append(.zero)
            outTangents.append(CGPoint(x: (corner.x - before.x) * k, y: (corner.y - before.y) * k))
            vertices.append(after)
            inTangents.append(CGPoint(x: (corner.x - after.x) * k, y: (corner.y - after.y) * k))
            outTangents.append(.zero)
        }
        return LottieBezier(closed: path.closed, vertices: vertices, inTangents: inTangents, outTangents: outTangents)
    }

    /// The point `min(radius, half the distance)` from `corner` toward `other`.
    private static func point(from corner: CGPoint, toward other: CGPoint, radius: Double) -> CGPoint {
        let dx = other.x - corner.x, dy = other.y - corner.y
        let distance = (dx * dx + dy * dy).squareRoot()
        guard distance > 0 else { return corner }
        let fraction = min(distance / 2, radius) / distance
        return CGPoint(x: corner.x + dx * fraction, y: corner.y + dy * fraction)
    }
}
