#if QUARTZCORE_COMPATIBILITY_TEST
import QuartzCore
#else
import OpenQuartzCoreRendering
#endif
import Foundation
import Testing
import QuartzCoreTestSupport

/// CARenderer draws only its update region (Apple's CARenderer reference: `updateBounds()` is "the
/// bounds of the update region that contains all pixels that will be updated by the next render"):
/// a frame that changes nothing leaves the bitmap as the last frame left it, and a frame after an
/// animation has come and gone, or after other drawing into the context, is drawn again.
@Suite struct CARendererUpdateTests {
    /// A red 4 x 4 layer at the top-left of an 8 x 8 renderer, drawn once at media time 10; into a
    /// context of Cairo's own layout (B, G, R, A in memory), which the renderer draws into directly,
    /// when `native`.
    private func drawnOnce(native: Bool = false) -> (CALayer, CARenderer, CGContext) {
        let layer = LayerTestHarness.withoutActions { Bitmaps.solid(CGRect(x: 0, y: 0, width: 4, height: 4), red: 1, green: 0, blue: 0) }
        let context = native
            ? CGContext(data: nil, width: 8, height: 8, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpace(name: CGColorSpace.sRGB)!,
                        bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
            : Bitmaps.context(8, 8)
        let renderer = CARenderer(cgContext: context, options: nil)
        renderer.layer = layer
        renderer.bounds = CGRect(x: 0, y: 0, width: 8, height: 8)
        renderer.beginFrame(atTime: 10, timeStamp: nil)
        renderer.render()
        renderer.endFrame()
        return (layer, renderer, context)
    }

    /// Draws the frame at `t` (the whole of it when `marked`) and returns the bitmap.
    private func frame(_ renderer: CARenderer, _ context: CGContext, at t: CFTimeInterval, marked: Bool = false) -> CGImage {
        renderer.beginFrame(atTime: t, timeStamp: nil)
        if marked { renderer.addUpdate(renderer.bounds) }
        renderer.render()
        renderer.endFrame()
        return context.makeImage()!
    }

    /// Whether `image` shows the layer drawn anew: red at (1, 1), transparent at (6, 6).
    private func showsTheLayerAlone(_ image: CGImage) -> Bool {
        Bitmaps.pixel(image, 6, 6) == Bitmaps.clear && Bitmaps.pixel(image, 1, 1) == Bitmaps.red
    }

    /// Writes opaque green into pixel (x, y) (row 0 at the top) through the context's memory.
    private func mark(_ context: CGContext, _ x: Int, _ y: Int) {
        let bytes = context.data!.assumingMemoryBound(to: UInt8.self) + y * context.bytesPerRow + 4 * x
        (bytes[0], bytes[1], bytes[2], bytes[3]) = (0, 255, 0, 255)
    }

    @Test func aFrameThatChangesNothingDrawsNothing() {
        LayerTestHarness.withManualClock(at: 10) { _ in
            let (_, renderer, context) = drawnOnce()
            // Memory written behind the renderer's back stays: the frame at 11 updates no pixel.
            mark(context, 6, 6)
            renderer.beginFrame(atTime: 11, timeStamp: nil)
            #expect(renderer.updateBounds().isNull)
            renderer.endFrame()
            #expect(Bitmaps.pixel(frame(renderer, context, at: 11), 6, 6) == [0, 255, 0, 255])
            // Marked as needing drawing, the frame is drawn again: cleared, then the layer.
            #expect(showsTheLayerAlone(frame(renderer, context, at: 12, marked: true)))
        }
    }

    @Test func anUpdateTheCallerAddsIsClearedAndDrawn() {
        LayerTestHarness.withManualClock(at: 10) { _ in
            let (_, renderer, context) = drawnOnce(native: true)
            // Written straight after the frame, with no drawing call between (nothing else to tell
            // the renderer), outside what the layer covers; the caller marks the whole bounds.
            mark(context, 6, 6)
            renderer.beginFrame(atTime: 11, timeStamp: nil)
            renderer.addUpdate(renderer.bounds)
            renderer.render()
            renderer.endFrame()
            #expect(showsTheLayerAlone(context.makeImage()!))
        }
    }

    @Test func aDiscreteAnimationRedrawsAtItsKeyTimesOnly() {
        LayerTestHarness.withManualClock(at: 10) { _ in
            let (layer, renderer, context) = drawnOnce()
            // Red, then blue, in discrete mode over [11, 13]: the colour switches at 12.
            let colour = CAKeyframeAnimation(keyPath: "backgroundColor")
            colour.values = [CGColor(srgbRed: 1, green: 0, blue: 0, alpha: 1), CGColor(srgbRed: 0, green: 0, blue: 1, alpha: 1)]
            colour.calculationMode = .discrete
            colour.beginTime = 11
            colour.duration = 2
            layer.add(colour, forKey: "colour")
            CATransaction.flush()
            #expect(showsTheLayerAlone(frame(renderer, context, at: 11.2)))
            // Within the first keyframe nothing changes: memory written since stays.
            mark(context, 6, 6)
            #expect(Bitmaps.pixel(frame(renderer, context, at: 11.8), 6, 6) == [0, 255, 0, 255])
            // Past the key time the frame is drawn anew, blue.
            let blue = frame(renderer, context, at: 12.2)
            #expect(Bitmaps.pixel(blue, 1, 1) == Bitmaps.blue)
            #expect(Bitmaps.pixel(blue, 6, 6) == Bitmaps.clear)
        }
    }

    @Test func drawingIntoTheContextBetweenFramesHasTheFrameDrawnAgain() {
        LayerTestHarness.withManualClock(at: 10) { _ in
            let (_, renderer, context) = drawnOnce()
            context.setFillColor(CGColor(srgbRed: 0, green: 1, blue: 0, alpha: 1))
            context.fill(CGRect(x: 0, y: 0, width: 8, height: 8))
            #expect(showsTheLayerAlone(frame(renderer, context, at: 11)))
        }
    }

    @Test func anAnimationThatCameAndWentBetweenFramesChangesThem() {
        LayerTestHarness.withManualClock(at: 10) { _ in
            let layer = LayerTestHarness.withoutActions { Bitmaps.solid(CGRect(x: 0, y: 0, width: 10, height: 10), red: 0, green: 0, blue: 1) }
            let context = Bitmaps.context(40, 10)
            let renderer = CARenderer(cgContext: context, options: nil)
            renderer.layer = layer
            renderer.bounds = CGRect(x: 0, y: 0, width: 40, height: 10)
            func frame(at t: CFTimeInterval) -> (update: CGRect, image: CGImage) {
                renderer.beginFrame(atTime: t, timeStamp: nil)
                let update = renderer.updateBounds()
                renderer.render()
                renderer.endFrame()
                return (update, context.makeImage()!)
            }
            _ = frame(at: 10)
            // position.x from 5 to 35 over [11, 12], removed on completion: the frames at 10 and
            // 13 both show the model (columns 0..9), the one at 11.5 the centre at 20 (columns 15..24).
            let move = CABasicAnimation(keyPath: "position.x")
            move.fromValue = 5
            move.toValue = 35
            move.duration = 1
            move.beginTime = 11
            layer.add(move, forKey: "move")
            CATransaction.flush()
            let moved = frame(at: 11.5)
            #expect(moved.update == renderer.bounds)
            #expect(Bitmaps.pixel(moved.image, 20, 5) == Bitmaps.blue)
            #expect(Bitmaps.pixel(moved.image, 5, 5) == Bitmaps.clear)
            // Nothing runs at 13, but the animation ran since the frame at 11.5.
            let back = frame(at: 13)
            #expect(back.update == renderer.bounds)
            #expect(Bitmaps.pixel(back.image, 5, 5) == Bitmaps.blue)
            #expect(Bitmaps.pixel(back.image, 20, 5) == Bitmaps.clear)
            // From 13 to 14 nothing runs.
            #expect(frame(at: 14).update.isNull)
            // Back to a time before the animation: it ran between 10.5 and 13.
            #expect(frame(at: 10.5).update == renderer.bounds)
        }
    }
}
