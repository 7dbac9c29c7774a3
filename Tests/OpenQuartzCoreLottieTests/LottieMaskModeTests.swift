import Foundation
import Testing
@testable import OpenQuartzCoreLottie

/// Masks combined in order as After Effects combines them (`LottieMaskBuilder`): a red solid over
/// the whole 100 × 100 composition, masked by A (x 10...60) and B (x 40...90), both y 10...90.
/// Expected coverage by the formulas: add α + m − αm, subtract α(1 − m), intersect αm, difference
/// |α − m|; the first mask m, or 1 − m when it subtracts.
@Suite struct LottieMaskModeTests {
    static func mask(_ mode: String, x: Double, inverted: Bool = false, opacity: Double = 100) -> String {
        let (l, r) = (x, x + 50)
        return #"{"mode":"\#(mode)","inv":\#(inverted),"o":{"a":0,"k":\#(opacity)},"pt":{"a":0,"k":{"c":true,"#
            + #""v":[[\#(l),10],[\#(r),10],[\#(r),90],[\#(l),90]],"i":[[0,0],[0,0],[0,0],[0,0]],"o":[[0,0],[0,0],[0,0],[0,0]]}}}"#
    }

    /// Alpha at the middle row, at x 25 (A only), 50 (both), 75 (B only) and 95 (neither).
    static func coverage(_ masks: String...) throws -> [UInt8] {
        let json = LottieTestSupport.composition(
            ##"{"ty":1,"ip":0,"op":60,"ks":{},"sc":"#ff0000","sw":100,"sh":100,"masksProperties":[\##(masks.joined(separator: ","))]}"##)
        let animation = try LottieTestSupport.animation(json)
        let pixels = LottieTestSupport.render(animation, frame: 0, width: 100, height: 100)
        return [25, 50, 75, 95].map { pixels[(50 * 100 + $0) * 4 + 3] }
    }

    @Test func subtractIntersectAndDifferenceFollowTheirFormulas() throws {
        #expect(try Self.coverage(Self.mask("a", x: 10), Self.mask("a", x: 40)) == [255, 255, 255, 0])
        #expect(try Self.coverage(Self.mask("a", x: 10), Self.mask("s", x: 40)) == [255, 0, 0, 0])
        #expect(try Self.coverage(Self.mask("a", x: 10), Self.mask("i", x: 40)) == [0, 255, 0, 0])
        #expect(try Self.coverage(Self.mask("a", x: 10), Self.mask("f", x: 40)) == [255, 0, 255, 0])
        #expect(try Self.coverage(Self.mask("s", x: 10), Self.mask("s", x: 40)) == [0, 0, 0, 255])
        #expect(try Self.coverage(Self.mask("a", x: 10), Self.mask("a", x: 40, inverted: true)) == [255, 255, 0, 255])
        #expect(try Self.coverage(Self.mask("a", x: 10), Self.mask("d", x: 40)) == [0, 255, 0, 0])
    }

    /// A first subtracting mask leaves 1 − m: at opacity 50 %, half inside it; an intersect first
    /// is the mask itself; an inverted subtract leaves the path.
    @Test func theFirstMaskStartsTheCoverage() throws {
        let half = try Self.coverage(Self.mask("s", x: 10, opacity: 50))
        #expect(abs(Int(half[0]) - 128) <= 1 && half[3] == 255)
        #expect(try Self.coverage(Self.mask("i", x: 10)) == [255, 255, 0, 0])
        #expect(try Self.coverage(Self.mask("s", x: 10, inverted: true)) == [255, 255, 0, 0])
        #expect(try Self.coverage(Self.mask("s", x: 10)) == [0, 0, 255, 255])
    }
}
