import Foundation
import Testing
@testable import OpenQuartzCoreLottie

/// Offset paths (`op`). The expected outlines are worked out here from the geometry of offset
/// curves (a square grown or shrunk by d is a square whose sides lie d further out or in, its
/// corners mitred, bevelled or rounded about the old corner; a circle of radius r becomes one of
/// radius r + d), not taken from our output.
@Suite struct LottieOffsetPathTests {
    /// A 20 x 20 square about the origin, clockwise on screen from its top-right corner (as
    /// Lottie's rectangles run), or the other way round.
    static func square(reversed: Bool = false) -> LottieBezier {
        let corners = [CGPoint(x: 10, y: -10), CGPoint(x: 10, y: 10), CGPoint(x: -10, y: 10), CGPoint(x: -10, y: -10)]
        let vertices = reversed ? Array(corners.reversed()) : corners
        return LottieBezier(closed: true, vertices: vertices, inTangents: Array(repeating: .zero, count: 4),
                            outTangents: Array(repeating: .zero, count: 4))
    }

    /// The distinct vertices of a path, rounded to 1e-9.
    static func corners(_ path: LottieBezier) -> Set<[Double]> {
        Set(path.vertices.map { [($0.x * 1e9).rounded() / 1e9, ($0.y * 1e9).rounded() / 1e9] })
    }

    @Test(arguments: [false, true])
    func aPositiveAmountGrowsTheShapeWhicheverWayItRuns(reversed: Bool) {
        let grown = LottieOffsetPath.offset(Self.square(reversed: reversed), amount: 5, join: .miter, miterLimit: 4)
        // Mitred corners: a 30 x 30 square (each corner's miter is 5√2 from the old corner, within 4 × 5):
        // its corners, and every vertex on its sides.
        #expect(Self.corners(grown).isSuperset(of: [[15, -15], [15, 15], [-15, 15], [-15, -15]]))
        #expect(grown.vertices.allSatisfy { abs(max(abs($0.x), abs($0.y)) - 15) < 1e-9 })
    }

    @Test func aNegativeAmountShrinksItCuttingTheSidesWhereTheyCross() {
        let shrunk = LottieOffsetPath.offset(Self.square(), amount: -4, join: .round, miterLimit: 4)
        #expect(Self.corners(shrunk) == [[6, -6], [6, 6], [-6, 6], [-6, -6]])
    }

    @Test func aBevelJoinsTheMovedSidesStraight() {
        let grown = LottieOffsetPath.offset(Self.square(), amount: 5, join: .bevel, miterLimit: 4)
        // Each side moved out by 5 keeps its length: the top-right corner becomes (10, -15)-(15, -10).
        #expect(Self.corners(grown).isSuperset(of: [[10, -15], [15, -10], [15, 10], [10, 15]]))
        #expect(grown.vertices.count == 8)
    }

    @Test func aMiterPastTheLimitIsBevelled() {
        // The miter of a right angle lies √2 times the amount from the corner: past a limit of 1.2.
        let grown = LottieOffsetPath.offset(Self.square(), amount: 5, join: .miter, miterLimit: 1.2)
        #expect(grown.vertices.count == 8 && !Self.corners(grown).contains([15, -15]))
    }

    @Test func aRoundJoinIsAnArcAboutTheCorner() throws {
        let grown = LottieOffsetPath.offset(Self.square(), amount: 5, join: .round, miterLimit: 4)
        // The arc after the top-right side, (10, -15) to (15, -10): its middle lies 5 from (10, -10).
        let index = try #require(grown.vertices.firstIndex(of: CGPoint(x: 10, y: -15)))
        let next = (index + 1) % grown.vertices.count
        let middle = Self.point(of: grown, segment: index, at: 0.5)
        #expect(grown.vertices[next] == CGPoint(x: 15, y: -10))
        #expect(abs(((middle.x - 10) * (middle.x - 10) + (middle.y + 10) * (middle.y + 10)).squareRoot() - 5) < 1e-3)
    }

    @Test func aCircleBecomesACircleOfTheRadiusPlusTheAmount() {
        let circle = LottieGeometry.ellipse(center: .zero, size: CGPoint(x: 40, y: 40))
        for amount in [6.0, -6] {
            let offset = LottieOffsetPath.offset(circle, amount: amount, join: .miter, miterLimit: 4)
            for segment in offset.vertices.indices {
                for t in stride(from: 0.0, through: 1, by: 0.25) {
                    let p = Self.point(of: offset, segment: segment, at: t)
                    // The circle of cubics itself strays 0.027 % of its radius from a circle (0.007 at
                    // radius 26); the offset's pieces add under 0.005.
                    #expect(abs((p.x * p.x + p.y * p.y).squareRoot() - (20 + amount)) < 0.012, "amount \(amount)")
                }
            }
        }
    }

    @Test func nothingToOffsetLeavesThePath() {
        #expect(LottieOffsetPath.offset(Self.square(), amount: 0, join: .miter, miterLimit: 4) == Self.square())
        #expect(LottieOffsetPath.offset(Self.square(), amount: .nan, join: .miter, miterLimit: 4) == Self.square())
    }

    /// A 20 x 20 rectangle grown by an offset path of 10 in a 100 x 100 composition fills a 40 x 40
    /// square about its centre (50, 50): pixel rows 30 to 69 at 100 x 100. The file reports the
    /// feature as used and drawn.
    @Test func aLayersOffsetPathGrowsWhatItFills() throws {
        let json = LottieTestSupport.composition(#"""
            {"ty":4,"ip":0,"op":60,"ks":{"p":{"a":0,"k":[50,50]}},"shapes":[
              {"ty":"rc","p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[20,20]},"r":{"a":0,"k":0}},
              {"ty":"op","a":{"a":0,"k":10},"lj":1,"ml":4},
              {"ty":"fl","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100}}]}
            """#)
        let animation = try LottieTestSupport.animation(json)
        #expect(animation.report.isFullySupported && animation.report.featuresUsed.contains("offset-path"))
        let pixels = LottieTestSupport.render(animation, frame: 0, width: 100, height: 100)
        func alpha(x: Int, y: Int) -> UInt8 { pixels[(y * 100 + x) * 4 + 3] }
        #expect(alpha(x: 50, y: 30) == 255 && alpha(x: 31, y: 50) == 255 && alpha(x: 68, y: 68) == 255)
        #expect(alpha(x: 50, y: 28) == 0 && alpha(x: 71, y: 50) == 0)
    }

    /// A mask of a 20 × 20 square at the centre of a red layer filling the composition, expanded by
    /// 10: a 40 × 40 square (pixels 30...69) with corners rounded about the old ones, radius 10. The
    /// pixel (31, 31) lies 12 from the old corner (40, 40), outside; (50, 31) and (31, 50) inside.
    @Test func aMasksExpansionGrowsItWithRoundCorners() throws {
        let square = #"{"c":true,"v":[[40,40],[60,40],[60,60],[40,60]],"i":[[0,0],[0,0],[0,0],[0,0]],"o":[[0,0],[0,0],[0,0],[0,0]]}"#
        let json = LottieTestSupport.composition("""
            {"ty":4,"ip":0,"op":60,"ks":{},"masksProperties":[{"mode":"a","pt":{"a":0,"k":\(square)},"o":{"a":0,"k":100},"x":{"a":0,"k":10}}],
             "shapes":[{"ty":"rc","p":{"a":0,"k":[50,50]},"s":{"a":0,"k":[100,100]},"r":{"a":0,"k":0}},
              {"ty":"fl","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100}}]}
            """)
        let animation = try LottieTestSupport.animation(json)
        #expect(animation.report.isFullySupported && animation.report.featuresUsed.contains("mask-expansion"))
        let pixels = LottieTestSupport.render(animation, frame: 0, width: 100, height: 100)
        func alpha(x: Int, y: Int) -> UInt8 { pixels[(y * 100 + x) * 4 + 3] }
        #expect(alpha(x: 50, y: 31) == 255 && alpha(x: 31, y: 50) == 255 && alpha(x: 68, y: 50) == 255)
        #expect(alpha(x: 31, y: 31) == 0 && alpha(x: 50, y: 28) == 0 && alpha(x: 71, y: 50) == 0)
    }

    /// The point at `t` of the cubic from vertex `segment` to the next.
    static func point(of path: LottieBezier, segment: Int, at t: Double) -> CGPoint {
        let next = (segment + 1) % path.vertices.count
        let p0 = path.vertices[segment], p3 = path.vertices[next]
        let p1 = CGPoint(x: p0.x + path.outTangents[segment].x, y: p0.y + path.outTangents[segment].y)
        let p2 = CGPoint(x: p3.x + path.inTangents[next].x, y: p3.y + path.inTangents[next].y)
        let u = 1 - t
        let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
        return CGPoint(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
    }
}
