#if !QUARTZCORE_COMPATIBILITY_TEST
import Testing
import QuartzCoreTestSupport
@testable import OpenQuartzCoreRendering

/// Gradient and shape layers on whole pixels are composited from a cached drawing from their
/// second unchanged frame on (as Core Animation composites backing stores), with the pixels that
/// drawing them in place gives; a layer that changes is drawn again.
@Suite struct ContentCacheTests {
    static func scene() -> (root: CALayer, shape: CAShapeLayer) {
        LayerTestHarness.withoutActions {
            let root = CALayer()
            root.frame = CGRect(x: 0, y: 0, width: 120, height: 90)
            root.backgroundColor = CGColor(srgbRed: 1, green: 1, blue: 1, alpha: 1)
            let gradient = CAGradientLayer()
            gradient.frame = CGRect(x: 10, y: 10, width: 60, height: 40)
            gradient.colors = [CGColor(srgbRed: 1, green: 0, blue: 0, alpha: 1), CGColor(srgbRed: 0, green: 0, blue: 1, alpha: 0.5)]
            gradient.cornerRadius = 8
            gradient.opacity = 0.8
            root.addSublayer(gradient)
            let shape = CAShapeLayer()
            shape.frame = CGRect(x: 50, y: 30, width: 50, height: 50)
            shape.path = CGPath(ellipseIn: CGRect(x: -5, y: 5, width: 60, height: 30), transform: nil)
            shape.fillColor = CGColor(srgbRed: 0, green: 0.6, blue: 0.2, alpha: 0.7)
            shape.strokeColor = CGColor(srgbRed: 0, green: 0, blue: 0, alpha: 1)
            shape.lineWidth = 3
            root.addSublayer(shape)
            return (root, shape)
        }
    }

    @Test func unchangedLayersAreCompositedFromTheirDrawing() {
        LayerTestHarness.withManualClock(at: 0) { _ in
            let (root, _) = Self.scene()
            CATransaction.flush()
            let reference = Frames.render(root, width: 120, height: 90, at: 0, software: false, format: Frames.bgra)
            let context = CGContext(data: nil, width: 120, height: 90, bitsPerComponent: 8, bytesPerRow: 0,
                                    space: CGColorSpace(name: CGColorSpace.sRGB)!, bitmapInfo: Frames.bgra)!
            let renderer = CARenderer(cgContext: context, options: nil)
            renderer.layer = root
            renderer.bounds = CGRect(x: 0, y: 0, width: 120, height: 90)
            let first = Frames.draw(renderer, at: 0)
            #expect(renderer.compositor.recorder.contentCache.cachedDrawings == 0)
            let second = Frames.draw(renderer, at: 0)
            // The gradient, the shape's fill and its stroke (each step is cached on its own).
            #expect(renderer.compositor.recorder.contentCache.cachedDrawings == 3)
            #expect(PixelDifference(first, reference).maximum <= 1)
            #expect(PixelDifference(second, reference).maximum <= 1)
        }
    }

    @Test func aLayerThatChangesIsDrawnAgain() {
        LayerTestHarness.withManualClock(at: 0) { _ in
            let (root, shape) = Self.scene()
            let stroke = CABasicAnimation(keyPath: "strokeEnd")
            stroke.fromValue = 0
            stroke.toValue = 1
            stroke.duration = 1
            shape.add(stroke, forKey: "stroke")
            CATransaction.flush()
            let context = CGContext(data: nil, width: 120, height: 90, bitsPerComponent: 8, bytesPerRow: 0,
                                    space: CGColorSpace(name: CGColorSpace.sRGB)!, bitmapInfo: Frames.bgra)!
            let renderer = CARenderer(cgContext: context, options: nil)
            renderer.layer = root
            renderer.bounds = CGRect(x: 0, y: 0, width: 120, height: 90)
            for time in [0.2, 0.4, 0.6] {
                let frame = Frames.draw(renderer, at: time)
                let reference = Frames.render(root, width: 120, height: 90, at: time, software: false, format: Frames.bgra)
                #expect(PixelDifference(frame, reference).maximum <= 1, "at \(time): \(PixelDifference(frame, reference))")
            }
            // Only the gradient, unchanged, is cached.
            #expect(renderer.compositor.recorder.contentCache.cachedDrawings == 1)
        }
    }
}
#endif
