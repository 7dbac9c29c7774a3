#if QUARTZCORE_COMPATIBILITY_TEST
import QuartzCore
#else
import OpenQuartzCore
#endif
import Testing

/// Reads a control point the way the seeds' Listing 10.4 does.
private func controlPoint(_ function: CAMediaTimingFunction, _ index: Int) -> (Float, Float) {
    var values: [Float] = [-1, -1]
    function.getControlPoint(at: index, values: &values)
    return (values[0], values[1])
}

@Suite("CAMediaTimingFunction")
struct CAMediaTimingFunctionTests {
    /// Control points from Apple's documentation of CAMediaTimingFunctionName.
    @Test(arguments: [
        (CAMediaTimingFunctionName.linear, Float(0), Float(0), Float(1), Float(1)),
        (.easeIn, 0.42, 0, 1, 1),
        (.easeOut, 0, 0, 0.58, 1),
        (.easeInEaseOut, 0.42, 0, 0.58, 1),
        (.default, 0.25, 0.1, 0.25, 1),
    ])
    func namedControlPoints(name: CAMediaTimingFunctionName, c1x: Float, c1y: Float, c2x: Float, c2y: Float) {
        let function = CAMediaTimingFunction(name: name)
        #expect(controlPoint(function, 0) == (0, 0))
        #expect(controlPoint(function, 1) == (c1x, c1y))
        #expect(controlPoint(function, 2) == (c2x, c2y))
        #expect(controlPoint(function, 3) == (1, 1))
    }

    @Test func customControlPointsAreStoredAsGiven() {
        // The seeds' clock-hand curve (Listing 10.5).
        let function = CAMediaTimingFunction(controlPoints: 1, 0, 0.75, 1)
        #expect(controlPoint(function, 1) == (1, 0))
        #expect(controlPoint(function, 2) == (0.75, 1))
        // x outside [0, 1] is kept as given by getControlPoint.
        let odd = CAMediaTimingFunction(controlPoints: -0.5, 2, 1.5, -1)
        #expect(controlPoint(odd, 1) == (-0.5, 2))
        #expect(controlPoint(odd, 2) == (1.5, -1))
    }

    @Test func rawNames() {
        #expect(CAMediaTimingFunctionName.linear.rawValue == "linear")
        #expect(CAMediaTimingFunctionName.easeIn.rawValue == "easeIn")
        #expect(CAMediaTimingFunctionName.easeOut.rawValue == "easeOut")
        #expect(CAMediaTimingFunctionName.easeInEaseOut.rawValue == "easeInEaseOut")
        #expect(CAMediaTimingFunctionName.default.rawValue == "default")
    }

    @Test func equalityFollowsControlPoints() {
        #expect(CAMediaTimingFunction(name: .easeIn) == CAMediaTimingFunction(controlPoints: 0.42, 0, 1, 1))
        #expect(CAMediaTimingFunction(name: .easeIn) != CAMediaTimingFunction(name: .easeOut))
        #expect(CAMediaTimingFunction(name: .easeIn).hash == CAMediaTimingFunction(name: .easeIn).hash)
    }
}

#if !QUARTZCORE_COMPATIBILITY_TEST
@Suite("CAMediaTimingFunction evaluation")
struct CAMediaTimingFunctionEvaluationTests {
    /// The "Timing functions" table of ../shared/conformance/vectors.md (tolerance 1e-4 unless stated).
    @Test(arguments: [
        (CAMediaTimingFunction(name: .easeIn), 0.2, 0.062282, 1e-4),
        (CAMediaTimingFunction(name: .easeIn), 0.6, 0.429120, 1e-4),
        (CAMediaTimingFunction(name: .easeOut), 0.75, 0.906535, 1e-4),
        (CAMediaTimingFunction(name: .easeInEaseOut), 0.9, 0.980278, 1e-4),
        (CAMediaTimingFunction(name: .default), 0.1, 0.094796, 1e-4),
        (CAMediaTimingFunction(name: .default), 0.4, 0.682541, 1e-4),
        (CAMediaTimingFunction(name: .default), 0.6, 0.885229, 1e-4),
        (CAMediaTimingFunction(controlPoints: 0.25, 0, 0.75, 1), 0.25, 0.18235, 1.5e-4),
        (CAMediaTimingFunction(controlPoints: 0.5, 1, 0.5, 1), 0.5, 0.875, 1e-4),
        (CAMediaTimingFunction(controlPoints: 0.5, -1, 0.5, -1), 0.5, -0.625, 1e-4),
        // "Implicit animations": opacity 0 -> 1 over 0.25 s with the default curve reads 0.802403
        // at 0.125 s, half way.
        (CAMediaTimingFunction(name: .default), 0.5, 0.802403, 1e-4),
    ])
    func conformanceVectors(function: CAMediaTimingFunction, x: Double, y: Double, tolerance: Double) {
        #expect(function.evaluate(x).isApproximatelyEqual(to: y, absoluteTolerance: tolerance))
    }

    @Test(arguments: CAMediaTimingFunctionName.allPredefined)
    func namedFunctionsAreExactAtTheEnds(name: CAMediaTimingFunctionName) {
        let function = CAMediaTimingFunction(name: name)
        #expect(function.evaluate(0) == 0)
        #expect(function.evaluate(1) == 1)
    }

    /// vectors.md: easeIn(x) + easeOut(1 - x) = 1, since easeOut's curve is easeIn's rotated by a
    /// half turn about (0.5, 0.5). Only to 1e-7: the control points are Floats, and 0.42 and 0.58
    /// rounded to Float are not exact complements (vectors.md allows 1e-4).
    @Test func easeInAndEaseOutAreSymmetric() {
        let easeIn = CAMediaTimingFunction(name: .easeIn), easeOut = CAMediaTimingFunction(name: .easeOut)
        for step in 0...1000 {
            let x = Double(step) / 1000
            #expect((easeIn.evaluate(x) + easeOut.evaluate(1 - x)).isApproximatelyEqual(to: 1, absoluteTolerance: 1e-7))
        }
    }

    @Test func linearIsTheIdentity() {
        let linear = CAMediaTimingFunction(name: .linear)
        for x in stride(from: 0.0, through: 1.0, by: 0.01) {
            #expect(linear.evaluate(x).isApproximatelyEqual(to: x, absoluteTolerance: 1e-12))
        }
    }

    @Test func inputsOutsideTheUnitIntervalAreClamped() {
        let function = CAMediaTimingFunction(name: .easeInEaseOut)
        #expect(function.evaluate(-0.5) == 0)
        #expect(function.evaluate(1.5) == 1)
        #expect(function.evaluate(.nan) == 0)
    }
}
#endif
