import Foundation
import Testing
@testable import OpenQuartzCoreLottie

/// How a repeater stacks its copies (`m`): with 1, the default, the first copy on top, each later
/// copy under the one before; with 2, each later copy over the one before. lottie-web
/// (`RepeaterModifier`: copy 0 takes the topmost place among the shapes when `m` is 1), Skia's
/// Skottie (`m` 1 paints the last copy first), ThorVG (copies in order only for `m` 2) agree.
///
/// The copy is a 20 x 20 square centred at (30, 50), filled red, its outline stroked blue 4 wide
/// over the fill (earlier shape items are drawn above later ones); the repeater moves each copy 10
/// right. At (30, 50) copy 0's red inside meets copy 1's left outline (x 28...32): red when copy 0
/// is on top, blue when copy 1 is.
@Suite struct LottieRepeaterStackingTests {
    static func pixel(m: Int, copies: String = #"{"a":0,"k":2}"#, endOpacity: Double = 100, at point: (Int, Int) = (30, 50)) throws -> [UInt8] {
        let json = LottieTestSupport.composition(#"""
            {"ty":4,"ip":0,"op":60,"ks":{},"shapes":[
              {"ty":"rc","d":1,"s":{"a":0,"k":[20,20]},"p":{"a":0,"k":[30,50]},"r":{"a":0,"k":0}},
              {"ty":"st","c":{"a":0,"k":[0,0,1,1]},"o":{"a":0,"k":100},"w":{"a":0,"k":4},"lc":2,"lj":2},
              {"ty":"fl","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100}},
              {"ty":"rp","c":\#(copies),"o":{"a":0,"k":0},"m":\#(m),
               "tr":{"a":{"a":0,"k":[0,0]},"p":{"a":0,"k":[10,0]},"s":{"a":0,"k":[100,100]},"r":{"a":0,"k":0},
                     "so":{"a":0,"k":100},"eo":{"a":0,"k":\#(endOpacity)}}}]}
            """#)
        let animation = try LottieTestSupport.animation(json)
        #expect(animation.report.issues.isEmpty, "\(animation.report.issues)")
        let pixels = LottieTestSupport.render(animation, frame: 0, width: 100, height: 100)
        let at = (point.1 * 100 + point.0) * 4
        return Array(pixels[at..<at + 4])
    }

    @Test func theFirstCopyIsOnTopByDefault() throws {
        #expect(try Self.pixel(m: 1) == [255, 0, 0, 255])
    }

    @Test func compositeTwoPutsEachLaterCopyOnTop() throws {
        #expect(try Self.pixel(m: 2) == [0, 0, 255, 255])
    }

    @Test func animatedCopiesStackTheSameWay() throws {
        let counted = #"{"a":1,"k":[{"t":0,"s":[2],"h":1},{"t":30,"s":[3]}]}"#
        #expect(try Self.pixel(m: 1, copies: counted) == [255, 0, 0, 255])
        #expect(try Self.pixel(m: 2, copies: counted) == [0, 0, 255, 255])
    }

    @Test func theOpacityRampFollowsTheCopiesNotTheirOrder() throws {
        // Three copies, opacity 100 % to 20 %: copy k at 100 − 80·k/2 %, as lottie-web ramps it.
        // Copy 2's red inside, right of copy 1's outline (x 48...52), at x 55: 20 % red, alone.
        let last = try Self.pixel(m: 1, copies: #"{"a":0,"k":3}"#, endOpacity: 20, at: (55, 50))
        #expect(abs(Int(last[3]) - 51) <= 1 && abs(Int(last[0]) - 51) <= 1 && last[2] == 0, "\(last)")
        let first = try Self.pixel(m: 1, copies: #"{"a":0,"k":3}"#, endOpacity: 20, at: (25, 50))
        #expect(first == [255, 0, 0, 255])
    }
}
