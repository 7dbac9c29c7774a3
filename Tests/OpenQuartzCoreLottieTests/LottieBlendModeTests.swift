import Foundation
import Testing
@testable import OpenQuartzCoreLottie

/// Layer blend modes (`bm`) become the layer's `compositingFilter`, which the renderer blends with.
@Suite struct LottieBlendModeTests {
    /// A red square multiplied (`bm` 1) over a grey one of 50 % (128): red 255 × 128 / 255 = 128,
    /// green and blue 0 × 128 = 0 where they overlap; the red alone stays red.
    @Test func aMultipliedLayerDarkensWhatIsUnderIt() throws {
        let square = #"{"ty":"rc","p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[40,40]},"r":{"a":0,"k":0}}"#
        let json = LottieTestSupport.composition("""
            {"ty":4,"ip":0,"op":60,"bm":1,"ks":{"p":{"a":0,"k":[60,50]}},"shapes":[\(square),
              {"ty":"fl","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100}}]},
            {"ty":4,"ip":0,"op":60,"ks":{"p":{"a":0,"k":[40,50]}},"shapes":[\(square),
              {"ty":"fl","c":{"a":0,"k":[0.50196,0.50196,0.50196,1]},"o":{"a":0,"k":100}}]}
            """)
        let animation = try LottieTestSupport.animation(json)
        #expect(animation.report.isFullySupported && animation.report.featuresUsed.contains("blend-mode"))
        let pixels = LottieTestSupport.render(animation, frame: 0, width: 100, height: 100)
        func rgba(x: Int, y: Int) -> [UInt8] { Array(pixels[(y * 100 + x) * 4..<(y * 100 + x) * 4 + 4]) }
        #expect(rgba(x: 50, y: 50) == [128, 0, 0, 255])
        #expect(rgba(x: 75, y: 50) == [255, 0, 0, 255])
        #expect(rgba(x: 25, y: 50) == [128, 128, 128, 255])
    }

    @Test func everyModeHasAFilterButHardMix() {
        #expect(Set(LottieCompositionBuilder.blendModeFilters.keys) == Set(1...16))
    }
}
