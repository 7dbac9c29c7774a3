#if QUARTZCORE_COMPATIBILITY_TEST
import QuartzCore
#else
import OpenCoreGraphics
#endif
import QuartzCoreTestSupport
import Testing

/// `contains(_:using:transform:)`: the fill rules, implicit closing, and the point's transform.
@Suite struct CGPathContainsTests {
    @Test func rectangleContainsItsInterior() {
        let path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        #expect(path.contains(CGPoint(x: 5, y: 5)))
        #expect(path.contains(CGPoint(x: 0.001, y: 9.999)))
        #expect(!path.contains(CGPoint(x: -1, y: 5)))
        #expect(!path.contains(CGPoint(x: 5, y: 10.5)))
        #expect(!CGMutablePath().contains(.zero))
    }

    @Test func ringWithBothRules() {
        // Two circles wound the same way: under the winding rule the inner disc counts twice and is
        // filled; under even-odd it is a hole.
        let ring = CGMutablePath()
        ring.addEllipse(in: CGRect(x: -10, y: -10, width: 20, height: 20))
        ring.addEllipse(in: CGRect(x: -5, y: -5, width: 10, height: 10))
        let centre = CGPoint.zero, band = CGPoint(x: 7.5, y: 0), outside = CGPoint(x: 9.9, y: 9.9)
        #expect(ring.contains(centre, using: .winding))
        #expect(!ring.contains(centre, using: .evenOdd))
        #expect(ring.contains(band, using: .winding))
        #expect(ring.contains(band, using: .evenOdd))
        #expect(!ring.contains(outside, using: .winding))
        #expect(!ring.contains(outside, using: .evenOdd))
    }

    @Test func oppositeWindingMakesAHoleUnderTheWindingRule() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        // The inner square drawn clockwise (y-up): its crossings cancel the outer square's.
        path.addLines(between: [CGPoint(x: 3, y: 3), CGPoint(x: 3, y: 7), CGPoint(x: 7, y: 7), CGPoint(x: 7, y: 3)])
        path.closeSubpath()
        #expect(!path.contains(CGPoint(x: 5, y: 5)))
        #expect(path.contains(CGPoint(x: 1, y: 5)))
        #expect(!path.contains(CGPoint(x: 5, y: 5), using: .evenOdd))
    }

    @Test func openSubpathsCountAsClosed() {
        // Apple: a point is contained if it would be painted when the path is filled, and filling
        // closes every subpath.
        let triangle = CGMutablePath()
        triangle.addLines(between: [.zero, CGPoint(x: 10, y: 0), CGPoint(x: 0, y: 10)])
        #expect(triangle.contains(CGPoint(x: 2, y: 2)))
        #expect(!triangle.contains(CGPoint(x: 6, y: 6)))
    }

    @Test func curvesAreFollowed() {
        let circle = CGPath(ellipseIn: CGRect(x: -1, y: -1, width: 2, height: 2), transform: nil)
        #expect(circle.contains(CGPoint(x: 0.7, y: 0.7)))    // radius 0.99
        #expect(!circle.contains(CGPoint(x: 0.72, y: 0.72))) // radius 1.018
    }

    @Test func transformAppliesToThePoint() {
        // Apple: "the point is transformed by this affine transform prior to determining whether the
        // path contains the point".
        let path = CGPath(rect: CGRect(x: 10, y: 10, width: 5, height: 5), transform: nil)
        let shift = CGAffineTransform(translationX: 10, y: 10)
        #expect(path.contains(CGPoint(x: 2, y: 2), transform: shift))
        #expect(!path.contains(CGPoint(x: 12, y: 12), transform: shift))
    }
}
