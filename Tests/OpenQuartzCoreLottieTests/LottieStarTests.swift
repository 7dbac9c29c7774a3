import Foundation
import Testing
@testable import OpenQuartzCoreLottie

/// Stars and polygons whose count of points is fractional, as After Effects animates it. The
/// expected outlines are worked out here from the construction lottie-android, lottie-ios and ThorVG
/// share (the whole points, then a partial point p of the way from the inner to the outer radius,
/// the star turned half a point times 1 − p), not taken from our output.
@Suite struct LottieStarTests {
    static func star(points: Double, polygon: Bool = false, rotation: Double = 0) -> LottieStar {
        LottieStar(isPolygon: polygon, position: .constant([0, 0]), points: .constant([points]), rotation: .constant([rotation]),
                   outerRadius: .constant([10]), outerRoundness: .constant([0]), innerRadius: .constant([4]),
                   innerRoundness: .constant([0]), reversed: false)
    }

    /// The angle of a vertex in degrees, clockwise on screen from the x axis, in -180...180.
    static func degrees(_ point: CGPoint) -> Double { atan2(point.y, point.x) * 180 / .pi }

    static func radius(_ point: CGPoint) -> Double { (point.x * point.x + point.y * point.y).squareRoot() }

    @Test func aWholeStarStartsStraightUpAtItsOuterRadius() {
        let shape = LottieGeometry.star(Self.star(points: 5), at: 0)
        #expect(shape.vertices.count == 10)
        #expect(abs(shape.vertices[0].x) < 1e-9 && abs(shape.vertices[0].y + 10) < 1e-9)
        // The next, an inner vertex, 36 degrees on.
        #expect(abs(Self.degrees(shape.vertices[1]) - (-90 + 36)) < 1e-9 && abs(Self.radius(shape.vertices[1]) - 4) < 1e-9)
    }

    /// 3.5 points: half a point (180/3.5 degrees) per vertex; three whole points and a partial one
    /// reaching 4 + 0.5 × (10 − 4) = 7, the star turned (180/3.5) × 0.5 degrees so that the partial
    /// point sits halfway between its inner neighbours, which are a whole half point apart from it
    /// times p: eight vertices in all.
    @Test func aFractionalStarHasAPartialPoint() {
        let shape = LottieGeometry.star(Self.star(points: 3.5), at: 0)
        let half = 180 / 3.5
        #expect(shape.vertices.count == 8)
        #expect(abs(Self.radius(shape.vertices[0]) - 7) < 1e-9)
        #expect(abs(Self.degrees(shape.vertices[0]) - (-90 + half * 0.5)) < 1e-9)
        let radii = shape.vertices.dropFirst().map(Self.radius)
        for (index, radius) in radii.enumerated() {
            #expect(abs(radius - (index % 2 == 0 ? 4 : 10)) < 1e-9, "vertex \(index + 1)")
        }
        // Its neighbours: the first inner vertex p × half on, the last one p × half before.
        #expect(abs(Self.degrees(shape.vertices[1]) - (Self.degrees(shape.vertices[0]) + half * 0.5)) < 1e-9)
        #expect(abs(Self.degrees(shape.vertices[7]) - (Self.degrees(shape.vertices[0]) - half * 0.5)) < 1e-9)
        // The whole points a full half point apart.
        #expect(abs(Self.degrees(shape.vertices[2]) - (Self.degrees(shape.vertices[1]) + half)) < 1e-9)
    }

    /// A polygon's fractional count is floored: 5.5 points draw a pentagon.
    @Test func aFractionalPolygonIsFloored() {
        let shape = LottieGeometry.star(Self.star(points: 5.5, polygon: true), at: 0)
        #expect(shape.vertices.count == 5)
        #expect(abs(Self.degrees(shape.vertices[1]) - (-90 + 72)) < 1e-9)
    }

    /// Roundness gives each vertex tangents square to its radius, roundness × 2πr / (4 × points)
    /// long for a polygon as for a star (lottie-web's `convertPolygonToPath`; lottie-android's
    /// `TriangleLargeStroke.json`): a triangle of radius 10 at roundness 30 %, 0.3 × 20π / 12.
    @Test(arguments: [true, false])
    func roundnessTangentsFollowLottieWeb(polygon: Bool) {
        var star = Self.star(points: 3, polygon: polygon)
        star.outerRoundness = .constant([30])
        let shape = LottieGeometry.star(star, at: 0)
        let tangent = shape.outTangents[0]
        #expect(abs((tangent.x * tangent.x + tangent.y * tangent.y).squareRoot() - 0.3 * 20 * .pi / 12) < 1e-9)
    }

    @Test(arguments: [0.0, -3, .nan, .infinity])
    func noPointsDrawNothing(points: Double) {
        let count = LottieGeometry.star(Self.star(points: points), at: 0).vertices.count
        #expect(points == .infinity ? count == 20_000 : count == 0)
    }
}
