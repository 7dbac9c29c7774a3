#if !QUARTZCORE_COMPATIBILITY_TEST
import Foundation
import OpenCoreGraphics
import QuartzCoreTestSupport
import Testing

/// ``PathStroker``'s exact region (`exactIn:`): a stroke far larger than the region is cut finely
/// only where the region sees it, and paints there what the exact stroke paints. Expected coverage
/// comes from the geometry of each case: with round joins and caps, a point is painted exactly when
/// it lies within half the width of the centerline.
@Suite struct PathStrokerCullingTests {
    typealias G = StrokeTestGeometry

    static func outline(_ path: CGPath, _ style: StrokeStyle, tolerance: CGFloat, region: CGRect?) -> [[CGPoint]] {
        var stroker = PathStroker()
        var outline = StrokeOutline()
        stroker.stroke(path.elements, style: style, tolerance: tolerance, exactIn: region, into: &outline)
        var polygons: [[CGPoint]] = []
        outline.forEachPolygon { polygons.append(Array($0)) }
        return polygons
    }

    /// A circle of radius 10⁹ through the origin (centre (0, 10⁹)), stroked 20 wide at a tolerance
    /// of 0.1, as a shape scaled up past any screen is: seen through the region 100 across around
    /// the origin, its outline has a few hundred points, not the flattening's 2¹⁶ a quarter, and
    /// paints the band |distance to the centre − 10⁹| < 10 there, to the tolerance.
    @Test func aHugeCircleIsCutFinelyOnlyWhereTheRegionSeesIt() {
        let radius: CGFloat = 1e9
        let circle = CGPath(ellipseIn: CGRect(x: -radius, y: 0, width: 2 * radius, height: 2 * radius), transform: nil)
        let region = CGRect(x: -50, y: -50, width: 100, height: 100)
        let style = StrokeStyle(lineWidth: 20, lineCap: .round, lineJoin: .round)
        let polygons = Self.outline(circle, style, tolerance: 0.1, region: region)
        let count = polygons.reduce(0) { $0 + $1.count }
        #expect(count > 0 && count < 2_000, "\(count) points")
        var checked = 0
        for y in stride(from: -49.5, through: 49.5, by: 3) {
            for x in stride(from: -49.5, through: 49.5, by: 3) {
                // Distance to the circle, as (R - |p - c|) computed without cancellation.
                let dy = radius - y, d = (x * x + dy * dy).squareRoot()
                let off = abs((radius * radius - (x * x + dy * dy)) / (radius + d))
                guard abs(off - 10) > 0.25 else { continue }
                checked += 1
                #expect((G.winding(CGPoint(x: x, y: y), polygons) != 0) == (off < 10), "(\(x), \(y)): \(off) from the circle")
            }
        }
        #expect(checked > 1_000)
    }

    /// Curves far outside stand as chords: every curve and every round join of a zigzag of 400 arcs
    /// far to the right of the region, stroked at a tolerance 10⁻⁹ of its width, makes nothing
    /// (its subpath lies wholly outside and is left out); without the region it makes millions of
    /// points. A second subpath crossing the region is kept, and paints its band there.
    @Test func subpathsWhollyOutsideAreLeftOut() {
        let far = CGMutablePath()
        far.move(to: CGPoint(x: 1e4, y: 0))
        for index in 0..<400 {
            let x = 1e4 + CGFloat(index) * 10
            far.addQuadCurve(to: CGPoint(x: x + 10, y: index % 2 == 0 ? 10 : 0), control: CGPoint(x: x + 5, y: 30))
        }
        let style = StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round)
        let region = CGRect(x: -10, y: -10, width: 20, height: 20)
        #expect(Self.outline(far, style, tolerance: 1e-9, region: region).isEmpty)
        let crossing = CGMutablePath(), both = CGMutablePath()
        crossing.move(to: CGPoint(x: -1e4, y: 0))
        crossing.addCurve(to: CGPoint(x: 1e4, y: 0), control1: CGPoint(x: -5e3, y: 0), control2: CGPoint(x: 5e3, y: 0))
        both.addPath(far)
        both.addPath(crossing)
        let polygons = Self.outline(both, style, tolerance: 1e-9, region: region)
        #expect(polygons.count == 1)
        for y in stride(from: -9.5, through: 9.5, by: 0.5) where abs(abs(y) - 1) > 1e-3 {
            #expect((G.winding(CGPoint(x: 3.25, y: y), polygons) != 0) == (abs(y) < 1), "y \(y)")
        }
    }

    /// With no region, or one holding the whole stroke, the outline is the exact one, point for
    /// point.
    @Test func aRegionHoldingTheStrokeChangesNothing() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addCurve(to: CGPoint(x: 40, y: 0), control1: CGPoint(x: 10, y: 30), control2: CGPoint(x: 30, y: -30))
        path.addQuadCurve(to: CGPoint(x: 40, y: 40), control: CGPoint(x: 60, y: 20))
        let style = StrokeStyle(lineWidth: 4, lineCap: .round, lineJoin: .round, dashPhase: 1, dashLengths: [5, 3])
        let exact = Self.outline(path, style, tolerance: 0.01, region: nil)
        #expect(Self.outline(path, style, tolerance: 0.01, region: CGRect(x: -10, y: -40, width: 90, height: 90)) == exact)
        #expect(Self.outline(path, style, tolerance: 0.01, region: .infinite) == exact)
    }
}
#endif
