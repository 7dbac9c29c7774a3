#if QUARTZCORE_COMPATIBILITY_TEST
import QuartzCore
#else
import OpenCoreGraphics
#endif
import Foundation
import QuartzCoreTestSupport
import Testing

/// `copy(strokingWithWidth:lineCap:lineJoin:miterLimit:transform:)` at corners: miters, bevels,
/// the miter limit, and the joined start of a closed subpath. Expected outlines come from the
/// geometry of each case, written out in the test.
@Suite struct CGPathStrokingJoinTests {
    typealias G = StrokeTestGeometry
    typealias P = CGPathStrokingTests

    @Test func rightAngleMiterIsTheUnionOfTheTwoWidenedSegments() {
        // (0, 0) to (10, 0) to (10, 10), width 2: [0, 11] x [-1, 1] and [9, 11] x [-1, 10], an L whose
        // outer corner (11, -1) is the miter point (miter length sqrt 2 times the width, under 10).
        let corner = P.polyline([.zero, CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10)])
        let stroked = corner.copy(strokingWithWidth: 2, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
        #expect(G.samePoints(G.polygons(stroked).flatMap(G.corners), [
            CGPoint(x: 0, y: -1), CGPoint(x: 11, y: -1), CGPoint(x: 11, y: 10), CGPoint(x: 9, y: 10),
            CGPoint(x: 9, y: 1), CGPoint(x: 0, y: 1),
        ]))
        #expect(abs(P.area(stroked) - 40) < 1e-9)
        // The bevel joins the outer corners of the two segments' ends, (10, -1) and (11, 0).
        let bevelled = corner.copy(strokingWithWidth: 2, lineCap: .butt, lineJoin: .bevel, miterLimit: 10)
        #expect(abs(P.area(bevelled) - 39.5) < 1e-9)
        #expect(bevelled.contains(CGPoint(x: 10.4, y: -0.4)))
        #expect(!bevelled.contains(CGPoint(x: 10.6, y: -0.6)))
    }

    @Test(arguments: [60.0, 90.0, 120.0, 20.0])
    func miterLimitBevelsPastTheRatioOfOneOverSineOfHalfTheAngle(degrees: Double) {
        // Two segments meeting at the origin at angle phi; Apple: the miter length over the line
        // width is 1 / sin(phi / 2), and a miter longer than the limit is bevelled.
        let phi = degrees * .pi / 180, width = 4.0, ratio = 1 / sin(phi / 2)
        let a = CGPoint(x: 30, y: 0), b = CGPoint(x: 30 * cos(phi), y: 30 * sin(phi))
        let path = P.polyline([a, .zero, b])
        // The miter tip lies on the outer bisector, ratio * width / 2 from the joint.
        let outward = CGPoint(x: -cos(phi / 2), y: -sin(phi / 2))
        let nearTip = CGPoint(x: outward.x * (ratio * width / 2 - 0.01), y: outward.y * (ratio * width / 2 - 0.01))
        let mitred = path.copy(strokingWithWidth: width, lineCap: .butt, lineJoin: .miter, miterLimit: ratio * 1.001)
        let bevelled = path.copy(strokingWithWidth: width, lineCap: .butt, lineJoin: .miter, miterLimit: ratio * 0.999)
        #expect(mitred.contains(nearTip))
        #expect(!bevelled.contains(nearTip))
        // The bevel's edge crosses the bisector at width / 2 * sin(phi / 2) from the joint.
        let bevelDistance = width / 2 * sin(phi / 2)
        #expect(bevelled.contains(CGPoint(x: outward.x * (bevelDistance - 0.01), y: outward.y * (bevelDistance - 0.01))))
        #expect(!bevelled.contains(CGPoint(x: outward.x * (bevelDistance + 0.01), y: outward.y * (bevelDistance + 0.01))))
    }

    @Test func closedSubpathIsJoinedNotCapped() {
        // A closed 20 x 20 square, width 4, square caps: no cap juts out past the corner at the
        // subpath's start, which is mitred like the others (outer corner at (-2, -2)).
        let square = P.polyline([.zero, CGPoint(x: 20, y: 0), CGPoint(x: 20, y: 20), CGPoint(x: 0, y: 20)], closed: true)
        let stroked = square.copy(strokingWithWidth: 4, lineCap: .square, lineJoin: .miter, miterLimit: 10)
        #expect(stroked.contains(CGPoint(x: -1.9, y: -1.9)))
        #expect(!stroked.contains(CGPoint(x: -2.1, y: 0.5)))
        #expect(!stroked.contains(CGPoint(x: 0.5, y: -2.1)))
        #expect(!stroked.contains(CGPoint(x: 10, y: 10)))
        // The frame: 24 x 24 less 16 x 16.
        let covered = G.polygons(stroked).reduce(0) { $0 + G.signedArea($1) }
        #expect(abs(abs(covered) - (576 - 256)) < 1e-9)
    }
}
