import Foundation
import Testing
@testable import OpenQuartzCoreLottie

/// Properties sampled at every frame (under time remapping, and text animators) keep one key per
/// run of equal samples, not one per frame, and show the same values. The expected values are worked
/// out by hand from the Lottie keyframes and the time remap written in each test.
@Suite struct LottieSampledRunTests {
    /// Which samples ``LottieAnimator/keptSamples(count:discrete:repeats:)`` keeps of
    /// `a a a b b c c c`: by the rule, a linear animation keeps both ends of each run and the
    /// discrete one the first of each, both the first and last samples.
    @Test func runsKeepTheirEnds() {
        let samples = Array("aaabbccc")
        let repeats = { (index: Int) in samples[index] == samples[index - 1] }
        #expect(LottieAnimator.keptSamples(count: samples.count, discrete: false, repeats: repeats) == [0, 2, 3, 4, 5, 7])
        #expect(LottieAnimator.keptSamples(count: samples.count, discrete: true, repeats: repeats) == [0, 3, 5, 7])
        let distinct = Array("abcd")
        #expect(LottieAnimator.keptSamples(count: 4, discrete: false, repeats: { distinct[$0] == distinct[$0 - 1] }) == [0, 1, 2, 3])
        #expect(LottieAnimator.keptSamples(count: 2, discrete: true, repeats: { _ in true }) == [0, 1])
    }

    /// A precomposition whose time is remapped to half speed (`tm` from 0 s at frame 0 to 1 s at
    /// frame 60, at 30 frames a second: inner frame = outer frame / 2), holding two layers:
    /// - A, the left half, opacity 100 until inner frame 10, then linearly 0 at inner frame 20;
    /// - B, the right half, shown from inner frame 5 until inner frame 25 (`ip`, `op`).
    static let remapped: String = {
        let linear = #""o":{"x":[0],"y":[0]},"i":{"x":[1],"y":[1]}"#
        let opacity = #"{"a":1,"k":[{"t":0,"s":[100],\#(linear)},{"t":10,"s":[100],\#(linear)},{"t":20,"s":[0]}]}"#
        func half(_ index: Int, x: Int, ip: Int, op: Int, opacity: String) -> String {
            #"{"ty":4,"ind":\#(index),"ip":\#(ip),"op":\#(op),"st":0,"ks":{"o":\#(opacity)},"shapes":["#
                + #"{"ty":"rc","p":{"a":0,"k":[\#(x),50]},"s":{"a":0,"k":[50,100]},"r":{"a":0,"k":0}},"#
                + #"{"ty":"fl","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100}}]}"#
        }
        let inner = half(1, x: 25, ip: 0, op: 60, opacity: opacity) + "," + half(2, x: 75, ip: 5, op: 25, opacity: #"{"a":0,"k":100}"#)
        let asset = #"{"id":"inner","layers":[\#(inner)]}"#
        let precomp = #"{"ty":0,"ind":1,"refId":"inner","w":100,"h":100,"ip":0,"op":60,"st":0,"ks":{},"#
            + #""tm":{"a":1,"k":[{"t":0,"s":[0],\#(linear)},{"t":60,"s":[1]}]}}"#
        return LottieTestSupport.composition(precomp, assets: asset)
    }()

    static func layers(_ root: CALayer) -> [CALayer] {
        [root] + (root.sublayers ?? []).flatMap(layers)
    }

    @Test func aRemappedPropertyKeepsTheEndsOfItsRuns() throws {
        let root = try LottieTestSupport.animation(Self.remapped).makeLayer()
        let animations = Self.layers(root).flatMap { layer in
            (layer.animationKeys() ?? []).compactMap { layer.animation(forKey: $0) as? CAKeyframeAnimation }
        }
        let opacity = try #require(animations.first { $0.keyPath == "opacity" })
        let hidden = try #require(animations.first { $0.keyPath == "hidden" })
        // 61 frames sampled: the ramp's samples (outer frames 20 to 40) and the ends of the two runs
        // around it for the opacity; the first sample and the two switches for the visibility.
        let opacityKeys = try #require(opacity.values).count
        #expect(opacityKeys >= 21 && opacityKeys <= 25)
        #expect(try #require(hidden.values).count <= 4)
    }

    @Test func aRemappedPropertyShowsItsValueAtEveryFrame() throws {
        let animation = try LottieTestSupport.animation(Self.remapped)
        for frame in stride(from: 0.0, through: 59.5, by: 0.5) {
            let pixels = LottieTestSupport.render(animation, frame: frame, width: 10, height: 10)
            let inner: Double = frame / 2
            let opacity: Double = inner <= 10 ? 1 : max(0, 1 - (inner - 10) / 10)
            let left = Double(pixels[(5 * 10 + 2) * 4 + 3]), right: UInt8 = pixels[(5 * 10 + 7) * 4 + 3]
            let expectedLeft: Double = 255 * opacity
            #expect(abs(left - expectedLeft) <= 1, "frame \(frame): A's alpha \(left), expected \(expectedLeft)")
            let shown = inner >= 5 && inner < 25
            let expectedRight: UInt8 = shown ? 255 : 0
            #expect(right == expectedRight, "frame \(frame): B's alpha \(right), shown: \(shown)")
        }
    }
}
