#if !QUARTZCORE_COMPATIBILITY_TEST
@_spi(Benchmarking) import OpenQuartzCore
import QuartzCoreTestSupport
import Testing

/// The SPI that evaluates a committed tree as the renderer does must agree with the public
/// presentation() of each layer.
@Suite("Presentation tree evaluation")
struct PresentationTreeEvaluationTests {
    @Test func treeEvaluationSumsThePresentations() {
        let clock = ManualMediaClock(time: 0)
        // Clean transactions around the setup: what an earlier test on this thread left in its
        // implicit transaction would otherwise hold this commit back (the layers stay uncommitted).
        let root: CALayer = MediaClockContext.withClock(clock) { LayerTestHarness.withCleanTransaction {
            let root = CALayer()
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            for index in 0..<3 {
                let layer = CALayer()
                layer.position = CGPoint(x: 10 * Double(index), y: 0)
                root.addSublayer(layer)
                let move = CABasicAnimation(keyPath: "position")
                move.fromValue = CGPoint(x: 0, y: 0)
                move.toValue = CGPoint(x: 100, y: 50)
                move.duration = 1 + Double(index)
                move.repeatCount = .infinity
                move.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
                layer.add(move, forKey: "move")
                let turn = CAKeyframeAnimation(keyPath: "transform.rotation.z")
                turn.values = [0, 1, 2.5]
                turn.duration = 2
                layer.add(turn, forKey: "turn")
                let fade = CASpringAnimation(keyPath: "opacity")
                fade.fromValue = 1
                fade.toValue = 0.2
                fade.duration = 3
                layer.add(fade, forKey: "fade")
            }
            CATransaction.commit()
            return root
        } }
        for time in [0.0, 0.4, 1.3, 2.6, 5] {
            clock.set(to: time)
            let expected = MediaClockContext.withClock(clock) {
                ([root] + (root.sublayers ?? [])).reduce(0.0) { sum, layer in
                    let presented = layer.presentation()
                    return sum + Double(presented?.position.x ?? 0) + Double(presented?.opacity ?? 0)
                }
            }
            #expect(root._evaluatePresentationTree(atMediaTime: time).isApproximatelyEqual(to: expected, absoluteTolerance: 1e-9))
        }
    }
}
#endif
