#if !QUARTZCORE_COMPATIBILITY_TEST
import Testing
import QuartzCoreTestSupport
@testable import OpenQuartzCoreRendering

/// Gradient layers on whole pixels are composited from a kept drawing from their second unchanged
/// frame on (as Core Animation composites backing stores), with exactly the pixels drawing them in
/// place gives (both are the path rasterizer's); a layer that changes is drawn again.
@Suite struct GradientDrawingCacheTests {
    static func scene() -> (root: CALayer, gradient: CAGradientLayer) {
        LayerTestHarness.withoutActions {
            let root = CALayer()
            root.frame = CGRect(x: 0, y: 0, width: 120, height: 90)
            root.backgroundColor = CGColor(srgbRed: 1, green: 1, blue: 1, alpha: 1)
            let gradient = CAGradientLayer()
            gradient.frame = CGRect(x: 10, y: 10, width: 60, height: 40)
            gradient.colors = [CGColor(srgbRed: 1, green: 0, blue: 0, alpha: 1), CGColor(srgbRed: 0, green: 0, blue: 1, alpha: 0.5)]
            gradient.startPoint = CGPoint(x: 0, y: 0)
            gradient.endPoint = CGPoint(x: 1, y: 1)
            gradient.cornerRadius = 8
            root.addSublayer(gradient)
            return (root, gradient)
        }
    }

    static func renderer(_ root: CALayer) -> CARenderer {
        let context = CGContext(data: nil, width: 120, height: 90, bitsPerComponent: 8, bytesPerRow: 0,
                                space: CGColorSpace(name: CGColorSpace.sRGB)!, bitmapInfo: Frames.bgra)!
        let renderer = CARenderer(cgContext: context, options: nil)
        renderer.layer = root
        renderer.bounds = CGRect(x: 0, y: 0, width: 120, height: 90)
        return renderer
    }

    @Test func unchangedGradientsAreCompositedFromTheirDrawing() {
        LayerTestHarness.withManualClock(at: 0) { _ in
            let (root, _) = Self.scene()
            CATransaction.flush()
            let renderer = Self.renderer(root)
            let cache = renderer.compositor.recorder.gradientDrawings
            let first = Frames.draw(renderer, at: 0)
            #expect(cache.count == 0)
            // The same frame again draws nothing unless marked (CARenderer's update region).
            let second = Frames.draw(renderer, at: 0, inFull: true)
            #expect(cache.count == 1)
            #expect(renderer.compositor.recorder.recording.ops.contains { if case .image = $0 { true } else { false } })
            #expect(second == first)
        }
    }

    @Test func aGradientThatChangesIsDrawnAgain() {
        LayerTestHarness.withManualClock(at: 0) { _ in
            let (root, gradient) = Self.scene()
            let move = CABasicAnimation(keyPath: "endPoint")
            move.fromValue = CGPoint(x: 0, y: 1)
            move.toValue = CGPoint(x: 1, y: 0)
            move.duration = 1
            gradient.add(move, forKey: "move")
            CATransaction.flush()
            let renderer = Self.renderer(root)
            for time in [0.2, 0.4, 0.6] {
                _ = Frames.draw(renderer, at: time)
                #expect(!renderer.compositor.recorder.recording.ops.contains { if case .image = $0 { true } else { false } })
            }
            #expect(renderer.compositor.recorder.gradientDrawings.count == 0)
        }
    }
}
#endif
