import Foundation
import Testing
@testable import OpenQuartzCoreLottie

/// Pucker and bloat and zig zag, on paths whose results are worked out by hand from the
/// definitions in `LottiePuckerBloat` and `LottieZigZag`.
@Suite struct LottiePuckerZigZagTests {
    static func polyline(_ points: [CGPoint], closed: Bool) -> LottieBezier {
        LottieBezier(closed: closed, vertices: points, inTangents: points.map { _ in .zero }, outTangents: points.map { _ in .zero })
    }

    /// A 10-point square, centre (5, 5), bloated 50 %: the corner (0, 0) moves half way in, to
    /// (2.5, 2.5); its control points (at the corner) half way out, to (−2.5, −2.5), which is
    /// (−5, −5) from the moved corner.
    @Test func bloatMovesVerticesInAndHandlesOut() {
        let square = Self.polyline([CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10), CGPoint(x: 0, y: 10)], closed: true)
        let bloated = LottiePuckerBloat.apply(square, amount: 50)
        #expect(bloated.vertices == [CGPoint(x: 2.5, y: 2.5), CGPoint(x: 7.5, y: 2.5), CGPoint(x: 7.5, y: 7.5), CGPoint(x: 2.5, y: 7.5)])
        #expect(bloated.outTangents[0] == CGPoint(x: -5, y: -5) && bloated.inTangents[0] == CGPoint(x: -5, y: -5))
        #expect(bloated.outTangents[2] == CGPoint(x: 5, y: 5))
        let puckered = LottiePuckerBloat.apply(square, amount: -50)
        #expect(puckered.vertices[0] == CGPoint(x: -2.5, y: -2.5) && puckered.outTangents[0] == CGPoint(x: 5, y: 5))
    }

    /// A line from (0, 0) to (10, 0), amplitude 2, one ridge: the start on the left normal (0, 2),
    /// the middle on the right (5, −2), the end on the left again (10, 2); sharp ridges have no
    /// handles, smooth ones handles along the line of 10 / ((1 + 1) · 2) = 2.5 at the middle.
    @Test func zigZagAlternatesRidgesAlongEachSegment() {
        let line = Self.polyline([CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0)], closed: false)
        let sharp = LottieZigZag.zigzag(line, amplitude: 2, ridges: 1, smooth: false)
        #expect(sharp.vertices == [CGPoint(x: 0, y: 2), CGPoint(x: 5, y: -2), CGPoint(x: 10, y: 2)])
        #expect(sharp.inTangents.allSatisfy { $0 == .zero } && sharp.outTangents.allSatisfy { $0 == .zero })
        let smooth = LottieZigZag.zigzag(line, amplitude: 2, ridges: 1, smooth: true)
        #expect(smooth.vertices == sharp.vertices)
        #expect(smooth.outTangents[1] == CGPoint(x: 2.5, y: 0) && smooth.inTangents[1] == CGPoint(x: -2.5, y: 0))
        let three = LottieZigZag.zigzag(line, amplitude: 1, ridges: 3, smooth: false)
        #expect(three.vertices.map(\.y) == [1, -1, 1, -1, 1] && three.vertices.map(\.x) == [0, 2.5, 5, 7.5, 10])
    }

    /// A closed square with two ridges a side: 4 corners and 8 ridges, the ridge back at the first
    /// corner merged into the first.
    @Test func aClosedZigZagEndsOnItsFirstRidge() {
        let square = Self.polyline([CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10), CGPoint(x: 0, y: 10)], closed: true)
        let zigzag = LottieZigZag.zigzag(square, amplitude: 1, ridges: 2, smooth: false)
        #expect(zigzag.closed && zigzag.vertices.count == 12)
    }

    @Test func bothAreReadAndNotReported() throws {
        let json = LottieTestSupport.composition(#"""
            {"ty":4,"ip":0,"op":10,"ks":{},"shapes":[{"ty":"rc","p":{"a":0,"k":[50,50]},"s":{"a":0,"k":[40,40]},"r":{"a":0,"k":0}},
             {"ty":"pb","a":{"a":0,"k":30}},{"ty":"zz","s":{"a":0,"k":3},"r":{"a":0,"k":4},"pt":{"a":0,"k":2}},
             {"ty":"fl","c":{"a":0,"k":[0,0,0,1]},"o":{"a":0,"k":100}}]}
            """#)
        let animation = try LottieTestSupport.animation(json)
        #expect(animation.report.issues.isEmpty)
        #expect(animation.report.featuresUsed.contains("pucker-bloat") && animation.report.featuresUsed.contains("zig-zag"))
        let pixels = LottieTestSupport.render(animation, frame: 0, width: 100, height: 100)
        #expect(pixels[(50 * 100 + 50) * 4 + 3] == 255 && pixels[(5 * 100 + 5) * 4 + 3] == 0)
    }
}
