#if !QUARTZCORE_COMPATIBILITY_TEST
import Testing
@testable import OpenQuartzCoreRendering

/// Shadows: cast from the layer's alpha or its shadowPath, offset, blurred, and clipped by
/// masksToBounds (Apple's CALayer shadow documentation).
@Suite struct ShadowTests {
    func shadowed(radius: CGFloat, offset: CGSize) -> CALayer {
        let layer = RenderHarness.solid(CGRect(x: 20, y: 20, width: 20, height: 20), 1, 0, 0)
        layer.shadowOpacity = 1
        layer.shadowRadius = radius
        layer.shadowOffset = offset
        layer.shadowColor = CGColor(srgbRed: 0, green: 0, blue: 1, alpha: 1)
        return layer
    }

    @Test func sharpShadowIsTheShapeMovedByTheOffset() {
        let root = RenderHarness.root(80, 80)
        root.addSublayer(shadowed(radius: 0, offset: CGSize(width: 10, height: 5)))
        let image = RenderHarness.render(root, width: 80, height: 80)
        #expect(Pixel(image, 45, 30) == .blue)     // right of the layer, inside the moved square
        #expect(Pixel(image, 30, 42) == .blue)     // below it
        #expect(Pixel(image, 30, 30) == .red)      // the layer stays on top
        #expect(Pixel(image, 51, 30) == .clear)    // past the moved square's right edge (50)
        #expect(Pixel(image, 25, 22) == .red)
    }

    @Test func defaultOffsetCastsTowardsSmallerY() {
        let root = RenderHarness.root(80, 80)
        let layer = shadowed(radius: 0, offset: CGSize(width: 0, height: -3))
        root.addSublayer(layer)
        let image = RenderHarness.render(root, width: 80, height: 80)
        #expect(Pixel(image, 30, 18) == .blue)
        #expect(Pixel(image, 30, 41) == .clear)
    }

    @Test func blurSpreadsHalfTheShadowAtTheEdge() {
        let root = RenderHarness.root(100, 100)
        let layer = RenderHarness.solid(CGRect(x: 20, y: 20, width: 60, height: 60), 1, 0, 0)
        layer.shadowOpacity = 1
        layer.shadowRadius = 8
        layer.shadowOffset = CGSize(width: 0, height: 0)
        layer.shadowColor = CGColor(srgbRed: 0, green: 0, blue: 0, alpha: 1)
        root.addSublayer(layer)
        let image = RenderHarness.render(root, width: 100, height: 100)
        // A Gaussian-blurred straight edge is at half strength on the edge and fades outwards:
        // alpha(d) = 1 - Φ(d / σ) with σ = radius / 2 = 4. At pixel centre 19.5 (d = 0.5): ≈ 0.45;
        // at d = 4.5: ≈ 0.13; at d = 12.5 (> 3σ): ≈ 0.
        let near = Double(Pixel(image, 19, 50).a) / 255, middle = Double(Pixel(image, 15, 50).a) / 255
        #expect(abs(near - 0.45) < 0.08)
        #expect(abs(middle - 0.13) < 0.06)
        #expect(Pixel(image, 7, 50).a <= 3)
    }

    @Test func shadowPathGivesTheShape() {
        let root = RenderHarness.root(80, 80)
        let layer = shadowed(radius: 0, offset: .zero)
        layer.shadowPath = CGPath(rect: CGRect(x: -10, y: 0, width: 5, height: 20), transform: nil)
        root.addSublayer(layer)
        let image = RenderHarness.render(root, width: 80, height: 80)
        #expect(Pixel(image, 12, 30) == .blue)
        #expect(Pixel(image, 17, 30) == .clear)
    }

    @Test func masksToBoundsClipsTheShadow() {
        let root = RenderHarness.root(80, 80)
        let layer = shadowed(radius: 0, offset: CGSize(width: 10, height: 0))
        layer.masksToBounds = true
        root.addSublayer(layer)
        let image = RenderHarness.render(root, width: 80, height: 80)
        #expect(Pixel(image, 45, 30) == .clear)
        #expect(Pixel(image, 30, 30) == .red)
    }

    @Test func shadowOpacityScalesTheShadow() {
        let root = RenderHarness.root(80, 80)
        let layer = shadowed(radius: 0, offset: CGSize(width: 10, height: 0))
        layer.shadowOpacity = 0.5
        root.addSublayer(layer)
        let image = RenderHarness.render(root, width: 80, height: 80)
        #expect(Pixel(image, 45, 30).isClose(to: Pixel(0, 0, 128, 128)))
    }
}
#endif
