#if QUARTZCORE_COMPATIBILITY_TEST
import QuartzCore
#else
import OpenQuartzCoreRendering
#endif
import Foundation
import Testing
import QuartzCoreTestSupport

/// CARenderer's frame protocol: what is drawn at a media time, what changes, and when the next change
/// comes (Apple's CARenderer documentation). Layers are built without actions so that only the
/// animations a test adds run.
@Suite struct CARendererTests {
    @Test func drawsTheCommittedTreeTopDown() {
        LayerTestHarness.withManualClock { clock in
            let layer = LayerTestHarness.withoutActions {
                Bitmaps.solid(CGRect(x: 0, y: 0, width: 20, height: 10), red: 1, green: 0, blue: 0)
            }
            let image = Bitmaps.renderFrame(layer, 40, 20, at: clock.currentTime)
            // The layer's frame is the top-left 20 x 10: image rows 0..9, columns 0..19.
            #expect(Bitmaps.pixel(image, 0, 0) == Bitmaps.red)
            #expect(Bitmaps.pixel(image, 19, 9) == Bitmaps.red)
            #expect(Bitmaps.pixel(image, 20, 5) == Bitmaps.clear)
            #expect(Bitmaps.pixel(image, 5, 10) == Bitmaps.clear)
        }
    }

    @Test func drawsAnimationsAtTheFramesTimeNotTheClocks() {
        LayerTestHarness.withManualClock(at: 10) { clock in
            let layer = LayerTestHarness.withoutActions {
                Bitmaps.solid(CGRect(x: 0, y: 0, width: 10, height: 10), red: 0, green: 0, blue: 1)
            }
            let move = CABasicAnimation(keyPath: "position.x")
            move.fromValue = 5
            move.toValue = 35
            move.duration = 1
            layer.add(move, forKey: "move")
            CATransaction.flush()
            // Half way (linear timing): the centre at x = 20, so columns 15..24.
            let image = Bitmaps.renderFrame(layer, 40, 10, at: 10.5)
            #expect(Bitmaps.pixel(image, 15, 5) == Bitmaps.blue)
            #expect(Bitmaps.pixel(image, 24, 5) == Bitmaps.blue)
            #expect(Bitmaps.pixel(image, 14, 5) == Bitmaps.clear)
            #expect(clock.currentTime == 10)
        }
    }

    @Test func nextFrameTimeFollowsTheAnimations() {
        LayerTestHarness.withManualClock(at: 10) { _ in
            let layer = LayerTestHarness.withoutActions { Bitmaps.solid(CGRect(x: 0, y: 0, width: 4, height: 4), red: 1, green: 0, blue: 0) }
            let renderer = CARenderer(cgContext: Bitmaps.context(4, 4), options: nil)
            renderer.layer = layer
            renderer.beginFrame(atTime: 10, timeStamp: nil)
            #expect(renderer.nextFrameTime() == .infinity)
            renderer.endFrame()
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 0
            fade.toValue = 1
            fade.duration = 1
            fade.beginTime = 12
            layer.add(fade, forKey: "fade")
            CATransaction.flush()
            renderer.beginFrame(atTime: 10, timeStamp: nil)
            #expect(renderer.nextFrameTime() == 12)
            renderer.endFrame()
            renderer.beginFrame(atTime: 12.5, timeStamp: nil)
            #expect(renderer.nextFrameTime() == 12.5)
            renderer.endFrame()
            renderer.beginFrame(atTime: 14, timeStamp: nil)
            #expect(renderer.nextFrameTime() == .infinity)
            renderer.endFrame()
        }
    }

    @Test func updateBoundsCoverWhatChanges() {
        LayerTestHarness.withManualClock(at: 10) { _ in
            let layer = LayerTestHarness.withoutActions { Bitmaps.solid(CGRect(x: 0, y: 0, width: 4, height: 4), red: 1, green: 0, blue: 0) }
            let renderer = CARenderer(cgContext: Bitmaps.context(8, 8), options: nil)
            renderer.layer = layer
            renderer.bounds = CGRect(x: 0, y: 0, width: 8, height: 8)
            renderer.beginFrame(atTime: 10, timeStamp: nil)
            #expect(renderer.updateBounds() == CGRect(x: 0, y: 0, width: 8, height: 8))
            renderer.render()
            renderer.endFrame()
            renderer.beginFrame(atTime: 11, timeStamp: nil)
            #expect(renderer.updateBounds().isNull)
            renderer.addUpdate(CGRect(x: 1, y: 1, width: 2, height: 2))
            #expect(renderer.updateBounds() == CGRect(x: 1, y: 1, width: 2, height: 2))
            renderer.endFrame()
        }
    }

    @Test func framesOfOneTreeRenderTheSameOnSeveralThreads() async {
        let (layer, times) = LayerTestHarness.withManualClock(at: 10) { _ -> (CALayer, [CFTimeInterval]) in
            let layer = LayerTestHarness.withoutActions {
                let layer = Bitmaps.solid(CGRect(x: 0, y: 0, width: 16, height: 16), red: 0, green: 0, blue: 1)
                layer.cornerRadius = 5
                layer.addSublayer(Bitmaps.solid(CGRect(x: 4, y: 4, width: 8, height: 8), red: 1, green: 0, blue: 0))
                return layer
            }
            let spin = CABasicAnimation(keyPath: "transform.rotation.z")
            spin.fromValue = 0
            spin.toValue = Double.pi
            spin.duration = 1
            layer.add(spin, forKey: "spin")
            CATransaction.flush()
            return (layer, [10, 10.25, 10.5, 10.75])
        }
        // Serially first, then every frame at once on its own thread.
        let serial = times.map { Bitmaps.renderFrame(layer, 32, 32, at: $0) }
        let renderers = times.map { t -> (CARenderer, CGContext) in
            let context = Bitmaps.context(32, 32)
            let renderer = CARenderer(cgContext: context, options: nil)
            renderer.layer = layer
            renderer.bounds = CGRect(x: 0, y: 0, width: 32, height: 32)
            renderer.beginFrame(atTime: t, timeStamp: nil)
            return (renderer, context)
        }
        let box = UncheckedBox(renderers)
        DispatchQueue.concurrentPerform(iterations: renderers.count) { index in
            box.value[index].0.render()
            box.value[index].0.endFrame()
        }
        for (index, (_, context)) in renderers.enumerated() {
            #expect(context.makeImage() == serial[index])
        }
        #expect(serial[0] != serial[1])
    }
}

/// Hands non-Sendable test objects to concurrentPerform, which uses each from one thread only.
struct UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
