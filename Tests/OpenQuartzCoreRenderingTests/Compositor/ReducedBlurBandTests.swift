#if !QUARTZCORE_COMPATIBILITY_TEST
import Testing
import QuartzCoreTestSupport
@testable import OpenQuartzCoreRendering

/// A wide blur drawn at reduced resolution gives the same pixels whatever part of the frame is
/// drawn at once: the software compositor draws a frame in bands of rows (one per thread) and
/// each band draws a shadow or a filter only over its own rows, so the blocks the picture is
/// averaged over must sit at the same device pixels (multiples of the factor, not the band's first
/// row) and the picture must reach far enough past the band that the reduced blur cut there does
/// not show. Frames drawn with 1, 2, 3 and 7 bands are compared byte for byte, at the three
/// reductions (σ 5, 18 and 35 pixels: factors 2, 4 and 8).
@Suite struct ReducedBlurBandTests {
    static func scene(radius: CGFloat, filter: Bool) -> CALayer {
        LayerTestHarness.withoutActions {
            let root = Frames.solid(CGRect(x: 0, y: 0, width: 160, height: 120), 1, 1, 1)
            let card = Frames.solid(CGRect(x: 37, y: 29, width: 71, height: 53), 0.8, 0.3, 0.2, cornerRadius: 9)
            if filter {
                card.layerFilters = [.gaussianBlur(sigma: Double(radius) / 2, horizontal: true, vertical: true)]
            } else {
                card.shadowOpacity = 0.9
                card.shadowRadius = radius
                card.shadowOffset = CGSize(width: 5, height: 7)
            }
            root.addSublayer(card)
            return root
        }
    }

    @Test(arguments: [10.0, 36.0, 70.0], [false, true])
    func bandsOfRowsDrawTheSamePixels(radius: CGFloat, filter: Bool) {
        LayerTestHarness.withManualClock(at: 0) { _ in
            let root = Self.scene(radius: radius, filter: filter)
            CATransaction.flush()
            let whole = Frames.render(root, width: 160, height: 120, at: 0, software: true, format: Frames.bgra)
            #expect(whole.contains { $0 != 255 }, "something is drawn")
            for threads in [2, 3, 7] {
                let banded = Frames.render(root, width: 160, height: 120, at: 0, software: true, format: Frames.bgra, threads: threads)
                let same = banded == whole
                #expect(same, "\(threads) bands, radius \(radius), filter \(filter)")
            }
        }
    }
}
#endif
