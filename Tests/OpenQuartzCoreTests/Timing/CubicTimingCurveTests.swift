#if !QUARTZCORE_COMPATIBILITY_TEST
import OpenQuartzCore
import PropertyBased
import QuartzCoreTestSupport
import Testing

/// An independent reference: bisection on the Bezier parameter in 80-bit precision, comparing x
/// with the nearer end (1 - x(t) against 1 - x above one half) so that flat ends keep their digits,
/// then y at that parameter, straight from the Bernstein form.
private func referenceY(x1: Double, y1: Double, x2: Double, y2: Double, x: Double) -> Double {
    typealias Wide = Float80
    let (p1, p2, q1, q2, target) = (Wide(x1), Wide(x2), Wide(y1), Wide(y2), Wide(x))
    func below(_ t: Wide) -> Bool {
        let u = 1 - t
        if target < 0.5 { return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t < target }
        return u * u * u + 3 * u * u * t * (1 - p1) + 3 * u * t * t * (1 - p2) > 1 - target
    }
    var low: Wide = 0, high: Wide = 1
    for _ in 0..<200 {
        let middle = (low + high) / 2
        if below(middle) { low = middle } else { high = middle }
    }
    let t = (low + high) / 2, u = 1 - t
    return Double(3 * u * u * t * q1 + 3 * u * t * t * q2 + t * t * t)
}

@Suite("CubicTimingCurve")
struct CubicTimingCurveTests {
    /// The requirement: error below 1e-6 in y for every x in [0, 1]. Curves include the named ones,
    /// the seeds' clock hand, overshooting ones, and degenerate ones whose x'(t) vanishes at an end
    /// or in the middle, where Newton's method alone fails. The solver holds to 1e-10, four orders
    /// of magnitude inside the requirement.
    @Test(arguments: [
        (0.0, 0.0, 1.0, 1.0), (0.42, 0.0, 1.0, 1.0), (0.0, 0.0, 0.58, 1.0), (0.42, 0.0, 0.58, 1.0),
        (0.25, 0.1, 0.25, 1.0), (1.0, 0.0, 0.75, 1.0), (0.68, -0.55, 0.27, 1.55), (0.9, 0.0, 0.1, 1.0),
        (0.0, 1.0, 0.0, 1.0), (1.0, 0.0, 1.0, 0.0), (0.0, 1.0, 1.0, 0.0), (0.5, 2.0, 0.5, -1.0),
        (0.0, 0.0, 0.0, 1.0), (1.0, 1.0, 1.0, 1.0), (0.8, 0.2, 0.1, 0.9),
    ])
    func accuracyAgainstBisection(x1: Double, y1: Double, x2: Double, y2: Double) {
        let curve = CubicTimingCurve(x1: x1, y1: y1, x2: x2, y2: y2)
        var worst = 0.0
        for step in 0...20_000 {
            let x = Double(step) / 20_000
            worst = max(worst, abs(curve.value(at: x) - referenceY(x1: x1, y1: y1, x2: x2, y2: y2, x: x)))
        }
        #expect(worst < 1e-10, "largest error \(worst)")
    }

    /// (1, 0, 0, 1) has a vertical tangent at its middle: x(t) = 1/2 + 4 (t - 1/2)^3 and
    /// y(t) = 3 t^2 - 2 t^3 (expanding the Bernstein forms), so y(x) has the closed form used here as
    /// the reference, even within 1e-15 of x = 1/2 where any solver working on x(t) in double or
    /// 80-bit precision alone loses y to rounding.
    @Test func interiorVerticalTangentAgainstClosedForm() {
        let curve = CubicTimingCurve(x1: 1, y1: 0, x2: 0, y2: 1)
        func exact(_ x: Double) -> Double {
            let s = Double(cbrt(Float80(x - 0.5) / 4)), t = 0.5 + s
            return 3 * t * t - 2 * t * t * t
        }
        var inputs = (0...2000).map { Double($0) / 2000 }
        inputs += [1e-15, 1e-12, 1e-9, 1e-6].flatMap { [0.5 - $0, 0.5 + $0] }
        var worst = 0.0
        for x in inputs { worst = max(worst, abs(curve(x) - exact(x))) }
        #expect(worst < 1e-10, "largest error \(worst)")
        #expect(abs(curve(0.5) - 0.5) <= 1e-15)
    }

    /// Random control points (x in [0, 1], y in [-2, 2]) at random inputs, against the bisection
    /// reference: the same 1e-10.
    @Test func accuracyAgainstBisectionForRandomCurves() async {
        await propertyCheck(input: Gen.double(in: 0...1), Gen.double(in: -2...2), Gen.double(in: 0...1),
                            Gen.double(in: -2...2), Gen.double(in: 0...1)) { x1, y1, x2, y2, x in
            let curve = CubicTimingCurve(x1: x1, y1: y1, x2: x2, y2: y2)
            let error = abs(curve.value(at: x) - referenceY(x1: x1, y1: y1, x2: x2, y2: y2, x: x))
            #expect(error < 1e-10, "curve (\(x1), \(y1), \(x2), \(y2)) at \(x): error \(error)")
        }
    }

    /// Curves made from the same control points are equal and hash alike, whatever made them.
    @Test func equalControlPointsMakeEqualCurves() {
        let named = CAMediaTimingFunction(name: .easeInEaseOut).curve
        let direct = CubicTimingCurve(x1: Double(Float(0.42)), y1: 0, x2: Double(Float(0.58)), y2: 1)
        #expect(named == direct)
        #expect(named.hashValue == direct.hashValue)
        #expect(named != CubicTimingCurve(x1: 0.42, y1: 0, x2: 0.58, y2: 0.9))
        for step in 0...100 {
            let x = Double(step) / 100
            #expect(named(x) == direct(x))
        }
    }

    @Test func parameterSolvesX() {
        let curve = CubicTimingCurve(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
        for step in 0...100 {
            let x = Double(step) / 100
            #expect(curve.x(atParameter: curve.parameter(forX: x)).isApproximatelyEqual(to: x, absoluteTolerance: 1e-10))
        }
    }

    @Test func controlPointXIsClampedForSolving() {
        // x1 = -1 behaves as 0 and x2 = 2 as 1, keeping x(t) monotonic.
        let clamped = CubicTimingCurve(x1: -1, y1: 0.3, x2: 2, y2: 0.7)
        let reference = CubicTimingCurve(x1: 0, y1: 0.3, x2: 1, y2: 0.7)
        #expect(clamped.x1 == 0 && clamped.x2 == 1)
        for x in stride(from: 0.0, through: 1.0, by: 0.05) {
            #expect(clamped(x) == reference(x))
        }
    }

    /// A timing function is monotone (non-decreasing) wherever its control points allow it: with both
    /// control-point y coordinates in [0, 1], y(t) and x(t) both rise with t.
    @Test func monotoneWhenControlPointsAllow() async {
        let unit = Gen.double(in: 0...1)
        await propertyCheck(input: unit, unit, unit, unit) { x1, y1, x2, y2 in
            let curve = CubicTimingCurve(x1: x1, y1: y1, x2: x2, y2: y2)
            var previous = curve(0)
            for step in 1...200 {
                let value = curve(Double(step) / 200)
                #expect(value >= previous - 1e-12, "curve (\(x1), \(y1), \(x2), \(y2)) decreases at \(Double(step) / 200)")
                previous = value
            }
        }
    }

    @Test func endsAreExactForAnyControlPoints() async {
        await propertyCheck(input: Gen.double(in: 0...1), Gen.double(in: -2...2), Gen.double(in: 0...1), Gen.double(in: -2...2)) { x1, y1, x2, y2 in
            let curve = CubicTimingCurve(x1: x1, y1: y1, x2: x2, y2: y2)
            #expect(curve(0) == 0)
            #expect(curve(1) == 1)
        }
    }
}
#endif
