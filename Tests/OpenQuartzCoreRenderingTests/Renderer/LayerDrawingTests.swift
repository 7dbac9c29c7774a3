#if QUARTZCORE_COMPATIBILITY_TEST
import QuartzCore
#else
import OpenQuartzCoreRendering
#endif
import Testing
import QuartzCoreTestSupport

/// A subclass that draws: a red square in the top-left quarter of its bounds.
final class QuarterLayer: CALayer {
    override func draw(in ctx: CGContext) {
        ctx.setFillColor(CGColor(srgbRed: 1, green: 0, blue: 0, alpha: 1))
        ctx.fill(CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width / 2, height: bounds.height / 2))
    }
}

/// A delegate that draws blue over the whole layer, and counts its calls.
final class FillingDelegate: NSObject, CALayerDelegate {
    var willDraw = 0
    func layerWillDraw(_ layer: CALayer) { willDraw += 1 }
    func draw(_ layer: CALayer, in ctx: CGContext) {
        ctx.setFillColor(CGColor(srgbRed: 0, green: 0, blue: 1, alpha: 1))
        ctx.fill(layer.bounds)
    }
}

/// A delegate that sets an image instead of drawing.
final class ImageDelegate: NSObject, CALayerDelegate {
    let image = CGImage(width: 1, height: 1, premultipliedRGBA: [255, 0, 0, 255])!
    func display(_ layer: CALayer) { layer.contents = image }
    func draw(_ layer: CALayer, in ctx: CGContext) { Issue.record("draw(_:in:) is not called when display(_:) is") }
}

/// Layers that draw their own content (display(), draw(in:), the delegate's display(_:),
/// draw(_:in:) and layerWillDraw(_:), Apple's CALayer and CALayerDelegate documentation) and
/// render(in:).
@Suite struct LayerDrawingTests {
    @Test func setNeedsDisplayDrawsAtTheNextCommit() {
        LayerTestHarness.withManualClock { clock in
            let layer = LayerTestHarness.withoutActions {
                let layer = QuarterLayer()
                layer.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
                return layer
            }
            #expect(layer.contents == nil)
            LayerTestHarness.withoutActions { layer.setNeedsDisplay() }
            #expect(layer.contents != nil)
            #expect(!layer.needsDisplay())
            let image = Bitmaps.renderFrame(layer, 20, 20, at: clock.currentTime)
            #expect(Bitmaps.pixel(image, 2, 2) == Bitmaps.red)
            #expect(Bitmaps.pixel(image, 12, 12) == Bitmaps.clear)
        }
    }

    @Test func drawingIsKeptSharpWhenTheLayerIsScaled() {
        LayerTestHarness.withManualClock { clock in
            let layer = LayerTestHarness.withoutActions {
                let layer = QuarterLayer()
                layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
                layer.setNeedsDisplay()
                return layer
            }
            LayerTestHarness.withoutActions {
                layer.anchorPoint = .zero
                layer.position = .zero
                layer.transform = CATransform3DMakeScale(4, 4, 1)
            }
            let image = Bitmaps.renderFrame(layer, 40, 40, at: clock.currentTime)
            // The quarter, scaled 4 times: exactly the top-left 20 x 20 pixels, with a hard edge.
            #expect(Bitmaps.pixel(image, 19, 19) == Bitmaps.red)
            #expect(Bitmaps.pixel(image, 20, 19) == Bitmaps.clear)
        }
    }

    @Test func delegateDrawsWhenItOnlyImplementsDrawing() {
        LayerTestHarness.withManualClock { clock in
            let delegate = FillingDelegate()
            let layer = LayerTestHarness.withoutActions {
                let layer = CALayer()
                layer.frame = CGRect(x: 0, y: 0, width: 8, height: 8)
                layer.delegate = delegate
                layer.setNeedsDisplay()
                return layer
            }
            #expect(delegate.willDraw == 1)
            #expect(Bitmaps.pixel(Bitmaps.renderFrame(layer, 8, 8, at: clock.currentTime), 4, 4) == Bitmaps.blue)
        }
    }

    @Test func delegateDisplayReplacesDrawing() {
        LayerTestHarness.withManualClock { _ in
            let delegate = ImageDelegate()
            let layer = LayerTestHarness.withoutActions {
                let layer = CALayer()
                layer.frame = CGRect(x: 0, y: 0, width: 8, height: 8)
                layer.delegate = delegate
                return layer
            }
            layer.displayIfNeeded()
            #expect(layer.contents == nil)
            layer.display()
            #expect((layer.contents as? CGImage) === delegate.image)
        }
    }

    @Test func renderInContextDrawsTheModelInTheLayersOwnSpace() {
        LayerTestHarness.withManualClock(at: 10) { _ in
            let layer = LayerTestHarness.withoutActions {
                let layer = Bitmaps.solid(CGRect(x: 30, y: 30, width: 10, height: 10), red: 0, green: 0, blue: 1)
                layer.addSublayer(Bitmaps.solid(CGRect(x: 0, y: 0, width: 5, height: 5), red: 1, green: 0, blue: 0))
                return layer
            }
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 0
            fade.toValue = 0
            fade.duration = 100
            layer.add(fade, forKey: "fade")
            CATransaction.flush()
            // Drawn in the layer's bounds space (its position ignored), y downwards as UIKit's image
            // context is, and without the animation: fully opaque.
            let context = Bitmaps.context(10, 10)
            context.translateBy(x: 0, y: 10)
            context.scaleBy(x: 1, y: -1)
            layer.render(in: context)
            let image = context.makeImage()!
            #expect(Bitmaps.pixel(image, 1, 1) == Bitmaps.red)
            #expect(Bitmaps.pixel(image, 8, 8) == Bitmaps.blue)
        }
    }

    @Test func renderInContextOfAPresentationLayerDrawsItsAnimatedState() {
        LayerTestHarness.withManualClock(at: 10) { clock in
            let layer = LayerTestHarness.withoutActions {
                Bitmaps.solid(CGRect(x: 0, y: 0, width: 10, height: 10), red: 0, green: 0, blue: 1)
            }
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 0
            fade.toValue = 1
            fade.duration = 1
            layer.add(fade, forKey: "fade")
            CATransaction.flush()
            clock.advance(by: 0.5)
            let context = Bitmaps.context(10, 10)
            layer.presentation()!.render(in: context)
            // Half way: opacity 0.5, premultiplied blue (0, 0, 128, 128) within rounding.
            let pixel = Bitmaps.pixel(context.makeImage()!, 5, 5)
            #expect(abs(pixel[2] - 128) <= 1 && abs(pixel[3] - 128) <= 1)
        }
    }

    @Test func renderInARecordingContextPlaysBackWithTheDrawing() {
        // A layer whose drawing is another layer's render(in:): the snapshot technique of the seeds'
        // custom transitions.
        final class MirrorLayer: CALayer {
            var source: CALayer?
            override func draw(in ctx: CGContext) { source?.render(in: ctx) }
        }
        LayerTestHarness.withManualClock { clock in
            let mirror = LayerTestHarness.withoutActions {
                let source = Bitmaps.solid(CGRect(x: 0, y: 0, width: 8, height: 8), red: 1, green: 0, blue: 0)
                let mirror = MirrorLayer()
                mirror.frame = CGRect(x: 0, y: 0, width: 8, height: 8)
                mirror.source = source
                mirror.setNeedsDisplay()
                return mirror
            }
            #expect(Bitmaps.pixel(Bitmaps.renderFrame(mirror, 8, 8, at: clock.currentTime), 4, 4) == Bitmaps.red)
        }
    }
}
