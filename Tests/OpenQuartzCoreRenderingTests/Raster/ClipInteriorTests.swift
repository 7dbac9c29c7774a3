#if !QUARTZCORE_COMPATIBILITY_TEST
import Testing
import QuartzCoreTestSupport
@testable import OpenQuartzCoreRendering

/// A path fill wholly inside a rectangular clip along the axes draws without the clip's coverage
/// mask: there the mask is whole, so clipping changes nothing. The interiors expected below are
/// worked out by hand from each clip's device edges.
@Suite struct ClipInteriorTests {
    private func clip(_ rect: CGRect, radius: CGFloat = 0) -> FrameClip {
        FrameClip(rect: rect, radius: radius, corners: radius > 0 ? .layerMinXMinYCorner : [], map: 0, parent: -1)
    }

    @Test func rectanglesAlongTheAxesKeepTheirWholePixels() {
        // 500 x 500 scaled by 1.024 and moved up 71.68: x from 0 to 512 (whole pixels: no margin),
        // y from -71.68 to 440.32 (pixel rows -71 and 440 partly covered, one more row of margin).
        let map = PathMap(a: 1.024, b: 0, c: 0, d: 1.024, tx: 0, ty: -71.68)
        let interior = RasterRecorder.interior(of: clip(CGRect(x: 0, y: 0, width: 500, height: 500)), map: map)
        #expect(interior == PixelRect(x0: 0, y0: -70, x1: 512, y1: 439))
        // Flipped (y down to up): the same edges, taken in order.
        let flipped = PathMap(a: 1, b: 0, c: 0, d: -1, tx: 0.5, ty: 100)
        #expect(RasterRecorder.interior(of: clip(CGRect(x: 0, y: 0, width: 10, height: 20)), map: flipped)
            == PixelRect(x0: 2, y0: 80, x1: 9, y1: 100))
    }

    @Test func otherShapesHaveNoInterior() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 100)
        let rotated = PathMap(a: 0.8, b: 0.6, c: -0.6, d: 0.8, tx: 0, ty: 0)
        #expect(RasterRecorder.interior(of: clip(rect), map: rotated).isEmpty)
        #expect(RasterRecorder.interior(of: clip(rect, radius: 8), map: .identity).isEmpty)
        let projective = PathMap(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0, p: 0.001, q: 0, w: 1)
        #expect(RasterRecorder.interior(of: clip(rect), map: projective).isEmpty)
    }

    /// An ellipse inside a clipping layer whose edges fall between pixels, and one across its edge:
    /// inside, the pixels are those of the same ellipse unclipped; across the edge, they agree with
    /// Cairo's drawing of the clipped frame.
    @Test(arguments: [CGPoint(x: 30, y: 25), CGPoint(x: 8, y: 25)])
    func fillsInsideAClipAreTheUnclippedFills(centre: CGPoint) {
        LayerTestHarness.withManualClock(at: 0) { _ in
            func scene(clipped: Bool) -> CALayer {
                LayerTestHarness.withoutActions {
                    let root = CALayer()
                    root.frame = CGRect(x: 0, y: 0, width: 80, height: 60)
                    let holder = CALayer()
                    holder.frame = CGRect(x: 2.4, y: 3.7, width: 70.5, height: 50.2)
                    holder.masksToBounds = clipped
                    let shape = CAShapeLayer()
                    shape.path = CGPath(ellipseIn: CGRect(x: centre.x - 12, y: centre.y - 9, width: 24, height: 18), transform: nil)
                    shape.fillColor = CGColor(srgbRed: 0.2, green: 0.5, blue: 0.9, alpha: 1)
                    holder.addSublayer(shape)
                    root.addSublayer(holder)
                    return root
                }
            }
            let clipped = Frames.render(scene(clipped: true), width: 80, height: 60, at: 0, software: true, format: Frames.bgra)
            if centre.x - 12 > 1 {
                let free = Frames.render(scene(clipped: false), width: 80, height: 60, at: 0, software: true, format: Frames.bgra)
                #expect(clipped == free)
            } else {
                let reference = Frames.render(scene(clipped: true), width: 80, height: 60, at: 0, software: false, format: Frames.bgra)
                DifferentialRenderingTests.expectAgreement(PixelDifference(clipped, reference), seed: 0)
            }
        }
    }
}
#endif
