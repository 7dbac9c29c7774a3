#if !QUARTZCORE_COMPATIBILITY_TEST
import Foundation
@testable import OpenQuartzCore
import Testing

/// The evaluator's sine and cosine against the C library's `sin` and `cos` (the reference: glibc's
/// are correctly rounded in practice). Both are within 1 × 10⁻¹⁵ of them, about four units in the
/// last place of a result near 1, and, near the zeros of each, within the same relative error.
@Suite struct SineCosineTests {
    static func expectClose(_ x: Double, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        let (sine, cosine) = SineCosine.of(x)
        func close(_ value: Double, _ reference: Double) -> Bool {
            (value - reference).magnitude <= 1e-15 * max(1e-3, reference.magnitude)
                || (value - reference).magnitude <= 4 * reference.ulp
        }
        return close(sine, sin(x)) && close(cosine, cos(x))
    }

    @Test func denseAnglesAcrossTenTurns() {
        var wrong: [Double] = []
        for step in -200_000...200_000 {
            let x = Double(step) * 0.000_314_159
            if !Self.expectClose(x) { wrong.append(x) }
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(5))")
    }

    @Test func multiplesOfHalfPiAndTheirNeighbours() {
        var wrong: [Double] = []
        for k in -4_000...4_000 {
            let x = Double(k) * .pi / 2
            for candidate in [x, x.nextUp, x.nextDown, x + 1e-9, x - 1e-9] where !Self.expectClose(candidate) {
                wrong.append(candidate)
            }
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(5))")
    }

    @Test func largeAngles() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        var wrong: [Double] = []
        for _ in 0..<100_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let x = (Double(state >> 11) / Double(1 << 53) * 2 - 1) * 1_200_000
            if !Self.expectClose(x) { wrong.append(x) }
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(5))")
    }

    @Test func specialValues() {
        #expect(SineCosine.of(0) == (0, 1))
        #expect(SineCosine.of(.infinity).sine.isNaN)
        #expect(SineCosine.of(.nan).cosine.isNaN)
        // The doubles nearest π/6 and π/3 are not those angles: within two units in the last place.
        #expect((SineCosine.of(.pi / 6).sine - 0.5).magnitude <= 2 * 0.5.ulp)
        #expect((SineCosine.of(.pi / 3).cosine - 0.5).magnitude <= 2 * 0.5.ulp)
    }
}
#endif
