#if QUARTZCORE_COMPATIBILITY_TEST
import QuartzCore
#else
import OpenQuartzCore
#endif
import Foundation
import QuartzCoreTestSupport
import Testing

/// The keyframe colour animation of the Explicit Animations seed (003, "Keyframe Animations": blue,
/// red, green, blue over 2 s) and of the Easing seed (000/001, "Easing and Keyframe Animations": the
/// same with an easeIn timing function per segment). Expected values: keyframes evenly spaced without
/// keyTimes, linear between them, each segment's timing function applied to the fraction within the
/// segment (conformance README, CAKeyframeAnimation); colours mixed component by component.
@Suite("Seeds: keyframe colours")
struct KeyframeColorSeedTests {
    static let blue: [CGFloat] = [0, 0, 1, 1], red: [CGFloat] = [1, 0, 0, 1], green: [CGFloat] = [0, 1, 0, 1]

    /// The colour at `time` seconds: keyframes at 0, 2/3, 4/3 and 2 s, `ease` applied within segments.
    static func expected(at time: Double, ease: (Double) -> Double = { $0 }) -> CGColor {
        let colors = [blue, red, green, blue]
        let position = time / 2 * 3
        let segment = min(Int(position), 2)
        return SeedKit.mix(colors[segment], colors[segment + 1], ease(position - Double(segment)))
    }

    static func colorLayer() -> CALayer {
        let colorLayer = CALayer()
        SeedKit.setUp {
            colorLayer.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
            colorLayer.backgroundColor = SeedKit.mix(blue, blue, 0)
        }
        return colorLayer
    }

    static func animation() -> CAKeyframeAnimation {
        let keyframeAnimation = CAKeyframeAnimation(keyPath: "backgroundColor")
        keyframeAnimation.duration = 2.0
        keyframeAnimation.values = [blue, red, green, blue].map { SeedKit.mix($0, $0, 0) }
        return keyframeAnimation
    }

    static func sample(_ layer: CALayer, _ clock: LayerTestHarness.Clock, at times: [Double], ease: @escaping (Double) -> Double) {
        var elapsed = 0.0
        for time in times {
            clock.advance(by: time - elapsed)
            elapsed = time
            let color = layer.presentation()?.backgroundColor ?? CGColor.clear
            #expect(color.isApproximatelyEqual(to: expected(at: time, ease: ease), absoluteTolerance: 1e-6), "at \(time) s")
        }
    }

    @Test func evenlySpacedLinearKeyframes() {
        SeedKit.withManualClock { clock in
            let layer = Self.colorLayer()
            layer.add(Self.animation(), forKey: nil)
            CATransaction.flush()
            Self.sample(layer, clock, at: [0, 0.5, 2.0 / 3, 1, 1.75], ease: { $0 })
            clock.advance(by: 0.5)
            #expect(layer.presentation()?.backgroundColor == SeedKit.mix(Self.blue, Self.blue, 0), "back to the model after 2 s")
        }
    }

    @Test func easeInOnEverySegment() {
        SeedKit.withManualClock { clock in
            let layer = Self.colorLayer()
            let animation = Self.animation()
            let fn = CAMediaTimingFunction(name: .easeIn)
            animation.timingFunctions = [fn, fn, fn]
            layer.add(animation, forKey: nil)
            CATransaction.flush()
            Self.sample(layer, clock, at: [0.5, 1, 1.75], ease: SeedKit.easeIn)
            // Each colour change eases in: a third of the way through a segment, well under a third.
            #expect(SeedKit.easeIn(1.0 / 3) < 0.2)
        }
    }
}
