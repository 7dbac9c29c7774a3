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
}
