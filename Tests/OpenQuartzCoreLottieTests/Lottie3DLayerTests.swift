import Foundation
import Testing
@testable import OpenQuartzCoreLottie

/// 3D layers (`ddd` 1): a 40 x 40 square centred on (50, 50) turned about x and y. Drawn without
/// perspective, a point (x, y) of the square (from its centre) lands where the x-y block of the
/// turn takes it. The expected blocks are worked out here from the rotation matrices, in the order
/// lottie-web's `TransformProperty` applies them: z, then y, then x, then the orientation's z, y, x.
/// - About y by b alone: x' = x cos b, so the square is cos b as wide.
/// - About y by b then x by a: x' = x cos b, y' = x sin a sin b + y cos a (the x-y block of
///   Rx(a) Ry(b)), so at a = b = 60° each column of the square rises with x: at x' = 8 (x = 16) it
///   spans y' = 12 ± 10.
/// - Turned 90° about z then by 60° about y (the orientation's): width 20, height 40; in the other
///   order it would be 40 wide and 20 high.
@Suite struct Lottie3DLayerTests {
    static func layer(_ transform: String) -> String {
        LottieTestSupport.composition(#"""
            {"ty":4,"ddd":1,"ip":0,"op":60,"ks":{"p":{"a":0,"k":[50,50,0]},\#(transform)},"shapes":[
              {"ty":"rc","d":1,"s":{"a":0,"k":[40,40]},"p":{"a":0,"k":[0,0]},"r":{"a":0,"k":0}},
              {"ty":"fl","c":{"a":0,"k":[0,0,0,1]},"o":{"a":0,"k":100}}]}
            """#)
    }

    static func alpha(_ json: String, frame: Double = 0) throws -> (Int, Int) -> UInt8 {
        let pixels = LottieTestSupport.render(try LottieTestSupport.animation(json), frame: frame, width: 100, height: 100)
        return { x, y in pixels[(y * 100 + x) * 4 + 3] }
    }

    @Test func aTurnAboutYNarrowsTheLayer() throws {
        let alpha = try Self.alpha(Self.layer(#""ry":{"a":0,"k":60}"#))
        // cos 60° = 0.5: the square spans x 40...60 and still y 30...70.
        #expect(alpha(42, 50) == 255 && alpha(58, 50) == 255 && alpha(50, 32) == 255 && alpha(50, 68) == 255)
        #expect(alpha(37, 50) == 0 && alpha(63, 50) == 0)
    }

    @Test func anAnimatedTurnAboutXFollowsItsKeyframes() throws {
        let json = Self.layer(#""rx":{"a":1,"k":[{"t":0,"s":[0]},{"t":10,"s":[60]}]}"#)
        let animation = try LottieTestSupport.animation(json)
        #expect(animation.report.featuresUsed.contains("3d-layer"))
        // Frame 0: flat, y 30...70. Frame 10: cos 60° high, y 40...60.
        let start = try Self.alpha(json, frame: 0), end = try Self.alpha(json, frame: 10)
        #expect(start(50, 35) == 255 && end(50, 35) == 0 && end(50, 45) == 255)
    }

    @Test func turnsAboutXAndYShearTheLayer() throws {
        let alpha = try Self.alpha(Self.layer(#""rx":{"a":0,"k":60},"ry":{"a":0,"k":60}"#))
        // At x' = 8 the column spans y' 2...22; at x' = -8, -22...-2. Flat turns (no cross term)
        // would give y' within ±10 in both columns.
        #expect(alpha(58, 68) == 255 && alpha(58, 54) == 255 && alpha(58, 46) == 0)
        #expect(alpha(42, 32) == 255 && alpha(42, 46) == 255 && alpha(42, 68) == 0)
    }

    @Test func theOrientationTurnsAfterTheZRotation() throws {
        let alpha = try Self.alpha(Self.layer(#""rz":{"a":0,"k":90},"or":{"a":0,"k":[0,60,0]}"#))
        #expect(alpha(42, 32) == 255 && alpha(58, 68) == 255)
        #expect(alpha(37, 50) == 0 && alpha(63, 50) == 0)
    }
}
