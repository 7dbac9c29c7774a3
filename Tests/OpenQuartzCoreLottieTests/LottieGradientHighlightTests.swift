import Foundation
import Testing
@testable import OpenQuartzCoreLottie

/// A radial gradient's highlight (`h` percent of the radius, `a` degrees from the direction toward
/// `e`), which rlottie, lottie-web and ThorVG draw as the gradient's focal point: location 0 at the
/// focus, location t on the circle of radius t r centred (1 − t) of the way from the centre to it.
/// Expected values worked out in each test from that geometry.
@Suite struct LottieGradientHighlightTests {
    /// A 100 x 100 rectangle filled with a radial gradient from white to black, centred at (50, 50)
    /// with a radius of 50 toward +x, and the highlight's length and angle properties.
    static func json(length: String, angle: String) -> String {
        LottieTestSupport.composition(LottieKeyframeMappingTests.shapeLayer("""
            {"ty":"rc","p":{"a":0,"k":[50,50]},"s":{"a":0,"k":[100,100]},"r":{"a":0,"k":0}},
            {"ty":"gf","o":{"a":0,"k":100},"r":1,"t":2,"s":{"a":0,"k":[50,50]},"e":{"a":0,"k":[100,50]},
             "h":\(length),"a":\(angle),"g":{"p":2,"k":{"a":0,"k":[0,1,1,1,1,0,0,0]}}}
            """))
    }

    static func gradient(_ json: String) throws -> CAGradientLayer {
        let root = try LottieTestSupport.animation(json).makeLayer()
        return try #require(LottieKeyframeMappingTests.layers(root).compactMap { $0 as? CAGradientLayer }.first)
    }

    /// 50 % at 90°: a quarter turn clockwise (y down) from +x, half the radius below the centre.
    @Test func theHighlightIsTheLayersFocus() throws {
        let gradient = try Self.gradient(Self.json(length: #"{"a":0,"k":50}"#, angle: #"{"a":0,"k":90}"#))
        #expect(gradient.type == .radial)
        #expect(abs(gradient.radialFocus.x) < 1e-12 && abs(gradient.radialFocus.y - 0.5) < 1e-12)
        // Without a highlight the focus stays at the centre.
        let plain = try Self.gradient(Self.json(length: #"{"a":0,"k":0}"#, angle: #"{"a":0,"k":90}"#))
        #expect(plain.radialFocus == .zero)
    }

    /// Drawn: white at the focus (50, 75); at the centre, the circle through it is the one of
    /// t = 1/3 ((1 − t) 25 = 50 t), so grey 2/3; on the far side at (50, 10), 40 above the centre:
    /// (1 − t) 25 + 40 = 50 t gives t = 13/15.
    @Test func theFocusIsWhereTheFirstColourIs() throws {
        let animation = try LottieTestSupport.animation(Self.json(length: #"{"a":0,"k":50}"#, angle: #"{"a":0,"k":90}"#))
        let pixels = LottieTestSupport.render(animation, frame: 0, width: 100, height: 100)
        func grey(_ x: Double, _ y: Double) -> Int {
            // The mean of the four pixels around (x, y), which lies on their shared corner.
            let corners: [(Double, Double)] = [(x - 1, y - 1), (x, y - 1), (x - 1, y), (x, y)]
            let samples: [Int] = corners.map { (cx: Double, cy: Double) -> Int in Int(pixels[(Int(cy) * 100 + Int(cx)) * 4]) }
            return samples.reduce(0, +) / 4
        }
        #expect(grey(50, 75) >= 250)
        #expect(abs(grey(50, 50) - Int((2.0 / 3 * 255).rounded())) <= 4)
        #expect(abs(grey(50, 10) - Int((2.0 / 15 * 255).rounded())) <= 4)
    }

    /// A keyframed highlight: the focus sampled at every frame, at each the length and angle of
    /// that frame (0 % at frame 0 up to 60 % at frame 30, at 0°).
    @Test func anAnimatedHighlightMovesTheFocus() throws {
        let length = #"{"a":1,"k":[{"t":0,"s":[0],"o":{"x":[0],"y":[0]},"i":{"x":[1],"y":[1]}},{"t":30,"s":[60]}]}"#
        let gradient = try Self.gradient(Self.json(length: length, angle: #"{"a":0,"k":0}"#))
        let animation = try #require(gradient.animation(forKey: "radialFocus") as? CAKeyframeAnimation)
        let values = try #require(animation.values as? [CGPoint])
        #expect(values.count == 31)
        for (frame, value) in values.enumerated() {
            #expect(abs(value.x - 0.02 * Double(frame)) < 1e-9 && abs(value.y) < 1e-12)
        }
    }
}
