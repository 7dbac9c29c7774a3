#if !QUARTZCORE_COMPATIBILITY_TEST
import Foundation
import OpenQuartzCore
import QuartzCoreTestSupport
import Testing

/// The bouncing ball of the Easing seed (001, listings 10.6 and 10.8; 000 in Swift): first keyframes
/// at the peaks and troughs with keyTimes and alternating easeIn/easeOut, then bounceEaseOut sampled
/// at 60 frames per second ("Automating the Process", KeyframeSampling). The ball is a plain layer.
/// Expected values: the keyframe rules (conformance README, CAKeyframeAnimation) with the curves and
/// the seed's bounceEaseOut computed in SeedKit.
@Suite("Seeds: the bouncing ball")
struct BouncingBallSeedTests {
    static let ys: [Double] = [32, 268, 140, 268, 220, 268, 250, 268]
    static let keyTimes: [Double] = [0, 0.3, 0.5, 0.7, 0.8, 0.9, 0.95, 1]

    static func ballLayer() -> CALayer {
        let ball = CALayer()
        SeedKit.setUp {
            ball.bounds = CGRect(x: 0, y: 0, width: 64, height: 64)
            ball.position = CGPoint(x: 150, y: 32)
        }
        return ball
    }

    static func presentedY(_ layer: CALayer) -> Double {
        Double(layer.presentation()?.position.y ?? -1)
    }

    @Test func keyframesAtThePeaksAndTroughs() {
        SeedKit.withManualClock { clock in
            let ball = Self.ballLayer()
            let recorder = SeedEventRecorder()
            let animation = CAKeyframeAnimation(keyPath: "position")
            animation.duration = 1.0
            animation.delegate = recorder
            animation.setValue("bounce", forKey: "name")
            animation.values = Self.ys.map { NSValue(cgPoint: CGPoint(x: 150, y: $0)) }
            animation.timingFunctions = (0..<7).map { CAMediaTimingFunction(name: $0 % 2 == 0 ? .easeIn : .easeOut) }
            animation.keyTimes = Self.keyTimes.map { NSNumber(value: $0) }
            SeedKit.setUp { ball.position = CGPoint(x: 150, y: 268) }
            ball.add(animation, forKey: nil)
            CATransaction.flush()

            // Half way through each segment: the segment's curve at 0.5 between its two keyframes.
            var elapsed = 0.0
            for segment in 0..<7 {
                let time = (Self.keyTimes[segment] + Self.keyTimes[segment + 1]) / 2
                SeedKit.advance(clock, by: time - elapsed)
                elapsed = time
                let eased = segment % 2 == 0 ? SeedKit.easeIn(0.5) : SeedKit.easeOut(0.5)
                let expected = Self.ys[segment] + (Self.ys[segment + 1] - Self.ys[segment]) * eased
                #expect(Self.presentedY(ball).isApproximatelyEqual(to: expected, absoluteTolerance: 1e-4), "segment \(segment)")
                #expect(Double(ball.presentation()?.position.x ?? 0) == 150)
            }
            SeedKit.advance(clock, by: 1 - elapsed + 0.01)
            #expect(recorder.events == ["start bounce", "stop bounce true"])
            #expect(Self.presentedY(ball) == 268, "comes to rest where the model is")
        }
    }

    @Test func bounceEaseOutSampledAtSixtyFramesPerSecond() {
        // KeyframeSampling's default: 61 frames, frame i at i/60 of the second, the last at 1.
        SeedKit.withManualClock { clock in
            let ball = Self.ballLayer()
            let frames = KeyframeSampling.sampled(from: CGPoint(x: 150, y: 32), to: CGPoint(x: 150, y: 268),
                                                  duration: 1, easing: .bounceEaseOut)
            #expect(frames.count == 61)
            let animation = CAKeyframeAnimation(keyPath: "position")
            animation.duration = 1.0
            animation.values = frames
            ball.add(animation, forKey: nil)
            CATransaction.flush()
            func y(atFrame i: Double) -> Double { 32 + 236 * SeedKit.bounceEaseOut(i / 60) }
            SeedKit.advance(clock, by: 0.5)
            #expect(Self.presentedY(ball).isApproximatelyEqual(to: y(atFrame: 30), absoluteTolerance: 1e-6))
            SeedKit.advance(clock, by: 0.005)
            // 0.505 s is 0.3 of the way from frame 30 to frame 31, linear between them.
            let between = y(atFrame: 30) + (y(atFrame: 31) - y(atFrame: 30)) * 0.3
            #expect(Self.presentedY(ball).isApproximatelyEqual(to: between, absoluteTolerance: 1e-6))
            SeedKit.advance(clock, by: 0.49)
            let nearEnd = y(atFrame: 59) + (y(atFrame: 60) - y(atFrame: 59)) * 0.7
            #expect(Self.presentedY(ball).isApproximatelyEqual(to: nearEnd, absoluteTolerance: 1e-6), "the last frame, at 1, is the end")
        }
    }

    @Test func theSeedsOwnFrameList() {
        // The listing as written: frames i/60 for i below 60, played evenly, so frame i at i/59.
        SeedKit.withManualClock { clock in
            let ball = Self.ballLayer()
            let frames = KeyframeSampling.sampled(from: CGPoint(x: 150, y: 32), to: CGPoint(x: 150, y: 268),
                                                  duration: 1, includesEnd: false, easing: .bounceEaseOut)
            #expect(frames.count == 60)
            let animation = CAKeyframeAnimation(keyPath: "position")
            animation.duration = 1.0
            animation.values = frames
            ball.add(animation, forKey: nil)
            CATransaction.flush()
            SeedKit.advance(clock, by: 20.0 / 59)
            #expect(Self.presentedY(ball).isApproximatelyEqual(to: 32 + 236 * SeedKit.bounceEaseOut(20.0 / 60), absoluteTolerance: 1e-6))
        }
    }
}
#endif
