import Foundation
import Testing
@testable import OpenQuartzCoreLottie

/// Text animators' fill hue, saturation and brightness (`fh` degrees, `fs` and `fb` percent), added
/// to the fill in HSV as lottie-web adds them, times the selector's factor. The test font's "A"
/// (``LottieTextTests``) is filled red, (1, 0, 0): hue 0, saturation 1, value 1. Its box at size 50
/// covers (20, 70).
@Suite struct LottieTextColorShiftTests {
    static func color(_ style: String, amount: Double = 100) throws -> [UInt8] {
        let selector = #"{"t":0,"s":{"a":0,"k":0},"e":{"a":0,"k":100},"r":1,"b":1,"sh":1,"a":{"a":0,"k":\#(amount)}}"#
        let json = LottieTextTests.file(#"{"d":{"k":[{"s":\#(LottieTextTests.document("A", size: 50)),"t":0}]},"a":[{"s":\#(selector),"a":\#(style)}]}"#)
        let animation = try LottieTestSupport.animation(json)
        #expect(!animation.report.issues.contains { $0.feature.hasPrefix("text-animator") }, "\(animation.report.issues)")
        let pixels = LottieTestSupport.render(animation, frame: 0, width: 100, height: 100)
        let at = (70 * 100 + 20) * 4
        return Array(pixels[at..<at + 4])
    }

    @Test func hueTurnsTheFill() throws {
        // A third of a turn: red to green.
        #expect(try Self.color(#"{"fh":{"a":0,"k":120}}"#) == [0, 255, 0, 255])
        // Half of 120° (amount 50 %): 60°, yellow.
        #expect(try Self.color(#"{"fh":{"a":0,"k":120}}"#, amount: 50) == [255, 255, 0, 255])
        // −120° wraps to 240°: blue.
        #expect(try Self.color(#"{"fh":{"a":0,"k":-120}}"#) == [0, 0, 255, 255])
    }

    @Test func saturationAndBrightnessAreAddedAndLimited() throws {
        // Saturation 1 − 1 = 0: the value alone, white.
        #expect(try Self.color(#"{"fs":{"a":0,"k":-100}}"#) == [255, 255, 255, 255])
        // Value 1 − 0.5: half red (128 of 255, rounded).
        let dark = try Self.color(#"{"fb":{"a":0,"k":-50}}"#)
        #expect(abs(Int(dark[0]) - 128) <= 1 && dark[1] == 0 && dark[2] == 0 && dark[3] == 255, "\(dark)")
        // Value 1 + 0.5 is limited to 1: red unchanged.
        #expect(try Self.color(#"{"fb":{"a":0,"k":50}}"#) == [255, 0, 0, 255])
    }

    /// An animator's fill colour eased past 1 (white towards grey, the first control point's y at
    /// -1.5) is white, clamped, not an old file's 0...255 scale (which turned it near black): the
    /// reader puts colours in 0...1 once, from the values the file writes. Frame 3 of 30.
    @Test func anOvershootingAnimatorColourStaysWhite() throws {
        let selector = #"{"t":0,"s":{"a":0,"k":0},"e":{"a":0,"k":100},"r":1,"b":1,"sh":1,"a":{"a":0,"k":100}}"#
        let fill = #"{"fc":{"a":1,"k":[{"t":0,"s":[1,1,1],"o":{"x":[0.167],"y":[-1.5]},"i":{"x":[0.7],"y":[1]}},{"t":30,"s":[0.5,0.5,0.5]}]}}"#
        let json = LottieTextTests.file(#"{"d":{"k":[{"s":\#(LottieTextTests.document("A", size: 50)),"t":0}]},"a":[{"s":\#(selector),"a":\#(fill)}]}"#)
        let pixels = LottieTestSupport.render(try LottieTestSupport.animation(json), frame: 3, width: 100, height: 100)
        let at = (70 * 100 + 20) * 4
        #expect(Array(pixels[at..<at + 4]) == [255, 255, 255, 255])
    }

    /// The conversions themselves, against colours whose HSV is known: orange (1, 0.5, 0) is hue
    /// 30°, saturation 1, value 1; grey (0.5, 0.5, 0.5) hue 0, saturation 0, value 0.5.
    @Test func hsvConversionsRoundTrip() {
        let (h, s, v) = LottieTextFrames.RGB.hsv(1, 0.5, 0)
        #expect(abs(h - 30.0 / 360) < 1e-12 && s == 1 && v == 1)
        let (gh, gs, gv) = LottieTextFrames.RGB.hsv(0.5, 0.5, 0.5)
        #expect(gh == 0 && gs == 0 && gv == 0.5)
        for (r, g, b) in [(1.0, 0.5, 0.0), (0.2, 0.4, 0.9), (0.7, 0.1, 0.3), (0.5, 0.5, 0.5)] {
            let (h, s, v) = LottieTextFrames.RGB.hsv(r, g, b)
            let back = LottieTextFrames.RGB.rgb(h, s, v)
            #expect(abs(back.0 - r) < 1e-12 && abs(back.1 - g) < 1e-12 && abs(back.2 - b) < 1e-12)
        }
    }
}
