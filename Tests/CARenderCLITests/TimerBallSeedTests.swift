import Foundation
import OpenQuartzCore
import QuartzCoreTestSupport
import Testing
@testable import CARenderCLI

/// The seed's timer-driven bouncing ball, in its three versions, against the keyframe version (the
/// Easing chapter's Listing 10.8: bounceEaseOut sampled 60 times a second into a keyframe animation of
/// `position`). The keyframe version here takes 61 samples, i = 0...60, so that keyframe i falls at
/// i/60 s, the display's frame times (the listing's 60 samples, i < 60, spread over the same second,
/// are 1/59 s apart). At every frame time the two must then show the same point.
@Suite("Seeds: the timer-driven bouncing ball")
struct TimerBallSeedTests {
    /// A layer running the keyframe version, committed now.
    static func keyframeBall() -> CALayer {
        let ball = CALayer()
        let animation = CAKeyframeAnimation(keyPath: "position")
        animation.duration = 1.0
        animation.values = (0...60).map { i in
            NSValue(cgPoint: CGPoint(x: 150, y: 32 + 236 * EasingFunction.bounceEaseOut(Double(i) / 60)))
        }
        LayerTestHarness.withoutActions { ball.position = CGPoint(x: 150, y: 268) }
        ball.add(animation, forKey: "bounce")
        CATransaction.flush()
        return ball
    }

    static func shown(_ layer: CALayer) -> CGPoint {
        layer.presentation()?.position ?? CGPoint(x: -1, y: -1)
    }

    @Test(arguments: [TimerBallController.Driver.timer, .displayLink, .measuredDisplayLink])
    func everyFrameMatchesTheKeyframeVersion(driver: TimerBallController.Driver) {
        LayerTestHarness.withManualClock(at: 100) { clock in
            let display = ManualDisplaySource.shared(for: clock)
            let reference = Self.keyframeBall()
            let controller = TimerBallController(driver: driver)
            controller.animate()
            for frame in 1...60 {
                display.step()
                if driver == .timer { controller.timer?.fire() }
                LayerTestHarness.deliverEvents()
                let ball = Self.shown(controller.ballView), expected = Self.shown(reference)
                #expect(Double(ball.y).isApproximatelyEqual(to: Double(expected.y), absoluteTolerance: 1e-6), "frame \(frame)")
                #expect(ball.x == 150)
            }
            #expect(Double(Self.shown(controller.ballView).y).isApproximatelyEqual(to: 268, absoluteTolerance: 1e-9), "on the floor")
            #expect(controller.timer == nil && controller.link == nil, "stopped after 1 s")
        }
    }

    /// Skipped frames: the measured version stays on the curve, the fixed-step one falls behind. The
    /// measured ball is at bounceEaseOut of the elapsed time exactly; the keyframe ball interpolates
    /// linearly between samples 1/60 s apart, which is within h^2/8 * max|y''| = (1/60)^2 / 8 *
    /// 236 * 2 * 4356/361 = 0.198 points of the curve: the tolerance is 0.25.
    @Test func theMeasuredFrameDurationSurvivesSkippedFrames() {
        LayerTestHarness.withManualClock(at: 100) { clock in
            let display = ManualDisplaySource.shared(for: clock)
            let reference = Self.keyframeBall()
            let measured = TimerBallController(driver: .measuredDisplayLink)
            let fixed = TimerBallController(driver: .displayLink)
            measured.animate()
            fixed.animate()
            var lag = 0.0
            for periods in [1, 3.5, 1.5, 2, 7.25, 1, 4.75, 1] {
                clock.advance(by: periods / 60)
                display.runDueCallbacks()
                let expected = Double(Self.shown(reference).y)
                let exact = 32 + 236 * EasingFunction.bounceEaseOut(clock.currentTime - 100)
                #expect(Double(Self.shown(measured.ballView).y).isApproximatelyEqual(to: exact, absoluteTolerance: 1e-6))
                #expect(Double(Self.shown(measured.ballView).y).isApproximatelyEqual(to: expected, absoluteTolerance: 0.25))
                lag = max(lag, abs(Double(Self.shown(fixed.ballView).y) - exact))
            }
            #expect(measured.timeOffset.isApproximatelyEqual(to: 22.0 / 60, absoluteTolerance: 1e-9))
            #expect(fixed.timeOffset.isApproximatelyEqual(to: 8.0 / 60, absoluteTolerance: 1e-9), "one 1/60 s per callback")
            #expect(lag > 10, "the fixed step falls behind the clock")
        }
    }
}
