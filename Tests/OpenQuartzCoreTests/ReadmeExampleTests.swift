#if !QUARTZCORE_COMPATIBILITY_TEST
import OpenQuartzCore
import QuartzCoreTestSupport
import Testing

/// The example at the top of README.md, with the values its comments promise.
@Suite("README example")
struct ReadmeExampleTests {
    @Test func example() {
        let easeOut = CAMediaTimingFunction(name: .easeOut)
        var point: [Float] = [0, 0]
        easeOut.getControlPoint(at: 2, values: &point)
        #expect(point == [0.58, 1.0])
        #expect(easeOut.evaluate(0.75).isApproximatelyEqual(to: 0.906535, absoluteTolerance: 1e-6))

        let timing = MediaTiming(duration: 1, repeatCount: 3.5, autoreverses: true)
        let state = timing.evaluate(atParentTime: 3.25)
        #expect(state.progress == 0.75 && state.isReversing)

        let quarterTurn = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        let half = CATransform3DIdentity.interpolated(to: quarterTurn, fraction: 0.5)
        #expect(half.isApproximatelyEqual(to: CATransform3DMakeRotation(.pi / 4, 0, 0, 1), absoluteTolerance: 1e-9))
    }

    @Test func layerExample() {
        let clock = ManualMediaClock(time: 0)
        MediaClockContext.withClock(clock) {
            let ship = CALayer()
            let spin = CABasicAnimation(keyPath: "transform.rotation")
            spin.byValue = Double.pi * 2
            spin.duration = 2
            ship.add(spin, forKey: "rotateAnimation")
            CATransaction.flush()
            clock.advance(by: 0.5)
            let angle = ship.presentation()?.value(forKeyPath: "transform.rotation.z") as? CGFloat
            #expect((angle ?? .nan).isApproximatelyEqual(to: .pi / 2, absoluteTolerance: 1e-9))
        }
    }
}
#endif
