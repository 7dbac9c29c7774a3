import Foundation
import Testing
@testable import OpenQuartzCoreLottie

/// Repeaters whose values are keyframed. A 10 x 10 square centred 20 points right of the layer's
/// origin (50, 50), repeated: copy m is turned by m × the repeater's rotation about the origin
/// (clockwise on screen, y down). Turned 90°, the square's centre (70, 50) goes to (50, 70); turned
/// 180°, to (30, 50). Before animated repeaters were drawn, every copy kept the first values.
@Suite struct LottieAnimatedRepeaterTests {
    static func alpha(copies: String, rotation: String, at frame: Double) throws -> (Int, Int) -> UInt8 {
        let json = LottieTestSupport.composition(#"""
            {"ty":4,"ip":0,"op":60,"ks":{"p":{"a":0,"k":[50,50]}},"shapes":[
              {"ty":"rc","d":1,"s":{"a":0,"k":[10,10]},"p":{"a":0,"k":[20,0]},"r":{"a":0,"k":0}},
              {"ty":"fl","c":{"a":0,"k":[0,0,0,1]},"o":{"a":0,"k":100}},
              {"ty":"rp","c":\#(copies),"o":{"a":0,"k":0},"m":1,
               "tr":{"a":{"a":0,"k":[0,0]},"p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]},"r":\#(rotation),
                     "so":{"a":0,"k":100},"eo":{"a":0,"k":100}}}]}
            """#)
        let animation = try LottieTestSupport.animation(json)
        #expect(animation.report.issues.isEmpty, "\(animation.report.issues)")
        let pixels = LottieTestSupport.render(animation, frame: frame, width: 100, height: 100)
        return { x, y in pixels[(y * 100 + x) * 4 + 3] }
    }

    @Test func anAnimatedTurnMovesTheCopies() throws {
        let turning = #"{"a":1,"k":[{"t":0,"s":[0]},{"t":10,"s":[90]}]}"#
        let start = try Self.alpha(copies: #"{"a":0,"k":2}"#, rotation: turning, at: 0)
        let end = try Self.alpha(copies: #"{"a":0,"k":2}"#, rotation: turning, at: 10)
        #expect(start(70, 50) == 255 && start(50, 70) == 0)
        #expect(end(70, 50) == 255 && end(50, 70) == 255)
    }

    @Test func anAnimatedCountShowsAndHidesCopies() throws {
        let counting = #"{"a":1,"k":[{"t":0,"s":[1],"h":1},{"t":5,"s":[2],"h":1},{"t":10,"s":[3]}]}"#
        let quarter = #"{"a":0,"k":90}"#
        let one = try Self.alpha(copies: counting, rotation: quarter, at: 0)
        let two = try Self.alpha(copies: counting, rotation: quarter, at: 5)
        let three = try Self.alpha(copies: counting, rotation: quarter, at: 10)
        #expect(one(70, 50) == 255 && one(50, 70) == 0 && one(30, 50) == 0)
        #expect(two(70, 50) == 255 && two(50, 70) == 255 && two(30, 50) == 0)
        #expect(three(70, 50) == 255 && three(50, 70) == 255 && three(30, 50) == 255)
    }
}
