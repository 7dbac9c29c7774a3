import Foundation
import Testing
@testable import OpenQuartzCoreLottie

/// Trims in a row act innermost first, each on what the ones inside it kept, measured anew (as
/// lottie-web's `TrimModifier` and After Effects trim): lottie-android's test file
/// `TrimPathsInsideAndOutsideGroup.json` draws nothing at its first frame, where the outer trim's
/// end is 0. Expected extents worked out in each test from the trims' fractions.
@Suite struct LottieNestedTrimTests {
    /// A horizontal line from x = 10 to x = 90 at y = 50, 4 wide, inside a group whose trim keeps
    /// `inner` (percent), then trimmed by `outer` (and its offset, in degrees) after the group.
    static func file(inner: (Double, Double), outer: (Double, Double), outerOffset: Double = 0) -> String {
        LottieTestSupport.composition(#"""
            {"ty":4,"ip":0,"op":60,"st":0,"ks":{},"shapes":[
             {"ty":"gr","it":[
              {"ty":"sh","ks":{"a":0,"k":{"c":false,"v":[[10,50],[90,50]],"i":[[0,0],[0,0]],"o":[[0,0],[0,0]]}}},
              {"ty":"tm","s":{"a":0,"k":\#(inner.0)},"e":{"a":0,"k":\#(inner.1)},"o":{"a":0,"k":0},"m":1},
              {"ty":"st","c":{"a":0,"k":[0,0,0,1]},"o":{"a":0,"k":100},"w":{"a":0,"k":4},"lc":1,"lj":1},
              {"ty":"tr","p":{"a":0,"k":[0,0]},"a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]},"r":{"a":0,"k":0},"o":{"a":0,"k":100}}]},
             {"ty":"tm","s":{"a":0,"k":\#(outer.0)},"e":{"a":0,"k":\#(outer.1)},"o":{"a":0,"k":\#(outerOffset)},"m":1}]}
            """#)
    }

    /// The columns with ink on the row of the line, at 100 x 100.
    static func inkedColumns(_ json: String) throws -> [Int] {
        let pixels = LottieTestSupport.render(try LottieTestSupport.animation(json), frame: 0, width: 100, height: 100)
        return (0..<100).filter { pixels[(50 * 100 + $0) * 4 + 3] > 127 }
    }

    /// Inner 0...50 % keeps x 10...50; outer 50...100 % of that keeps x 30...50.
    @Test func anOuterTrimCutsWhatTheInnerOneKept() throws {
        let columns = try Self.inkedColumns(Self.file(inner: (0, 50), outer: (50, 100)))
        #expect(columns.first == 30 && columns.last == 49, "\(columns)")
    }

    /// An outer trim whose end is 0 leaves nothing, whatever the inner trim kept.
    @Test func anEmptyOuterTrimLeavesNothing() throws {
        #expect(try Self.inkedColumns(Self.file(inner: (0, 50), outer: (0, 0))).isEmpty)
    }

    /// The outer trim's offset turns within what the inner one kept: inner 25...75 % keeps x 30...70
    /// (40 long); outer 0...50 % shifted by a quarter turn keeps 25...75 % of it, x 40...60.
    @Test func anOuterOffsetTurnsWithinTheKeptPart() throws {
        let columns = try Self.inkedColumns(Self.file(inner: (25, 75), outer: (0, 50), outerOffset: 90))
        #expect(columns.first == 40 && columns.last == 59, "\(columns)")
    }
}
