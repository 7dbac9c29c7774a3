#if !QUARTZCORE_COMPATIBILITY_TEST
import OpenQuartzCore
import QuartzCoreTestSupport
import Testing

/// The seeds' bounceEaseOut (000_2716ebabb68340d5.txt), written out as the independent reference.
private func seedBounceEaseOut(_ t: Double) -> Double {
    if t < 4 / 11.0 { return (121 * t * t) / 16.0 }
    if t < 8 / 11.0 { return (363 / 40.0 * t * t) - (99 / 10.0 * t) + 17 / 5.0 }
    if t < 9 / 10.0 { return (4356 / 361.0 * t * t) - (35442 / 1805.0 * t) + 16061 / 1805.0 }
    return (54 / 5.0 * t * t) - (513 / 25.0 * t) + 268 / 25.0
}

@Suite("CAKeyframeAnimation from an easing function")
struct KeyframeEasingAnimationTests {
    /// The seeds' "Automating the Process": the ball from (150, 32) to (150, 268) over 1 s, 60
    /// keyframes per second eased by bounceEaseOut.
    @Test func bouncingBallKeyframes() throws {
        let animation = CAKeyframeAnimation(keyPath: "position", fromValue: NSValue(cgPoint: CGPoint(x: 150, y: 32)),
                                            toValue: NSValue(cgPoint: CGPoint(x: 150, y: 268)), duration: 1,
                                            easing: EasingFunction.bounceEaseOut)
        let values = try #require(animation.values)
        #expect(values.count == 61)  // 60 samples at i / 60 and the end
        #expect(animation.duration == 1 && animation.keyPath == "position")
        for (index, value) in values.enumerated() {
            let expected = 32 + (268 - 32) * seedBounceEaseOut(Double(index) / 60)
            let point = try #require(value as? CGPoint)
            #expect(point.x == 150)
            #expect(Double(point.y).isApproximatelyEqual(to: expected, absoluteTolerance: 1e-9))
        }
        let seedsExactly = CAKeyframeAnimation(keyPath: "position", fromValue: 0.0, toValue: 1.0, duration: 1,
                                               includesEnd: false, easing: EasingFunction.bounceEaseOut)
        #expect(seedsExactly.values?.count == 60)
    }

    @Test func drivesALayer() {
        let clock = ManualMediaClock(time: 10)
        MediaClockContext.withClock(clock) {
            let ball = CALayer()
            let animation = CAKeyframeAnimation(keyPath: "position", fromValue: CGPoint(x: 150, y: 32),
                                                toValue: CGPoint(x: 150, y: 268), duration: 1) { t in seedBounceEaseOut(t) }
            ball.add(animation, forKey: "bounce")
            CATransaction.flush()
            clock.advance(by: 0.5)
            // At 0.5 s the keyframe timeline is exactly on sample 30 of 60.
            let y = Double(ball.presentation()?.position.y ?? .nan)
            #expect(y.isApproximatelyEqual(to: 32 + 236 * seedBounceEaseOut(0.5), absoluteTolerance: 1e-6))
        }
    }
}
#endif
