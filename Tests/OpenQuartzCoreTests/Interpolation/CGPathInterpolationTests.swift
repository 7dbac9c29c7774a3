#if !QUARTZCORE_COMPATIBILITY_TEST
import OpenQuartzCore
import QuartzCoreTestSupport
import Testing

/// Paths as animation values: point-by-point interpolation when the element kinds match.
@Suite struct CGPathInterpolationTests {
    static let small = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
    static let large = CGPath(rect: CGRect(x: 10, y: 20, width: 30, height: 40), transform: nil)
    static let circle = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)

    @Test func matchingPathsInterpolatePointByPoint() {
        // Each corner moves in a straight line: half way between (0, 0, 10, 10) and (10, 20, 30, 40)
        // is (5, 10, 20, 25), corner by corner.
        let middle = Self.small.interpolated(to: Self.large, fraction: 0.5)
        #expect(middle == CGPath(rect: CGRect(x: 5, y: 10, width: 20, height: 25), transform: nil))
        #expect(Self.small.interpolated(to: Self.large, fraction: 0) == Self.small)
        #expect(Self.small.interpolated(to: Self.large, fraction: 1) == Self.large)
        // Overshoot extrapolates.
        let beyond = Self.small.interpolated(to: Self.large, fraction: 2)
        #expect(beyond == CGPath(rect: CGRect(x: 20, y: 40, width: 50, height: 70), transform: nil))
    }

    @Test func differentShapesSwitchHalfWay() {
        #expect(Self.small.interpolated(to: Self.circle, fraction: 0.49) == Self.small)
        #expect(Self.small.interpolated(to: Self.circle, fraction: 0.5) == Self.circle)
    }

    @Test func additionSubtractionAndScaling() {
        let sum = Self.small.adding(Self.large)
        // Corner by corner: (0,0)+(10,20), (10,0)+(40,20), (10,10)+(40,60), (0,10)+(10,60).
        let expected = CGMutablePath()
        expected.addLines(between: [CGPoint(x: 10, y: 20), CGPoint(x: 50, y: 20), CGPoint(x: 50, y: 70), CGPoint(x: 10, y: 70)])
        expected.closeSubpath()
        #expect(sum == expected)
        #expect(sum.subtractingValue(Self.large) == Self.small)
        #expect(Self.small.scaled(by: 3) == CGPath(rect: CGRect(x: 0, y: 0, width: 30, height: 30), transform: nil))
        // Mismatched kinds leave the receiver as it is.
        #expect(Self.small.adding(Self.circle) == Self.small)
        #expect(Self.small.subtractingValue(Self.circle) == Self.small)
    }

    @Test func distanceSumsThePointDistances() {
        let a = CGMutablePath()
        a.addLines(between: [.zero, CGPoint(x: 1, y: 0)])
        let b = CGMutablePath()
        b.addLines(between: [CGPoint(x: 3, y: 4), CGPoint(x: 1, y: 2)])
        // |(3, 4)| + |(0, 2)| = 5 + 2.
        #expect(a.interpolationDistance(to: b) == 7)
        #expect(a.interpolationDistance(to: a) == 0)
        // Mismatched: the distance between the boxes, positive when they differ.
        #expect(Self.small.interpolationDistance(to: Self.circle) == 0)
        #expect(Self.small.interpolationDistance(to: CGPath(ellipseIn: CGRect(x: 3, y: 4, width: 10, height: 10), transform: nil)) == 5)
    }

    @Test func animationValuesMustBePaths() {
        #expect(CGPath(animationValue: Self.circle) == Self.circle)
        #expect(CGPath(animationValue: 3.0) == nil)
        let mutable = CGMutablePath()
        mutable.addRect(CGRect(x: 0, y: 0, width: 1, height: 1))
        let copy = CGPath(animationValue: mutable)
        mutable.move(to: .zero)
        #expect(copy == CGPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1), transform: nil))
    }

    @Test func resultsKeepTheReceiversClass() {
        let mutable = CGMutablePath()
        mutable.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        let blended: CGMutablePath = mutable.interpolated(to: Self.large, fraction: 0.5)
        blended.closeSubpath()
        #expect(mutable == Self.small)
        #expect(!(Self.small.interpolated(to: Self.large, fraction: 0.5) is CGMutablePath))
    }
}
#endif
