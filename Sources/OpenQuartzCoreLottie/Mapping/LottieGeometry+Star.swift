import Foundation

extension LottieGeometry {
    /// A star's or polygon's outline: clockwise on screen from its first point, straight up turned
    /// by its rotation, its vertices alternating between the outer and inner radius (a polygon's
    /// all on the outer one). Roundness (percent) gives each vertex tangents perpendicular to its
    /// radius, `roundness × 2πr / (4 × points)` long, for stars and polygons alike (lottie-web's
    /// `convertStarToPath` and `convertPolygonToPath`).
    ///
    /// A star's count of points may be fractional (After Effects animates it, and exports such
    /// values): its whole points are drawn, and the fraction p makes one more point, reaching p of
    /// the way from the inner to the outer radius, p as wide as the others, and where the first
    /// point would be, with the whole star turned half a point times 1 − p so that the partial point
    /// sits symmetrically between its neighbours. This is the construction of lottie-android,
    /// lottie-ios and ThorVG; lottie-web floors the count, which makes the shape jump from one whole
    /// count to the next as the count animates. A polygon's count is floored, as lottie-web and
    /// ThorVG floor it. Counts are clamped to 0...10,000 (not a number: 0).
    static func star(_ star: LottieStar, at frame: Double) -> LottieBezier {
        let requested = star.points.value(at: frame).first ?? 0
        let points = requested.isNaN ? 0 : min(max(requested, 0), 10_000)
        let wholePoints = points.rounded(.down)
        let partial = star.isPolygon ? 0 : points - wholePoints
        let count = star.isPolygon ? wholePoints : points
        guard count > 0 else {
            return LottieBezier(closed: true, vertices: [], inTangents: [], outTangents: [])
        }
        let c = LottieAnimator.point(star.position.value(at: frame))
        let outer = star.outerRadius.value(at: frame).first ?? 0, inner = star.innerRadius.value(at: frame).first ?? 0
        let outerRound = (star.outerRoundness.value(at: frame).first ?? 0) / 100
        let innerRound = (star.innerRoundness.value(at: frame).first ?? 0) / 100
        var vertices: [CGPoint] = [], inTangents: [CGPoint] = [], outTangents: [CGPoint] = []
        func add(radius: Double, angle: Double, tangent: Double) {
            vertices.append(CGPoint(x: c.x + radius * cos(angle), y: c.y + radius * sin(angle)))
            // The unit tangent, clockwise on screen: perpendicular to the radius.
            let tx = -sin(angle) * tangent, ty = cos(angle) * tangent
            inTangents.append(CGPoint(x: -tx, y: -ty))
            outTangents.append(CGPoint(x: tx, y: ty))
        }
        func tangent(_ roundness: Double, _ radius: Double) -> Double {
            roundness * 2 * .pi * radius / (4 * count)
        }
        var angle = ((star.rotation.value(at: frame).first ?? 0) - 90) * .pi / 180
        if star.isPolygon {
            let step = 2 * Double.pi / count
            for _ in 0..<Int(count) {
                add(radius: outer, angle: angle, tangent: tangent(outerRound, outer))
                angle += step
            }
            return LottieBezier(closed: true, vertices: vertices, inTangents: inTangents, outTangents: outTangents)
        }
        let step = Double.pi / count
        if partial > 0 {
            angle += step * (1 - partial)
            add(radius: inner + partial * (outer - inner), angle: angle, tangent: tangent(outerRound, outer) * partial)
            angle += step * partial
        } else {
            add(radius: outer, angle: angle, tangent: tangent(outerRound, outer))
            angle += step
        }
        // The rest alternate inner and outer; the vertex after the last would be the first again.
        for index in 0..<(Int(points.rounded(.up)) * 2 - 1) {
            let isOuter = index % 2 == 1
            let radius = isOuter ? outer : inner
            add(radius: radius, angle: angle, tangent: tangent(isOuter ? outerRound : innerRound, radius))
            angle += step
        }
        return LottieBezier(closed: true, vertices: vertices, inTangents: inTangents, outTangents: outTangents)
    }
}
