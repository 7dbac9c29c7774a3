import Foundation
import Testing
@testable import OpenQuartzCoreLottie

/// Track mattes: the layer below a matte layer (`td` 1) is shown through the matte's alpha (`tt` 1),
/// its inverse (`tt` 2), its luminance (`tt` 3) or the inverse of that (`tt` 4).
@Suite struct LottieMatteTests {
    /// A red layer filling the 100 × 100 composition under a matte layer holding a 40 × 40 square at
    /// its centre: pixels (30...69, 30...69).
    static func composition(mode: Int, matte color: String = "[0,0,0,1]") -> String {
        LottieTestSupport.composition("""
            {"ty":4,"ind":1,"td":1,"ip":0,"op":60,"ks":{"p":{"a":0,"k":[50,50]}},"shapes":[
              {"ty":"rc","p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[40,40]},"r":{"a":0,"k":0}},
              {"ty":"fl","c":{"a":0,"k":\(color)},"o":{"a":0,"k":100}}]},
            {"ty":4,"ind":2,"tt":\(mode),"ip":0,"op":60,"ks":{"p":{"a":0,"k":[50,50]}},"shapes":[
              {"ty":"rc","p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]},"r":{"a":0,"k":0}},
              {"ty":"fl","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100}}]}
            """)
    }

    @Test(arguments: [1, 2])
    func theMatteShowsOrHidesTheLayer(mode: Int) throws {
        let animation = try LottieTestSupport.animation(Self.composition(mode: mode))
        #expect(animation.report.isFullySupported)
        let pixels = LottieTestSupport.render(animation, frame: 0, width: 100, height: 100)
        func alpha(x: Int, y: Int) -> UInt8 { pixels[(y * 100 + x) * 4 + 3] }
        let inside: UInt8 = mode == 1 ? 255 : 0, outside: UInt8 = mode == 1 ? 0 : 255
        #expect(alpha(x: 50, y: 50) == inside && alpha(x: 31, y: 68) == inside)
        #expect(alpha(x: 10, y: 10) == outside && alpha(x: 50, y: 28) == outside && alpha(x: 71, y: 50) == outside)
    }

    /// A white matte's luminance is 1, a black one's 0 (where by alpha both cover all): through a
    /// white square the layer shows inside it (`tt` 3) or outside it (`tt` 4); through a black one,
    /// nowhere (`tt` 3).
    @Test(arguments: [(3, "[1,1,1,1]"), (4, "[1,1,1,1]"), (3, "[0,0,0,1]")])
    func aLumaMatteCoversByLuminance(mode: Int, color: String) throws {
        let animation = try LottieTestSupport.animation(Self.composition(mode: mode, matte: color))
        #expect(animation.report.isFullySupported)
        let pixels = LottieTestSupport.render(animation, frame: 0, width: 100, height: 100)
        func alpha(x: Int, y: Int) -> UInt8 { pixels[(y * 100 + x) * 4 + 3] }
        let white = color == "[1,1,1,1]"
        let inside: UInt8 = white && mode == 3 ? 255 : 0, outside: UInt8 = mode == 4 ? 255 : 0
        #expect(alpha(x: 50, y: 50) == inside && alpha(x: 10, y: 10) == outside)
    }

    /// The matte: the layer whose index `tp` names (here below a blue layer that sits between
    /// them), or the layer above even when it is not marked `td`, which then draws only as the
    /// matte (lottie-android's `TgsWithoutOpacity.json` is written so; lottie-android, rlottie and
    /// ThorVG draw it so). Expected pixels worked out from the layers' squares and colours.
    @Test func theMatteIsTheLayerTpNamesOrTheOneAbove() throws {
        let square = #"{"ty":"rc","p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[40,40]},"r":{"a":0,"k":0}}"#
        let full = #"{"ty":"rc","p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]},"r":{"a":0,"k":0}}"#
        func fill(_ rgb: String) -> String { #"{"ty":"fl","c":{"a":0,"k":\#(rgb)},"o":{"a":0,"k":100}}"# }
        let named = LottieTestSupport.composition("""
            {"ty":4,"ind":7,"td":1,"ip":0,"op":60,"ks":{"p":{"a":0,"k":[50,50]}},"shapes":[\(square),\(fill("[0,0,0,1]"))]},
            {"ty":4,"ind":8,"ip":0,"op":60,"ks":{"p":{"a":0,"k":[10,10]}},"shapes":[\(square),\(fill("[0,0,1,1]"))]},
            {"ty":4,"ind":9,"tt":1,"tp":7,"ip":0,"op":60,"ks":{"p":{"a":0,"k":[50,50]}},"shapes":[\(full),\(fill("[1,0,0,1]"))]}
            """)
        var animation = try LottieTestSupport.animation(named)
        #expect(animation.report.isFullySupported)
        var pixels = LottieTestSupport.render(animation, frame: 0, width: 100, height: 100)
        func rgba(_ x: Int, _ y: Int) -> [UInt8] { Array(pixels[(y * 100 + x) * 4..<(y * 100 + x) * 4 + 4]) }
        #expect(rgba(50, 50) == [255, 0, 0, 255] && rgba(80, 80) == [0, 0, 0, 0] && rgba(5, 5) == [0, 0, 255, 255])

        let unmarked = LottieTestSupport.composition("""
            {"ty":4,"ind":1,"ip":0,"op":60,"ks":{"p":{"a":0,"k":[50,50]}},"shapes":[\(square),\(fill("[0,0,1,1]"))]},
            {"ty":4,"ind":2,"tt":1,"ip":0,"op":60,"ks":{"p":{"a":0,"k":[50,50]},"o":{"a":0,"k":50}},"shapes":[\(full),\(fill("[1,0,0,1]"))]}
            """)
        animation = try LottieTestSupport.animation(unmarked)
        #expect(animation.report.isFullySupported)
        pixels = LottieTestSupport.render(animation, frame: 0, width: 100, height: 100)
        // The red layer at half opacity through the blue square; outside it, and of the blue, nothing.
        let centre = rgba(50, 50)
        #expect(abs(Int(centre[3]) - 128) <= 1 && centre[0] == centre[3] && centre[1] == 0 && centre[2] == 0, "\(centre)")
        #expect(rgba(80, 80) == [0, 0, 0, 0])

        let missing = LottieTestSupport.composition("""
            {"ty":4,"ind":2,"tt":1,"tp":5,"ip":0,"op":60,"ks":{"p":{"a":0,"k":[50,50]}},"shapes":[\(full),\(fill("[1,0,0,1]"))]}
            """)
        let report = try LottieTestSupport.animation(missing).report
        #expect(report.issues.map { "\($0.jsonPath) \($0.feature)" } == ["$.layers[0] track-matte-missing"])
    }
}
