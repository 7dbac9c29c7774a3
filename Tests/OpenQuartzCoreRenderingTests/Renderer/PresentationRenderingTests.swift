#if !QUARTZCORE_COMPATIBILITY_TEST
import Testing
import QuartzCoreTestSupport
@testable import OpenQuartzCoreRendering

/// `render(in:)` of a presentation layer and `CARenderer` at the presentation's time draw the same
/// frame: both evaluate the same committed tree at one time into one frame, which Cairo
/// (`render(in:)`) and the software backend (`CARenderer`) interpret, agreeing within the
/// differential tests' tolerance.
@Suite struct PresentationRenderingTests {
    @Test(arguments: [0.25, 0.5, 0.9])
    func renderInOfAPresentationEqualsTheRenderersFrame(progress: Double) {
        LayerTestHarness.withManualClock(at: 100) { clock in
            var random = RandomScene(seed: 7)
            let root = LayerTestHarness.withoutActions { () -> CALayer in
                let root = CALayer()
                root.frame = CGRect(x: 0, y: 0, width: 80, height: 60)
                root.backgroundColor = CGColor(srgbRed: 1, green: 1, blue: 1, alpha: 1)
                for _ in 0..<6 { root.addSublayer(random.makeLayer(in: CGSize(width: 80, height: 60), depth: 1)) }
                return root
            }
            let spin = CABasicAnimation(keyPath: "transform.rotation.z")
            spin.byValue = Double.pi
            spin.duration = 1
            root.sublayers?.first?.add(spin, forKey: "spin")
            let slide = CABasicAnimation(keyPath: "position.x")
            slide.byValue = 20
            slide.duration = 1
            root.sublayers?.last?.add(slide, forKey: "slide")
            CATransaction.flush()
            clock.advance(by: progress)

            // render(in:) draws in the layer's bounds space, y down: a bitmap context is flipped
            // for it, as UIKit's image contexts are.
            let context = CGContext(data: nil, width: 80, height: 60, bitsPerComponent: 8, bytesPerRow: 0,
                                    space: CGColorSpace(name: CGColorSpace.sRGB)!, bitmapInfo: Frames.bgra)!
            context.translateBy(x: 0, y: 60)
            context.scaleBy(x: 1, y: -1)
            let presentation = root.presentation()!
            presentation.render(in: context)
            let rendered = Array(UnsafeBufferPointer(start: context.data!.assumingMemoryBound(to: UInt8.self),
                                                     count: context.bytesPerRow * context.height))
            let frame = Frames.render(root, width: 80, height: 60, at: clock.currentTime, software: true, format: Frames.bgra)
            DifferentialRenderingTests.expectAgreement(PixelDifference(frame, rendered), seed: Int(progress * 100))
        }
    }
}
#endif
