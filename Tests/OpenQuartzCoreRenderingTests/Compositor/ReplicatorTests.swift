#if !QUARTZCORE_COMPATIBILITY_TEST
import Testing
import QuartzCoreTestSupport
@testable import OpenQuartzCoreRendering

/// CAReplicatorLayer: instanceCount copies, instanceTransform accumulated, colour offsets and
/// instanceDelay (Apple's CAReplicatorLayer documentation).
@Suite struct ReplicatorTests {
    func replicator(count: Int) -> CAReplicatorLayer {
        let replicator = CAReplicatorLayer()
        replicator.frame = CGRect(x: 0, y: 0, width: 60, height: 20)
        replicator.instanceCount = count
        replicator.instanceTransform = CATransform3DMakeTranslation(20, 0, 0)
        replicator.addSublayer(RenderHarness.solid(CGRect(x: 0, y: 0, width: 10, height: 10), 1, 1, 1))
        return replicator
    }

    @Test func instancesRepeatTheTransform() {
        let root = RenderHarness.root(60, 20)
        root.addSublayer(replicator(count: 3))
        let image = RenderHarness.render(root, width: 60, height: 20)
        #expect(Pixel(image, 5, 5) == .white)
        #expect(Pixel(image, 25, 5) == .white)
        #expect(Pixel(image, 45, 5) == .white)
        #expect(Pixel(image, 15, 5) == .clear)
    }

    @Test func zeroInstancesDrawNothing() {
        let root = RenderHarness.root(60, 20)
        root.addSublayer(replicator(count: 0))
        #expect(Pixel(RenderHarness.render(root, width: 60, height: 20), 5, 5) == .clear)
    }

    @Test func colourOffsetsAccumulatePerInstance() {
        let root = RenderHarness.root(60, 20)
        let layer = replicator(count: 3)
        layer.instanceRedOffset = -0.5
        layer.instanceAlphaOffset = -0.25
        root.addSublayer(layer)
        let image = RenderHarness.render(root, width: 60, height: 20)
        // Instance 1: red 0.5, alpha 0.75 → premultiplied (96, 191, 191, 191); instance 2: red 0, alpha 0.5.
        #expect(Pixel(image, 5, 5) == .white)
        #expect(Pixel(image, 25, 5).isClose(to: Pixel(96, 191, 191, 191), tolerance: 2))
        #expect(Pixel(image, 45, 5).isClose(to: Pixel(0, 128, 128, 128), tolerance: 2))
    }

    @Test func instanceDelayShiftsEachInstancesTime() {
        LayerTestHarness.withManualClock(at: 100) { clock in
            let (root, layer) = LayerTestHarness.withoutActions {
                let root = RenderHarness.root(60, 40)
                let layer = replicator(count: 2)
                layer.instanceDelay = 1
                root.addSublayer(layer)
                return (root, layer)
            }
            let dot = layer.sublayers![0]
            let move = CABasicAnimation(keyPath: "position.y")
            move.fromValue = 5
            move.toValue = 25
            move.duration = 2
            dot.add(move, forKey: "move")
            CATransaction.flush()
            clock.advance(by: 1)
            // At 1 s, instance 0 is half way (y = 15), instance 1 has just begun (y = 5).
            let image = RenderHarness.render(root, width: 60, height: 40, at: clock.currentTime)
            #expect(Pixel(image, 5, 15) == .white)
            #expect(Pixel(image, 5, 9) == .clear)
            #expect(Pixel(image, 25, 5) == .white)
            #expect(Pixel(image, 25, 15) == .clear)
        }
    }
}
#endif
