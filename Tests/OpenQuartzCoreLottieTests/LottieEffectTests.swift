import Foundation
import Testing
@testable import OpenQuartzCoreLottie

/// Layer effects: After Effects' Drop Shadow becomes the layer's Core Animation shadow; the others
/// are reported where they are.
@Suite struct LottieEffectTests {
    /// A 20 × 20 red square at the centre of a 100 × 100 composition with a hard black drop shadow
    /// (opacity 255, softness 0) 10 points toward 180° (straight down): the shadow covers rows 50 to
    /// 69, under the square from row 50 on, and shows alone on rows 60 to 69.
    static let json = LottieTestSupport.composition(#"""
        {"ty":4,"ip":0,"op":60,"ks":{"p":{"a":0,"k":[50,50]}},
         "ef":[{"ty":25,"nm":"Drop Shadow","ef":[
           {"ty":2,"nm":"Shadow Color","v":{"a":0,"k":[0,0,0,1]}},
           {"ty":0,"nm":"Opacity","v":{"a":0,"k":255}},
           {"ty":0,"nm":"Direction","v":{"a":0,"k":180}},
           {"ty":0,"nm":"Distance","v":{"a":0,"k":10}},
           {"ty":0,"nm":"Softness","v":{"a":0,"k":0}}]},
           {"ty":29,"nm":"Gaussian Blur","ef":[]}],
         "shapes":[{"ty":"rc","p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[20,20]},"r":{"a":0,"k":0}},
           {"ty":"fl","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100}}]}
        """#)

    @Test func aDropShadowIsCastBelowTheLayer() throws {
        let animation = try LottieTestSupport.animation(Self.json)
        #expect(animation.report.featuresUsed.contains("effect-drop-shadow"))
        #expect(animation.report.issues.map { "\($0.jsonPath) \($0.feature)" } == ["$.layers[0].ef[1] effects"])
        let pixels = LottieTestSupport.render(animation, frame: 0, width: 100, height: 100)
        func rgba(x: Int, y: Int) -> [UInt8] { Array(pixels[(y * 100 + x) * 4..<(y * 100 + x) * 4 + 4]) }
        #expect(rgba(x: 50, y: 50) == [255, 0, 0, 255])
        #expect(rgba(x: 50, y: 65) == [0, 0, 0, 255])
        #expect(rgba(x: 50, y: 75)[3] == 0 && rgba(x: 50, y: 35)[3] == 0)
    }
    /// Fill, Tint and Gaussian Blur become the layer's filters: a grey (0.5) square filled with a
    /// colour animated from red at frame 0 to blue at frame 10, at full opacity (AE writes 0...1);
    /// tinted (black to black, white to green, in full: L = 0.5 gives half green); a blur of
    /// blurriness 10 (σ 3) spreads the square's edge.
    @Test func colourAndBlurEffectsFilterTheLayer() throws {
        func square(_ effects: String) -> String {
            LottieTestSupport.composition(#"""
                {"ty":4,"ip":0,"op":60,"ks":{"p":{"a":0,"k":[50,50]}},"ef":[\#(effects)],
                 "shapes":[{"ty":"rc","p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[40,40]},"r":{"a":0,"k":0}},
                   {"ty":"fl","c":{"a":0,"k":[0.5,0.5,0.5,1]},"o":{"a":0,"k":100}}]}
                """#)
        }
        let fill = #"""
            {"ty":21,"nm":"Fill","ef":[{"ty":10,"v":{"a":0,"k":0}},{"ty":7,"v":{"a":0,"k":0}},
             {"ty":2,"v":{"a":1,"k":[{"t":0,"s":[1,0,0,1]},{"t":10,"s":[0,0,1,1]}]}},{"ty":7,"v":{"a":0,"k":0}},
             {"ty":0,"v":{"a":0,"k":0}},{"ty":0,"v":{"a":0,"k":0}},{"ty":0,"v":{"a":0,"k":1}}]}
            """#
        let filled = try LottieTestSupport.animation(square(fill))
        #expect(filled.report.issues.isEmpty && filled.report.featuresUsed.contains("effect-fill"))
        func rgba(_ animation: LottieAnimation, frame: Double, x: Int = 50, y: Int = 50) -> [UInt8] {
            let pixels = LottieTestSupport.render(animation, frame: frame, width: 100, height: 100)
            return Array(pixels[(y * 100 + x) * 4..<(y * 100 + x) * 4 + 4])
        }
        #expect(rgba(filled, frame: 0) == [255, 0, 0, 255] && rgba(filled, frame: 10) == [0, 0, 255, 255])
        let tint = #"""
            {"ty":20,"nm":"Tint","ef":[{"ty":2,"v":{"a":0,"k":[0,0,0,1]}},{"ty":2,"v":{"a":0,"k":[0,1,0,1]}},{"ty":0,"v":{"a":0,"k":100}}]}
            """#
        let tinted = rgba(try LottieTestSupport.animation(square(tint)), frame: 0)
        #expect(tinted[0] == 0 && abs(Int(tinted[1]) - 128) <= 1 && tinted[2] == 0)
        let blur = #"{"ty":29,"nm":"Gaussian Blur","ef":[{"ty":0,"v":{"a":0,"k":10}},{"ty":7,"v":{"a":0,"k":1}}]}"#
        let blurred = try LottieTestSupport.animation(square(blur))
        #expect(blurred.report.featuresUsed.contains("effect-gaussian-blur"))
        #expect(rgba(blurred, frame: 0, x: 50)[3] == 255 && rgba(blurred, frame: 0, x: 27)[3] > 0 && rgba(blurred, frame: 0, x: 27)[3] < 128)
        // The same blur written as a custom effect with After Effects' match name (as in
        // LottieFiles' `payme`), a fourth parameter (GPU Rendering) after the three: drawn alike.
        let custom = #"{"ty":5,"nm":"Gaussian Blur","mn":"ADBE Gaussian Blur 2","ef":[{"ty":0,"v":{"a":0,"k":10}},{"ty":7,"v":{"a":0,"k":1}},{"ty":7,"v":{"a":0,"k":0}},{"ty":7,"v":{"a":0,"k":1}}]}"#
        let customBlur = try LottieTestSupport.animation(square(custom))
        #expect(customBlur.report.issues.isEmpty && customBlur.report.featuresUsed.contains("effect-gaussian-blur"))
        for x in [27, 50] { #expect(rgba(customBlur, frame: 0, x: x) == rgba(blurred, frame: 0, x: x)) }
    }
}
