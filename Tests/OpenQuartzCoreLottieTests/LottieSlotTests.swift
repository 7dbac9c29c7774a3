import Foundation
import Testing
@testable import OpenQuartzCoreLottie

/// Slots (the Lottie specification's `slots`): a property with a slot id takes the slot's value.
@Suite struct LottieSlotTests {
    static func json(slots: String) -> String {
        #"""
        {"v":"5.7.0","fr":30,"ip":0,"op":60,"w":100,"h":100,"slots":\#(slots),"layers":[
          {"ty":4,"ip":0,"op":60,"ks":{"o":{"a":0,"k":100,"sid":"fade"}},"shapes":[
            {"ty":"rc","p":{"a":0,"k":[50,50]},"s":{"a":0,"k":[100,100]},"r":{"a":0,"k":0}},
            {"ty":"fl","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100}}]}]}
        """#
    }

    /// The layer's opacity names slot "fade", whose value is 50 %: the red comes out at alpha 128.
    @Test func aPropertyTakesItsSlotsValue() throws {
        let animation = try LottieTestSupport.animation(Self.json(slots: #"{"fade":{"p":{"a":0,"k":50}}}"#))
        #expect(animation.report.isFullySupported && animation.report.featuresUsed.contains("slot"))
        let pixels = LottieTestSupport.render(animation, frame: 0, width: 10, height: 10)
        #expect(abs(Int(pixels[3]) - 128) <= 1)
    }

    /// A slot id that names no slot keeps the value written beside it, and is reported.
    @Test func aMissingSlotKeepsTheWrittenValue() throws {
        let animation = try LottieTestSupport.animation(Self.json(slots: #"{"other":{"p":{"a":0,"k":50}}}"#))
        #expect(animation.report.issues.map(\.feature) == ["slot"])
        let pixels = LottieTestSupport.render(animation, frame: 0, width: 10, height: 10)
        #expect(pixels[3] == 255)
    }
}
