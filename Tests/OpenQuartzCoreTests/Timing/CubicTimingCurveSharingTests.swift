#if !QUARTZCORE_COMPATIBILITY_TEST
@testable import OpenQuartzCore
import Testing

/// Curves of the same custom control points share what the solver derives from them
/// (`CubicTimingCurve.Coefficients.Recent`), a bounded number at a time. Each test keeps its own
/// list, so that curves other tests make meanwhile do not push its entries out.
@Suite struct CubicTimingCurveSharingTests {
    /// The coefficients `recent` gives for the points, and whether it had to make them.
    static func coefficients(_ recent: CubicTimingCurve.Coefficients.Recent, _ y1: Double)
        -> (CubicTimingCurve.Coefficients, made: Bool) {
        var made = false
        let result = recent.coefficients(x1: 0.31, y1: y1, x2: 0.29, y2: 0.93) {
            made = true
            return CubicTimingCurve(x1: 0.31, y1: y1, x2: 0.29, y2: 0.93).coefficients
        }
        return (result, made)
    }

    @Test func theSameCustomPointsShareTheirCoefficients() {
        let recent = CubicTimingCurve.Coefficients.Recent(capacity: 4)
        let first = Self.coefficients(recent, 0.07), again = Self.coefficients(recent, 0.07)
        let other = Self.coefficients(recent, 0.08)
        #expect(first.made && !again.made && other.made)
        #expect(first.0 === again.0 && first.0 !== other.0)
    }

    @Test func onlyTheLastCurvesAreKept() {
        let recent = CubicTimingCurve.Coefficients.Recent(capacity: 4)
        _ = Self.coefficients(recent, 0)
        for index in 1...4 { _ = Self.coefficients(recent, Double(index) / 8) }
        // Four others came after it: it is made again; the last of them is still kept.
        #expect(Self.coefficients(recent, 0).made)
        #expect(!Self.coefficients(recent, 4.0 / 8).made)
    }

    @Test func aSharedCurveEvaluatesAsItsTwin() {
        let first = CubicTimingCurve(x1: 0.17, y1: 0.03, x2: 0.61, y2: 0.97)
        let again = CubicTimingCurve(x1: 0.17, y1: 0.03, x2: 0.61, y2: 0.97)
        for x in stride(from: 0.0, through: 1.0, by: 0.125) { #expect(first.value(at: x) == again.value(at: x)) }
    }
}
#endif
